// A declarative section that follows a live source: an `@Observable` model's array, or an `AsyncSequence` of arrays.
// Each new array rebuilds the section's rows (one `ListRow<Cell>` per model), and the content diffs and animates it
// with the rest, as for a section bound to a storage (`DeclarativeContent+Storage.swift`). The changes of one
// run-loop turn arrive once. Declarative content diffs on the main actor (it diffs all its sections each time); for
// large collections diffed off the main actor, use `LiveContent`.

extension DeclarativeContent {
    /// Makes the rows of the section identified by `sectionID` follow `read()`: one `ListRow<Cell>` per model,
    /// configured by `configure`, rebuilt now and whenever an `@Observable` property `read` reads changes. The
    /// section keeps these rows when the sections are set again (a rebuilt screen); a section with this id added
    /// later shows them. Binding an id the content has no section for is reported
    /// (``Anomaly/boundSectionMissing(operation:section:sections:)``). A section follows one source: binding it again
    /// cancels the earlier binding, and the section keeps its rows until the new source's first value.
    ///
    /// ```swift
    /// content.bind(section: "messages", observing: { inbox.messages }, as: MessageCell.self)
    /// ```
    ///
    /// - Returns: The binding; ``LiveBinding/cancel()`` stops following the source.
    @discardableResult
    public func bind<ID: Hashable, Cell: ModelTransfer>(
        section sectionID: ID, observing read: @escaping @MainActor () -> [Cell.Model], as cell: Cell.Type,
        configure: @escaping @MainActor (ListRow<Cell>) -> Void = { _ in }
    ) -> LiveBinding {
        let binding = LiveBinding()
        let identity = ItemIdentity(value: sectionID)
        reportMissingBoundSection(identity, operation: "DeclarativeContent.bind(section:observing:as:)")
        follow(identity, with: .live(binding))
        LiveTracking.follow(read, binding: binding) { [weak self, weak binding] models in
            guard let self else { return false }
            setRows(of: identity, to: models, binding: binding, configure: configure)
            return true
        }
        return binding
    }

    /// Makes the rows of the section identified by `sectionID` follow the arrays `sequence` produces, as
    /// ``bind(section:observing:as:configure:)`` follows an `@Observable` source. Following stops when the binding is
    /// cancelled, the sequence ends, the section is bound again, or the content goes.
    @discardableResult
    public func bind<ID: Hashable, Cell: ModelTransfer, Sequence: AsyncSequence & Sendable>(
        section sectionID: ID, to sequence: Sequence, as cell: Cell.Type,
        configure: @escaping @MainActor (ListRow<Cell>) -> Void = { _ in }
    ) -> LiveBinding where Sequence.Element == [Cell.Model], Cell.Model: Sendable {
        let binding = LiveBinding()
        let identity = ItemIdentity(value: sectionID)
        reportMissingBoundSection(identity, operation: "DeclarativeContent.bind(section:to:as:)")
        follow(identity, with: .live(binding))
        LiveTracking.follow(sequence, binding: binding) { [weak self, weak binding] models in
            guard let self else { return false }
            setRows(of: identity, to: models, binding: binding, configure: configure)
            return true
        }
        return binding
    }

    private func setRows<Cell: ModelTransfer>(
        of identity: ItemIdentity, to models: [Cell.Model], binding: LiveBinding?,
        configure: @MainActor (ListRow<Cell>) -> Void
    ) {
        let rows: [AnyRow] = models.map { model in
            let row = ListRow<Cell>(model)
            configure(row)
            return row
        }
        setBoundRows(rows, of: identity, binding: binding)
    }
}
