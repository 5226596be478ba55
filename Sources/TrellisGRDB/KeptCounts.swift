internal import GRDB

/// A request's counts kept in the database by triggers (``DatabaseCounting/keptInDatabase``): exact after every
/// commit of every connection, so opening reads a few rows instead of counting.
///
/// For each request (its SQL with its arguments written in as literals, its section column and the columns that
/// must not be `NULL`), the table `grdb_trellis_kept_count` holds one row per section value with its count, and
/// five triggers on the request's table keep them: after an insert and after an update, the row's new membership
/// (the request read for that rowid, a search by rowid) adds one to its section; before a delete and before an
/// update, its old membership takes one away. An insert that meets an existing row (`INSERT OR REPLACE`, an
/// upsert, `INSERT OR IGNORE`: SQLite fires no delete trigger for a row `REPLACE` removes) marks the counts stale
/// in `grdb_trellis_kept_query`, and the next storage to read them counts again. The objects are named `grdb_...`
/// so that GRDB's schema tools (`eraseDatabaseOnSchemaChange`, dumps) leave them out of the app's schema.
struct KeptCounts: Sendable {
    static let queryTable = "grdb_trellis_kept_query"
    static let countTable = "grdb_trellis_kept_count"
    static let triggerPrefix = "grdb_trellis_kept_"
    /// Requests kept per table: opening a new one past this drops the oldest.
    static let queriesPerTable = 16

    /// The request's name among the kept ones: a hash of ``definition``.
    let name: String
    let table: String
    /// The SQL that reads one row's section (`?` for its rowid), with every literal written in.
    let definition: String
    /// The request's rows with literals written in, grouped by section: what installing counts to check the rest.
    private let groupedCount: String
    /// The SQL that reads one row's section, up to the row's rowid (`... WHERE "id" = `).
    private let membershipHead: String
    private let rowIDColumn: String
    private let sectioned: Bool
    private let sectionDescending: Bool
    private let insertConflict: String

    /// Why a request's counts cannot be kept, for the report.
    struct Unavailable: Error {
        var reason: String
    }

    /// The kept counts of `sql`'s request over `table`, or why they cannot be kept.
    static func make(
        _ db: Database, sql: KeySQL, table: String, rowIDColumn: String
    ) throws -> Result<KeptCounts, Unavailable> {
        let text = SQLText(sql.source)
        // Other connections fire the triggers too: they must not call this connection's own functions.
        if !text.calledNames.isEmpty {
            let custom: Set<String>
            do {
                custom = Set(
                    try Row.fetchAll(db, sql: "PRAGMA function_list")
                        .filter { ($0["builtin"] as Int?) == 0 }.compactMap { ($0["name"] as String?)?.lowercased() })
            } catch {
                return .failure(Unavailable(reason: "SQLite does not list its functions here (\(error))"))
            }
            let called = text.calledNames.intersection(custom)
            if !called.isEmpty {
                return .failure(
                    Unavailable(
                        reason: "the request calls \(called.sorted().joined(separator: ", ")), "
                            + "a function of this connection that other connections writing the table may not have"))
            }
        }
        let custom = text.collations.subtracting(["binary", "nocase", "rtrim"])
        if !custom.isEmpty {
            return .failure(
                Unavailable(
                    reason: "the request uses the collation \(custom.sorted().joined(separator: ", ")), "
                        + "which other connections writing the table may not have"))
        }
        // Kept sections are ordered by their values as they are (BINARY): a collation could order them otherwise.
        if sql.sectionColumn != nil && sql.sectionsMayCollate {
            return .failure(
                Unavailable(
                    reason: "sections are ordered by a collation (in the request or the table), "
                        + "which kept counts cannot follow"))
        }
        var source = sql.source
        if !text.parameters.isEmpty {
            let quotes = text.parameters.map { "quote(\($0.token))" }.joined(separator: ", ")
            guard let row = try? Row.fetchOne(db, sql: "SELECT \(quotes)", arguments: sql.sourceArguments) else {
                return .failure(Unavailable(reason: "its arguments could not be written into its SQL"))
            }
            let literals = (0..<text.parameters.count).map { (row[$0] as String?) ?? "NULL" }
            source = text.replacingParameters(with: literals)
        }
        let section = sql.sectionColumn.map(quoted) ?? "0"
        let filters = sql.nullableColumns.map { "\(quoted($0)) IS NOT NULL" }
        let head =
            "SELECT \(section) AS section FROM (\(source)\n) AS trellis_rows WHERE "
            + (filters + ["\(quoted(sql.idColumn)) = "]).joined(separator: " AND ")
        let plan = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + head + "?", arguments: [0])
            .compactMap { $0["detail"] as String? }
        guard plan.count == 1, plan[0].hasPrefix("SEARCH ") else {
            return .failure(
                Unavailable(
                    reason: "SQLite cannot read one of its rows by rowid alone (\(plan.joined(separator: "; ")))"))
        }
        guard let conflict = try insertConflict(db, table: table, rowIDColumn: rowIDColumn) else {
            return .failure(
                Unavailable(
                    reason:
                        "a unique index of '\(table)' is on an expression, so a replacing insert could not be noticed"))
        }
        let grouped =
            "SELECT \(section) AS section, \(ExactValue.textBytes(of: section)) AS text, COUNT(*) AS count FROM"
            + " (\(source)\n) AS trellis_rows"
            + (filters.isEmpty ? "" : " WHERE " + filters.joined(separator: " AND "))
            + (sql.sectionColumn == nil ? "" : " GROUP BY \(section)")
        let definition = "\(table)\n\(head)?"
        return .success(
            KeptCounts(
                name: "q" + fnv1a(definition), table: table, definition: definition,
                groupedCount: grouped, membershipHead: head, rowIDColumn: rowIDColumn,
                sectioned: sql.sectionColumn != nil,
                sectionDescending: sql.keyColumns.first?.isDescending ?? false, insertConflict: conflict))
    }

    /// The condition, in a `BEFORE INSERT` trigger, that the new row meets an existing one: the same rowid, or the
    /// same values in a unique index. `nil` when a unique index is on an expression.
    private static func insertConflict(_ db: Database, table: String, rowIDColumn: String) throws -> String? {
        var conditions = ["\(quoted(rowIDColumn)) = NEW.\(quoted(rowIDColumn))"]
        for index in try Row.fetchAll(db, sql: "PRAGMA index_list(\(quoted(table)))")
        where (index["unique"] as Int?) == 1 {
            let name: String = index["name"] ?? ""
            let columns = try Row.fetchAll(db, sql: "PRAGMA index_xinfo(\(quoted(name)))").filter {
                ($0["key"] as Int?) == 1
            }
            var parts: [String] = []
            for column in columns {
                guard let columnName = column["name"] as String?, (column["cid"] as Int?) ?? -2 >= 0 else { return nil }
                parts.append("\(quoted(columnName)) = NEW.\(quoted(columnName))")
            }
            if !parts.isEmpty { conditions.append("(" + parts.joined(separator: " AND ") + ")") }
        }
        return conditions.joined(separator: " OR ")
    }

    private var triggerNames: [String] { ["i", "d", "ub", "ua", "r"].map { "\(Self.triggerPrefix)\(name)_\($0)" } }

    /// What the database keeps for this request now.
    enum State {
        /// Counts to trust: section values in the storage's order, and their counts.
        case kept(values: [ExactValue], counts: [Int])
        /// Registered, but not to be trusted: marked by an insert that met an existing row, or a trigger is missing
        /// (the table was dropped and made again): count again and ``install(_:values:counts:verify:)``.
        case stale
        /// Not kept (never installed, removed with ``DatabaseCounting/removeKeptCounts(from:)``, or dropped for
        /// newer requests of the same table).
        case absent
    }

    /// What the database keeps for this request now.
    func read(_ db: Database) throws -> State {
        guard try db.tableExists(Self.queryTable), try db.tableExists(Self.countTable) else { return .absent }
        guard
            let state = try Row.fetchOne(
                db,
                sql: "SELECT definition, dirty FROM \(Self.queryTable) WHERE name = ?", arguments: [name]),
            (state["definition"] as String?) == definition
        else { return .absent }
        guard (state["dirty"] as Int?) == 0, try triggersInPlace(db) else { return .stale }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT section, \(ExactValue.textBytes(of: "section")) AS text, count
                FROM \(Self.countTable) WHERE query = ? AND count != 0
                ORDER BY section \(sectionDescending ? "DESC" : "ASC")
                """, arguments: [name])
        let counts = rows.map { ($0["count"] as Int?) ?? -1 }
        guard !counts.contains(where: { $0 < 0 }) else { return .stale }
        if !sectioned { return .kept(values: [.null], counts: [counts.first ?? 0]) }
        return .kept(values: rows.map { ExactValue($0, column: "section", bytesColumn: "text") }, counts: counts)
    }

    private func triggersInPlace(_ db: Database) throws -> Bool {
        let marks = Array(repeating: "?", count: triggerNames.count).joined(separator: ", ")
        let found =
            try Int.fetchOne(
                db,
                sql:
                    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name IN (\(marks)) AND tbl_name = ? COLLATE NOCASE",
                arguments: StatementArguments(triggerNames + [table])) ?? 0
        return found == triggerNames.count
    }

    /// Makes the database keep this request's counts, starting from `values` and `counts` (exact for the state the
    /// writer's connection sees now): creates the tables and triggers when missing and writes the counts, in one
    /// transaction. With `verify`, first checks that the request with its literals written in counts the same
    /// (else changes nothing and throws ``Unavailable``).
    func install(_ db: Database, values: [ExactValue], counts: [Int], verify: Bool) throws {
        try db.inTransaction(.immediate) {
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS \(Self.queryTable) (
                        name TEXT NOT NULL PRIMARY KEY, tbl TEXT NOT NULL, definition TEXT NOT NULL,
                        dirty INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL);
                    CREATE TABLE IF NOT EXISTS \(Self.countTable) (
                        query TEXT NOT NULL, section NOT NULL, count INTEGER NOT NULL,
                        PRIMARY KEY (query, section)) WITHOUT ROWID;
                    """)
            var given: [ExactValue: Int] = [:]
            for (value, count) in zip(sectioned ? values : values.map { _ in ExactValue(0.databaseValue) }, counts)
            where count > 0 {
                given[value] = count
            }
            if verify {
                var counted: [ExactValue: Int] = [:]
                for row in try Row.fetchAll(db, sql: groupedCount) where (row["count"] as Int? ?? 0) > 0 {
                    counted[ExactValue(row, column: "section", bytesColumn: "text")] = row["count"]
                }
                guard counted == given else {
                    throw Unavailable(reason: "the request with its arguments written in does not count the same rows")
                }
            }
            let registered = try Row.fetchOne(
                db, sql: "SELECT definition FROM \(Self.queryTable) WHERE name = ?",
                arguments: [name])
            let inPlace = try triggersInPlace(db)
            if registered?["definition"] as String? != definition || !inPlace {
                try createTriggers(db)
            }
            try db.execute(sql: "DELETE FROM \(Self.countTable) WHERE query = ?", arguments: [name])
            for (value, count) in given {
                try db.execute(
                    sql: "INSERT INTO \(Self.countTable) (query, section, count) VALUES (?, \(value.placeholder), ?)",
                    arguments: [name, value.argument, count])
            }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO \(Self.queryTable) (name, tbl, definition, dirty, created)
                    VALUES (?, ?, ?, 0, julianday('now'))
                    """, arguments: [name, table, definition])
            try pruneOthers(db)
            return .commit
        }
    }

    private func createTriggers(_ db: Database) throws {
        for trigger in triggerNames { try db.execute(sql: "DROP TRIGGER IF EXISTS \(quoted(trigger))") }
        let target = quoted(table), name = "'\(name)'"
        let head = membershipHead
        let membership = { (row: String) in head + row }
        let rowID = quoted(rowIDColumn)
        let add = { (row: String) in
            """
            INSERT INTO \(Self.countTable) (query, section, count) SELECT \(name), section, 1 FROM (\(membership(row))) WHERE 1
                ON CONFLICT (query, section) DO UPDATE SET count = count + 1;
            """
        }
        let remove = { (row: String) in
            """
            UPDATE \(Self.countTable) SET count = count - 1 WHERE query = \(name) AND section IN (\(membership(row)));
            """
        }
        let names = triggerNames
        try db.execute(
            sql: """
                CREATE TRIGGER \(quoted(names[0])) AFTER INSERT ON \(target) BEGIN \(add("NEW.\(rowID)")) END;
                CREATE TRIGGER \(quoted(names[1])) BEFORE DELETE ON \(target) BEGIN \(remove("OLD.\(rowID)")) END;
                CREATE TRIGGER \(quoted(names[2])) BEFORE UPDATE ON \(target) BEGIN \(remove("OLD.\(rowID)")) END;
                CREATE TRIGGER \(quoted(names[3])) AFTER UPDATE ON \(target) BEGIN \(add("NEW.\(rowID)")) END;
                CREATE TRIGGER \(quoted(names[4])) BEFORE INSERT ON \(target)
                    WHEN EXISTS (SELECT 1 FROM \(target) WHERE \(insertConflict))
                    BEGIN UPDATE \(Self.queryTable) SET dirty = 1 WHERE name = \(name); END;
                """)
    }

    /// Drops the kept requests of the same table beyond ``queriesPerTable``, oldest first.
    private func pruneOthers(_ db: Database) throws {
        let stale = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM \(Self.queryTable) WHERE tbl = ? COLLATE NOCASE AND name != ?
                ORDER BY created DESC LIMIT -1 OFFSET ?
                """, arguments: [table, name, Self.queriesPerTable - 1])
        for other in stale { try Self.drop(db, query: other) }
    }

    /// Removes one kept request: its triggers, counts and registration.
    static func drop(_ db: Database, query: String) throws {
        for suffix in ["i", "d", "ub", "ua", "r"] {
            try db.execute(sql: "DROP TRIGGER IF EXISTS \(quoted("\(triggerPrefix)\(query)_\(suffix)"))")
        }
        try db.execute(sql: "DELETE FROM \(countTable) WHERE query = ?", arguments: [query])
        try db.execute(sql: "DELETE FROM \(queryTable) WHERE name = ?", arguments: [query])
    }

    /// Removes every kept request of the database.
    static func removeAll(_ db: Database) throws {
        let triggers = try String.fetchAll(
            db,
            sql:
                "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'grdb\\_trellis\\_kept\\_%' ESCAPE '\\'"
        )
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER IF EXISTS \(quoted(trigger))") }
        try db.execute(sql: "DROP TABLE IF EXISTS \(queryTable); DROP TABLE IF EXISTS \(countTable)")
    }
}

/// A 64-bit FNV-1a hash of `text`, in hexadecimal: a stable name (Swift's `hashValue` changes between runs).
func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
