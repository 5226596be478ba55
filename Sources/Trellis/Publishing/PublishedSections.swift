/// What declarative content, a cascading tree and an outline share: the sections their observers last received
/// (``shown``, which they answer from), and turning new sections into one update with the diff, sent through their
/// ``ContentPublisher``.
@MainActor
final class PublishedSections {
    /// Sends the updates.
    let publisher = ContentPublisher()
    /// The sections every observer has received. Not checked for exclusive access: a dispatcher reads it for every
    /// cell, and only `publish` writes it.
    @exclusivity(unchecked) private(set) var shown: [StorageSection] = []
    /// What was shown before, while `didPublish` runs (`nil` otherwise): the row dispatch carries the heights of
    /// rows known by their place to the rows that take their places.
    private(set) var previous: [StorageSection]?
    /// Whether some row identity occurs more than once in ``shown`` (reported): the row dispatch then keeps no height
    /// by those identities, since two rows share each.
    private(set) var hasDuplicateRows = false

    /// The identities of the sections published last, when they are kept from one publish to the next
    /// (`keepsCounts`): for content that publishes the very item arrays it published before (declarative sections
    /// keep their rows' wraps), so that sections that did not change are not counted again.
    private var counted: CountedSections?

    /// Sections shown from the start, with no update sent. With `keepsCounts`, the duplicate check of each publish
    /// counts only the sections whose item arrays changed (``CountedSections``); content that makes new arrays for
    /// every publish gains nothing by it.
    init(_ sections: [StorageSection] = [], keepsCounts: Bool = false) {
        shown = Self.positioned(sections)
        if keepsCounts { counted = CountedSections() }
    }

    /// Makes `sections` the shown content and sends observers the diff from the previous one (nothing when the two
    /// are the same), then calls `didPublish` with the update (`nil` when nobody observes and no diff was made).
    ///
    /// During a delivery this is an edit like any other (``ContentPublisher/edit(_:_:)``): reported, and published
    /// once the delivery is over, after the edits made before it.
    ///
    /// `tokenFree`, when given, says by section index which sections are known to hold no item identified by a
    /// token (``positioned(_:tokenFree:)`` then leaves them as they are). `edits` says, by section index, which
    /// sections' items were made from the items shown by a known edit (``SectionEdit``): when they are the only
    /// change, that is the update sent, with no diff (``knownUpdate(from:to:edits:animation:)``).
    func publish(
        _ sections: [StorageSection], tokenFree: [Bool]? = nil, edits: [Int: SectionEdit] = [:],
        animation: RowAnimation, operation: String, didPublish: @escaping @MainActor (ContentUpdate?) -> Void
    ) {
        publish(
            { sections }, tokenFree: tokenFree, edits: edits, animation: animation, operation: operation,
            didPublish: didPublish)
    }

    /// ``publish(_:tokenFree:animation:operation:didPublish:)`` of the sections `sections()` makes, asked inside the
    /// edit: code of the app's it runs (a node's `rows`) may edit the content, and that edit then waits until this one
    /// is sent, and reads what it left.
    ///
    /// Duplicates are reported once the update is sent, so an anomaly handler that edits the content edits what the
    /// observers have.
    func publish(
        _ sections: @escaping @MainActor () -> [StorageSection], tokenFree: [Bool]? = nil,
        edits: [Int: SectionEdit] = [:], animation: RowAnimation, operation: String,
        didPublish: @escaping @MainActor (ContentUpdate?) -> Void
    ) {
        publisher.edit(operation) { [self] in
            let sections = sections()
            let duplicated = hasDuplicates(in: sections, edits: edits)
            defer { if duplicated { reportDuplicates(in: sections) } }
            let target = Self.positioned(sections, tokenFree: tokenFree)
            hasDuplicateRows = duplicated
            guard publisher.hasObservers else {
                shown = target
                return didPublish(nil)
            }
            let update =
                (duplicated ? nil : Self.knownUpdate(from: shown, to: target, edits: edits, animation: animation))
                ?? ContentUpdate(from: shown, to: target, animation: animation)
            previous = shown
            shown = target
            didPublish(update)
            previous = nil
            publisher.send(update)
        }
    }

    /// Reports every section identifier and every row identity that occurs more than once in `sections`: the diff
    /// pairs them by occurrence, so nothing is lost, but a row shown twice is usually a mistake.
    ///
    /// Finding out (``hasDuplicates(in:)``) costs one set insertion per section and row; only when some identity
    /// repeats are the paths gathered, here, in a second pass.
    private func reportDuplicates(in sections: [StorageSection]) {
        guard publisher.anyoneListens else { return }
        var sectionPaths: [ItemIdentity: [ItemPath]] = [:]
        var rowPaths: [ItemIdentity: [ItemPath]] = [:]
        for (index, section) in sections.enumerated() {
            if let id = section.id { sectionPaths[id, default: []].append(ItemPath(item: 0, section: index)) }
            for (item, row) in section.items.enumerated() {
                rowPaths[row.identity, default: []].append(ItemPath(item: item, section: index))
            }
        }
        for (id, paths) in sectionPaths where paths.count > 1 {
            publisher.report(
                .duplicateIdentity(
                    DuplicateIdentity(identity: id.description, side: .after, paths: paths, isSection: true)))
        }
        for (id, paths) in rowPaths where paths.count > 1 {
            publisher.report(
                .duplicateIdentity(DuplicateIdentity(identity: id.description, side: .after, paths: paths)))
        }
    }

    /// `sections` with their positions set, so sections without an id are matched by index, and items without an
    /// identity of their own identified by their place (``PositionalIdentity``): the how-manyth such item of its
    /// type in its section, so that a row with an identity inserted or removed beside it (a settings screen's
    /// "Upgrade" row above its `Void` "Log out" row) leaves it the same row, not one deleted and inserted again.
    /// Sections that `tokenFree` says hold no token identity are only given their position.
    static func positioned(_ sections: [StorageSection], tokenFree: [Bool]? = nil) -> [StorageSection] {
        var sections = sections
        for index in sections.indices {
            sections[index].position = index
            if let tokenFree, tokenFree[index] { continue }
            let section = sections[index].diffIdentity
            var ordinals: [ObjectIdentifier: Int] = [:]
            for item in sections[index].items.indices where sections[index].items[item].hasTokenIdentity {
                let wrapped = sections[index].items[item]
                let type = ObjectIdentifier(Swift.type(of: wrapped.base))
                let ordinal = ordinals[type, default: 0]
                ordinals[type] = ordinal + 1
                let identity = ItemIdentity(value: PositionalIdentity(section: section, index: ordinal, type: type))
                sections[index].items[item] = wrapped.replacingIdentity(identity)
            }
        }
        return sections
    }

    /// Whether some section identifier or some row identity occurs more than once in `sections`: with the counts
    /// kept from the last publish when there are (`keepsCounts`), else counted afresh.
    private func hasDuplicates(in sections: [StorageSection], edits: [Int: SectionEdit]) -> Bool {
        guard let (count, hashRepeats) = counted?.count(sections, edits: edits) else {
            return Self.hasDuplicates(in: sections)
        }
        var sectionIDs = Set<ItemIdentity>(minimumCapacity: sections.count)
        for section in sections {
            if let id = section.id, !sectionIDs.insert(id).inserted { return true }
        }
        return hashRepeats && Self.hasDuplicateIdentities(in: sections, count: count)
    }

    /// The update that takes `shown` to `target` when the only changes are `edits` (by section index): every other
    /// section is the one shown (same identity and supplements, the same item array), and each edited section is the
    /// one shown with its items edited from the very array shown. `nil` otherwise (the diff works it out). Staged as
    /// the diff stages its own: the structural changes, then the reloads at their final paths.
    static func knownUpdate(
        from shown: [StorageSection], to target: [StorageSection], edits: [Int: SectionEdit], animation: RowAnimation
    ) -> ContentUpdate? {
        guard !edits.isEmpty, shown.count == target.count else { return nil }
        var structural = BatchUpdate()
        var reloads: [ItemPath] = []
        for index in target.indices {
            let old = shown[index], new = target[index]
            guard old.diffIdentity == new.diffIdentity, old.hasSameContent(as: new) else { return nil }
            guard let edit = edits[index] else {
                guard _sharesStorage(old.items, new.items) else { return nil }
                continue
            }
            guard _sharesStorage(edit.base, old.items), _sharesStorage(edit.result, new.items) else { return nil }
            let batch = edit.structural
            structural.deletedItems += batch.deletedItems.map { ItemPath(item: $0.item, section: index) }
            structural.insertedItems += batch.insertedItems.map { ItemPath(item: $0.item, section: index) }
            structural.movedItems += batch.movedItems.map {
                BatchUpdate.ItemMove(
                    source: ItemPath(item: $0.source.item, section: index),
                    target: ItemPath(item: $0.target.item, section: index))
            }
            reloads += edit.reloads.sorted().map { ItemPath(item: $0, section: index) }
        }
        return ContentUpdate(
            structural: structural, reloadingFinalPaths: reloads, data: ContentSnapshot(sections: target),
            animation: animation)
    }

    /// Whether some section identifier or some row identity occurs more than once in `sections`.
    static func hasDuplicates(in sections: [StorageSection]) -> Bool {
        var sectionIDs = Set<ItemIdentity>(minimumCapacity: sections.count)
        var count = 0
        for section in sections {
            count += section.items.count
            if let id = section.id, !sectionIDs.insert(id).inserted { return true }
        }
        return hasDuplicateItems(in: sections, count: count)
    }

    /// Whether some item identity occurs more than once among the `count` items of `sections`.
    ///
    /// Identities carry their hash (``AnyItem`` keeps it beside the identity), so a first pass puts the hashes
    /// alone in an open-addressing table (no hashing again, nothing retained, 8 bytes a slot, at most 3/4 full).
    /// Equal identities have equal hashes; distinct ones share a hash only by a full 64-bit collision. So when no
    /// hash repeats, no identity does; when one does, the identities are compared in a set to be sure.
    private static func hasDuplicateItems(in sections: [StorageSection], count: Int) -> Bool {
        guard count > 1 else { return false }
        var capacity = 4
        while capacity * 3 < count * 4 { capacity <<= 1 }
        let mask = capacity - 1
        var table = [Int](repeating: 0, count: capacity)  // 0: empty (a hash of 0 is stored as 1)
        for section in sections {
            for item in section.items {
                let hash = item.identityHash == 0 ? 1 : item.identityHash
                var slot = hash & mask
                while table[slot] != 0 {
                    if table[slot] == hash { return hasDuplicateIdentities(in: sections, count: count) }
                    slot = (slot + 1) & mask
                }
                table[slot] = hash
            }
        }
        return false
    }

    /// ``hasDuplicateItems(in:count:)``, comparing the identities themselves.
    private static func hasDuplicateIdentities(in sections: [StorageSection], count: Int) -> Bool {
        var identities = Set<ItemIdentity>(minimumCapacity: count)
        for section in sections {
            for item in section.items where !identities.insert(item.identity).inserted { return true }
        }
        return false
    }

    // MARK: Reading what is shown

    var snapshot: ContentSnapshot { ContentSnapshot(sections: shown) }

    func numberOfItems(inSection section: Int) -> Int {
        shown.indices.contains(section) ? shown[section].items.count : 0
    }

    func item(at path: ItemPath) -> Any? {
        ContentSnapshot.item(in: shown, at: path)?.base
    }

    func headerModel(forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].headerModel : nil
    }

    func footerModel(forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].footerModel : nil
    }

    func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        shown.indices.contains(section) ? shown[section].supplementaryModel(ofKind: kind) : nil
    }
}
