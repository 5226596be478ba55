/// Sections held as values, shown as ``SectionedContent``: the content of one stage of a ``StorageUpdate``, or any
/// fixed list of sections.
@MainActor
public final class SectionsSnapshot: SectionedContent {
    /// The sections, in order.
    public let sections: [StorageSection]

    /// A snapshot of `sections`.
    public init(_ sections: [StorageSection]) {
        self.sections = sections
    }

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    public func item(at path: ItemPath) -> Any? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item)
        else { return nil }
        return sections[path.section].items[path.item].base
    }

    public func headerModel(forSection section: Int) -> Any? {
        sections.indices.contains(section) ? sections[section].headerModel : nil
    }

    public func footerModel(forSection section: Int) -> Any? {
        sections.indices.contains(section) ? sections[section].footerModel : nil
    }
}
