public import Foundation

// Section index titles: the "A B C ... #" strip along a table's or collection's trailing edge, and where tapping a
// title scrolls to. Not tied to a model, so registered on the dispatcher.
//
// When nothing answers there is no index: `sectionIndexTitles()` is `nil`, and a UIKit host reports
// `sectionIndexTitles(for:)` / `indexTitles(for:)` unimplemented unless `answers(.sectionIndexTitles)`. A title
// scrolls to the section of its own index, kept inside the sections that exist, so a strip longer than the content
// never makes UIKit scroll to a section that is not there.

/// Where an index title scrolls to: a whole section, or one item (collections can do both).
public enum IndexTitleTarget: Hashable, Sendable, CustomStringConvertible {
    /// The start of a section.
    case section(Int)
    /// One item.
    case item(ItemPath)

    /// The target as UIKit's collection view wants it: one index for a section, two for an item.
    public var indexPath: IndexPath {
        switch self {
        case .section(let section): return IndexPath(index: section)
        case .item(let path): return path.indexPath
        }
    }

    /// `section 2` or `item [2, 3]`.
    public var description: String {
        switch self {
        case .section(let section): return "section \(section)"
        case .item(let path): return "item \(path)"
        }
    }
}

extension EventKey where Argument == Void, Result == [String] {
    /// `sectionIndexTitles(for:)` of a table, `indexTitles(for:)` of a collection (for the whole view).
    public static var sectionIndexTitles: EventKey { EventKeys.sectionIndexTitles }
}

extension EventKey where Argument == (String, Int), Result == Int {
    /// `tableView(_:sectionForSectionIndexTitle:at:)`: the argument is the title and its index in the index.
    public static var sectionForSectionIndexTitle: EventKey { EventKeys.sectionForSectionIndexTitle }
}

extension EventKey where Argument == (String, Int), Result == IndexTitleTarget {
    /// `collectionView(_:indexPathForIndexTitle:at:)`: the argument is the title and its index in the index.
    public static var indexPathForIndexTitle: EventKey { EventKeys.indexPathForIndexTitle }
}

extension EventKeys {
    static let sectionIndexTitles = EventKey<Void, [String]>("sectionIndexTitles")
    static let sectionForSectionIndexTitle = EventKey<(String, Int), Int>("sectionForSectionIndexTitle")
    static let indexPathForIndexTitle = EventKey<(String, Int), IndexTitleTarget>("indexPathForIndexTitle")
}

extension Dispatcher {
    // MARK: Registering (the last one registered wins)

    /// The titles of the section index, or `nil` for none.
    ///
    /// ```swift
    /// dispatcher.sectionIndexTitles { contacts.sections.map(\.letter) }
    /// ```
    public func sectionIndexTitles(_ body: @escaping @MainActor () -> [String]?) {
        setUnbound(.sectionIndexTitles) { _, _ in body() }
    }

    /// The section that the index title `title`, at `index` in the index, scrolls to.
    public func sectionForSectionIndexTitle(_ body: @escaping @MainActor (_ title: String, _ index: Int) -> Int) {
        setUnbound(.sectionForSectionIndexTitle) { _, title in body(title.0, title.1) }
    }

    /// Where the collection's index title `title`, at `index` in the index, scrolls to: a section or an item.
    public func indexPathForIndexTitle(
        _ body: @escaping @MainActor (_ title: String, _ index: Int) -> IndexTitleTarget
    ) {
        setUnbound(.indexPathForIndexTitle) { _, title in body(title.0, title.1) }
    }

    // MARK: Answers to the host

    /// `sectionIndexTitles(for:)` / `indexTitles(for:)`: `nil` (no index, UIKit's default) when nothing answers.
    public func sectionIndexTitles() -> [String]? {
        unboundAnswer(.sectionIndexTitles)
    }

    /// `sectionForSectionIndexTitle:at:`: the closure's section, else `index` itself; either kept within the
    /// sections that exist (0 when there are none).
    public func sectionForSectionIndexTitle(_ title: String, at index: Int) -> Int {
        let section = unboundAnswer(.sectionForSectionIndexTitle, argument: (title, index))
        return clampedSection(section ?? index)
    }

    /// `indexPathForIndexTitle:at:`: the closure's target, else the section ``sectionForSectionIndexTitle(_:at:)``
    /// gives (so one closure serves tables and collections). A section is kept within the sections that exist; an
    /// item that does not exist becomes its section.
    public func indexPathForIndexTitle(_ title: String, at index: Int) -> IndexTitleTarget {
        guard let target = unboundAnswer(.indexPathForIndexTitle, argument: (title, index)) else {
            return .section(sectionForSectionIndexTitle(title, at: index))
        }
        switch target {
        case .section(let section):
            return .section(clampedSection(section))
        case .item(let path):
            return model(at: path) == nil ? .section(clampedSection(path.section)) : target
        }
    }

    private func clampedSection(_ section: Int) -> Int {
        max(0, min(section, numberOfSections - 1))
    }
}
