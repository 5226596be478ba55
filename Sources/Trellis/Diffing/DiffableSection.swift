/// A section the two-level diff can track: a ``Diffable`` value of its own (its identity, and content such as a
/// header and footer) that holds diffable items.
public protocol DiffableSection: Diffable {
    /// The type of the section's items.
    associatedtype Item: Diffable
    /// The section's items, in order.
    var items: [Item] { get }
    /// A section with `self`'s identity and content, holding `items` instead. The diff uses it to build the
    /// intermediate data of multi-stage updates.
    func replacingItems(_ items: [Item]) -> Self
}

/// A ready-made ``DiffableSection``: a model that identifies the section (and carries its header content) and an
/// array of items.
///
/// ```swift
/// let sections = [DiffSection(model: "Fruit", items: ["Apple", "Pear"])]
/// ```
public struct DiffSection<Model: Diffable, Item: Diffable>: DiffableSection {
    /// The section's own model: its identity and content.
    public var model: Model
    /// The section's items.
    public var items: [Item]

    /// Creates a section.
    @inlinable
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }

    /// The model's identity.
    @inlinable
    public var diffIdentity: Model.DiffIdentity { model.diffIdentity }

    /// Compares the models' content (not the items: the diff tracks those one by one).
    @inlinable
    public func hasSameContent(as other: Self) -> Bool { model.hasSameContent(as: other.model) }

    /// The same model with other items.
    @inlinable
    public func replacingItems(_ items: [Item]) -> Self { DiffSection(model: model, items: items) }
}

extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}
extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}
