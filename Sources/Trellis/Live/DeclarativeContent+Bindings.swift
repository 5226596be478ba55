// What a declarative section bound to a source (an `@Observable` array, an `AsyncSequence`, a `MemoryStorage`) shows:
// the rows built from the source's newest value, kept by section id. They are put in the section with that id when
// the source changes and whenever the sections change, so a screen rebuilt by setting `sections` (or `set { ... }`)
// keeps the bound rows, and a bound section added later shows them at once.

/// What a bound section follows: a live source's binding, or a storage's observation.
enum BoundSource {
    case live(LiveBinding)
    case storage(ContentObservation)

    /// Stops following the source.
    func stop() {
        switch self {
        case .live(let binding): binding.cancel()
        case .storage(let observation): observation.cancel()
        }
    }
}

/// The rows a binding built last, and the binding (none for a storage's: it lasts as long as the content).
struct BoundRows {
    var rows: [AnyRow]
    let binding: LiveBinding?

    /// Whether the binding was cancelled: the section then keeps what it shows, and nothing more.
    var isCancelled: Bool { binding?.isCancelled ?? false }
}

extension DeclarativeContent {
    /// Makes `source` what the section identified by `identity` follows, stopping what it followed before: two
    /// sources would each replace the other's rows, and the section would show whichever changed last. The rows the
    /// earlier source built stay until the new one delivers.
    func follow(_ identity: ItemIdentity, with source: BoundSource) {
        boundSources.updateValue(source, forKey: identity)?.stop()
        guard let kept = boundRows[identity] else { return }
        if case .live(let binding) = source {
            boundRows[identity] = BoundRows(rows: kept.rows, binding: binding)
        } else {
            boundRows[identity] = BoundRows(rows: kept.rows, binding: nil)
        }
    }

    /// Makes `rows` the rows of the section identified by `identity`, now (when the content has it) and whenever
    /// the sections change.
    ///
    /// `edit`, when given, says how `rows` were made from the rows bound before (deletions, insertions and moves in
    /// section 0, then reloads at indexes of `rows`): when the section holds those rows still, it keeps the wraps of
    /// the rows kept and its update is that edit, not a diff (``ListSection/replaceRows(_:edited:reloads:)``).
    func setBoundRows(
        _ rows: [AnyRow], of identity: ItemIdentity, binding: LiveBinding?,
        edit: (structural: BatchUpdate, reloads: [Int])? = nil
    ) {
        let before = boundRows.updateValue(BoundRows(rows: rows, binding: binding), forKey: identity)?.rows
        guard let index = sections.firstIndex(where: { $0.id == identity }) else { return }
        if let edit, let before, _sharesStorage(sections[index].rows, before) {
            sections[index].replaceRows(rows, edited: edit.structural, reloads: edit.reloads)
        } else {
            sections[index].rows = rows
        }
    }

    /// Reports a binding of `identity` when the content has no section with that id: nothing is shown until one is
    /// added.
    func reportMissingBoundSection(_ identity: ItemIdentity, operation: String) {
        guard !sections.contains(where: { $0.id == identity }) else { return }
        report(
            .boundSectionMissing(
                operation: operation, section: identity.description,
                sections: sections.map(\.id.description)))
    }

    /// Puts each binding's rows back in the section of `sections` with its id, where the app's new sections hold
    /// others.
    func applyingBoundRows(to sections: inout [ListSection]) {
        for (identity, bound) in boundRows where bound.isCancelled { boundRows[identity] = nil }
        guard !boundRows.isEmpty else { return }
        for index in sections.indices {
            guard let bound = boundRows[sections[index].id], !_sharesStorage(sections[index].rows, bound.rows),
                !sections[index].rows.elementsEqual(bound.rows, by: ===)
            else { continue }
            // A rebuilt screen builds the bound section empty; rows of the app's own there would go unseen.
            if !sections[index].rows.isEmpty {
                report(.boundSectionRowsReplaced(section: sections[index].id.description))
            }
            sections[index].rows = bound.rows
        }
    }
}
