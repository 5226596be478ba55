internal import GRDB
import Trellis

/// Opening: what the request is, the order's key, the counts and the first page, read on the writer's queue.
extension DatabaseStorage {
    /// What opening read, and what it has to report once the storage exists.
    struct Opening {
        var sql: KeySQL
        var tracked: String?
        var rowIDColumn: String
        var schemaVersion: Int
        var recorder: ChangeRecorder
        var values: [ExactValue]
        var counts: [Int]
        var rows: [Row]
        var pinned: PinnedReader?
        var watch: ChangeRecorder.ReplacementWatch?
        var kept: KeptCounts?
        var hidden: Int
        var reports: [DatabaseStorageError]
        /// Whether an index serves the order, and the report to make when none does.
        var orderIsServed: Bool
        var missingIndex: String
    }

    /// Reads everything the storage starts from (on the writer's queue, so that no commit of this process
    /// interleaves), and starts observing the writer's transactions.
    nonisolated static func open<Request: FetchRequest>(
        _ db: Database, database: any DatabaseWriter, request: Request, orderedBy: [DatabaseOrdering],
        sectionColumn: String?, idColumn: String, pageSize: Int, counting: DatabaseCounting,
        onCommit: @escaping @Sendable () -> Void
    ) throws -> Opening {
        let prepared = try request.makePreparedRequest(db, forSingleResult: false)
        let region = try request.databaseRegion(db)
        let source = prepared.statement.sql, arguments = prepared.statement.arguments
        var required = orderedBy.map { (role: "order column", name: $0.column) } + [(role: "id column", name: idColumn)]
        if let sectionColumn { required.append((role: "section column", name: sectionColumn)) }
        let shape = try RequestShape.inspect(
            db, source: source, arguments: arguments, region: region,
            idColumn: idColumn, columns: required)

        // The key: the section column, the order (each column once), then the id in the direction an index serves.
        func same(_ a: String, _ b: String) -> Bool { a.lowercased() == b.lowercased() }
        var leading: [DatabaseOrdering] = []
        if let sectionColumn {
            leading.append(orderedBy.first { same($0.column, sectionColumn) } ?? .ascending(sectionColumn))
        }
        for ordering in orderedBy
        where !same(ordering.column, idColumn)
            && !leading.contains(where: { same($0.column, ordering.column) })
        {
            leading.append(ordering)
        }
        let nullable = (leading.map(\.column) + [idColumn]).filter { !shape.notNullColumns.contains($0.lowercased()) }
        let (key, served) = try RequestShape.orderKey(
            db, source: source, arguments: arguments, leading: leading,
            id: orderedBy.first { same($0.column, idColumn) }, idColumn: idColumn, sectionColumn: sectionColumn,
            nullable: nullable)
        var sql = KeySQL(
            source: source, sourceArguments: arguments, keyColumns: key, idColumn: idColumn,
            sectionColumn: sectionColumn, nullableColumns: nullable)
        sql.idsAreRowIDs = shape.trackedTable != nil
        if sectionColumn != nil, let table = shape.trackedTable {
            let create =
                try String.fetchOne(
                    db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table])
                ?? ""
            sql.sectionsMayCollate = !SQLText(source).collations.isEmpty || !SQLText(create).collations.isEmpty
        }
        var reports: [DatabaseStorageError] = []
        let order = key.map(\.description).joined(separator: ", ")
        let missingIndex =
            "no index serves the order (\(order)), so every page sorts the rows; " + shape.missingIndexAdvice(for: key)
        if !served { reports.append(DatabaseStorageError(.missingIndex, operation: "init", message: missingIndex)) }
        if !shape.idIsUnique,
            let duplicate = try Row.fetchOne(
                db,
                sql: sql.select(
                    "\(quoted(idColumn)) AS id, COUNT(*) AS count",
                    "GROUP BY \(quoted(idColumn)) HAVING COUNT(*) > 1 LIMIT 1"),
                arguments: arguments)
        {
            let id: DatabaseValue = duplicate["id"] ?? .null
            let count: Int = duplicate["count"] ?? 0
            throw DatabaseStorageError(
                .unsupported, operation: "init",
                message: "the id column '\(idColumn)' is not unique: \(count) rows have the id \(id), and rows that "
                    + "share an id cannot be told apart; give idColumn a column with a different value on every row, "
                    + "such as the table's primary key")
        }
        let hidden = try sql.hiddenCount(db)
        if hidden > 0 { reports.append(hiddenReport(hidden, sql: sql, operation: "init")) }

        let recorder = ChangeRecorder(region: region, trackedTable: shape.trackedTable, onCommit: onCommit)
        db.add(transactionObserver: recorder, extent: .observerLifetime)
        // SQLite's change hook reports no change to a WITHOUT ROWID table: triggers report them to the recorder.
        let watch = try recorder.watch(
            db, tracked: shape.trackedTable.map { ($0, shape.rowIDColumn) },
            withoutRowID: TableRowID.withoutRowIDTables(db, among: shape.readTables))

        var kept: KeptCounts?
        var counted: (values: [ExactValue], counts: [Int])?
        if counting == .keptInDatabase {
            (kept, counted) = try openKeptCounts(db, sql: sql, shape: shape, reports: &reports)
        }
        let (values, counts) = try counted ?? sql.sectionCounts(db)
        let rows = try sql.page(db, offset: 0, limit: pageSize, total: counts.reduce(0, +))
        var pinned: PinnedReader?
        if shape.trackedTable != nil, database is DatabasePool {
            pinned = try PinnedReader(path: database.path)
            try pinned?.pin(writer: db)
        }
        return Opening(
            sql: sql, tracked: shape.trackedTable, rowIDColumn: shape.rowIDColumn,
            schemaVersion: try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0, recorder: recorder,
            values: values, counts: counts,
            rows: rows, pinned: pinned, watch: watch, kept: kept, hidden: hidden, reports: reports,
            orderIsServed: served, missingIndex: missingIndex)
    }

    /// The kept counts of the request, installed when missing or stale (after counting once); `nil` counts when
    /// they could not be kept, with the reason reported.
    private nonisolated static func openKeptCounts(
        _ db: Database, sql: KeySQL, shape: RequestShape, reports: inout [DatabaseStorageError]
    ) throws -> (KeptCounts?, (values: [ExactValue], counts: [Int])?) {
        func unavailable(_ reason: String) {
            reports.append(
                DatabaseStorageError(
                    .keptCounts, operation: "init",
                    message: "the counts cannot be kept in the database, so they are counted when opening: \(reason)"))
        }
        guard let table = shape.trackedTable else {
            unavailable(
                "the ids are not the rowids of the request's only table, or SQLite cannot read one of its "
                    + "rows by rowid alone")
            return (nil, nil)
        }
        let kept: KeptCounts
        switch try KeptCounts.make(db, sql: sql, table: table, rowIDColumn: shape.rowIDColumn) {
        case .failure(let why):
            unavailable(why.reason)
            return (nil, nil)
        case .success(let made):
            kept = made
        }
        if case .kept(let values, let counts) = try kept.read(db) { return (kept, (values, counts)) }
        let counted = try sql.sectionCounts(db)
        do {
            try kept.install(db, values: counted.0, counts: counted.1, verify: true)
        } catch let why as KeptCounts.Unavailable {
            unavailable(why.reason)
            return (nil, counted)
        } catch {
            unavailable("installing them failed (\(error))")
            return (nil, counted)
        }
        return (kept, counted)
    }

    /// The report of `count` rows left out for a `NULL` in a key column.
    nonisolated static func hiddenReport(_ count: Int, sql: KeySQL, operation: String) -> DatabaseStorageError {
        let columns = sql.nullableColumns.map { "'\($0)'" }.joined(separator: " or ")
        return DatabaseStorageError(
            .unservedRows, operation: operation,
            message:
                "\(count) row\(count == 1 ? " has" : "s have") NULL in \(columns) and \(count == 1 ? "is" : "are") "
                + "not shown: a row needs a value in every order, section and id column to have a place in the order. "
                + "Declare the column NOT NULL, or give NULL a value in the request (e.g. IFNULL(column, 0) AS column)")
    }
}
