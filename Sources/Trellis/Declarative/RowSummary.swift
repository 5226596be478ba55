/// What a section's rows ask of the ``RowDispatch`` that shows them, counted once per rows (``RowWraps`` keeps it):
/// the events they answer, whether they run dequeue closures, and the mappings they are shown with. A publish then
/// learns an unchanged section from its summary (a few entries), not from each of its rows, and a section edited by
/// a known edit (``SectionEdit``) counts only the rows that came and went.
///
/// Counts, not flags, so that taking rows out is exact: an event no row answers any more is no longer answered.
@MainActor
struct RowSummary {
    /// A mapping the rows need: one row that needs it (to make it from), and how many rows do.
    struct Mapped {
        let row: AnyRow
        var count: Int
        /// The events the cell type answers for every row it shows (a ``DeclarativeCell``'s default and estimated
        /// heights).
        let cellEvents: [EventName]
    }

    /// What identifies a row's mapping: its row type, and the reuse identifier it was given, if any.
    struct MappingKey: Hashable {
        let type: ObjectIdentifier
        let reuseIdentifier: String?
    }

    /// How many rows answer each event with something of their own (a closure, a height, an estimated height).
    private(set) var eventCounts: [EventName: Int] = [:]
    /// How many rows have a dequeue closure.
    private(set) var dequeueCount = 0
    /// The mappings the rows need.
    private(set) var mappings: [MappingKey: Mapped] = [:]
    /// ``AnyRow/editsOfWrappedRows`` when the summary was made: a row edited since may answer other events.
    let rowEdits: UInt64

    /// The summary of `rows`.
    init(_ rows: [AnyRow]) {
        rowEdits = AnyRow.editsOfWrappedRows
        // Consecutive rows of one type (the common case) are counted as a run: one lookup per run.
        var run: (row: AnyRow, key: ObjectIdentifier, count: Int)?
        for row in rows {
            countEvents(of: row, by: 1)
            if row.givenReuseIdentifier != nil {
                addMapping(of: row, count: 1)
                continue
            }
            let key = row.mappingKey
            if let current = run, current.key == key {
                run?.count += 1
            } else {
                if let current = run { addMapping(of: current.row, count: current.count) }
                run = (row, key, 1)
            }
        }
        if let run { addMapping(of: run.row, count: run.count) }
    }

    /// This summary with the rows of `removed` taken out and those of `added` put in.
    func applying(removed: some Sequence<AnyRow>, added: some Sequence<AnyRow>) -> RowSummary {
        var summary = self
        for row in removed {
            summary.countEvents(of: row, by: -1)
            summary.addMapping(of: row, count: -1)
        }
        for row in added {
            summary.countEvents(of: row, by: 1)
            summary.addMapping(of: row, count: 1)
        }
        return summary
    }

    /// Whether no row was edited since the summary was made.
    var isCurrent: Bool { rowEdits == AnyRow.editsOfWrappedRows }

    private mutating func countEvents(of row: AnyRow, by delta: Int) {
        if let events = row.eventsIfAny, !events.isEmpty {
            for name in events.names { count(name, by: delta) }
        }
        if row.runsDequeueClosure { dequeueCount += delta }
        if row.height != nil { count(EventKey.heightForCell.name, by: delta) }
        if row.estimatedHeight != nil { count(EventKey.estimatedHeightForCell.name, by: delta) }
    }

    private mutating func count(_ name: EventName, by delta: Int) {
        let count = eventCounts[name, default: 0] + delta
        eventCounts[name] = count == 0 ? nil : count
    }

    private mutating func addMapping(of row: AnyRow, count delta: Int) {
        let key = MappingKey(type: row.mappingKey, reuseIdentifier: row.givenReuseIdentifier)
        if var mapped = mappings[key] {
            mapped.count += delta
            mappings[key] = mapped.count <= 0 ? nil : mapped
            return
        }
        guard delta > 0 else { return }
        var cellEvents: [EventName] = []
        if let declarative = row.cellType as? any DeclarativeCell.Type {
            if declarative.defaultHeight != nil { cellEvents.append(EventKey.heightForCell.name) }
            if declarative.estimatedHeight != nil { cellEvents.append(EventKey.estimatedHeightForCell.name) }
        }
        mappings[key] = Mapped(row: row, count: delta, cellEvents: cellEvents)
    }
}
