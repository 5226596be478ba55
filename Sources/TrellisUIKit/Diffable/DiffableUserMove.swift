internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// A user's move on a view a diffable data source drives (`moveRowAt` / `moveItemAt`): the dispatcher's `moveItem`
/// closures, then the snapshot follows the move without animating, unless a closure applied a snapshot of its own
/// (which stays). The table's and the collection's data sources share it; each passes its own `snapshot()` and
/// `apply` (whose isolation differs between Apple SDKs, so it is not a protocol requirement here).
@MainActor
struct DiffableUserMove<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let dispatcher: Dispatcher
    /// The data source's current snapshot.
    let snapshot: @MainActor () -> NSDiffableDataSourceSnapshot<SectionID, ItemID>
    /// Applies a snapshot without animating.
    let apply: @MainActor (NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> Void

    /// Moves the item at `source` to `destinationPath`.
    func move(from source: IndexPath, to destinationPath: IndexPath) {
        var snapshot = self.snapshot()
        // UIKit sends two existing paths; a caller might not (a path without two indexes, a section past the end),
        // and then nothing moves: neither the content nor the snapshot.
        let destination = destinationPath.itemPath
        guard source.count == 2, snapshot.sectionIdentifiers.indices.contains(source.itemPath.section),
            snapshot.sectionIdentifiers.indices.contains(destination.section), destination.item >= 0
        else { return }
        let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[source.itemPath.section])
        guard items.indices.contains(source.itemPath.item) else { return }
        let moved = items[source.itemPath.item]
        _ = dispatcher.moveItem(at: source.itemPath, to: destination)
        let now = self.snapshot()
        guard now.sectionIdentifiers == snapshot.sectionIdentifiers, now.itemIdentifiers == snapshot.itemIdentifiers
        else { return }  // a closure applied its own snapshot
        snapshot.deleteItems([moved])
        let section = snapshot.sectionIdentifiers[destination.section]
        let remaining = snapshot.itemIdentifiers(inSection: section)
        if destination.item < remaining.count {
            snapshot.insertItems([moved], beforeItem: remaining[destination.item])
        } else {
            snapshot.appendItems([moved], toSection: section)
        }
        apply(snapshot)
    }
}
