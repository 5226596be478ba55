internal import GRDB
public import Trellis

/// What a ``DatabaseStorage`` showed at one moment: every section's count and the records of the window. A stage
/// of the storage's updates carries one, so that a host applying the stage reads counts that match the batch.
///
/// It never reads the database: rows outside the window have no model (``item(at:)`` is `nil` there).
@MainActor
public final class DatabaseContentSnapshot<Record>: SectionedContent {
    let layout: WindowLayout<Record>
    private let sectioned: Bool
    private let header: @MainActor (DatabaseValue) -> Any?

    init(layout: WindowLayout<Record>, sectioned: Bool, header: @escaping @MainActor (DatabaseValue) -> Any?) {
        self.layout = layout
        self.sectioned = sectioned
        self.header = header
    }

    /// The number of sections.
    public var numberOfSections: Int { layout.counts.count }

    /// The number of rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        layout.counts.indices.contains(section) ? layout.counts[section] : 0
    }

    /// The record at `path` when the window holds it, else `nil`.
    public func item(at path: ItemPath) -> Any? { record(at: path) }

    /// The record at `path` when the window holds it, typed.
    public func record(at path: ItemPath) -> Record? { layout.windowRow(at: path)?.record }

    /// The section's header model.
    public func headerModel(forSection section: Int) -> Any? {
        guard sectioned, layout.sectionValues.indices.contains(section) else { return nil }
        return header(layout.sectionValues[section])
    }

    /// No footers.
    public func footerModel(forSection section: Int) -> Any? { nil }

    /// The positions, counted over all sections, whose records the snapshot holds.
    public var windowRange: Range<Int> { layout.windowRange }

    /// The paths whose records the snapshot holds, in order.
    public var windowPaths: [ItemPath] { layout.windowPaths() }
}
