/// How declarative rows and section views are shown and answered, wherever they are held: ``DeclarativeContent``,
/// a cascading tree's sections, an outline. It keeps the mappings of the row and view types it has met, the
/// identity-keyed height cache, and the default heights per cell type.
@MainActor
final class RowDispatch {
    /// Cached computed heights, by row identity: they outlive the rows (a rebuilt screen's new row of the same
    /// identity reads its height here, until the diff reloads it).
    private(set) var heightCache: [ItemIdentity: Double] = [:]
    /// Names the state of `heightCache`: a row keeps the height it was last given with the token of the moment
    /// (``AnyRow/cacheHeight(_:under:)``), and reads it back while the token is unchanged, with no lookup by
    /// identity (a hash and a key comparison, each reading the identity's box: at a million rows that costs more
    /// than the rest of the answer). Forgetting any height gives a new token, so a height kept on a row is never one
    /// the cache has since forgotten (adding one changes no other row's). Tokens are unique across dispatches: a row
    /// shown by two keeps the one it was last asked by.
    private var heightCacheToken = RowDispatch.newHeightCacheToken()
    /// Whether the cache holds the height of a row whose identity is a token (see ``invalidateHeights(after:shown:)``).
    private var cachesTokenRows = false
    /// Identities that more than one shown row has (reported as duplicates): no height is cached by them, since
    /// the rows sharing one may have different heights; each row keeps its own (``AnyRow/cacheHeight(_:under:)``).
    private var sharedIdentities: Set<ItemIdentity> = []
    /// How many times the content was published: a height closure that edited its content computed from what it
    /// read before, so its answer is not kept.
    private var publishCount = 0
    private static var lastHeightCacheToken: UInt64 = 0
    /// How many times a row's height closure ran (tests check the cache with it).
    private(set) var heightComputations = 0
    /// Tracks the height closures of rows whose model is an `@Observable` object (`Live/LiveHeightTracking.swift`).
    private(set) lazy var liveHeights = LiveHeightTracking(owner: self)
    /// Default heights by cell type.
    private(set) var defaultHeights: [ObjectIdentifier: Double] = [:]
    /// The cell mappings of rows with their type's reuse identifier, by row type.
    /// (A ``TypeTable``: it is read for every cell, and a pointer-keyed lookup in it costs a fraction of a
    /// `Dictionary`'s.)
    @exclusivity(unchecked) private var cellMappings = TypeTable<ViewMapping>()
    /// The cell mappings of rows with a reuse identifier of their own, by row type and identifier.
    private var cellMappingsByIdentifier: [MappingKey: ViewMapping] = [:]
    private var supplementaryMappings: [SupplementaryKey: ViewMapping] = [:]
    /// The names of the events some row answers, worked out by ``learn(_:)``.
    private(set) var answeredNames: Set<EventName> = []
    /// Whether some row has a dequeue closure, worked out by ``learn(_:)``: when none has, a configured cell is not
    /// handed back to its row (no cast of the model per cell).
    private(set) var runsDequeueClosures = false

    private struct SupplementaryKey: Hashable {
        let type: ObjectIdentifier
        let kind: ViewKind
        /// The view's own reuse identifier, if it was given one.
        let reuseIdentifier: String?
    }

    private struct MappingKey: Hashable {
        let type: ObjectIdentifier
        let reuseIdentifier: String
    }

    /// Every row of `cell` without a height of its own is `points` high.
    func setDefaultHeight(_ points: Double, for cell: AnyObject.Type) {
        defaultHeights[ObjectIdentifier(cell)] = points
        answeredNames.insert(EventKey.heightForCell.name)
    }

    /// The mappings made so far.
    var viewMappings: [ViewMapping] {
        cellMappings.allValues + Array(cellMappingsByIdentifier.values) + Array(supplementaryMappings.values)
    }

    private static func newHeightCacheToken() -> UInt64 {
        lastHeightCacheToken += 1
        return lastHeightCacheToken
    }

    // MARK: Learning what is shown

    /// Builds the mappings of new row and view types in `sections` and records which events their rows answer.
    func learn(_ sections: [StorageSection]) {
        var names: Set<EventName> = defaultHeights.isEmpty ? [] : [EventKey.heightForCell.name]
        var dequeues = false
        for section in sections {
            learnSupplements(header: section.headerModel, footer: section.footerModel, into: &names)
            var lastKey: ObjectIdentifier?
            for item in section.items {
                guard let row = item.base as? AnyRow else { continue }
                learn(row, lastKey: &lastKey, into: &names, dequeues: &dequeues)
            }
        }
        answeredNames = names
        runsDequeueClosures = dequeues
    }

    /// ``learn(_:)`` for declarative sections, from what each section's rows ask (``ListSection/rowSummary``, worked
    /// out once for its rows): a section published again costs a few lookups, not one per row. `sections` must be the
    /// sections just published.
    func learn(_ sections: [ListSection]) {
        var names: Set<EventName> = defaultHeights.isEmpty ? [] : [EventKey.heightForCell.name]
        var dequeues = false
        for section in sections {
            if section.header != nil || section.footer != nil {
                learnSupplements(header: section.header?.model, footer: section.footer?.model, into: &names)
            }
            let summary = section.rowSummary
            for name in summary.eventCounts.keys { names.insert(name) }
            if summary.dequeueCount > 0 { dequeues = true }
            for mapped in summary.mappings.values {
                _ = cellMapping(for: mapped.row)
                for name in mapped.cellEvents { names.insert(name) }
            }
        }
        answeredNames = names
        runsDequeueClosures = dequeues
    }

    private func learnSupplements(header: Any?, footer: Any?, into names: inout Set<EventName>) {
        for supplement in [(header, ViewKind.header), (footer, ViewKind.footer)] {
            guard let view = supplement.0 as? AnySectionView else { continue }
            _ = supplementaryMapping(for: view, kind: supplement.1)
            if view.height != nil {
                let event = supplement.1 == .header ? EventKey.heightForHeader : EventKey.heightForFooter
                names.insert(event.name)
            }
        }
    }

    /// Makes `row`'s mapping (for a row with its type's reuse identifier, when its type differs from the previous
    /// such row's, `lastKey`), and adds the events it answers to `names`; sets `dequeues` when it has a dequeue
    /// closure.
    private func learn(
        _ row: AnyRow, lastKey: inout ObjectIdentifier?, into names: inout Set<EventName>, dequeues: inout Bool
    ) {
        let newMapping: Bool
        if row.givenReuseIdentifier != nil {
            newMapping = true
        } else {
            newMapping = row.mappingKey != lastKey
            lastKey = row.mappingKey
        }
        if newMapping {
            _ = cellMapping(for: row)
            if let declarative = row.cellType as? any DeclarativeCell.Type {
                if declarative.defaultHeight != nil { names.insert(EventKey.heightForCell.name) }
                if declarative.estimatedHeight != nil { names.insert(EventKey.estimatedHeightForCell.name) }
            }
        }
        if let events = row.eventsIfAny, !events.isEmpty { names.formUnion(events.names) }
        if row.runsDequeueClosure { dequeues = true }
        if row.height != nil { names.insert(EventKey.heightForCell.name) }
        if row.estimatedHeight != nil { names.insert(EventKey.estimatedHeightForCell.name) }
    }

    /// Forgets the cached heights of the rows `update` reloads (alone, or with their section: a section whose
    /// header changed is reloaded whole, its changed rows with it) and of the rows no longer in `shown`; nothing
    /// else. Rows whose identity is a token (models with none of their own) are new rows at every publish, matched
    /// by place: the height of one the update neither reloads nor removes goes to the row that takes its place
    /// (`previous`: what was shown before), and the old tokens are forgotten, so the cache does not grow.
    ///
    /// `duplicates` says whether some row identity occurs more than once in `shown`: the heights of those identities
    /// are forgotten, and not cached by identity while they repeat.
    func invalidateHeights(
        after update: ContentUpdate?, shown: [StorageSection], previous: [StorageSection]? = nil,
        duplicates: Bool = false
    ) {
        publishCount &+= 1
        if duplicates || !sharedIdentities.isEmpty { learnSharedIdentities(in: duplicates ? shown : []) }
        guard !heightCache.isEmpty else { return }
        guard let update else {
            // Published without a diff (nobody observes): any row may have changed.
            forgetHeights { $0.removeAll() }
            cachesTokenRows = false
            return
        }
        // The diff's reloads are in its last stage, in the final coordinates of its data.
        if let last = update.stages.last, !last.update.reloadedItems.isEmpty || !last.update.reloadedSections.isEmpty {
            let reloaded = last.update.reloadedItems
            let reloadedSections = last.update.reloadedSections
            forgetHeights { cache in
                for path in reloaded {
                    if let row = last.data.storedItem(at: path)?.base as? AnyRow { cache[row.id] = nil }
                }
                guard let sections = last.data.sections else { return }
                for index in reloadedSections where sections.indices.contains(index) {
                    for item in sections[index].items { if let row = item.base as? AnyRow { cache[row.id] = nil } }
                }
            }
        }
        if cachesTokenRows, let previous { carryTokenRowHeights(from: previous, to: shown, through: update) }
        let removesRows = update.stages.contains {
            !$0.update.deletedItems.isEmpty || !$0.update.deletedSections.isEmpty
        }
        guard removesRows || cachesTokenRows else { return }
        var alive = Set<ItemIdentity>()
        for section in shown {
            for item in section.items { if let row = item.base as? AnyRow { alive.insert(row.id) } }
        }
        forgetHeights { $0 = $0.filter { alive.contains($0.key) } }
        cachesTokenRows = heightCache.keys.contains(where: \.isToken)
    }

    /// Gives each row whose identity is a token the cached height of the row whose place it takes, when `update`
    /// (whose reloads were forgotten already) moves that row there without reloading it: the same row to the diff.
    private func carryTokenRowHeights(
        from previous: [StorageSection], to shown: [StorageSection], through update: ContentUpdate
    ) {
        var places: [ItemPath: ItemPath] = [:]  // where each cached token row was, to where it is now
        for (section, rows) in previous.enumerated() {
            for (item, wrap) in rows.items.enumerated() {
                guard let row = wrap.base as? AnyRow, row.id.isToken, heightCache[row.id] != nil else { continue }
                let path = ItemPath(item: item, section: section)
                places[path] = path
            }
        }
        guard !places.isEmpty else { return }
        var counts = previous.map(\.items.count)
        for stage in update.stages {
            let after = stage.data.counts
            let destinations = stage.update.destinations(of: places.values, before: counts, after: after)
            places = places.compactMapValues { destinations[$0] }
            counts = after
        }
        for (old, new) in places {
            guard let oldRow = previous[old.section].items[old.item].base as? AnyRow,
                shown.indices.contains(new.section), shown[new.section].items.indices.contains(new.item),
                let newRow = shown[new.section].items[new.item].base as? AnyRow, newRow.id.isToken,
                let height = heightCache[oldRow.id]
            else { continue }
            heightCache[newRow.id] = height
        }
    }

    /// Finds the identities more than one row of `shown` has, and forgets their heights.
    private func learnSharedIdentities(in shown: [StorageSection]) {
        var seen = Set<ItemIdentity>()
        var shared = Set<ItemIdentity>()
        for section in shown {
            for item in section.items {
                if let row = item.base as? AnyRow, !seen.insert(row.id).inserted { shared.insert(row.id) }
            }
        }
        sharedIdentities = shared
        guard !shared.isEmpty, heightCache.keys.contains(where: shared.contains) else { return }
        forgetHeights { cache in for id in shared { cache[id] = nil } }
    }

    /// Runs `forget` on the height cache, and gives the cache a new token: no row keeps a height from before.
    private func forgetHeights(_ forget: (inout [ItemIdentity: Double]) -> Void) {
        forget(&heightCache)
        heightCacheToken = RowDispatch.newHeightCacheToken()
    }

    // MARK: Answers

    /// The row's height: its own, automatic, its cell type's default, or `nil`.
    func height(of row: AnyRow, at path: ItemPath) -> Double? {
        switch row.height {
        case .fixed(let points)?: return points
        case .automatic?: return nil
        case .computed(let body)?:
            if let kept = row.cachedHeight(under: heightCacheToken) { return kept }
            if !sharedIdentities.isEmpty, sharedIdentities.contains(row.id) {
                heightComputations += 1
                let published = publishCount
                let points = computeHeight(body, of: row, at: path)
                if publishCount == published { row.cacheHeight(points, under: heightCacheToken) }
                return points
            }
            if let cached = heightCache[row.id] {
                row.cacheHeight(cached, under: heightCacheToken)
                return cached
            }
            heightComputations += 1
            let published = publishCount
            let points = computeHeight(body, of: row, at: path)
            // A closure that edited the content computed from what it read before.
            guard publishCount == published else { return points }
            heightCache[row.id] = points
            if row.id.isToken { cachesTokenRows = true }
            row.cacheHeight(points, under: heightCacheToken)
            return points
        case nil:
            return defaultHeights[ObjectIdentifier(row.cellType)]
                ?? (row.cellType as? any DeclarativeCell.Type)?.defaultHeight
        }
    }

    /// `body`'s answer for `row`, with its reads tracked when the row's model is an `@Observable` object: a change
    /// to what it read forgets the row's height (``forgetLiveHeight(of:)``).
    private func computeHeight(
        _ body: @MainActor (Any, ItemPath) -> Double, of row: AnyRow, at path: ItemPath
    ) -> Double {
        liveHeights.height(of: row) { body(row.anyModel, path) }
    }

    /// What the height closure of the row identified by `id` read changed: its height is computed again when next
    /// asked, and the dispatchers showing the rows are told on the next turn (hosts lay out again).
    func forgetLiveHeight(of id: ItemIdentity) {
        liveHeights.fired(id)
        forgetHeights { $0[id] = nil }
        liveHeights.scheduleNotification(for: self)
    }

    /// The row's estimated height: its own fixed estimate, else (when it has no rule) its cell type's; or `nil`.
    func estimatedHeight(of row: AnyRow) -> Double? {
        switch row.estimatedHeight {
        case .fixed(let points)?: return points
        case nil: return (row.cellType as? any DeclarativeCell.Type)?.estimatedHeight
        case .computed?, .automatic?: return nil
        }
    }

    func cellMapping(for row: AnyRow) -> ViewMapping? {
        if let identifier = row.givenReuseIdentifier {
            let key = MappingKey(type: row.mappingKey, reuseIdentifier: identifier)
            if let mapping = cellMappingsByIdentifier[key] { return mapping }
            let mapping = row.makeMapping()
            cellMappingsByIdentifier[key] = mapping
            return mapping
        }
        if let mapping = cellMappings[row.mappingKey] { return mapping }
        let mapping = row.makeMapping()
        if let mapping { cellMappings.insert(mapping, for: row.mappingKey) }
        return mapping
    }

    func supplementaryMapping(for view: AnySectionView, kind: ViewKind) -> ViewMapping? {
        let key = SupplementaryKey(type: view.mappingKey, kind: kind, reuseIdentifier: view.givenReuseIdentifier)
        if let mapping = supplementaryMappings[key] { return mapping }
        let mapping = view.makeMapping(kind: kind)
        supplementaryMappings[key] = mapping
        return mapping
    }

    /// `model` as a row, with its cell mapping, when `type` (the model's dynamic type) is a row type this dispatch
    /// has learned; `nil` otherwise. Found by the type, with no cast of the model: the mappings of rows with their
    /// type's reuse identifier are keyed by rows' own class types, so an instance of `type` is a row. A row with a
    /// reuse identifier of its own has its own mapping.
    ///
    /// The row is handed back unretained (a retain and a release of each row shown, saved): it is valid for as long
    /// as the caller holds `model`, which holds the row.
    func learnedRow(_ model: Any, ofType type: ObjectIdentifier) -> (row: Unmanaged<AnyRow>, mapping: ViewMapping)? {
        // No closure here (`Optional.map`): a closure formed in a main-actor method checks, each time it runs, that
        // it runs on the main actor, which costs more than the rest of this lookup.
        guard let typeMapping = cellMappings[type] else { return nil }
        let row: Unmanaged<AnyRow>
        if let instance = exactInstance(in: model, ofClass: type) {
            row = Unmanaged.passUnretained(unsafeDowncast(instance, to: AnyRow.self))
        } else if let cast = model as? AnyRow {
            row = Unmanaged.passUnretained(cast)
        } else {
            return nil
        }
        let hasOwnIdentifier = withUnretained(row) { $0.hasGivenReuseIdentifier }
        guard hasOwnIdentifier else { return (row, typeMapping) }
        return (row, withUnretained(row) { cellMapping(for: $0) } ?? typeMapping)
    }

    /// The mapping of a row or section view; `nil` for any other model.
    func viewMapping(for model: Any, kind: ViewKind) -> ViewMapping? {
        if kind == .cell, let row = model as? AnyRow { return cellMapping(for: row) }
        if let view = model as? AnySectionView { return supplementaryMapping(for: view, kind: kind) }
        return nil
    }

    /// A row's or section view's own answer to `event`.
    ///
    /// Heights are answered by the event's name, with no generic work per row: UIKit asks them of every row as it
    /// lays out (`EventKey.answer(as:)`, or an optional of the generic `Result` held here, would make generic
    /// metadata on each ask, which costs more than the rest of the answer).
    func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, model: Any, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let row = model as? AnyRow { return answer(event, row: row, at: path, view: view, argument: argument) }
        guard let sectionView = model as? AnySectionView, case .fixed(let points)? = sectionView.height else {
            return nil
        }
        let name = event.name
        guard name == EventKey.heightForHeader.name || name == EventKey.heightForFooter.name else { return nil }
        return event.reinterpretedAnswer(points)
    }

    /// `row`'s own answer to `event`: its height rules, then its event closures.
    private func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, row: AnyRow, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        let name = event.name
        if name == EventKey.heightForCell.name {
            if let points = height(of: row, at: path) { return event.reinterpretedAnswer(points) }
        } else if name == EventKey.estimatedHeightForCell.name {
            if let points = estimatedHeight(of: row) { return event.reinterpretedAnswer(points) }
        }
        guard let handler = row.eventsIfAny?.handler(for: event) else { return nil }
        return handler.call(view, row.anyModel, path, argument)
    }

    /// A row's or section view's own model; any other model as it is.
    static func registryModel(for model: Any) -> Any {
        if let row = model as? AnyRow { return row.anyModel }
        if let view = model as? AnySectionView { return view.anyModel }
        return model
    }
}
