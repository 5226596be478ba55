/// Something a user of Trellis did that Trellis survived but that is almost certainly a mistake.
///
/// Each anomaly has a long ``message`` for people (what happened, where, and what to do) and a
/// ``shortMessage`` for analytics. Anomalies go to ``AnomalyReporter``, whose handler you can replace.
public enum Anomaly: Hashable, Sendable, CustomStringConvertible {
    /// Items or sections share an identity.
    case duplicateIdentity(DuplicateIdentity)
    /// A storage edit was refused; the storage is unchanged.
    case invalidStorageEdit(StorageError)
    /// A storage was edited while it was delivering an update to its observers, or from code one of its edits called
    /// (an anomaly handler, a getter); the edit was deferred until then.
    case editDuringUpdate(operation: String)
    /// No registered view can show a model; nothing is shown for it. Reported once per model type and kind (naming
    /// the first model and path met) until the registrations change: asking for the row again, or for another row
    /// of the type, has the same cause.
    case noMapping(MissingMapping)
    /// Several mappings fit a model equally well; the earliest registered is used.
    case ambiguousMappings(AmbiguousMappings)
    /// One reuse identifier was registered for two view types; a host would dequeue the wrong type for one of them.
    case reuseIdentifierConflict(ReuseIdentifierConflict)
    /// A host had no view for a mapping's reuse identifier, or gave a view of another type. Reported once per view
    /// type and kind (with the first path met) until the registrations change: every row of the type has the same
    /// cause.
    case viewUnavailable(ViewUnavailable)
    /// An event closure was registered for a type that no mapping shows: it can never fire.
    case eventCannotFire(EventCannotFire)
    /// A mapping's declared model matches none of the models shown: its view never appears.
    case mappingMatchesNothing(UnmatchedMapping)
    /// Trellis was called from a thread other than the main thread (UIKit calling a data source from a background
    /// queue, or pre-concurrency code calling a host). The call was answered with a safe default and changed nothing.
    case offMainActor(operation: String, thread: String)
    /// A host was about to apply a batch that UIKit would refuse (and raise `NSInternalInconsistencyException` on);
    /// it reloaded the view instead, without animation.
    case rejectedBatchUpdate(RejectedUpdate)
    /// A manager (with its proxy and event closures) is still alive and observing content after the view it served
    /// was deallocated: usually a closure that captures its owner strongly, or a manager kept in a long-lived place.
    case outlivedView(manager: String)
    /// A cascading node was given a child that is the node itself or one of its ancestors, which would make the tree
    /// a cycle (every question about it would go round for ever). The child was not added.
    case cascadingCycle(node: String, child: String)
    /// A cascading node was given a `CascadingRoot` as a child: a root publishes to its own observers, so what changed
    /// inside it would never reach the host of the tree it was put in. The child was not added.
    case cascadingRootAsChild(node: String, child: String)
    /// The content changed while a host was configuring a view (a cell's `update(with:)`, a content configuration, a
    /// dequeue closure edited it): the host was in the middle of laying out its cells, so the update waited until the
    /// view was configured (UIKit: the next turn of the main queue), and the rows on screen were configured again.
    case contentEditedWhileConfiguringView(host: String)
    /// A cascading node's `moveRow(at:to:)` override moved a row the user moved on screen in its data, but did not
    /// call `setNeedsUpdate()`: the root published the move itself (otherwise the next update would have replayed it).
    case cascadingMoveNotPublished(node: String, from: ItemPath, to: ItemPath)
    /// A cascading node's rows changed without `setNeedsUpdate()` (a CascadingTableDelegate habit: change the data,
    /// then `tableView.reloadData()`, which does not read a Trellis tree again): the view still showed `shown` rows in
    /// `section` where the node now has `now`. Rows it no longer has were not asked of it, and the root published the
    /// change itself on the next turn of the main queue.
    case cascadingRowsChangedWithoutUpdate(node: String, section: Int, shown: Int, now: Int)
    /// A value a closure or a caller gave is not usable (a height that is NaN, infinite or negative, say); Trellis
    /// used `replacement` instead.
    case invalidValue(InvalidValue)
    /// A view was to come from a nib or a storyboard prototype cell that does not exist; its class was registered
    /// instead (so its outlets are `nil`).
    case viewSourceMissing(MissingViewSource)
    /// A call was to find an item by its model, but the model has no identity of its own (neither `Identifiable`,
    /// `Hashable` nor a class instance), so no item can be found from it (each copy of such a value is a new item);
    /// nothing changed. `alternative` says how to address the item instead.
    case modelWithoutIdentity(operation: String, model: String, alternative: String)
    /// A declarative section was bound to a source (`bind(section:...)`) by an id no section of the content has: the
    /// rows the source gives are kept, and shown once a section with that id is added. `sections` lists the ids the
    /// content has.
    case boundSectionMissing(operation: String, section: String, sections: [String])
    /// The app set rows of its own on a declarative section that a binding fills (`bind(section:)`): they were replaced
    /// by the binding's rows.
    case boundSectionRowsReplaced(section: String)
    /// A cascading tree made for one table (a `CascadingTableRoot`, whose nodes are given one `tableView`) was
    /// attached to a second table while the first still shows it: its nodes now get the second table in every call.
    case cascadingTreeOnTwoTables(root: String)
    /// A manager was attached to a view another manager was driving. A view has one data source, and the last attach
    /// wins (as setting UIKit's `dataSource` does): the `displaced` manager was detached, so edits of its content no
    /// longer reach the view.
    case viewDrivenByTwoManagers(view: String, displaced: String, attached: String)
    /// A manager was attached to a second view while the first it drove was still in a window, without `detach()`:
    /// the first view was let go (its data source and delegates set to `nil`), since a manager drives one view.
    case managerMovedToAnotherView(manager: String, view: String)

    /// What happened, where, and what to do about it.
    public var message: String {
        switch self {
        case .duplicateIdentity(let duplicate):
            return "Trellis: \(duplicate). \(duplicate.policy.outcome), but a diff cannot tell duplicates apart: "
                + "give each \(duplicate.isSection ? "section a unique id" : "item a unique identity (`Identifiable.id`)"), "
                + "or choose a `DuplicatePolicy`."
        case .invalidStorageEdit(let error):
            return "Trellis: a storage edit was refused and nothing changed: \(error.message)"
        case .editDuringUpdate(let operation):
            return "Trellis: `\(operation)` was called while the content was delivering an update to its observers, "
                + "or making another edit (from code that edit called: an anomaly handler, a getter it read). It was "
                + "applied after that, as a separate update. Edit content from outside these callbacks."
        case .noMapping(let missing):
            let registered =
                missing.registeredForKind.isEmpty
                ? "No \(missing.kind) view is registered at all."
                : "Registered \(missing.kind) views: \(missing.registeredForKind.joined(separator: ", ")); none shows a \(missing.modelType) there."
            return
                "Trellis: no \(missing.kind) view is mapped for \(missing.model) (a \(missing.modelType)) at \(missing.path). "
                + "\(registered) Register a view whose `ModelTransfer.Model` is \(missing.modelType), a superclass of it, "
                + "or a protocol it conforms to: `register(SomeView.self\(missing.kind == .cell ? "" : ", as: .\(missing.kind)"))`; "
                + "or check the conditions of the mappings that should show it."
        case .ambiguousMappings(let ambiguous):
            return "Trellis: \(([ambiguous.chosen] + ambiguous.others).joined(separator: " and ")) can all show a "
                + "\(ambiguous.modelType) as a \(ambiguous.kind), equally well; \(ambiguous.chosen), registered first, is used. "
                + "Unregister the others, or give them conditions (`when: .section(_:)` or a predicate)."
        case .viewUnavailable(let unavailable):
            if let dequeued = unavailable.dequeuedType {
                return
                    "Trellis: the host gave a \(dequeued) for the reuse identifier \"\(unavailable.reuseIdentifier)\" at "
                    + "\(unavailable.path) (\(unavailable.kind)), which is not the mapping's view type, so it was not configured. "
                    + "Register each view type with its own reuse identifier."
            }
            return "Trellis: the host has no view for the reuse identifier \"\(unavailable.reuseIdentifier)\" at "
                + "\(unavailable.path) (\(unavailable.kind)). Register the view with the host (UIKit: `register(_:forCellReuseIdentifier:)`; "
                + "Trellis managers do it when you register a mapping), or make it a `ConstructibleView` for hosts that create views."
        case .eventCannotFire(let event):
            return
                "Trellis: a `\(event.event)` closure is registered for \(event.type), but no mapping shows a \(event.type), "
                + "so it can never fire. Register a view for it, or remove the closure."
        case .mappingMatchesNothing(let unmatched):
            return
                "Trellis: \(unmatched.view) is registered to show \(unmatched.model) (\(unmatched.kind)), but no model shown "
                + "is one: the content holds \(unmatched.modelTypesShown.joined(separator: ", ")). Check the view's "
                + "`ModelTransfer.Model` (a view model instead of the model, an optional, a different protocol), or remove the mapping."
        case .reuseIdentifierConflict(let conflict):
            return
                "Trellis: the reuse identifier \"\(conflict.identifier)\" is registered for \(conflict.registered) and now "
                + "\(conflict.registering) (\(conflict.kind)). A host keeps one class per identifier, so one of them would be "
                + "dequeued as the other. Pass a distinct `reuseIdentifier:` to one of them."
        case .offMainActor(let operation, let thread):
            return
                "Trellis: `\(operation)` was called on \(thread), not on the main thread. Storages, dispatchers and hosts "
                + "are main-actor objects (UIKit's are too): the call was answered with a safe default and changed nothing. "
                + "Hop to the main actor first (`await MainActor.run { ... }` or `DispatchQueue.main.async`)."
        case .rejectedBatchUpdate(let rejected):
            let recent =
                rejected.recentUpdates.isEmpty
                ? "none" : rejected.recentUpdates.map { "[\($0)]" }.joined(separator: ", ")
            return "Trellis: stage \(rejected.stage) of an update would have crashed the \(rejected.view) "
                + "(\(rejected.violations.joined(separator: " "))). The \(rejected.view) was reloaded without animation instead. "
                + "Counts shown before: \(rejected.before); counts of the content after: \(rejected.after); the batch: "
                + "[\(rejected.update)]; the updates before it: \(recent). The content changed without telling its observers, "
                + "or a hand-written update does not match the data: change content only through its editing API."
        case .outlivedView(let manager):
            return
                "Trellis: a \(manager) still observes its content after its view was deallocated. The manager, its proxy "
                + "and your event closures stay alive: check closures for strong captures of your view controller "
                + "(`[weak self]`), and release the manager with its view."
        case .cascadingCycle(let node, let child):
            return
                "Trellis: \(child) was given to \(node) as a child, but it is \(node == child ? "the node itself" : "one of its ancestors"): "
                + "the tree would be a cycle, so it was not added. A node has one place in one tree; build the tree from the root down."
        case .cascadingRootAsChild(let node, let child):
            return
                "Trellis: \(child), a CascadingRoot, was given to \(node) as a child. A root sends its changes to its own "
                + "observers, so nothing that changed inside it would reach this tree's host; it was not added. Give its "
                + "children to this tree instead (or a CascadingNode holding them), and keep one root per view."
        case .contentEditedWhileConfiguringView(let host):
            return
                "Trellis: the content changed while \(host) was configuring a view (a cell's update(with:), a content "
                + "configuration or a dequeue closure edited it), in the middle of laying out its cells. The update was "
                + "applied once the view was configured, and the rows on screen were configured again. Configure views "
                + "from their model only; make the edit elsewhere (after an async hop, or from the code that loads the data)."
        case .cascadingMoveNotPublished(let node, let from, let to):
            return
                "Trellis: \(node).moveRow(at: \(from), to: \(to)) moved the row in its data but did not call setNeedsUpdate(), "
                + "so the tree had not published the move (the next update would have moved the row a second time on a view "
                + "that already shows it). The root published it; call setNeedsUpdate() at the end of your moveRow(at:to:) override."
        case .cascadingRowsChangedWithoutUpdate(let node, let section, let shown, let now):
            return
                "Trellis: \(node) (section \(section)) now has \(now) rows, but the view shows the \(shown) it last published: "
                + "its data changed without setNeedsUpdate() (tableView.reloadData() does not read a Trellis tree again). Rows it "
                + "no longer has were not asked of it, and the root published the change itself. Call setNeedsUpdate() on the "
                + "node after changing its data, instead of tableView.reloadData()."
        case .invalidValue(let invalid):
            return
                "Trellis: \(invalid.what) was \(invalid.value) at \(invalid.place), which \(invalid.why); \(invalid.replacement) was used "
                + "instead. Return a finite value of 0 or more (or nil for the host's own)."
        case .viewSourceMissing(let missing):
            return
                "Trellis: \(missing.view) (\(missing.kind)) was to come from \(missing.wanted), but \(missing.missing); its "
                + "class was registered with the reuse identifier \"\(missing.reuseIdentifier)\" instead, so what the nib or "
                + "storyboard sets up (outlets, subviews) is missing. \(missing.remedy)"
        case .modelWithoutIdentity(let operation, let model, let alternative):
            return
                "Trellis: \(operation) was given a \(model), a value with no identity of its own (neither Identifiable, Hashable "
                + "nor a class instance), so no item could be found from it and nothing changed. Give \(model) an id "
                + "(Identifiable) or make it Hashable, or address the item by \(alternative)."
        case .boundSectionMissing(let operation, let section, let sections):
            let known =
                sections.isEmpty ? "it has no sections yet" : "its sections are \(sections.joined(separator: ", "))"
            return
                "Trellis: \(operation) bound the section \(section), but the content has no section with that id (\(known)), "
                + "so the rows it follows are not shown. Bind the id of one of its sections, or add a ListSection with this id: "
                + "the bound rows appear in it as soon as it is added."
        case .boundSectionRowsReplaced(let section):
            return
                "Trellis: the section \(section) is bound to a source (bind(section:)), so its rows are the ones the source "
                + "builds: the rows your code set on it were replaced. Cancel the binding to show rows of your own, or put "
                + "them in another section (a \"Load more\" row, say)."
        case .cascadingTreeOnTwoTables(let root):
            return
                "Trellis: \(root) was attached to a second table while the first still shows it; a CascadingTableRoot gives "
                + "its nodes one tableView, so from now on every node method gets the second table, also for the first "
                + "table's rows. Make one tree per table (or detach the first table's manager first)."
        case .viewDrivenByTwoManagers(let view, let displaced, let attached):
            return
                "Trellis: a \(attached) was attached to a \(view) that a \(displaced) was driving. A view has one data source and "
                + "the last attach wins, as setting UIKit's dataSource does: the \(displaced) was detached, so edits of its content "
                + "no longer reach this \(view) (they would have reloaded it over the other manager's rows). Give each view one "
                + "manager: call detach() on the first before attaching another, or show both contents through one manager."
        case .managerMovedToAnotherView(let manager, let view):
            return
                "Trellis: a \(manager) was attached to another \(view) while the one it drove is still in a window. A manager "
                + "drives one view at a time: the first \(view) was let go (its data source and delegates are nil now, so it "
                + "shows no rows after its next reload). Call detach() before attaching the manager elsewhere, or give each "
                + "view its own manager."
        }
    }

    /// A short, stable text for analytics: the kind of anomaly without the details.
    public var shortMessage: String {
        switch self {
        case .duplicateIdentity(let duplicate):
            return duplicate.isSection ? "duplicate section identity" : "duplicate item identity"
        case .invalidStorageEdit(let error): return "invalid storage edit: \(error.kind)"
        case .editDuringUpdate: return "edit during update"
        case .noMapping: return "no mapping"
        case .ambiguousMappings: return "ambiguous mappings"
        case .reuseIdentifierConflict: return "reuse identifier conflict"
        case .viewUnavailable: return "view unavailable"
        case .eventCannotFire: return "event cannot fire"
        case .mappingMatchesNothing: return "mapping matches nothing"
        case .offMainActor: return "call off the main actor"
        case .rejectedBatchUpdate: return "rejected batch update"
        case .outlivedView: return "manager outlived its view"
        case .cascadingCycle: return "cascading cycle"
        case .cascadingRootAsChild: return "cascading root as child"
        case .contentEditedWhileConfiguringView: return "content edited while configuring a view"
        case .cascadingMoveNotPublished: return "cascading move not published"
        case .cascadingRowsChangedWithoutUpdate: return "cascading rows changed without update"
        case .invalidValue(let invalid): return "invalid \(invalid.what)"
        case .viewSourceMissing: return "view source missing"
        case .modelWithoutIdentity: return "model without identity"
        case .boundSectionMissing: return "bound section missing"
        case .boundSectionRowsReplaced: return "bound section rows replaced"
        case .cascadingTreeOnTwoTables: return "cascading tree on two tables"
        case .viewDrivenByTwoManagers: return "view driven by two managers"
        case .managerMovedToAnotherView: return "manager moved to another view"
        }
    }

    /// The ``message``.
    public var description: String { message }
}
