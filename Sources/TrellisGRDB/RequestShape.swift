internal import GRDB

/// What opening learns about a request from the schema and SQLite's query planner: which table it reads, which of
/// its columns can never be `NULL`, whether each row is found by its id alone, and whether the ids are unique.
struct RequestShape: Sendable {
    /// The result columns' names.
    var columnNames: [String]
    /// The request's only table, when it reads one.
    var table: String?
    /// The only table, when the ids are its rowids and each row of the request is one row of it found by rowid:
    /// changes to it are placed from the changed rows alone, and the storage can write to it.
    var trackedTable: String?
    /// The tracked table's rowid column (`rowid` when it has no alias).
    var rowIDColumn = "rowid"
    /// Columns of the only table declared `NOT NULL` (and its rowid alias), lowercased.
    var notNullColumns: Set<String> = []
    /// Whether finding a row by id is a single search of the only table: each row's membership depends on that row
    /// alone (no `LIMIT`, aggregate, `UNION` or subquery over other rows).
    var isPerRow = false
    /// Whether the schema guarantees that no two rows share an id.
    var idIsUnique = false

    /// Reads the shape of the request whose SQL is `source`.
    ///
    /// - Throws: ``DatabaseStorageError`` (`.unsupported`) when a column the storage was given is not one of the
    ///   request's result columns.
    static func inspect(
        _ db: Database, source: String, arguments: StatementArguments, region: DatabaseRegion, idColumn: String,
        columns required: [(role: String, name: String)]
    ) throws -> RequestShape {
        let columnNames = try db.makeStatement(sql: "SELECT * FROM (\(source)\n) LIMIT 0").columnNames
        let known = Set(columnNames.map { $0.lowercased() })
        for (role, name) in required where !known.contains(name.lowercased()) {
            let listed = columnNames.map { "'\($0)'" }.joined(separator: ", ")
            throw DatabaseStorageError(
                .unsupported, operation: "init",
                message: "the \(role) '\(name)' is not a column of the request's rows (they have \(listed)); "
                    + "name a result column of the request")
        }
        var shape = RequestShape(columnNames: columnNames)
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        let read = tables.filter { region.isModified(byEventsOfKind: .insert(tableName: $0)) }
        guard read.count == 1, let table = read.first else { return shape }
        shape.table = table
        // The schema, read with our own quoting (GRDB 7.10's `columns(in:)` does not escape quotes in table names).
        let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(quoted(table)))")
        let primaryKey = columns.filter { ($0["pk"] as Int? ?? 0) > 0 }
            .sorted { ($0["pk"] as Int? ?? 0) < ($1["pk"] as Int? ?? 0) }
        let withoutRowID = try Self.isWithoutRowID(db, table)
        var rowIDAlias: String?
        if primaryKey.count == 1, !withoutRowID, Self.isRowIDAlias(primaryKey[0]) {
            rowIDAlias = primaryKey[0]["name"]
        }
        for column in columns where (column["notnull"] as Int?) == 1 {
            if let name = column["name"] as String? { shape.notNullColumns.insert(name.lowercased()) }
        }
        if let rowIDAlias { shape.notNullColumns.insert(rowIDAlias.lowercased()) }
        let id = idColumn.lowercased()
        let idIsRowID = !withoutRowID && (["rowid", "oid", "_rowid_"].contains(id) || id == rowIDAlias?.lowercased())
        if idIsRowID { shape.notNullColumns.insert(id) }

        // Finding one row by id: a single search of the table, or something that reads other rows too.
        let plan = try Row.fetchAll(
            db,
            sql: "EXPLAIN QUERY PLAN SELECT 1 FROM (\(source)\n) AS trellis_rows WHERE \(quoted(idColumn)) = ?",
            arguments: arguments + [0])
        let details = plan.compactMap { $0["detail"] as String? }
        shape.isPerRow = details.count == 1 && details[0].hasPrefix("SEARCH ") && details[0].contains("=?)")
        guard shape.isPerRow else { return shape }
        if idIsRowID {
            shape.trackedTable = table
            shape.rowIDColumn = rowIDAlias ?? "rowid"
            shape.idIsUnique = true
        } else if primaryKey.count == 1, (primaryKey[0]["name"] as String?)?.lowercased() == id {
            shape.idIsUnique = true
        } else {
            for index in try Row.fetchAll(db, sql: "PRAGMA index_list(\(quoted(table)))")
            where (index["unique"] as Int?) == 1 && (index["partial"] as Int?) != 1 {
                let name: String = index["name"] ?? ""
                let indexed = try Row.fetchAll(db, sql: "PRAGMA index_info(\(quoted(name)))")
                    .map { ($0["name"] as String?)?.lowercased() }
                if indexed == [id] { shape.idIsUnique = true }
            }
        }
        return shape
    }

    private static func isWithoutRowID(_ db: Database, _ table: String) throws -> Bool {
        let sql =
            try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                arguments: [table]) ?? ""
        return sql.uppercased().replacingOccurrences(of: " ", with: "").contains(")WITHOUTROWID")
    }

    /// The key the storage orders rows by: `leading` (section column first, then the order) and the id column last,
    /// in the direction that lets an index serve the order when one can. SQLite walks an index forwards or
    /// backwards, so `score DESC` needs the id descending to walk an index on `(score, id)` (or on `(score)`, which
    /// ends with the rowid) backwards; a mixed order such as `(team ASC, score DESC)` is served by an index with
    /// those directions.
    ///
    /// - Returns: The key and whether an index serves it (no sort in SQLite's plan for the first page).
    static func orderKey(
        _ db: Database, source: String, arguments: StatementArguments, leading: [DatabaseOrdering],
        id: DatabaseOrdering?, idColumn: String, sectionColumn: String?, nullable: [String]
    ) throws -> (key: [DatabaseOrdering], served: Bool) {
        var candidates: [DatabaseOrdering]
        if let id {
            candidates = [id]
        } else if let last = leading.last {
            candidates = [
                DatabaseOrdering(column: idColumn, descending: last.isDescending),
                DatabaseOrdering(column: idColumn, descending: !last.isDescending),
            ]
        } else {
            candidates = [.ascending(idColumn)]
        }
        for candidate in candidates {
            let sql = KeySQL(
                source: source, sourceArguments: arguments, keyColumns: leading + [candidate],
                idColumn: idColumn, sectionColumn: sectionColumn, nullableColumns: nullable)
            let plan = try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + sql.select("*", "\(sql.orderBy) LIMIT 1"),
                arguments: arguments)
            let sorts = plan.contains { row in
                let detail: String = row["detail"] ?? ""
                return detail.contains("TEMP B-TREE") && detail.contains("ORDER BY")
            }
            if !sorts { return (leading + [candidate], true) }
        }
        return (leading + [candidates[0]], false)
    }

    /// The `CREATE INDEX` statement that serves `key` (its first column ascending: SQLite walks it either way).
    static func suggestedIndex(for key: [DatabaseOrdering], table: String?) -> String {
        let flip = key.first?.isDescending ?? false
        let columns = key.map { column in
            quoted(column.column) + (column.isDescending != flip ? " DESC" : "")
        }
        let tableName = table ?? "the table of these columns"
        let indexName = ([table ?? "rows"] + key.map(\.column) + ["order"]).joined(separator: "_")
        return
            "CREATE INDEX \(quoted(indexName)) ON \(table.map(quoted) ?? tableName)(\(columns.joined(separator: ", ")))"
    }

    /// Whether a `PRAGMA table_info` row of the only primary-key column makes it the rowid's alias.
    static func isRowIDAlias(_ column: Row) -> Bool { (column["type"] as String?)?.uppercased() == "INTEGER" }

    /// The rowid's alias of `table` now (its `INTEGER PRIMARY KEY` column), `nil` when it has none.
    static func rowIDAlias(_ db: Database, table: String) throws -> String? {
        let primaryKey = try Row.fetchAll(db, sql: "PRAGMA table_info(\(quoted(table)))").filter {
            ($0["pk"] as Int? ?? 0) > 0
        }
        guard primaryKey.count == 1, try !isWithoutRowID(db, table), isRowIDAlias(primaryKey[0]) else { return nil }
        return primaryKey[0]["name"]
    }
}
