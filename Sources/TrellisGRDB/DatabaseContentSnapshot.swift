public import GRDB
public import Trellis

/// What a ``DatabaseStorage`` showed at one moment: every section's count and the records of the window. A stage
/// of the storage's updates carries one, so that a host applying the stage reads counts that match the batch.
///
/// It holds the storage's window and the windows the storage keeps exact for hosts that may still show them (another
/// host's rows; see ``DatabaseStorage/maximumHeldWindows``). A row outside them is read from the storage (which
/// fetches its page) as long as the storage still shows the state the snapshot describes (no update processed
/// since): a host that scrolls after an update reads the rows it scrolls to, and the snapshot never answers a row of
/// another state (it answers `nil` then).
@MainActor
public final class DatabaseContentSnapshot<Record: FetchableRecord>: SectionedContent {
    let layout: WindowLayout<Record>
    private let sectioned: Bool
    private let header: @MainActor (DatabaseValue) -> Any?
    /// The storage, for rows outside the window, while its ``DatabaseStorage/layoutGeneration`` is `generation`.
    private weak var storage: DatabaseStorage<Record>?
    private let generation: Int

    init(
        layout: WindowLayout<Record>, sectioned: Bool, header: @escaping @MainActor (DatabaseValue) -> Any?,
        storage: DatabaseStorage<Record>?, generation: Int
    ) {
        self.layout = layout
        self.sectioned = sectioned
        self.header = header
        self.storage = storage
        self.generation = generation
    }

    /// The number of sections.
    public var numberOfSections: Int { layout.counts.count }

    /// The number of rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        layout.counts.indices.contains(section) ? layout.counts[section] : 0
    }

    /// The record at `path` (see ``record(at:)``).
    public func item(at path: ItemPath) -> Any? { record(at: path) }

    /// The record at `path`: from the windows, else from the storage while it shows this snapshot's state.
    public func record(at path: ItemPath) -> Record? {
        guard let position = layout.position(of: path) else { return nil }
        if layout.windowRange.contains(position) { return layout.window[position - layout.windowStart].record }
        let current = storage.flatMap { $0.layoutGeneration == generation ? $0 : nil }
        if let row = layout.row(atPosition: position) {
            // A host reads a held window: the storage keeps it before the ones no one reads.
            _ = current?.heldRow(at: position)
            return row.record
        }
        return current?.record(at: path)
    }

    /// The section's header model.
    public func headerModel(forSection section: Int) -> Any? {
        guard sectioned, layout.sectionValues.indices.contains(section) else { return nil }
        return header(layout.sectionValues[section].value)
    }

    /// No footers.
    public func footerModel(forSection section: Int) -> Any? { nil }

    /// The positions, counted over all sections, whose records the snapshot holds.
    public var windowRange: Range<Int> { layout.windowRange }

    /// The paths whose records the snapshot holds, in order.
    public var windowPaths: [ItemPath] { layout.windowPaths() }
}
