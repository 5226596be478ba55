/// A view (cell, header or footer) that says what a person reads on it, for ``TextSnapshot``s.
///
/// ```swift
/// final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
///     func update(with model: Post) {
///         var content = defaultContentConfiguration()
///         content.text = model.title
///         contentConfiguration = content
///     }
///     var snapshotText: String { (contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
/// }
/// ```
///
/// A view that does not adopt it is described by its `description` when it is `CustomStringConvertible`, else by its
/// model (a `String` as it is, anything else by `String(describing:)`).
@MainActor
public protocol TextSnapshotRepresentable: AnyObject {
    /// What a person reads on the view, on one line.
    var snapshotText: String { get }
}

/// How a text snapshot describes a view showing `model`: the view's ``TextSnapshotRepresentable/snapshotText``, its
/// `description`, else the model's.
@MainActor
public func snapshotText(of view: AnyObject?, showing model: Any?) -> String {
    if let view = view as? any TextSnapshotRepresentable { return view.snapshotText }
    if let view = view as? any CustomStringConvertible { return view.description }
    guard let model else { return "" }
    if let text = model as? String { return text }
    return String(describing: model)
}
