/// A declarative row: one model shown by one cell type, with the row's own closures for its events.
///
/// ```swift
/// ListSection(id: "countries", header: "Countries") {
///     for country in countries {
///         ListRow<CountryCell>(country)
///             .onTap { event in show(event.model); return .deselect(animated: true) }
///             .height(56)
///     }
/// }
/// ```
///
/// A row's closures answer before any closure registered on the dispatcher (see ``DispatchingContent``); events a
/// row does not answer fall through to closures registered for its model or cell type. Modifiers return the row,
/// so they chain.
@MainActor
public final class ListRow<Cell: ModelTransfer>: AnyRow {
    /// The row's model. (The row's first stored property: a cell reads it, with the row's class, from the row's
    /// first cache line when it can; see ``AnyRow``.)
    public let model: Cell.Model

    /// The identifier the host dequeues the row's cell with (the cell type's name unless given).
    public var reuseIdentifier: String { reuseIdentifierGiven ?? String(describing: Cell.self) }
    /// The identifier given at creation, if any (the cell type's name is not stored in each row).
    private let reuseIdentifierGiven: String?

    /// A row showing `model`, identified by the model.
    public init(_ model: Cell.Model, reuseIdentifier: String? = nil) {
        reuseIdentifierGiven = reuseIdentifier
        self.model = model
        super.init(model: model, id: nil)
    }

    /// A row showing `model`: Flow's `Row<Cell>(model:)` spelling.
    public convenience init(model: Cell.Model, reuseIdentifier: String? = nil) {
        self.init(model, reuseIdentifier: reuseIdentifier)
    }

    /// A row showing `model`, set up by `configure` (Flow's `Row<Cell>(model:) { row in ... }`):
    ///
    /// ```swift
    /// ListRow<CountryCell>(model: italy) { row in
    ///     row.onTap { _ in .deselect(animated: true) }
    /// }
    /// ```
    public convenience init(model: Cell.Model, reuseIdentifier: String? = nil, _ configure: (ListRow<Cell>) -> Void) {
        self.init(model, reuseIdentifier: reuseIdentifier)
        configure(self)
    }

    /// A row showing `model`, identified by `id` (give one when the model is not `Identifiable` nor `Hashable`,
    /// or when two rows show equal models).
    public init<ID: Hashable>(_ model: Cell.Model, id: ID, reuseIdentifier: String? = nil) {
        reuseIdentifierGiven = reuseIdentifier
        self.model = model
        super.init(model: model, id: ItemIdentity(value: id))
    }

    /// One row per model, in order (Flow's `Row.create`).
    public static func create<Models: Sequence>(
        _ models: Models, configure: (ListRow<Cell>) -> Void = { _ in }
    ) -> [ListRow<Cell>] where Models.Element == Cell.Model {
        models.map { model in
            let row = ListRow(model)
            configure(row)
            return row
        }
    }

    /// The cell type.
    override public var cellType: AnyObject.Type { Cell.self }

    private var dequeue: (@MainActor (Cell, Cell.Model, ItemPath) -> Void)?

    override func makeMapping() -> ViewMapping? {
        var makeView: (@MainActor () -> AnyObject)?
        if let constructible = Cell.self as? any ConstructibleView.Type {
            makeView = { constructible.init() }
        }
        // Whether the cell is configured with its path (a `DeclarativeCell`) is decided here, once per row type, not
        // for each cell; the row is read from the model's container (`castModel`), not cast by the runtime, and shows
        // itself (`configureCell`, which the dispatcher's per-cell path calls directly).
        var updateViewAtPath: (@MainActor (AnyObject, Any, ItemPath) -> Bool)?
        if Cell.self is any DeclarativeCell.Type {
            updateViewAtPath = { view, model, path in
                castModel(model, to: ListRow<Cell>.self)?.configureCell(view, at: path) ?? false
            }
        }
        return ViewMapping(
            kind: .cell, viewType: Cell.self, modelType: Cell.Model.self, reuseIdentifier: reuseIdentifier,
            condition: .always, order: 0, showsModel: { $0 is ListRow<Cell> },
            updateView: { view, model in castModel(model, to: ListRow<Cell>.self)?.configureCell(view, at: nil) ?? false
            },
            makeView: makeView,
            updateViewAtPath: updateViewAtPath)
    }

    override var mappingKey: ObjectIdentifier { ObjectIdentifier(ListRow<Cell>.self) }

    override var runsDequeueClosure: Bool { dequeue != nil }

    nonisolated override var givenReuseIdentifier: String? { reuseIdentifierGiven }

    override func configureCell(_ view: AnyObject, at path: ItemPath?) -> Bool {
        withView(view, as: Cell.self) { cell in
            if let path, let declarative = cell as? any DeclarativeCell {
                declarative.configure(anyModel: model, path: path)
            } else {
                cell.update(with: model)
            }
        } != nil
    }

    override func didDequeue(_ view: AnyObject, at path: ItemPath) {
        guard let dequeue, let cell = view as? Cell else { return }
        dequeue(cell, model, path)
    }

    // MARK: Storing closures

    /// Stores `body` for `event`; it receives a ``RowEvent`` and the event's argument, and answers the event's
    /// result.
    @discardableResult
    func on<Argument, Result>(
        _ event: EventKey<Argument, Result>, _ body: @escaping @MainActor (RowEvent<Cell>, Argument) -> Result
    ) -> Self {
        events.set(
            ErasedHandler<Argument, Result> { view, model, path, argument in
                guard let model = model as? Cell.Model else { return nil }
                return body(RowEvent(cell: view as? Cell, model: model, path: path), argument)
            }, for: event)
        return self
    }

    /// Stores `body` for `event`, an event without an extra argument.
    @discardableResult
    func on<Result>(_ event: EventKey<Void, Result>, _ body: @escaping @MainActor (RowEvent<Cell>) -> Result) -> Self {
        on(event) { (row: RowEvent<Cell>, _: Void) in body(row) }
    }

    /// Stores `body` for `event` unless the row has a closure for it already: what a modifier implies (`onMove`: the
    /// row can move) gives way to what the app said, whichever modifier came first.
    @discardableResult
    func onUnlessSet<Result>(_ event: EventKey<Void, Result>, _ body: @escaping @MainActor (RowEvent<Cell>) -> Result)
        -> Self
    {
        if eventsIfAny?.contains(event.name) == true { return self }
        return on(event, body)
    }

    /// Runs `body` each time the row's cell is dequeued and shown (after `update(with:)`): the place for what
    /// only this row does to its cell. It does not run again for a cell on screen when the sections are rebuilt with
    /// an equal row (unlike Epoxy's `setBehaviors`): a closure `body` gives the cell should read the state it acts on
    /// when it runs (capture the screen, not a value), or the row's own events (`onTap`, ...), which always come from
    /// the latest rows.
    @discardableResult
    public func onDequeue(_ body: @escaping @MainActor (Cell, Cell.Model, ItemPath) -> Void) -> Self {
        noteEdit()
        dequeue = body
        return self
    }
}
