internal import GRDB

/// The SQL the storage runs, built once from the request, the order and the id column.
///
/// Every query reads `FROM (request) AS trellis_rows`, which SQLite flattens into the request for a plain
/// `SELECT ... FROM table WHERE ...`, so indexes on the order columns serve the counts and pages. A row's *key* is
/// its order columns followed by its id: a total order, so "before" and "after" a row are exact.
struct KeySQL: Sendable {
    /// The request's SQL and arguments.
    let source: String
    let sourceArguments: StatementArguments
    /// The key's columns, section column first when there is one, id column last.
    let keyColumns: [DatabaseOrdering]
    /// The id column's name.
    let idColumn: String
    /// The section column's name, if the rows are sectioned.
    let sectionColumn: String?
    /// The key's columns that may hold `NULL` (not declared `NOT NULL`): a row with `NULL` there has no place in
    /// the order, so every query leaves it out (the storage reports such rows).
    let nullableColumns: [String]
    /// Whether sections may compare by a collation other than `BINARY` (the request or its table names one): then
    /// `'A'` may be the section `'a'` is, and only SQLite, counting, groups and orders the section values.
    var sectionsMayCollate = true
    /// Whether the ids are the rowids of the request's table, always integers (their text is never read).
    var idsAreRowIDs = false

    /// The request as a subquery (on lines of its own, so that a trailing `-- comment` in it ends where it should).
    var from: String { "FROM (\(source)\n) AS trellis_rows" }

    /// `SELECT what FROM (request) WHERE conditions tail`, leaving out rows with `NULL` in a nullable key column.
    func select(_ what: String, where conditions: [String] = [], _ tail: String = "") -> String {
        let all = nullableColumns.map { "\(quoted($0)) IS NOT NULL" } + conditions
        return "SELECT \(what) \(from)" + (all.isEmpty ? "" : " WHERE " + all.joined(separator: " AND "))
            + (tail.isEmpty ? "" : " " + tail)
    }

    /// A condition true for rows left out because a key column is `NULL`; `nil` when no key column can be.
    var hiddenCondition: String? {
        nullableColumns.isEmpty
            ? nil
            : "(" + nullableColumns.map { "\(quoted($0)) IS NULL" }.joined(separator: " OR ") + ")"
    }
    var orderBy: String { "ORDER BY " + keyColumns.map(\.description).joined(separator: ", ") }
    var reversedOrderBy: String {
        "ORDER BY "
            + keyColumns.map { DatabaseOrdering(column: $0.column, descending: !$0.isDescending).description }
            .joined(separator: ", ")
    }

    /// Whether every key column runs the same way, so a row value `(a, b, id) < (?, ?, ?)` compares keys.
    var isUniform: Bool { keyColumns.allSatisfy { $0.isDescending == keyColumns[0].isDescending } }

    /// A condition true for rows whose key comes before `key` (`before: true`) or after it (`before: false`) in the
    /// storage's order, with its arguments.
    func compare(
        before: Bool, _ key: [ExactValue], inclusive: Bool = false
    ) -> (sql: String, arguments: StatementArguments) {
        let names = keyColumns.map { quoted($0.column) }
        if isUniform {
            // Coming before in a descending order means a larger value.
            let less = before != keyColumns[0].isDescending
            let list = "(" + names.joined(separator: ", ") + ")"
            let marks = "(" + key.map(\.placeholder).joined(separator: ", ") + ")"
            let op = (less ? "<" : ">") + (inclusive ? "=" : "")
            return ("\(list) \(op) \(marks)", StatementArguments(key.map(\.argument)))
        }
        // Mixed directions: c1 <1 v1 OR (c1 = v1 AND (c2 <2 v2 OR (c2 = v2 AND ...))), led by a bound on c1 so
        // that the planner can use an index range.
        var sql = ""
        var arguments: [DatabaseValue] = []
        for (index, column) in keyColumns.enumerated().reversed() {
            let less = before != column.isDescending
            let isLast = index == keyColumns.count - 1
            let mark = key[index].placeholder
            let strict = "\(names[index]) \(less ? "<" : ">")\(isLast && inclusive ? "=" : "") \(mark)"
            if sql.isEmpty {
                sql = strict
                arguments = [key[index].argument]
            } else {
                sql = "(\(strict) OR (\(names[index]) = \(mark) AND \(sql)))"
                arguments = [key[index].argument, key[index].argument] + arguments
            }
        }
        let first = keyColumns[0]
        let lead = "\(names[0]) \((before != first.isDescending) ? "<=" : ">=") \(key[0].placeholder)"
        return ("(\(lead) AND \(sql))", StatementArguments([key[0].argument] + arguments))
    }

    /// For an order whose columns run both ways: the rows before `key` (`before: true`) or after it, as disjoint
    /// conditions, nearest to `key` first, each one range of an index that serves the order: the key's longest equal
    /// prefix, then the next run of columns running one way compared as a row value. (`grp = ? AND score < ?`, then
    /// `grp > ?`, rather than one condition bounding `grp` alone, which walks the whole section.) Concatenated in
    /// this order they are the rows before or after `key`, in order.
    func keyRanges(
        before: Bool, _ key: [ExactValue], inclusive: Bool = false
    ) -> [(sql: String, arguments: StatementArguments)] {
        let names = keyColumns.map { quoted($0.column) }
        var runs: [Range<Int>] = []
        var start = 0
        for index in 1...keyColumns.count
        where index == keyColumns.count || keyColumns[index].isDescending != keyColumns[start].isDescending {
            runs.append(start..<index)
            start = index
        }
        var ranges: [(sql: String, arguments: StatementArguments)] = []
        for (number, run) in runs.enumerated().reversed() {
            var conditions = (0..<run.lowerBound).map { "\(names[$0]) = \(key[$0].placeholder)" }
            var arguments = (0..<run.lowerBound).map { key[$0].argument }
            // Coming before in a descending order means a larger value.
            let less = before != keyColumns[run.lowerBound].isDescending
            let op = (less ? "<" : ">") + (number == runs.count - 1 && inclusive ? "=" : "")
            let list = run.map { names[$0] }.joined(separator: ", ")
            let marks = run.map { key[$0].placeholder }.joined(separator: ", ")
            conditions.append(run.count == 1 ? "\(list) \(op) \(marks)" : "(\(list)) \(op) (\(marks))")
            arguments += run.map { key[$0].argument }
            ranges.append((conditions.joined(separator: " AND "), StatementArguments(arguments)))
        }
        return ranges
    }

    /// The key of `row` (read with ``rowColumns``), exactly as SQLite holds it.
    func key(of row: Row) -> [ExactValue] { keyColumns.indices.map { exactValue(in: row, keyColumn: $0) } }

    /// The section value of `row` (read with ``rowColumns``); the one `NULL` section when the rows are not
    /// sectioned (the section column, when there is one, leads the key).
    func sectionValue(of row: Row) -> ExactValue {
        sectionColumn == nil ? .null : exactValue(in: row, keyColumn: 0)
    }

    /// The id of `row` (read with ``rowColumns``): the key's last column.
    func id(of row: Row) -> ExactValue { exactValue(in: row, keyColumn: keyColumns.count - 1) }
}
