/// What makes a storage section the same section before and after a change.
public enum SectionIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The identifier the section was given (``StorageSection/id``).
    case explicit(ItemIdentity)
    /// The section's index, for a section without an identifier: such sections are matched by position.
    case position(Int)

    /// `section "fruit"` or `section at 2`.
    public var description: String {
        switch self {
        case .explicit(let id): return "section \(id)"
        case .position(let index): return "section at \(index)"
        }
    }
}

/// One section of a ``MemoryStorage``: its items, and an optional header model, footer model and identifier.
///
/// A section's identity, for the diff, is its ``id`` when it has one, else its position (``SectionIdentity``):
/// wholesale edits then match sections without an identifier by index, and sections with one wherever they move.
/// Give sections identifiers when they are inserted, removed or reordered as a whole inside
/// ``MemoryStorage/performUpdates(_:)`` or `MemoryStorage.setSections(_:)`, so they animate as sections.
///
/// ```swift
/// let fruit = StorageSection(id: "fruit", header: "Fruit", items: ["Apple", "Pear"])
/// ```
public struct StorageSection: DiffableSection, Sendable, CustomStringConvertible {
    /// The section's identifier, or `nil` for a section identified by its position. Unique in a storage.
    public var id: ItemIdentity?
    /// The header's model, if any.
    public var header: AnyItem?
    /// The footer's model, if any.
    public var footer: AnyItem?
    /// The section's items, in order.
    public var items: [AnyItem]
    /// The models of the section's other supplementary views, by element kind: what a collection layout's own kinds
    /// show (a compositional layout's section badge, a banner: `"badge"` for `UICollectionView`'s
    /// `viewForSupplementaryElementOfKind "badge"`). Header and footer are ``header`` and ``footer``: a model set here
    /// under UIKit's header or footer kind (`UICollectionView.elementKindSectionHeader`) goes to them.
    public var supplementaries: [String: AnyItem] = [:] {
        didSet {
            guard !supplementaries.isEmpty else { return }
            if let header = supplementaries.removeValue(forKey: Self.headerKind) { self.header = header }
            if let footer = supplementaries.removeValue(forKey: Self.footerKind) { self.footer = footer }
        }
    }

    /// `UICollectionView.elementKindSectionHeader`'s value (the engine does not import UIKit).
    public static let headerKind = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`'s value.
    public static let footerKind = "UICollectionElementKindSectionFooter"
    /// The section's index in the storage it was read from. The storage sets it; a section you build has `0`
    /// until it enters a storage.
    public internal(set) var position: Int = 0

    /// A section without an identifier (matched by position).
    public init(header: Any? = nil, footer: Any? = nil, items: [Any] = []) {
        self.header = header.map { AnyItem($0) }
        self.footer = footer.map { AnyItem($0) }
        self.items = items.map { AnyItem($0) }
    }

    /// A section identified by `id` (any `Hashable` value, scoped by its type: `"fruit"` and `1`).
    public init<ID: Hashable>(id: ID, header: Any? = nil, footer: Any? = nil, items: [Any] = []) {
        self.init(header: header, footer: footer, items: items)
        self.id = ItemIdentity(value: id)
    }

    /// The header's model, if any.
    public var headerModel: Any? { header?.base }
    /// The footer's model, if any.
    public var footerModel: Any? { footer?.base }
    /// The model of the section's supplementary view of element kind `kind` (``supplementaries``; the header or
    /// footer for UIKit's header or footer kind), if any.
    public func supplementaryModel(ofKind kind: String) -> Any? {
        switch kind {
        case Self.headerKind: headerModel
        case Self.footerKind: footerModel
        default: supplementaries[kind]?.base
        }
    }
    /// The items' models, in order.
    public var models: [Any] { items.map(\.base) }

    /// The explicit ``id`` if there is one, else the ``position``.
    public var diffIdentity: SectionIdentity {
        if let id { return .explicit(id) }
        return .position(position)
    }

    /// Whether the header, the footer and the other supplementary views show the same content (two missing ones
    /// do). Items are compared one by one by the diff, not here.
    public func hasSameContent(as other: StorageSection) -> Bool {
        Self.sameContent(header, other.header) && Self.sameContent(footer, other.footer)
            && (supplementaries.isEmpty && other.supplementaries.isEmpty
                || supplementaries.count == other.supplementaries.count
                    && supplementaries.allSatisfy { Self.sameContent($0.value, other.supplementaries[$0.key]) })
    }

    static func sameContent(_ lhs: AnyItem?, _ rhs: AnyItem?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return lhs.hasSameContent(as: rhs)
        default: return false
        }
    }

    /// The same section (identifier, header, footer, position) holding `items` instead.
    public func replacingItems(_ items: [AnyItem]) -> StorageSection {
        var copy = self
        copy.items = items
        return copy
    }

    /// `section "fruit": 2 items`.
    public var description: String {
        "\(diffIdentity): \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}

/// Builds a list of sections, for `MemoryStorage.setSections(_:)`:
///
/// ```swift
/// try storage.setSections {
///     StorageSection(id: "fruit", header: "Fruit", items: fruit)
///     if showVegetables { StorageSection(id: "vegetables", items: vegetables) }
///     for day in days { StorageSection(id: day, header: day.title, items: day.events) }
/// }
/// ```
@resultBuilder
public enum StorageSectionsBuilder {
    /// One section.
    public static func buildExpression(_ section: StorageSection) -> [StorageSection] { [section] }
    /// Several sections.
    public static func buildExpression(_ sections: [StorageSection]) -> [StorageSection] { sections }
    /// The sections of each statement, in order.
    public static func buildBlock(_ parts: [StorageSection]...) -> [StorageSection] { parts.flatMap { $0 } }
    /// The sections of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [StorageSection]?) -> [StorageSection] { part ?? [] }
    /// The sections of the `if` branch.
    public static func buildEither(first part: [StorageSection]) -> [StorageSection] { part }
    /// The sections of the `else` branch.
    public static func buildEither(second part: [StorageSection]) -> [StorageSection] { part }
    /// The sections of every pass of a `for` loop.
    public static func buildArray(_ parts: [[StorageSection]]) -> [StorageSection] { parts.flatMap { $0 } }
    /// The sections of an availability check.
    public static func buildLimitedAvailability(_ part: [StorageSection]) -> [StorageSection] { part }
}
