internal import GRDB

/// The queries: counts, pages by offset and by key, the rows between two keys, and changed rows by id.
extension KeySQL {
    /// The section values in order with their counts; one `NULL` section holding every row when unsectioned.
    func sectionCounts(_ db: Database) throws -> ([ExactValue], [Int]) {
        guard let sectionColumn, let first = keyColumns.first else {
            let count = try Int.fetchOne(db, sql: select("COUNT(*)"), arguments: sourceArguments) ?? 0
            return ([.null], [count])
        }
        let column = quoted(sectionColumn)
        let sql = select(
            "\(column) AS value, \(ExactValue.textBytes(of: column)) AS text, COUNT(*) AS count",
            "GROUP BY \(column) ORDER BY \(first)")
        let rows = try Row.fetchAll(db, sql: sql, arguments: sourceArguments)
        return (rows.map { ExactValue($0, column: "value", bytesColumn: "text") }, rows.map { $0["count"] ?? 0 })
    }

    /// How many of the request's rows are left out because a key column is `NULL` (0 when none can be).
    ///
    /// `a IS NULL OR b IS NULL` over an index on `(a, b, ...)` reads the whole table: no index range holds those rows.
    /// When the nullable columns are among the key's first two, the rows are counted as two disjoint parts an index on
    /// the key serves: `a IS NULL` (one range), and `a = v AND b IS NULL` for each value `v` of `a` (one range each,
    /// the values found by seeking from one to the next). Past `maximumSeekedValues` values of `a`, or when SQLite
    /// would not seek (no such index), the one condition is counted.
    func hiddenCount(_ db: Database, maximumSeekedValues: Int = 256) throws -> Int {
        guard let hiddenCondition else { return 0 }
        if let counted = try hiddenCountBySeeking(db, maximumValues: maximumSeekedValues) { return counted }
        return try Int.fetchOne(
            db, sql: "SELECT COUNT(*) \(from) WHERE \(hiddenCondition)",
            arguments: sourceArguments) ?? 0
    }

    /// ``hiddenCount(_:maximumSeekedValues:)`` by index seeks; `nil` when it cannot be counted that way.
    private func hiddenCountBySeeking(_ db: Database, maximumValues: Int) throws -> Int? {
        let names = keyColumns.map(\.column)
        guard names.count >= 2 else { return nil }
        let nullable = Set(nullableColumns)
        let first = quoted(names[0]), second = quoted(names[1])
        // One nullable column first in the key: its own condition is one index range already.
        guard nullable.contains(names[1]), nullable.isSubset(of: [names[0], names[1]]) else { return nil }
        let count = "SELECT COUNT(*) \(from) WHERE "
        let nextValue = "SELECT MIN(\(first)) \(from) WHERE \(first) > ?"
        // Seeks only: a plan that scans the table would run once per value.
        for query in [nextValue, count + "\(first) = ? AND \(second) IS NULL"] {
            let plan = try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + query, arguments: sourceArguments + [DatabaseValue.null])
            let seeks = plan.allSatisfy { row in
                let detail: String = row["detail"] ?? ""
                return !detail.hasPrefix("SCAN") || detail.contains("CONSTANT")
            }
            guard seeks, plan.contains(where: { (($0["detail"] as String?) ?? "").hasPrefix("SEARCH") }) else {
                return nil
            }
        }
        var total = 0
        if nullable.contains(names[0]) {
            total += try Int.fetchOne(db, sql: count + "\(first) IS NULL", arguments: sourceArguments) ?? 0
        }
        var value = try DatabaseValue.fetchOne(
            db, sql: "SELECT MIN(\(first)) \(from) WHERE \(first) IS NOT NULL", arguments: sourceArguments)
        var seen = 0
        while let current = value, !current.isNull {
            seen += 1
            guard seen <= maximumValues else { return nil }
            total +=
                try Int.fetchOne(
                    db, sql: count + "\(first) = ? AND \(second) IS NULL", arguments: sourceArguments + [current]) ?? 0
            value = try DatabaseValue.fetchOne(db, sql: nextValue, arguments: sourceArguments + [current])
        }
        return total
    }

    /// `limit` rows from position `offset` of `total`, counted from whichever end is nearer (`OFFSET` walks the
    /// index up to the row).
    func page(_ db: Database, offset: Int, limit: Int, total: Int) throws -> [Row] {
        let fromEnd = total - offset - limit
        guard offset > total / 2, fromEnd >= 0 else {
            return try Row.fetchAll(
                db, sql: select(rowColumns, "\(orderBy) LIMIT ? OFFSET ?"),
                arguments: sourceArguments + [limit, offset])
        }
        return try Row.fetchAll(
            db, sql: select(rowColumns, "\(reversedOrderBy) LIMIT ? OFFSET ?"),
            arguments: sourceArguments + [limit, fromEnd]
        ).reversed()
    }

    /// Up to `limit` rows right after `key` (`after: true`) or right before it, in order.
    func page(_ db: Database, adjacentTo key: [ExactValue], after: Bool, limit: Int) throws -> [Row] {
        let conditions = isUniform ? [compare(before: !after, key)] : keyRanges(before: !after, key)
        var rows: [Row] = []
        for condition in conditions where rows.count < limit {
            rows += try Row.fetchAll(
                db,
                sql: select(rowColumns, where: [condition.sql], "\(after ? orderBy : reversedOrderBy) LIMIT ?"),
                arguments: sourceArguments + condition.arguments + [limit - rows.count])
        }
        return after ? rows : rows.reversed()
    }

    /// Up to `limit` rows whose key is between `first` and `last`, both included (`nil`: no bound), in order.
    func rows(
        _ db: Database, from first: [ExactValue]?, through last: [ExactValue]?, limit: Int
    ) throws -> [Row] {
        if !isUniform, let first { return try mixedRows(db, from: first, through: last, limit: limit) }
        var conditions: [String] = []
        var arguments = sourceArguments
        if let first {
            let lower = compare(before: false, first, inclusive: true)
            conditions.append(lower.sql)
            arguments += lower.arguments
        }
        if let last {
            let upper = compare(before: true, last, inclusive: true)
            conditions.append(upper.sql)
            arguments += upper.arguments
        }
        return try Row.fetchAll(
            db, sql: select(rowColumns, where: conditions, "\(orderBy) LIMIT ?"),
            arguments: arguments + [limit])
    }

    /// ``rows(_:from:through:limit:)`` for an order whose columns run both ways: the ranges after `first` (see
    /// ``keyRanges(before:_:inclusive:)``) one after the other, each read no further than `limit` rows, with whether
    /// each row comes by `last` (rows are in order: the first that does not ends them). A bound on `last` in the
    /// query would not end the walk over a range.
    private func mixedRows(
        _ db: Database, from first: [ExactValue], through last: [ExactValue]?, limit: Int
    ) throws -> [Row] {
        let upper = last.map { compare(before: true, $0, inclusive: true) }
        // The flag comes first, and the rows are read past it, so they equal rows read by the other queries.
        let adapter = SuffixRowAdapter(fromIndex: 1)
        var rows: [Row] = []
        for range in keyRanges(before: false, first, inclusive: true) where rows.count < limit {
            let read = try Row.fetchAll(
                db,
                sql: select(
                    "\(upper.map { "(\($0.sql))" } ?? "1") AS trellis_in, \(rowColumns)", where: [range.sql],
                    "\(orderBy) LIMIT ?"),
                arguments: (upper?.arguments ?? []) + sourceArguments + range.arguments + [limit - rows.count],
                adapter: adapter)
            for row in read {
                guard row.unadapted["trellis_in"] ?? false else { return rows }
                rows.append(row)
            }
        }
        return rows
    }

    /// How many rows come before `key` (`before: true`) or after it.
    func count(_ db: Database, before: Bool, _ key: [ExactValue]) throws -> Int {
        let conditions = isUniform ? [compare(before: before, key)] : keyRanges(before: before, key)
        var count = 0
        for condition in conditions {
            count +=
                try Int.fetchOne(
                    db, sql: select("COUNT(*)", where: [condition.sql]),
                    arguments: sourceArguments + condition.arguments) ?? 0
        }
        return count
    }

    /// The rows among `ids` that the request holds now, each with, for every window's bounds (its first and last
    /// keys; `nil`: nothing before or after it), whether its key comes before the window's first key (`above`) or
    /// between its first and last keys (`inside`), and the number of them left out because a key column is `NULL`.
    func changedRows(
        _ db: Database, ids: [Int64], bounds: [(first: [ExactValue]?, last: [ExactValue]?)]
    ) throws -> (rows: [(row: Row, above: [Bool], inside: [Bool])], hidden: Int) {
        var flags: [String] = []
        var flagArguments = StatementArguments()
        for (index, bound) in bounds.enumerated() {
            if let first = bound.first {
                let above = compare(before: true, first)
                flags.append("(\(above.sql)) AS trellis_above_\(index)")
                flagArguments += above.arguments
            } else {
                flags.append("0 AS trellis_above_\(index)")
            }
            if let last = bound.last {
                let through = compare(before: true, last, inclusive: true)
                flags.append("(\(through.sql)) AS trellis_through_\(index)")
                flagArguments += through.arguments
            } else {
                flags.append("1 AS trellis_through_\(index)")
            }
        }
        let flagList = flags.map { ", " + $0 }.joined()
        var result: [(row: Row, above: [Bool], inside: [Bool])] = []
        var hidden = 0
        var start = 0
        while start < ids.count {
            let chunk = ids[start..<min(ids.count, start + 500)]
            start += 500
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            var arguments = flagArguments
            arguments += sourceArguments
            arguments += StatementArguments(Array(chunk))
            let rows = try Row.fetchAll(
                db,
                sql:
                    "SELECT \(rowColumns)\(flagList), \(hiddenCondition ?? "0") AS trellis_hidden \(from) "
                    + "WHERE \(quoted(idColumn)) IN (\(marks))",
                arguments: arguments)
            for row in rows {
                if row["trellis_hidden"] ?? false {
                    hidden += 1
                    continue
                }
                var above: [Bool] = [], inside: [Bool] = []
                for index in bounds.indices {
                    let isAbove: Bool = row["trellis_above_\(index)"] ?? false
                    let through: Bool = row["trellis_through_\(index)"] ?? false
                    above.append(isAbove)
                    inside.append(!isAbove && through)
                }
                result.append((row, above, inside))
            }
        }
        return (result, hidden)
    }

    /// `values` (section values, compared `BINARY`: see ``sectionsMayCollate``) in the section column's order.
    func sorted(_ db: Database, sectionValues values: [ExactValue]) throws -> [ExactValue] {
        guard values.count > 1, let first = keyColumns.first else { return values }
        let marks = values.map { "(\($0.placeholder))" }.joined(separator: ", ")
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT column1, \(ExactValue.textBytes(of: "column1")) AS text FROM"
                + " (VALUES \(marks)) ORDER BY column1 \(first.isDescending ? "DESC" : "ASC")",
            arguments: StatementArguments(values.map(\.argument)))
        return rows.map { ExactValue($0, column: "column1", bytesColumn: "text") }
    }
}
