public import Trellis

// DTTableViewManager's vocabulary on the manager itself: `register`, `registerHeader`, `registerFooter`, the
// `unregister` trio, and `memoryStorage`, each a thin door to the dispatcher's registry and the content.

extension ViewManager {
    /// Registers `cell` to show its `Model` (DTTableViewManager's `manager.register(PostCell.self)`): the same as
    /// `registry.register(cell, ...)`. The manager registers the class with the view when it first dequeues it.
    ///
    /// - Parameters:
    ///   - cell: The cell type.
    ///   - reuseIdentifier: The identifier to dequeue it with; by default the type's name.
    ///   - condition: Where the mapping applies beyond the model's type (`.section(0)`, a predicate).
    ///   - events: Attaches typed event closures to the mapping (`$0.didSelect { cell, model, path in ... }`).
    @discardableResult
    public func register<Cell: ModelTransfer>(
        _ cell: Cell.Type, reuseIdentifier: String? = nil, when condition: MappingCondition = .always,
        events: (TypedViewMapping<Cell>) -> Void = { _ in }
    ) -> ViewMapping {
        registry.register(cell, as: .cell, reuseIdentifier: reuseIdentifier, when: condition, events: events)
    }

    /// Registers `cell`, a ``Trellis/DeclarativeCell``, configured with `configure(_:path:)`.
    @discardableResult
    public func register<Cell: DeclarativeCell>(
        _ cell: Cell.Type, reuseIdentifier: String? = nil, when condition: MappingCondition = .always,
        events: (TypedViewMapping<Cell>) -> Void = { _ in }
    ) -> ViewMapping {
        registry.register(cell, as: .cell, reuseIdentifier: reuseIdentifier, when: condition, events: events)
    }

    /// Registers `view` to show its `Model` as section headers (DTTableViewManager's `registerHeader`). A `String`
    /// header needs no view: it is shown as the section's title.
    @discardableResult
    public func registerHeader<View: ModelTransfer>(
        _ view: View.Type, reuseIdentifier: String? = nil, when condition: MappingCondition = .always,
        events: (TypedViewMapping<View>) -> Void = { _ in }
    ) -> ViewMapping {
        registry.register(view, as: .header, reuseIdentifier: reuseIdentifier, when: condition, events: events)
    }

    /// Registers `view` to show its `Model` as section footers (DTTableViewManager's `registerFooter`).
    @discardableResult
    public func registerFooter<View: ModelTransfer>(
        _ view: View.Type, reuseIdentifier: String? = nil, when condition: MappingCondition = .always,
        events: (TypedViewMapping<View>) -> Void = { _ in }
    ) -> ViewMapping {
        registry.register(view, as: .footer, reuseIdentifier: reuseIdentifier, when: condition, events: events)
    }

    /// Removes the cell mappings of `cell`.
    public func unregister<Cell: ModelTransfer>(_ cell: Cell.Type) { registry.unregister(cell, as: .cell) }

    /// Removes the header mappings of `view`.
    public func unregisterHeader<View: ModelTransfer>(_ view: View.Type) { registry.unregister(view, as: .header) }

    /// Removes the footer mappings of `view`.
    public func unregisterFooter<View: ModelTransfer>(_ view: View.Type) { registry.unregister(view, as: .footer) }

    /// The storage to edit (DTTableViewManager's `manager.memoryStorage`): the content when it is a
    /// ``Trellis/MemoryStorage``; otherwise a storage of the manager's own, made on first use, which
    /// `attach(to:)` shows.
    public var memoryStorage: MemoryStorage {
        if let storage = content as? MemoryStorage { return storage }
        if let ownStorage { return ownStorage }
        let storage = MemoryStorage()
        ownStorage = storage
        return storage
    }
}
