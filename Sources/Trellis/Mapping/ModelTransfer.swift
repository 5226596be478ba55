/// A view that shows one type of model: a cell, a header or footer view, a supplementary view.
///
/// Declare the model type and how the view shows it; registering the view with a ``MappingRegistry`` is then one
/// line, and every model of that type (a subclass instance, or any value conforming to a protocol `Model`) is shown
/// by it.
///
/// ```swift
/// final class PostCell: UITableViewCell, ModelTransfer {
///     func update(with model: Post) {
///         var content = defaultContentConfiguration()
///         content.text = model.title
///         contentConfiguration = content
///     }
/// }
/// registry.register(PostCell.self)
/// ```
@MainActor
public protocol ModelTransfer: AnyObject {
    /// The type of model the view shows: a struct, enum, class, or protocol existential (`any Food`).
    associatedtype Model
    /// Shows `model`.
    func update(with model: Model)
}

/// A view that hosts other than UIKit (the headless and terminal tables) can create by themselves, with `init()`.
/// UIKit creates cells from the class registered for a reuse identifier, so UIKit cells need not conform.
@MainActor
public protocol ConstructibleView: AnyObject {
    /// A new view, ready to be configured.
    init()
}
