public import Trellis

/// Content of an app's own that reports whatever counts it is given (negative, `Int.max`): what hostile-input tests
/// show through the dispatcher and each host. Every item is the text `"row N"`.
@MainActor
public final class ReportedCountsContent: SectionedContent {
    /// The section count it reports.
    public let sections: Int
    /// The item count it reports for every section.
    public let items: Int

    /// Content reporting `sections` sections of `items` items each.
    public init(sections: Int, items: Int) {
        self.sections = sections
        self.items = items
    }

    public var numberOfSections: Int { sections }
    public func numberOfItems(inSection section: Int) -> Int { items }
    public func item(at path: ItemPath) -> Any? { "row \(path.item)" }
    public func headerModel(forSection section: Int) -> Any? { nil }
    public func footerModel(forSection section: Int) -> Any? { nil }
}
