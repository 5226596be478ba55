/// What content shows at one moment: the sections of a stage of a ``ContentUpdate``, and what a host shows once it
/// has applied that stage (``Dispatcher/shown``).
///
/// Most content is held as sections (`MemoryStorage`, declarative content, a cascading tree, an outline): the
/// snapshot shares their array, so making one copies nothing. A windowed storage (a database query) gives a
/// ``SectionedContent`` that knows every count but reads only the rows it holds: its snapshot never holds every row.
@MainActor
public struct ContentSnapshot {
    enum Source {
        case sections([StorageSection])
        case windowed(any SectionedContent)
    }

    let source: Source

    /// A snapshot of `sections`, shared, not copied.
    public init(sections: [StorageSection]) {
        source = .sections(sections)
    }

    /// A snapshot of windowed content (it knows its counts and holds the models it has read): its answers must not
    /// change afterwards.
    public init(windowed content: any SectionedContent) {
        source = .windowed(content)
    }

    /// No sections.
    public static var empty: ContentSnapshot { ContentSnapshot(sections: []) }

    /// The sections, when the snapshot holds them (`nil` for windowed content).
    public var sections: [StorageSection]? {
        if case .sections(let sections) = source { return sections }
        return nil
    }

    /// The windowed content, when the snapshot is one.
    public var windowedContent: (any SectionedContent)? {
        if case .windowed(let content) = source { return content }
        return nil
    }

    /// The number of sections.
    public var numberOfSections: Int {
        switch source {
        case .sections(let sections): sections.count
        case .windowed(let content): content.numberOfSections
        }
    }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        switch source {
        case .sections(let sections): sections.indices.contains(section) ? sections[section].items.count : 0
        case .windowed(let content): content.numberOfItems(inSection: section)
        }
    }

    /// The item count of every section, in order.
    public var counts: [Int] {
        switch source {
        case .sections(let sections): sections.map(\.items.count)
        case .windowed(let content): (0..<max(0, content.numberOfSections)).map { content.numberOfItems(inSection: $0) }
        }
    }

    /// The model at `path`, or `nil` (out of range, or a windowed row not read).
    public func item(at path: ItemPath) -> Any? {
        switch source {
        case .sections(let sections): Self.item(in: sections, at: path)?.base
        case .windowed(let content): AnyItem.lookingThrough(content.item(at: path))
        }
    }

    /// The stored item at `path` when the snapshot holds sections (it knows its model's type); `nil` otherwise.
    func storedItem(at path: ItemPath) -> AnyItem? {
        guard case .sections(let sections) = source else { return nil }
        return Self.item(in: sections, at: path)
    }

    /// The header model of `section`, if any.
    public func headerModel(forSection section: Int) -> Any? {
        switch source {
        case .sections(let sections): sections.indices.contains(section) ? sections[section].headerModel : nil
        case .windowed(let content): AnyItem.lookingThrough(content.headerModel(forSection: section))
        }
    }

    /// The footer model of `section`, if any.
    public func footerModel(forSection section: Int) -> Any? {
        switch source {
        case .sections(let sections): sections.indices.contains(section) ? sections[section].footerModel : nil
        case .windowed(let content): AnyItem.lookingThrough(content.footerModel(forSection: section))
        }
    }

    /// The model of `section`'s supplementary view of element kind `kind`, if any.
    public func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        switch source {
        case .sections(let sections):
            sections.indices.contains(section) ? sections[section].supplementaryModel(ofKind: kind) : nil
        case .windowed(let content): content.supplementaryModel(ofKind: kind, forSection: section)
        }
    }

    /// Whether the two snapshots are the same value without comparing it: the same array of sections (shared
    /// storage), or the same windowed content object. Constant time; `false` says nothing about equality.
    public func isIdentical(to other: ContentSnapshot) -> Bool {
        switch (source, other.source) {
        case (.sections(let a), .sections(let b)):
            return a.count == b.count
                && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
        case (.windowed(let a), .windowed(let b)):
            return a === b
        default:
            return false
        }
    }

    nonisolated static func item(in sections: borrowing [StorageSection], at path: ItemPath) -> AnyItem? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item)
        else { return nil }
        return sections[path.section].items[path.item]
    }
}
