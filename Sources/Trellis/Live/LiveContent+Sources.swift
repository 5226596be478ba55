// The sources a live section follows: an `@Observable` model's array (read inside observation tracking, read again
// on the next main-actor turn after a change: the changes of one turn arrive once), or an `AsyncSequence` of arrays.
// Elements that are `Sendable` may be diffed off the main actor; others are diffed on it. A section follows one
// source: binding it again cancels the earlier binding.

extension LiveContent {
    /// Makes `section` show `read()`, read now and again whenever an `@Observable` property it reads changes. Binding
    /// `section` again (to any source) cancels this binding.
    ///
    /// - Returns: The binding; ``LiveBinding/cancel()`` stops following the source.
    @discardableResult
    public func bind<Element: Sendable>(section: Int, observing read: @escaping @MainActor () -> [Element])
        -> LiveBinding
    {
        bind(section: section, sendable: true, observing: read)
    }

    /// Makes `section` show `read()`, as above, for elements that are not `Sendable` (diffed on the main actor).
    @discardableResult
    public func bind<Element>(section: Int, observing read: @escaping @MainActor () -> [Element]) -> LiveBinding {
        bind(section: section, sendable: false, observing: read)
    }

    /// Makes `section` show each array `sequence` produces, until it ends.
    @discardableResult
    public func bind<Sequence: AsyncSequence & Sendable, Element: Sendable>(
        section: Int, to sequence: Sequence
    ) -> LiveBinding where Sequence.Element == [Element] {
        let binding = LiveBinding()
        follow(section, with: binding)
        LiveTracking.follow(sequence, binding: binding) { [weak self] elements in
            guard let self else { return false }
            receive(elements.map { AnyItem($0) }, forSection: section, sendable: true)
            return true
        }
        return binding
    }

    private func bind<Element>(
        section: Int, sendable: Bool, observing read: @escaping @MainActor () -> [Element]
    ) -> LiveBinding {
        let binding = LiveBinding()
        follow(section, with: binding)
        LiveTracking.follow(read, binding: binding) { [weak self] elements in
            guard let self else { return false }
            receive(elements.map { AnyItem($0) }, forSection: section, sendable: sendable)
            return true
        }
        return binding
    }

    /// Makes `binding` what `section` follows, cancelling the binding it followed before: two sources would each
    /// replace the other's items, and the section would show whichever changed last.
    private func follow(_ section: Int, with binding: LiveBinding) {
        bindings.updateValue(binding, forKey: section)?.cancel()
    }
}
