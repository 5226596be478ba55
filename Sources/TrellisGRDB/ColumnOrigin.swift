internal import GRDB
internal import GRDBSQLite

/// The table column a result column reads, as SQLite resolved it (`sqlite3_column_origin_name`): never guessed from
/// the result column's name, which a request can give to any column or expression (`SELECT number AS id`).
struct ColumnOrigin: Hashable, Sendable {
    /// The schema (`main`, `temp`, an attached one).
    var database: String
    var table: String
    var column: String

    /// Whether it is a column of `table` in `main`, compared as SQLite compares names (ASCII case-insensitively).
    func isIn(_ table: String) -> Bool {
        database.lowercased() == "main" && self.table.lowercased() == table.lowercased()
    }

    /// The origin of each result column of `statement`: `nil` for an expression, an aggregate or a constant.
    ///
    /// SQLite follows subqueries, views, scalar subqueries and the left-most arm of a compound select: an origin says
    /// where the values come from when the request reads each row of the table once, not that the request keeps them
    /// (a `UNION` arm or a scalar subquery with no row gives `NULL`). ``RequestShape`` trusts declared `NOT NULL`
    /// only when the plan reads the table once.
    static func of(_ statement: Statement) -> [ColumnOrigin?] {
        let handle = statement.sqliteStatement
        return (0..<Int32(statement.columnCount)).map { index in
            guard let database = sqlite3_column_database_name(handle, index),
                let table = sqlite3_column_table_name(handle, index),
                let column = sqlite3_column_origin_name(handle, index)
            else { return nil }
            return ColumnOrigin(
                database: String(cString: database), table: String(cString: table), column: String(cString: column))
        }
    }
}

/// A table's rowid as SQLite resolves it: whether the table has one (not `WITHOUT ROWID`), and the column that is
/// its alias. Asked of SQLite by preparing `SELECT rowid FROM table`, never read from the `CREATE TABLE` text:
/// `WITHOUT ROWID` may follow a newline or a comment, and `INTEGER PRIMARY KEY DESC` is not an alias (an SQLite
/// quirk) while `PRIMARY KEY (id DESC)` is.
struct TableRowID: Sendable {
    /// The name SQL reads the rowid by: the alias, or the first of `rowid`, `_rowid_`, `oid` no column shadows.
    var column: String
    /// The `INTEGER PRIMARY KEY` column that is the rowid, when there is one.
    var alias: String?

    /// The origin SQLite gives a result column that reads the rowid: the alias, else `rowid`.
    var originName: String { alias ?? "rowid" }

    /// `table`'s rowid, or `nil` when it has none SQL can read (`WITHOUT ROWID`, or `rowid`, `_rowid_` and `oid`
    /// all names of its columns), or when a column named `rowid` that is not the rowid makes origins ambiguous.
    static func read(_ db: Database, table: String) throws -> TableRowID? {
        let columns = Set(
            try Row.fetchAll(db, sql: "PRAGMA main.table_info(\(quoted(table)))")
                .compactMap { ($0["name"] as String?)?.lowercased() })
        guard let name = ["rowid", "_rowid_", "oid"].first(where: { !columns.contains($0) }) else { return nil }
        let statement: Statement
        do {
            statement = try db.makeStatement(sql: "SELECT \(name) FROM main.\(quoted(table)) LIMIT 0")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
            return nil  // no such column: the table has no rowid
        }
        guard let origin = ColumnOrigin.of(statement).first ?? nil else { return nil }
        if origin.column.lowercased() == "rowid" && columns.contains("rowid") {
            // Either the alias is a column named `rowid`, or a plain column named `rowid` shadows the rowid: only
            // the table's primary key tells, and a plain `rowid` column makes every `rowid` origin ambiguous.
            let primaryKey = try Row.fetchAll(db, sql: "PRAGMA main.table_info(\(quoted(table)))").filter {
                ($0["pk"] as Int? ?? 0) > 0
            }
            let noIndex = try Self.hasNoPrimaryKeyIndex(db, table)
            let isAlias =
                noIndex && primaryKey.count == 1 && (primaryKey[0]["name"] as String?)?.lowercased() == "rowid"
            return isAlias ? TableRowID(column: origin.column, alias: origin.column) : nil
        }
        let alias = columns.contains(origin.column.lowercased()) ? origin.column : nil
        return TableRowID(column: alias ?? name, alias: alias)
    }

    /// Whether `table` is a `WITHOUT ROWID` table, as SQLite's schema says (its primary key's index holds the whole
    /// row, with no rowid among its columns), never from the `CREATE TABLE` text.
    static func isWithoutRowID(_ db: Database, table: String) throws -> Bool {
        for index in try Row.fetchAll(db, sql: "PRAGMA main.index_list(\(quoted(table)))")
        where (index["origin"] as String?) == "pk" {
            let columns = try Row.fetchAll(db, sql: "PRAGMA main.index_xinfo(\(quoted(index["name"] ?? "")))")
            return !columns.contains { ($0["cid"] as Int?) == -1 }
        }
        return false
    }

    /// The tables of `main` among `tables` that are `WITHOUT ROWID`, less the storage's own kept counts (a request
    /// that reads the whole database must not count again on each write that keeps its counts).
    static func withoutRowIDTables(_ db: Database, among tables: [String]) throws -> [String] {
        try tables.filter { table in
            let own = table.lowercased().hasPrefix("grdb_trellis_")
            return try !own && isWithoutRowID(db, table: table)
        }
    }

    /// Whether no index backs `table`'s primary key (it is the rowid itself).
    private static func hasNoPrimaryKeyIndex(_ db: Database, _ table: String) throws -> Bool {
        try !Row.fetchAll(db, sql: "PRAGMA main.index_list(\(quoted(table)))").contains {
            ($0["origin"] as String?) == "pk"
        }
    }
}
