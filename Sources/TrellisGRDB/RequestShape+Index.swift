/// What the missing-index report tells to do: an index on the table columns the order's result columns read (never
/// their names in the request, which may rename them), or why no plain index can serve the order.
extension RequestShape {
    /// The advice for an order `key` (result columns, id last) that no index serves: `create one: CREATE INDEX ...`
    /// on the columns the key reads, or why none can.
    func missingIndexAdvice(for key: [DatabaseOrdering]) -> String {
        var tables: Set<String> = []
        var computed: [String] = []
        var columns: [(column: String, descending: Bool)] = []
        var table: String?
        for (position, ordering) in key.enumerated() {
            guard let origin = origin(of: ordering.column), origin.database.lowercased() == "main" else {
                computed.append("'\(ordering.column)'")
                continue
            }
            tables.insert(origin.table.lowercased())
            table = table ?? origin.table
            // A rowid without an alias cannot be named in an index; every index of a rowid table ends with it.
            let isBareRowID = origin.column.lowercased() == "rowid" && position == key.count - 1 && position > 0
            if !isBareRowID { columns.append((origin.column, ordering.isDescending)) }
        }
        if !computed.isEmpty {
            return "\(computed.joined(separator: ", ")) \(computed.count == 1 ? "is" : "are") computed by the request, "
                + "not read from a table column, so no index on columns serves the order: order by table columns, or "
                + "create an index on the same expression (SQLite uses it when the order repeats that expression)"
        }
        guard tables.count == 1, let table else {
            return "the order's columns come from different tables, so no one index serves it: order by columns of "
                + "one table, with an index on them"
        }
        let flip = columns.first?.descending ?? false
        let list = columns.map { quoted($0.column) + ($0.descending != flip ? " DESC" : "") }
        let indexName = ([table] + columns.map(\.column) + ["order"]).joined(separator: "_")
        return "create one: CREATE INDEX \(quoted(indexName)) ON \(quoted(table))(\(list.joined(separator: ", ")))"
    }
}
