internal import Foundation

// What UIKit refuses in a snapshot, and what it does instead of refusing.
//
// A snapshot's operations raise `NSInternalInconsistencyException` on a device (the app terminates) when they name what
// is not there or would make an identifier appear twice; the stand-in records the exception in `StandInExceptions` and
// leaves the snapshot as it was. Texts and rules: `docs/UIKitStandIn-sources.md` ("Diffable snapshots"). In short:
// - items appended with no section named and no section there, or to a section that is not there; items or sections
//   inserted before or after, or moved to or from, one that is not there; a destination among the identifiers inserted,
//   or the identifier moved itself; an identifier repeated in one call; a section appended or inserted that is there;
//   a reload or reconfigure of an identifier that is not there; the items of a section that is not there: raise;
// - an item appended or inserted that is there already is moved into place (UIKit logs, and goes on);
// - deleting an identifier that is not there does nothing; `deleteAllItems` removes the sections too.

/// The state of a diffable data source: section identifiers and their item identifiers (the UIKit Swift overlay's
/// `NSDiffableDataSourceSnapshot`). Operations UIKit refuses are recorded in ``StandInExceptions`` and change nothing.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    typealias S = SectionIdentifierType
    typealias I = ItemIdentifierType

    var sections: [S] = []
    var items: [[I]] = []
    /// The section each item is in.
    var sectionOfItem: [I: S] = [:]
    /// The items marked for reload, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguration, in order.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reload, in order.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The item identifiers, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in the section (UIKit raises for a section that is not there).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of the section (UIKit raises for a section that is not there).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            raise(
                "Section identifier was not found. You can verify the section exists by calling the "
                    + "indexOfSectionIdentifier API (which has O(1) performance)")
            return []
        }
        return items[index]
    }

    /// The section holding the item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let (section, item) = position(of: identifier) else { return nil }
        return items[..<section].reduce(item) { $0 + $1.count }
    }

    /// The section's index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Items

    /// Appends items to the section (`nil`: the last section). Items already there are moved.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else {
            return raise("There are currently no sections in the data source. Please add a section first.")
        }
        guard indexOfSection(section) != nil else {
            return raise("Invalid parameter not satisfying: section != NSNotFound")
        }
        guard unique(identifiers) else { return }
        removeItems(identifiers)
        guard let index = indexOfSection(section) else { return }
        place(identifiers, in: index, at: items[index].count)
    }

    /// Inserts items before an item. Items already there are moved.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, beside: beforeIdentifier, after: false)
    }

    /// Inserts items after an item. Items already there are moved.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, beside: afterIdentifier, after: true)
    }

    /// Deletes items (those that are not there are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { removeItems(identifiers) }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, beside: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, beside: toIdentifier, after: true)
    }

    /// Marks items for reload (UIKit raises for one that is not there).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += present(identifiers, verb: "reload")
    }

    /// Marks items for reconfiguration (UIKit raises for one that is not there).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += present(identifiers, verb: "reconfigure")
    }

    // MARK: Sections

    /// Appends sections (UIKit raises for one that is there already).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSections(identifiers) else { return }
        sections += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, beside: toIdentifier, after: false)
    }

    /// Inserts sections after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, beside: toIdentifier, after: true)
    }

    /// Deletes sections with their items (those that are not there are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        let kept = sections.indices.filter { !gone.contains(sections[$0]) }
        for index in sections.indices where gone.contains(sections[index]) {
            for item in items[index] { sectionOfItem[item] = nil }
        }
        sections = kept.map { sections[$0] }
        items = kept.map { items[$0] }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, beside: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, beside: toIdentifier, after: true)
    }

    /// Marks sections for reload (UIKit raises for one that is not there).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil {
            raise("Attempted to reload section identifier that does not exist in the snapshot: \(identifier)")
        }
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    // MARK: For the data sources

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
