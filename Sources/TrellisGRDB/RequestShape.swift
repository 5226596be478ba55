internal import GRDB

/// What opening learns about a request from the schema and SQLite's query planner: which table it reads, which of
/// its columns can never be `NULL`, whether each row is found by its id alone, and whether the ids are unique.
struct RequestShape: Sendable {
    /// The result columns' names.
    var columnNames: [String]
    /// The tables of `main` the request reads.
    var readTables: [String] = []
    /// The request's only table, when it reads one.
    var table: String?
    /// The only table, when the ids are its rowids and each row of the request is one row of it found by rowid:
    /// changes to it are placed from the changed rows alone, and the storage can write to it.
    var trackedTable: String?
    /// The tracked table's rowid column (`rowid` when it has no alias).
    var rowIDColumn = "rowid"
    /// Where each result column comes from (`nil` for an expression), as SQLite resolved it.
    var origins: [ColumnOrigin?] = []
    /// Result columns, lowercased, that read a column of the only table declared `NOT NULL` (or its rowid), when the
    /// request reads each row of it once.
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
        let statement = try db.makeStatement(sql: "SELECT * FROM (\(source)\n) LIMIT 0")
        let columnNames = statement.columnNames
        let known = Set(columnNames.map { $0.lowercased() })
        for (role, name) in required where !known.contains(name.lowercased()) {
            let listed = columnNames.map { "'\($0)'" }.joined(separator: ", ")
            throw DatabaseStorageError(
                .unsupported, operation: "init",
                message: "the \(role) '\(name)' is not a column of the request's rows (they have \(listed)); "
                    + "name a result column of the request")
        }
        var shape = RequestShape(columnNames: columnNames)
        shape.origins = ColumnOrigin.of(statement)
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        let read = tables.filter { region.isModified(byEventsOfKind: .insert(tableName: $0)) }
        shape.readTables = read
        guard read.count == 1, let table = read.first else { return shape }
        shape.table = table
        // Where each result column comes from, as SQLite resolved it: a name proves nothing (`number AS id`).
        let rowID = try TableRowID.read(db, table: table)
        let idOrigin = shape.origin(of: idColumn).flatMap { $0.isIn(table) ? $0 : nil }
        let idIsRowID = rowID.map { idOrigin?.column.lowercased() == $0.originName.lowercased() } ?? false
        if try Self.readsEachRowOnce(db, source: source, arguments: arguments) {
            // Declared NOT NULL holds for a result column only when it is that column of one row of the table (a
            // UNION arm, a scalar subquery or an outer join may give NULL however the column is declared).
            var notNull = Set(
                try Row.fetchAll(db, sql: "PRAGMA main.table_info(\(quoted(table)))")
                    .filter { ($0["notnull"] as Int?) == 1 }.compactMap { ($0["name"] as String?)?.lowercased() })
            if let rowID { notNull.insert(rowID.originName.lowercased()) }
            for (name, origin) in zip(columnNames, shape.origins) {
                if let origin, origin.isIn(table), notNull.contains(origin.column.lowercased()) {
                    shape.notNullColumns.insert(name.lowercased())
                }
            }
        }

        // Finding one row by id: a single search of the table, or something that reads other rows too.
        let plan = try Row.fetchAll(
            db,
            sql: "EXPLAIN QUERY PLAN SELECT 1 FROM (\(source)\n) AS trellis_rows WHERE \(quoted(idColumn)) = ?",
            arguments: arguments + [0])
        let details = plan.compactMap { $0["detail"] as String? }
        shape.isPerRow = details.count == 1 && details[0].hasPrefix("SEARCH ") && details[0].contains("=?)")
        guard shape.isPerRow, let idOrigin else { return shape }
        if idIsRowID, let rowID {
            shape.trackedTable = table
            shape.rowIDColumn = rowID.column
            shape.idIsUnique = true
            return shape
        }
        // Unique when the column the ids read is the primary key, or the only column of a full unique index.
        let origin = idOrigin.column.lowercased()
        let primaryKey = try Row.fetchAll(db, sql: "PRAGMA main.table_info(\(quoted(table)))")
            .filter { ($0["pk"] as Int? ?? 0) > 0 }
        if primaryKey.count == 1, (primaryKey[0]["name"] as String?)?.lowercased() == origin {
            shape.idIsUnique = true
        }
        for index in try Row.fetchAll(db, sql: "PRAGMA main.index_list(\(quoted(table)))")
        where (index["unique"] as Int?) == 1 && (index["partial"] as Int?) != 1 {
            let name: String = index["name"] ?? ""
            let indexed = try Row.fetchAll(db, sql: "PRAGMA main.index_info(\(quoted(name)))")
                .map { ($0["name"] as String?)?.lowercased() }
            if indexed == [origin] { shape.idIsUnique = true }
        }
        return shape
    }

    /// The origin of the result column `name` (the first of that name, as SQLite's subquery reads it).
    func origin(of name: String) -> ColumnOrigin? {
        columnNames.firstIndex { $0.lowercased() == name.lowercased() }.flatMap { origins[$0] }
    }

    /// Whether the request's plan reads one table once, with no compound select or subquery: then each of its rows
    /// is one row of that table, and a result column whose origin is declared `NOT NULL` is never `NULL`.
    private static func readsEachRowOnce(
        _ db: Database, source: String, arguments: StatementArguments
    ) throws -> Bool {
        let details = try Row.fetchAll(
            db, sql: "EXPLAIN QUERY PLAN SELECT * FROM (\(source)\n) AS trellis_rows", arguments: arguments
        ).compactMap { $0["detail"] as String? }
        let reads = details.filter { $0.hasPrefix("SCAN ") || $0.hasPrefix("SEARCH ") }
        return reads.count == 1
            && !details.contains { $0.contains("SUBQUERY") || $0.contains("COMPOUND") || $0.contains("CO-ROUTINE") }
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
            if try !sorts(db, sql) { return (leading + [candidate], true) }
        }
        return (leading + [candidates[0]], false)
    }

    /// Whether SQLite's plan for the first page of `sql`'s order sorts the rows (no index serves the order).
    static func sorts(_ db: Database, _ sql: KeySQL) throws -> Bool {
        let plan = try Row.fetchAll(
            db, sql: "EXPLAIN QUERY PLAN " + sql.select("*", "\(sql.orderBy) LIMIT 1"),
            arguments: sql.sourceArguments)
        return plan.contains { row in
            let detail: String = row["detail"] ?? ""
            return detail.contains("TEMP B-TREE") && detail.contains("ORDER BY")
        }
    }

    /// The rowid's alias of `table` now (its `INTEGER PRIMARY KEY` column, as SQLite resolves `rowid`), `nil` when
    /// it has none.
    static func rowIDAlias(_ db: Database, table: String) throws -> String? {
        try TableRowID.read(db, table: table).flatMap(\.alias)
    }
}
