// Editing rows: which rows are editable, which control they show in editing mode, committing a deletion or an
// insertion, the delete button's title, indentation, and the swipe-to-edit notifications.
//
// Defaults when nothing answers are UIKit's own: every row is editable (a data source without `canEditRowAt`
// makes all rows editable; a collection's `canEditItemAt` defaults to `true` too), the style is `.delete`, the
// delete button says UIKit's localised "Delete", rows indent while editing, at indentation level 0. An editable row
// shows nothing unless the table is in editing mode, and UIKit offers swipe to delete only when the data source
// implements `commit(_:forRowAt:)`, which a host reports only when `answers(.commitEditingStyle)`: so the `true`
// default shows no control a screen did not ask for. A cascading tree implements `commit` for every row (its nodes
// may override `commitEditing`), so its rows are editable only when something says so (CascadingTableDelegate's rule).

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:canEditRowAt:)`, `collectionView(_:canEditItemAt:)`. A cascading tree:
    /// ``CascadingNode/canEditRow(at:)``.
    public static var canEdit: EventKey { EventKeys.canEdit }
    /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
    public static var shouldIndentWhileEditing: EventKey { EventKeys.shouldIndentWhileEditing }
}

extension EventKey where Argument == EditingStyle, Result == Void {
    /// `tableView(_:commit:forRowAt:)`: the user confirmed a deletion or tapped an insertion control. A cascading
    /// tree: ``CascadingNode/commitEditing(_:forRowAt:)``.
    public static var commitEditingStyle: EventKey { EventKeys.commitEditingStyle }
}

extension EventKey where Argument == Void, Result == EditingStyle {
    /// `tableView(_:editingStyleForRowAt:)`. A cascading tree: ``CascadingNode/editingStyleForRow(at:)``.
    public static var editingStyle: EventKey { EventKeys.editingStyle }
}

extension EventKey where Argument == Void, Result == String? {
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    public static var titleForDeleteConfirmationButton: EventKey { EventKeys.titleForDeleteConfirmationButton }
}

extension EventKey where Argument == Void, Result == Void {
    /// `tableView(_:willBeginEditingRowAt:)`: a swipe revealed the row's actions.
    public static var willBeginEditing: EventKey { EventKeys.willBeginEditing }
    /// `tableView(_:didEndEditingRowAt:)`; for the whole view, when the row went away.
    public static var didEndEditing: EventKey { EventKeys.didEndEditing }
}

extension EventKey where Argument == Void, Result == Int {
    /// `tableView(_:indentationLevelForRowAt:)`.
    public static var indentationLevel: EventKey { EventKeys.indentationLevel }
}

extension EventKeys {
    static let canEdit = EventKey<Void, Bool>("canEdit", cascading: { node, path, _, _ in node.canEditRow(at: path) })
    static let commitEditingStyle = EventKey<EditingStyle, Void>(
        "commitEditingStyle", actsOnContent: true,
        cascading: { node, path, _, style in node.commitEditing(style, forRowAt: path) })
    static let editingStyle = EventKey<Void, EditingStyle>(
        "editingStyle",
        cascading: { node, path, _, _ in
            node.editingStyleForRow(at: path)
        })
    static let titleForDeleteConfirmationButton = EventKey<Void, String?>("titleForDeleteConfirmationButton")
    static let shouldIndentWhileEditing = EventKey<Void, Bool>("shouldIndentWhileEditing")
    static let willBeginEditing = EventKey<Void, Void>("willBeginEditing")
    static let didEndEditing = EventKey<Void, Void>("didEndEditing")
    static let indentationLevel = EventKey<Void, Int>("indentationLevel")
}

extension TypedViewMapping {
    /// Whether the item may be edited (shows an editing control in editing mode, can be swiped to delete).
    @discardableResult @inlinable
    public func canEdit(_ body: @escaping @MainActor (View.Model, ItemPath) -> Bool) -> Self {
        onModel(.canEdit, body)
    }

    /// The user committed an edit: `.delete` (remove the model from your content) or `.insert`.
    @discardableResult @inlinable
    public func commitEditingStyle(
        _ body: @escaping @MainActor (View.Model, ItemPath, EditingStyle) -> Void
    ) -> Self {
        onModel(.commitEditingStyle, body)
    }

    /// The control the item shows in editing mode.
    @discardableResult @inlinable
    public func editingStyle(_ body: @escaping @MainActor (View.Model, ItemPath) -> EditingStyle) -> Self {
        onModel(.editingStyle, body)
    }

    /// The delete button's title; `nil` for UIKit's localised "Delete".
    @discardableResult @inlinable
    public func titleForDeleteConfirmationButton(_ body: @escaping @MainActor (View.Model, ItemPath) -> String?) -> Self
    {
        onModel(.titleForDeleteConfirmationButton, body)
    }

    /// Whether the item's content indents while the table is in editing mode.
    @discardableResult @inlinable
    public func shouldIndentWhileEditing(_ body: @escaping @MainActor (View.Model, ItemPath) -> Bool) -> Self {
        onModel(.shouldIndentWhileEditing, body)
    }

    /// A swipe is revealing the item's actions.
    @discardableResult @inlinable
    public func willBeginEditing(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.willBeginEditing, body)
    }

    /// The swipe ended and the item is still there (when the row went away, see
    /// ``Dispatcher/didEndEditingWithoutItem(_:)``).
    @discardableResult @inlinable
    public func didEndEditing(_ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void) -> Self {
        onView(.didEndEditing, body)
    }

    /// The item's indentation level (0 for none).
    @discardableResult @inlinable
    public func indentationLevel(_ body: @escaping @MainActor (View.Model, ItemPath) -> Int) -> Self {
        onModel(.indentationLevel, body)
    }
}

extension Dispatcher {
    /// For every model of type `model`: whether it may be edited.
    @inlinable
    public func canEdit<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool) {
        on(.canEdit, model: model, body)
    }

    /// For every model of type `model`: the user committed an edit (`.delete` or `.insert`).
    @inlinable
    public func commitEditingStyle<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath, EditingStyle) -> Void
    ) {
        on(.commitEditingStyle, model: model, body)
    }

    /// For every model of type `model`: the control it shows in editing mode.
    @inlinable
    public func editingStyle<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> EditingStyle
    ) {
        on(.editingStyle, model: model, body)
    }

    /// For every mapping of `view`: whether the item may be edited.
    @inlinable
    public func canEdit<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) {
        on(.canEdit, modelOf: view, body)
    }

    /// For every mapping of `view`: the user committed an edit (`.delete` or `.insert`).
    @inlinable
    public func commitEditingStyle<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath, EditingStyle) -> Void
    ) {
        on(.commitEditingStyle, modelOf: view, body)
    }

    /// For every mapping of `view`: the control the item shows in editing mode.
    @inlinable
    public func editingStyle<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> EditingStyle
    ) {
        on(.editingStyle, modelOf: view, body)
    }

    /// For every mapping of `view`: the delete button's title; `nil` for UIKit's.
    @inlinable
    public func titleForDeleteConfirmationButton<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> String?
    ) {
        on(.titleForDeleteConfirmationButton, modelOf: view, body)
    }

    /// For every model of type `model`: the delete button's title; `nil` for UIKit's.
    @inlinable
    public func titleForDeleteConfirmationButton<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> String?
    ) {
        on(.titleForDeleteConfirmationButton, model: model, body)
    }

    /// For every mapping of `view`: whether the item's content indents in editing mode.
    @inlinable
    public func shouldIndentWhileEditing<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) {
        on(.shouldIndentWhileEditing, modelOf: view, body)
    }

    /// For every model of type `model`: whether its content indents in editing mode.
    @inlinable
    public func shouldIndentWhileEditing<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.shouldIndentWhileEditing, model: model, body)
    }

    /// For every mapping of `view`: a swipe is revealing the item's actions.
    @inlinable
    public func willBeginEditing<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.willBeginEditing, view: view, body)
    }

    /// For every model of type `model`: a swipe is revealing its item's actions.
    @inlinable
    public func willBeginEditing<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.willBeginEditing, model: model, body)
    }

    /// For every mapping of `view`: the swipe ended and the item is still there.
    @inlinable
    public func didEndEditing<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View, View.Model, ItemPath) -> Void
    ) {
        on(.didEndEditing, view: view, body)
    }

    /// For every model of type `model`: the swipe ended and its item is still there.
    @inlinable
    public func didEndEditing<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Void
    ) {
        on(.didEndEditing, model: model, body)
    }

    /// For every mapping of `view`: the item's indentation level.
    @inlinable
    public func indentationLevel<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Int
    ) {
        on(.indentationLevel, modelOf: view, body)
    }

    /// For every model of type `model`: its indentation level.
    @inlinable
    public func indentationLevel<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Int
    ) {
        on(.indentationLevel, model: model, body)
    }

    /// `didEndEditingRowAt` with no row (UIKit passes `nil` when the row went away, e.g. it was deleted): `body`
    /// runs then, and also for a row that no model-tied closure answers. The last one registered wins.
    public func didEndEditingWithoutItem(_ body: @escaping @MainActor () -> Void) {
        setUnbound(.didEndEditing) { _, _ in body() }
    }

    // MARK: Answers to the host

    /// `canEditRowAt` / `canEditItemAt`: `true` when nothing answers (UIKit's default for both); for a row of a
    /// cascading tree, only when a closure handles `commitEditingStyle` (CascadingTableDelegate's default, `false`).
    public func canEditItem(at path: ItemPath) -> Bool {
        if let answer = answer(.canEdit, at: path) { return answer }
        // A tree implements `commit` for every row (any node may override `commitEditing`): UIKit's `true` would
        // give every row of a screen that never handles editing a Delete button that deletes nothing.
        return !showsCascadingTree || listens(to: EventKeys.commitEditingStyle.name)
    }

    /// `commit(_:forRowAt:)`. Nothing happens when nothing answers.
    public func commitEditingStyle(_ style: EditingStyle, forItemAt path: ItemPath) {
        _ = answer(.commitEditingStyle, at: path, argument: style)
    }

    /// `editingStyleForRowAt`: `.delete` when nothing answers (UIKit's default for an editable row).
    public func editingStyleForItem(at path: ItemPath) -> EditingStyle {
        answer(.editingStyle, at: path) ?? .delete
    }

    /// `titleForDeleteConfirmationButtonForRowAt`: `nil` (UIKit then shows its localised "Delete") when nothing
    /// answers.
    public func titleForDeleteConfirmationButton(forItemAt path: ItemPath) -> String? {
        answer(.titleForDeleteConfirmationButton, at: path) ?? nil
    }

    /// `shouldIndentWhileEditingRowAt`: `true` when nothing answers.
    public func shouldIndentWhileEditingItem(at path: ItemPath) -> Bool {
        answer(.shouldIndentWhileEditing, at: path) ?? true
    }

    /// `willBeginEditingRowAt`.
    public func willBeginEditingItem(at path: ItemPath, view: AnyObject? = nil) {
        _ = answer(.willBeginEditing, at: path, view: view)
    }

    /// `didEndEditingRowAt`: the model-tied closures for the row at `path`; when `path` is `nil` or none of
    /// them answers, the closure of ``didEndEditingWithoutItem(_:)``.
    public func didEndEditingItem(at path: ItemPath?, view: AnyObject? = nil) {
        if let path, answer(.didEndEditing, at: path, view: view) != nil { return }
        _ = unboundAnswer(.didEndEditing, at: path)
    }

    /// `indentationLevelForRowAt`: 0 when nothing answers.
    public func indentationLevelForItem(at path: ItemPath) -> Int {
        answer(.indentationLevel, at: path) ?? 0
    }
}
