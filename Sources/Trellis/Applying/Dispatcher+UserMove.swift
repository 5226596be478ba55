// A move the user made on screen: the view moved the row already, so the update the content sends for it is not
// applied, only taken as shown. But while the content moves the item, other code may change it too (a cascading node's
// `moveRow(at:to:)` that also adds a row, an observer that answers the move's update with an edit of its own, which
// runs before the move returns). Those changes are not on screen, and a host that took them as shown would show other
// rows than the content holds until some later update is refused. So the dispatcher keeps the updates sent during
// the move and, once the content has moved the item, checks that they add up to the user's move: their batches are
// exactly the move (`ContentUpdate.isExactly(_:)`: places and counts, no row refreshed), or, for a content that keeps
// its published sections, every place shows the same content as the moved rows (`ContentSnapshot.showsSameRows(as:
// after:)`: a row removed and inserted again; rows refreshed whose models compare equal). Otherwise the host reloads
// once the move returns (``UserMoveResult/movedAndChanged``): a row refreshed during the move may show other content
// than the cell the user dragged (a cascading node whose rows are known by their place refreshes every place the move
// shifted, and cannot say whether it renamed one; an observer that replaces the moved row's model).

/// The user's move being applied to the content, and the updates sent meanwhile.
@MainActor
struct UserMoveProgress {
    /// The move the view shows.
    let move: BatchUpdate.ItemMove
    /// What the view showed before the move, for a content that keeps its published sections anyway (no copy is
    /// made for it): the updates are compared row by row with it when their batches are not exactly the move.
    let before: ContentSnapshot?
    /// The stages of the updates sent since the move began, in order.
    var stages: [ContentUpdate.Stage] = []

    /// Whether the view, which made the move on screen, shows what the content holds after the updates: their
    /// batches are exactly the move, or the rows at every place show the same content as the moved rows do.
    var viewShowsContent: Bool {
        guard let final = stages.last?.data else { return true }
        if ContentUpdate(stages: stages).isExactly(move) { return true }
        return before?.showsSameRows(as: final, after: move) ?? false
    }
}

extension Dispatcher {
    /// Moves the item at `source` to `destination` in the content, because the user moved its row there on screen
    /// (`moveRowAt:to:`, `moveItemAt:to:`), then runs the `moveItem` closures with the moved model.
    ///
    /// The content moves the item inside ``performUserMove(_:)`` when it is an ``EditableContent``; the update it
    /// sends for the move is taken as shown (the view moved the row already). An update that does more than the
    /// move is not: the result is then ``UserMoveResult/movedAndChanged``, and the host reloads.
    ///
    /// - Returns: Whether the view shows the content now, or the host must reload (``UserMoveResult``).
    @discardableResult
    public func applyUserMove(from source: ItemPath, to destination: ItemPath) -> UserMoveResult {
        guard let model = model(at: source) else {
            registry.report(
                .invalidStorageEdit(
                    StorageError(
                        .itemOutOfRange, operation: "moveItem(at:to:)",
                        message:
                            "the view moved item \(source.item) of section \(source.section), which the content does not hold."
                    )))
            return .refused
        }
        if hasUpdatesWaiting {
            registry.report(
                .invalidStorageEdit(
                    StorageError(
                        .invalidArgument, operation: "moveItem(at:to:)",
                        message:
                            "the user moved a row while updates were waiting for an animation to end; the view reloads and shows "
                            + "the content's rows without the move.")))
            return .refused
        }
        let outer = userMoveInProgress
        userMoveInProgress = UserMoveProgress(
            move: BatchUpdate.ItemMove(source: source, target: destination),
            before: (content as? any RowBackedContent)?.publishedSections.snapshot)
        defer { userMoveInProgress = outer }
        guard let editable = content as? any EditableContent else {
            return closuresMoveItem(model, from: source, to: destination)
        }
        do {
            try performUserMove { () throws(StorageError) in try editable.moveItem(at: source, to: destination) }
        } catch {
            registry.report(.invalidStorageEdit(error))
            return .refused
        }
        guard userMoveInProgress?.viewShowsContent == false else {
            userMoveInProgress = outer
            _ = answer(.moveItem, kind: .cell, model: model, at: source, told: source, view: nil, argument: destination)
            return .moved
        }
        // The host reloads when this returns, so the updates the closures send are taken as shown too: the reload
        // shows them.
        performUserMove {
            _ = answer(.moveItem, kind: .cell, model: model, at: source, told: source, view: nil, argument: destination)
        }
        return .movedAndChanged
    }

    /// The move in a content the dispatcher cannot move items in (an outline, an app's own content): the `moveItem`
    /// closures move it, and the updates they send meanwhile are the move's, taken as shown when they add up to it.
    /// Content that publishes as it is edited (an outline) and sent none did not move the item: the view shows a move
    /// the content does not have. (Content that publishes later, or never, is trusted to have moved it.)
    private func closuresMoveItem(_ model: Any, from source: ItemPath, to destination: ItemPath) -> UserMoveResult {
        performUserMove {
            _ = answer(.moveItem, kind: .cell, model: model, at: source, told: source, view: nil, argument: destination)
        }
        guard let progress = userMoveInProgress else { return .moved }
        guard progress.stages.isEmpty else { return progress.viewShowsContent ? .moved : .movedAndChanged }
        guard source != destination, let published = content as? any RowBackedContent else { return .moved }
        registry.report(
            .invalidStorageEdit(
                StorageError(
                    .invalidArgument, operation: "moveItem(at:to:)",
                    message:
                        "the user moved item \(source.item) of section \(source.section) to \(destination), but \(type(of: published)) "
                        + "cannot move items itself and no moveItem closure moved it; the view reloads. Move the item in a "
                        + "moveItem closure (dispatcher.moveItem(...) or the row's onMove).")))
        return .refused
    }

    /// Takes `update`, sent while the dispatcher applies a move the user made on screen (``isApplyingUserMove``), as
    /// shown: the view moved the row already, so the update is not applied, and the dispatcher answers from the
    /// update's last stage. During ``applyUserMove(from:to:)``, the updates are kept: once the content has moved the
    /// item, they must add up to the user's move, or the move's result says the host must reload.
    public func absorbUserMove(_ update: ContentUpdate) {
        guard !update.isEmpty else { return }
        userMoveInProgress?.stages += update.stages
        if let final = update.finalSnapshot { show(final) }
        releaseShownIfCurrent()
    }
}
