import Trellis

/// A view the terminal table can draw: a cell, a header or a footer that draws itself as one line of styled text.
///
/// Make it a ``Trellis/ModelTransfer`` (the model it shows) and a ``Trellis/ConstructibleView`` (so the table can
/// create it), register it like any view, and the table dequeues, configures, reuses and draws it:
///
/// ```swift
/// final class PostCell: TerminalView, ModelTransfer, ConstructibleView {
///     private var post: Post?
///     init() {}
///     func update(with post: Post) { self.post = post }
///     func draw(width: Int) -> StyledLine {
///         StyledLine(post?.title ?? "", .bold) + StyledLine("  \(post?.likes ?? 0) likes", .dim)
///     }
/// }
/// dispatcher.registry.register(PostCell.self)
/// ```
///
/// The table draws the cursor, the selection and update flashes over what the view draws, so a view draws only its
/// content. Lines longer than `width` are cut with an ellipsis.
@MainActor
public protocol TerminalView: AnyObject {
    /// The view's line, in at most `width` columns.
    func draw(width: Int) -> StyledLine
}
