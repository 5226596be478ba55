/// A cell that declares its model and is configured with the row's path too (Flow's `DeclarativeCell`).
///
/// ```swift
/// final class CountryCell: UITableViewCell, DeclarativeCell {
///     typealias Model = Country              // Flow's `typealias T`
///     static var defaultHeight: Double? { 57 }
///     func configure(_ country: Country, path: ItemPath) {
///         var content = defaultContentConfiguration()
///         content.text = country.name
///         content.secondaryText = "row \(path.item + 1)"
///         contentConfiguration = content
///     }
/// }
/// let row = ListRow<CountryCell>(model: italy)
/// ```
///
/// Declarative rows (``ListRow``) and registry mappings (``MappingRegistry/register(_:as:reuseIdentifier:when:events:)-(View.Type,_,_,_,_)``)
/// call ``configure(_:path:)`` with the item's path each time the cell is dequeued; ``update(with:)`` (which a
/// declarative cell gets for free, doing nothing) is not called then. ``defaultHeight`` is the height of every row
/// of the cell that has no height of its own, and ``estimatedHeight`` its estimate.
@MainActor
public protocol DeclarativeCell: ModelTransfer {
    /// Shows `model`, the model of the row at `path`.
    func configure(_ model: Model, path: ItemPath)
    /// The height of the cell's rows that have none of their own (Flow's `defaultHeight`); `nil` for none.
    static var defaultHeight: Double? { get }
    /// An estimate of the height of the cell's rows that have none of their own; `nil` for none.
    static var estimatedHeight: Double? { get }
}

extension DeclarativeCell {
    /// No default height.
    public static var defaultHeight: Double? { nil }
    /// No estimate.
    public static var estimatedHeight: Double? { nil }
    /// Does nothing: a declarative cell is configured by ``configure(_:path:)``.
    public func update(with model: Model) {}

    /// `configure(_:path:)` with a model of any type; nothing when it is not a `Model`.
    func configure(anyModel: Any, path: ItemPath) {
        guard let model = castModel(anyModel, to: Model.self) else { return }
        configure(model, path: path)
    }
}
