internal import Foundation

/// The state of a diffable data source: section identifiers and their item identifiers (the UIKit Swift overlay's
/// `NSDiffableDataSourceSnapshot`). Identifiers must be unique; the data source raises when they are not.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    typealias S = SectionIdentifierType
    typealias I = ItemIdentifierType

    private(set) var sections: [S] = []
    private(set) var items: [[I]] = []
    /// The items marked for reload, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguration, in order.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reload, in order.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The item identifiers, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in the section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of the section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }

    /// The section holding the item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        items.firstIndex { $0.contains(identifier) }.map { sections[$0] }
    }

    /// The item's index among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The section's index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// Appends items to the section (`nil`: the last section).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
        else { return }
        items[index] += identifiers
    }

    /// Inserts items before an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let (s, i) = position(of: beforeIdentifier) else { return }
        items[s].insert(contentsOf: identifiers, at: i)
    }

    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let (s, i) = position(of: afterIdentifier) else { return }
        items[s].insert(contentsOf: identifiers, at: i + 1)
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        items = items.map { $0.filter { !gone.contains($0) } }
    }

    /// Deletes every item (sections stay).
    public mutating func deleteAllItems() {
        sections = []
        items = []
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items for reload.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Marks items for reconfiguration.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index + 1)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Deletes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        let kept = sections.indices.filter { !gone.contains(sections[$0]) }
        sections = kept.map { sections[$0] }
        items = kept.map { items[$0] }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = indexOfSection(identifier) else { return }
        let moved = items[from]
        deleteSections([identifier])
        guard let to = indexOfSection(toIdentifier) else { return }
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = indexOfSection(identifier) else { return }
        let moved = items[from]
        deleteSections([identifier])
        guard let to = indexOfSection(toIdentifier) else { return }
        sections.insert(identifier, at: to + 1)
        items.insert(moved, at: to + 1)
    }

    /// Marks sections for reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    private func position(of identifier: ItemIdentifierType) -> (Int, Int)? {
        for (s, section) in items.enumerated() {
            if let i = section.firstIndex(of: identifier) { return (s, i) }
        }
        return nil
    }

    /// The item at a path.
    func item(section: Int, item: Int) -> ItemIdentifierType? {
        guard items.indices.contains(section), items[section].indices.contains(item) else { return nil }
        return items[section][item]
    }

    /// Forgets reload and reconfigure marks (a data source's current snapshot keeps none).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }
}
