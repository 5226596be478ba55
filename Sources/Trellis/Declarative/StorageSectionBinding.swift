/// The rows of a declarative section bound to a section of a `MemoryStorage`
/// (``DeclarativeContent/bind(section:to:storageSection:as:configure:)``): one `ListRow<Cell>` per model, kept from
/// one storage update to the next.
///
/// Each update of the storage is applied to the rows as the storage made it: a row is made for each model inserted
/// or reloaded, the others are kept (moved, or left in place), and the content is told the edit
/// (``DeclarativeContent/setBoundRows(_:of:binding:edit:)``), so it sends it without diffing the section. An append
/// to a section of 100,000 rows costs about what the storage's own append does, not a new row and a comparison for
/// each of the 100,000. The rows are made afresh from the storage (as the first time) when the update cannot be
/// applied so: it inserts, deletes, moves or reloads storage sections, moves items into or out of the bound section,
/// or the rows are not one per model (a model of another type was skipped).
@MainActor
final class StorageSectionBinding<Cell: ModelTransfer> {
    let storage: MemoryStorage
    let storageSection: Int
    let identity: ItemIdentity
    let configure: @MainActor (ListRow<Cell>) -> Void
    /// The rows made last.
    private var rows: [AnyRow] = []
    /// Whether ``rows`` holds one row per item of the storage's section, in order (every model was a `Cell.Model`):
    /// an update's changes then apply to them as they are.
    private var onePerItem = false

    init(
        storage: MemoryStorage, storageSection: Int, identity: ItemIdentity,
        configure: @escaping @MainActor (ListRow<Cell>) -> Void
    ) {
        self.storage = storage
        self.storageSection = storageSection
        self.identity = identity
        self.configure = configure
    }

    /// Brings the rows up to date with `update` (`nil`: the first time, read from the storage), and hands them to
    /// `content`.
    func refresh(_ content: DeclarativeContent, after update: ContentUpdate?) {
        if let update, onePerItem {
            if update.isEmpty { return }
            if let edit = itemEdit(of: update), let snapshot = update.finalSnapshot,
                let edited = applying(edit, data: snapshot)
            {
                rows = edited
                content.setBoundRows(edited, of: identity, binding: nil, edit: edit)
                return
            }
        }
        rebuild(content)
    }

    /// Makes a row for every model of the storage's section, as the storage holds them now.
    private func rebuild(_ content: DeclarativeContent) {
        var made: [AnyRow] = []
        var skipped = false
        for item in 0..<storage.numberOfItems(inSection: storageSection) {
            let path = ItemPath(item: item, section: storageSection)
            guard let model = storage.item(at: path) else {
                skipped = true
                continue
            }
            guard let row = row(for: model) else {
                skipped = true
                content.report(
                    .noMapping(
                        MissingMapping(
                            model: String(describing: model), modelType: String(describing: type(of: model)),
                            kind: .cell, path: path, registeredForKind: [String(describing: Cell.self)])))
                continue
            }
            made.append(row)
        }
        rows = made
        onePerItem = !skipped
        // Kept for the section with this id, now and when the sections are set again (a rebuilt screen).
        content.setBoundRows(made, of: identity, binding: nil)
    }

    /// A configured row showing `model`, or `nil` when it is not a `Cell.Model`.
    private func row(for model: Any) -> AnyRow? {
        guard let typed = model as? Cell.Model else { return nil }
        let row = ListRow<Cell>(typed)
        configure(row)
        return row
    }

    /// `update`'s changes to the items of the bound storage section, in section 0: its deletions, insertions and
    /// moves, and then its reloads at final indexes. `nil` when the update changes sections, moves items across the
    /// bound section's bounds, or stages its changes otherwise than as one structural batch followed by reloads.
    private func itemEdit(of update: ContentUpdate) -> (structural: BatchUpdate, reloads: [Int])? {
        let bound = storageSection
        var structural: BatchUpdate?
        var reloads: [Int] = []
        for stage in update.stages {
            let batch = stage.update
            guard batch.deletedSections.isEmpty, batch.insertedSections.isEmpty, batch.movedSections.isEmpty,
                !batch.reloadedSections.contains(bound), batch.reconfiguredItems.isEmpty
            else { return nil }
            var ours = BatchUpdate()
            ours.deletedItems = batch.deletedItems.filter { $0.section == bound }.map {
                ItemPath(item: $0.item, section: 0)
            }
            ours.insertedItems = batch.insertedItems.filter { $0.section == bound }.map {
                ItemPath(item: $0.item, section: 0)
            }
            for move in batch.movedItems where move.source.section == bound || move.target.section == bound {
                guard move.source.section == move.target.section else { return nil }
                ours.movedItems.append(
                    .init(
                        source: ItemPath(item: move.source.item, section: 0),
                        target: ItemPath(item: move.target.item, section: 0)))
            }
            let stageReloads = batch.reloadedItems.filter { $0.section == bound }.map(\.item)
            if ours.hasStructuralChanges {
                // One structural batch, before any reload (whose paths are then final).
                guard structural == nil, reloads.isEmpty, stageReloads.isEmpty else { return nil }
                structural = ours
            }
            reloads += stageReloads
        }
        return (structural ?? BatchUpdate(), reloads)
    }

    /// ``rows`` with `edit` applied, the rows of inserted and reloaded models made from `data` (the storage once
    /// the update is applied); `nil` when the edit does not fit the rows or a model is not a `Cell.Model`.
    private func applying(_ edit: (structural: BatchUpdate, reloads: [Int]), data: ContentSnapshot) -> [AnyRow]? {
        let expected = data.numberOfItems(inSection: storageSection)
        var fits = true
        let edited = SectionEdit.applying(
            edit.structural, reloads: edit.reloads, to: rows,
            make: { index in
                if let model = data.item(at: ItemPath(item: index, section: self.storageSection)),
                    let row = self.row(for: model)
                {
                    return row
                }
                fits = false
                return AnyRow(model: (), id: nil)
            })
        guard fits, let edited, edited.count == expected else { return nil }
        return edited
    }
}
