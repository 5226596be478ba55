import Foundation
import Testing
@testable import Trellis

/// A header showing an article, for the supplementary display events.
final class FormsArticleHeader: RecordingView<Article>, ConstructibleView {}

/// Every event a mapping takes can also be registered on the dispatcher for every mapping of a view type
/// (`dispatcher.willSelect(PostCell.self) { cell, post, path in ... }`) and for every model of a type
/// (`dispatcher.willSelect(withModel: Post.self) { post, path in ... }`), as DTTableViewManager's users expect
/// (`docs/Migrating-from-DTTableViewManager.md`). Each form below is registered on its own dispatcher and asked as a
/// host asks it: it must fire, with the row's model and path.
@MainActor
@Suite("Dispatcher forms of every mapping event")
struct DispatcherFormsTests {
    /// One registration form of one event: how it is registered on the dispatcher and how a host asks it.
    struct Form {
        let name: String
        let register: @MainActor (Dispatcher, CallLog) -> Void
        let ask: @MainActor (RowFixture, RowArticleCell) -> Void
    }

    static let b = path(0, 1)
    static let point = TrellisPoint(x: 1, y: 2)
    static let preview = ContextMenuPreview(cornerRadius: 1)
    static let swipe = SwipeActionsDescription(actions: [])

    /// "view b [0, 1]" for a view-type form, "model b [0, 1]" for a model-type form.
    static func entry(_ form: String, _ article: Article, _ at: ItemPath) -> String { "\(form) \(article.title) \(at)" }

    /// The view-type and model-type forms of the selection, highlight, accessory and primary-action events.
    static let selectionForms: [Form] = [
        Form(
            name: "willSelect",
            register: { d, log in
                d.willSelect(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return $2
                }
            },
            ask: { f, cell in _ = f.dispatcher.willSelectItem(at: b, view: cell) }),
        Form(
            name: "willSelect",
            register: { d, log in
                d.willSelect(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return $1
                }
            },
            ask: { f, cell in _ = f.dispatcher.willSelectItem(at: b, view: cell) }),
        Form(
            name: "didSelect",
            register: { d, log in d.didSelect(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.didSelectItem(at: b, view: cell) }),
        Form(
            name: "didSelect",
            register: { d, log in d.didSelect(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.didSelectItem(at: b, view: cell) }),
        Form(
            name: "willDeselect",
            register: { d, log in
                d.willDeselect(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return $2
                }
            },
            ask: { f, cell in _ = f.dispatcher.willDeselectItem(at: b, view: cell) }),
        Form(
            name: "willDeselect",
            register: { d, log in
                d.willDeselect(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return $1
                }
            },
            ask: { f, cell in _ = f.dispatcher.willDeselectItem(at: b, view: cell) }),
        Form(
            name: "didDeselect",
            register: { d, log in d.didDeselect(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.didDeselectItem(at: b, view: cell) }),
        Form(
            name: "didDeselect",
            register: { d, log in d.didDeselect(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.didDeselectItem(at: b, view: cell) }),
        Form(
            name: "shouldSelect",
            register: { d, log in
                d.shouldSelect(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldSelectItem(at: b, view: cell) }),
        Form(
            name: "shouldSelect",
            register: { d, log in
                d.shouldSelect(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldSelectItem(at: b, view: cell) }),
        Form(
            name: "shouldDeselect",
            register: { d, log in
                d.shouldDeselect(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldDeselectItem(at: b, view: cell) }),
        Form(
            name: "shouldDeselect",
            register: { d, log in
                d.shouldDeselect(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldDeselectItem(at: b, view: cell) }),
        Form(
            name: "shouldHighlight",
            register: { d, log in
                d.shouldHighlight(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldHighlightItem(at: b, view: cell) }),
        Form(
            name: "shouldHighlight",
            register: { d, log in
                d.shouldHighlight(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldHighlightItem(at: b, view: cell) }),
        Form(
            name: "didHighlight",
            register: { d, log in d.didHighlight(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.didHighlightItem(at: b, view: cell) }),
        Form(
            name: "didHighlight",
            register: { d, log in d.didHighlight(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.didHighlightItem(at: b, view: cell) }),
        Form(
            name: "didUnhighlight",
            register: { d, log in d.didUnhighlight(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.didUnhighlightItem(at: b, view: cell) }),
        Form(
            name: "didUnhighlight",
            register: { d, log in d.didUnhighlight(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.didUnhighlightItem(at: b, view: cell) }),
        Form(
            name: "accessoryButtonTapped",
            register: { d, log in d.accessoryButtonTapped(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.accessoryButtonTappedForItem(at: b, view: cell) }),
        Form(
            name: "accessoryButtonTapped",
            register: { d, log in
                d.accessoryButtonTapped(withModel: Article.self) { log.add(entry("model", $0, $1)) }
            },
            ask: { f, cell in f.dispatcher.accessoryButtonTappedForItem(at: b, view: cell) }),
        Form(
            name: "canPerformPrimaryAction",
            register: { d, log in
                d.canPerformPrimaryAction(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.canPerformPrimaryActionForItem(at: b, view: cell) }),
        Form(
            name: "canPerformPrimaryAction",
            register: { d, log in
                d.canPerformPrimaryAction(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.canPerformPrimaryActionForItem(at: b, view: cell) }),
        Form(
            name: "performPrimaryAction",
            register: { d, log in d.performPrimaryAction(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.performPrimaryActionForItem(at: b, view: cell) }),
        Form(
            name: "performPrimaryAction",
            register: { d, log in
                d.performPrimaryAction(withModel: Article.self) { log.add(entry("model", $0, $1)) }
            },
            ask: { f, cell in f.dispatcher.performPrimaryActionForItem(at: b, view: cell) }),
    ]

    /// The forms of the context-menu and legacy edit-menu events.
    static let menuForms: [Form] = [
        Form(
            name: "contextMenu",
            register: { d, log in
                d.contextMenu(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); _ = $3; return nil
                }
            },
            ask: { f, cell in _ = f.dispatcher.contextMenuForItem(at: b, point: point, view: cell) }),
        Form(
            name: "contextMenu",
            register: { d, log in
                d.contextMenu(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2; return nil
                }
            },
            ask: { f, cell in _ = f.dispatcher.contextMenuForItem(at: b, point: point, view: cell) }),
        Form(
            name: "contextMenuHighlightPreview",
            register: { d, log in
                d.contextMenuHighlightPreview(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); _ = $3; return preview
                }
            },
            ask: { f, cell in _ = f.dispatcher.highlightPreviewForContextMenu(at: b, identifier: "m", view: cell) }),
        Form(
            name: "contextMenuHighlightPreview",
            register: { d, log in
                d.contextMenuHighlightPreview(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2; return preview
                }
            },
            ask: { f, cell in _ = f.dispatcher.highlightPreviewForContextMenu(at: b, identifier: "m", view: cell) }),
        Form(
            name: "contextMenuDismissalPreview",
            register: { d, log in
                d.contextMenuDismissalPreview(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); _ = $3; return preview
                }
            },
            ask: { f, cell in _ = f.dispatcher.dismissalPreviewForContextMenu(at: b, identifier: "m", view: cell) }),
        Form(
            name: "contextMenuDismissalPreview",
            register: { d, log in
                d.contextMenuDismissalPreview(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2; return preview
                }
            },
            ask: { f, cell in _ = f.dispatcher.dismissalPreviewForContextMenu(at: b, identifier: "m", view: cell) }),
        Form(
            name: "willPerformContextMenuPreviewAction",
            register: { d, log in
                d.willPerformContextMenuPreviewAction(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.willPerformContextMenuPreviewAction(at: b, identifier: "m") }),
        Form(
            name: "willPerformContextMenuPreviewAction",
            register: { d, log in
                d.willPerformContextMenuPreviewAction(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.willPerformContextMenuPreviewAction(at: b, identifier: "m") }),
        Form(
            name: "willDisplayContextMenu",
            register: { d, log in
                d.willDisplayContextMenu(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.willDisplayContextMenu(at: b, identifier: "m") }),
        Form(
            name: "willDisplayContextMenu",
            register: { d, log in
                d.willDisplayContextMenu(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.willDisplayContextMenu(at: b, identifier: "m") }),
        Form(
            name: "willEndContextMenuInteraction",
            register: { d, log in
                d.willEndContextMenuInteraction(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.willEndContextMenuInteraction(at: b, identifier: "m") }),
        Form(
            name: "willEndContextMenuInteraction",
            register: { d, log in
                d.willEndContextMenuInteraction(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.willEndContextMenuInteraction(at: b, identifier: "m") }),
        Form(
            name: "shouldShowMenu",
            register: { d, log in
                d.shouldShowMenu(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldShowMenuForItem(at: b, view: cell) }),
        Form(
            name: "shouldShowMenu",
            register: { d, log in
                d.shouldShowMenu(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldShowMenuForItem(at: b, view: cell) }),
        Form(
            name: "canPerformAction",
            register: { d, log in
                d.canPerformAction(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return $3 == "copy:"
                }
            },
            ask: { f, cell in _ = f.dispatcher.canPerformAction("copy:", forItemAt: b, view: cell) }),
        Form(
            name: "canPerformAction",
            register: { d, log in
                d.canPerformAction(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return $2 == "copy:"
                }
            },
            ask: { f, cell in _ = f.dispatcher.canPerformAction("copy:", forItemAt: b, view: cell) }),
        Form(
            name: "performAction",
            register: { d, log in
                d.performAction(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); _ = $3
                }
            },
            ask: { f, cell in f.dispatcher.performAction("copy:", forItemAt: b, view: cell) }),
        Form(
            name: "performAction",
            register: { d, log in
                d.performAction(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2
                }
            },
            ask: { f, cell in f.dispatcher.performAction("copy:", forItemAt: b, view: cell) }),
    ]

    /// The forms of the display, editing, moving, multiple-selection, spring-loading and swipe events.
    static let rowForms: [Form] = [
        Form(
            name: "willDisplay",
            register: { d, log in d.willDisplay(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.willDisplay(cell, at: b) }),
        Form(
            name: "willDisplay",
            register: { d, log in d.willDisplay(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.willDisplay(cell, at: b) }),
        Form(
            name: "didEndDisplaying",
            register: { d, log in d.didEndDisplaying(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.didEndDisplaying(cell, showing: RowFixture.b, at: b) }),
        Form(
            name: "didEndDisplaying",
            register: { d, log in d.didEndDisplaying(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.didEndDisplaying(cell, showing: RowFixture.b, at: b) }),
        Form(
            name: "willDisplaySupplementary",
            register: { d, log in
                d.willDisplaySupplementary(FormsArticleHeader.self) { log.add(entry("view", $1, $2)) }
            },
            ask: { f, _ in f.dispatcher.willDisplaySupplementary(FormsArticleHeader(), ofKind: .header, inSection: 0) }),
        Form(
            name: "willDisplaySupplementary",
            register: { d, log in
                d.willDisplaySupplementary(withModel: Article.self) { log.add(entry("model", $0, $1)) }
            },
            ask: { f, _ in f.dispatcher.willDisplaySupplementary(FormsArticleHeader(), ofKind: .header, inSection: 0) }),
        Form(
            name: "didEndDisplayingSupplementary",
            register: { d, log in
                d.didEndDisplayingSupplementary(FormsArticleHeader.self) { log.add(entry("view", $1, $2)) }
            },
            ask: { f, _ in
                f.dispatcher.didEndDisplayingSupplementary(
                    FormsArticleHeader(), showing: Article(title: "h"), ofKind: .header, inSection: 0)
            }),
        Form(
            name: "didEndDisplayingSupplementary",
            register: { d, log in
                d.didEndDisplayingSupplementary(withModel: Article.self) { log.add(entry("model", $0, $1)) }
            },
            ask: { f, _ in
                f.dispatcher.didEndDisplayingSupplementary(
                    FormsArticleHeader(), showing: Article(title: "h"), ofKind: .header, inSection: 0)
            }),
        Form(
            name: "canEdit",
            register: { d, log in
                d.canEdit(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return true
                }
            },
            ask: { f, _ in _ = f.dispatcher.canEditItem(at: b) }),
        Form(
            name: "canEdit",
            register: { d, log in
                d.canEdit(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, _ in _ = f.dispatcher.canEditItem(at: b) }),
        Form(
            name: "commitEditingStyle",
            register: { d, log in
                d.commitEditingStyle(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.commitEditingStyle(.delete, forItemAt: b) }),
        Form(
            name: "commitEditingStyle",
            register: { d, log in
                d.commitEditingStyle(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in f.dispatcher.commitEditingStyle(.delete, forItemAt: b) }),
        Form(
            name: "editingStyle",
            register: { d, log in
                d.editingStyle(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return .none
                }
            },
            ask: { f, _ in _ = f.dispatcher.editingStyleForItem(at: b) }),
        Form(
            name: "editingStyle",
            register: { d, log in
                d.editingStyle(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return .none
                }
            },
            ask: { f, _ in _ = f.dispatcher.editingStyleForItem(at: b) }),
        Form(
            name: "titleForDeleteConfirmationButton",
            register: { d, log in
                d.titleForDeleteConfirmationButton(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return "X"
                }
            },
            ask: { f, _ in _ = f.dispatcher.titleForDeleteConfirmationButton(forItemAt: b) }),
        Form(
            name: "titleForDeleteConfirmationButton",
            register: { d, log in
                d.titleForDeleteConfirmationButton(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return "X"
                }
            },
            ask: { f, _ in _ = f.dispatcher.titleForDeleteConfirmationButton(forItemAt: b) }),
        Form(
            name: "shouldIndentWhileEditing",
            register: { d, log in
                d.shouldIndentWhileEditing(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return false
                }
            },
            ask: { f, _ in _ = f.dispatcher.shouldIndentWhileEditingItem(at: b) }),
        Form(
            name: "shouldIndentWhileEditing",
            register: { d, log in
                d.shouldIndentWhileEditing(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return false
                }
            },
            ask: { f, _ in _ = f.dispatcher.shouldIndentWhileEditingItem(at: b) }),
        Form(
            name: "willBeginEditing",
            register: { d, log in d.willBeginEditing(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.willBeginEditingItem(at: b, view: cell) }),
        Form(
            name: "willBeginEditing",
            register: { d, log in d.willBeginEditing(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.willBeginEditingItem(at: b, view: cell) }),
        Form(
            name: "didEndEditing",
            register: { d, log in d.didEndEditing(RowArticleCell.self) { log.add(entry("view", $1, $2)) } },
            ask: { f, cell in f.dispatcher.didEndEditingItem(at: b, view: cell) }),
        Form(
            name: "didEndEditing",
            register: { d, log in d.didEndEditing(withModel: Article.self) { log.add(entry("model", $0, $1)) } },
            ask: { f, cell in f.dispatcher.didEndEditingItem(at: b, view: cell) }),
        Form(
            name: "indentationLevel",
            register: { d, log in
                d.indentationLevel(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return 2
                }
            },
            ask: { f, _ in _ = f.dispatcher.indentationLevelForItem(at: b) }),
        Form(
            name: "indentationLevel",
            register: { d, log in
                d.indentationLevel(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return 2
                }
            },
            ask: { f, _ in _ = f.dispatcher.indentationLevelForItem(at: b) }),
        Form(
            name: "canMove",
            register: { d, log in
                d.canMove(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return true
                }
            },
            ask: { f, _ in _ = f.dispatcher.canMoveItem(at: b) }),
        Form(
            name: "canMove",
            register: { d, log in
                d.canMove(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, _ in _ = f.dispatcher.canMoveItem(at: b) }),
        Form(
            name: "targetPathForMove",
            register: { d, log in
                d.targetPathForMove(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return $2
                }
            },
            ask: { f, _ in _ = f.dispatcher.targetPathForMove(from: b, proposed: path(0, 2)) }),
        Form(
            name: "targetPathForMove",
            register: { d, log in
                d.targetPathForMove(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return $2
                }
            },
            ask: { f, _ in _ = f.dispatcher.targetPathForMove(from: b, proposed: path(0, 2)) }),
        Form(
            name: "moveItem",
            register: { d, log in
                d.moveItem(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in _ = f.dispatcher.moveItem(at: b, to: path(0, 2)) }),
        Form(
            name: "moveItem",
            register: { d, log in
                d.moveItem(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); _ = $2
                }
            },
            ask: { f, _ in _ = f.dispatcher.moveItem(at: b, to: path(0, 2)) }),
        Form(
            name: "shouldBeginMultipleSelectionInteraction",
            register: { d, log in
                d.shouldBeginMultipleSelectionInteraction(RowArticleCell.self) {
                    log.add(entry("view", $0, $1)); return true
                }
            },
            ask: { f, _ in _ = f.dispatcher.shouldBeginMultipleSelectionInteraction(at: b) }),
        Form(
            name: "shouldBeginMultipleSelectionInteraction",
            register: { d, log in
                d.shouldBeginMultipleSelectionInteraction(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, _ in _ = f.dispatcher.shouldBeginMultipleSelectionInteraction(at: b) }),
        Form(
            name: "didBeginMultipleSelectionInteraction",
            register: { d, log in
                d.didBeginMultipleSelectionInteraction(RowArticleCell.self) { log.add(entry("view", $1, $2)) }
            },
            ask: { f, cell in f.dispatcher.didBeginMultipleSelectionInteraction(at: b, view: cell) }),
        Form(
            name: "didBeginMultipleSelectionInteraction",
            register: { d, log in
                d.didBeginMultipleSelectionInteraction(withModel: Article.self) { log.add(entry("model", $0, $1)) }
            },
            ask: { f, cell in f.dispatcher.didBeginMultipleSelectionInteraction(at: b, view: cell) }),
        Form(
            name: "shouldSpringLoad",
            register: { d, log in
                d.shouldSpringLoad(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldSpringLoadItem(at: b, view: cell) }),
        Form(
            name: "shouldSpringLoad",
            register: { d, log in
                d.shouldSpringLoad(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return true
                }
            },
            ask: { f, cell in _ = f.dispatcher.shouldSpringLoadItem(at: b, view: cell) }),
        Form(
            name: "leadingSwipeActions",
            register: { d, log in
                d.leadingSwipeActions(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return swipe
                }
            },
            ask: { f, cell in _ = f.dispatcher.leadingSwipeActionsForItem(at: b, view: cell) }),
        Form(
            name: "leadingSwipeActions",
            register: { d, log in
                d.leadingSwipeActions(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return swipe
                }
            },
            ask: { f, cell in _ = f.dispatcher.leadingSwipeActionsForItem(at: b, view: cell) }),
        Form(
            name: "trailingSwipeActions",
            register: { d, log in
                d.trailingSwipeActions(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return swipe
                }
            },
            ask: { f, cell in _ = f.dispatcher.trailingSwipeActionsForItem(at: b, view: cell) }),
        Form(
            name: "trailingSwipeActions",
            register: { d, log in
                d.trailingSwipeActions(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return swipe
                }
            },
            ask: { f, cell in _ = f.dispatcher.trailingSwipeActionsForItem(at: b, view: cell) }),
        Form(
            name: "editActions",
            register: { d, log in
                d.editActions(RowArticleCell.self) {
                    log.add(entry("view", $1, $2)); return []
                }
            },
            ask: { f, cell in _ = f.dispatcher.editActionsForItem(at: b, view: cell) }),
        Form(
            name: "editActions",
            register: { d, log in
                d.editActions(withModel: Article.self) {
                    log.add(entry("model", $0, $1)); return []
                }
            },
            ask: { f, cell in _ = f.dispatcher.editActionsForItem(at: b, view: cell) }),
    ]

    /// Registers `form` on a dispatcher of its own (a header `Article` "h" over section 0) and asks it once.
    func fire(_ form: Form) -> [String] {
        let log = CallLog()
        let fixture = RowFixture()
        fixture.dispatcher.registry.register(FormsArticleHeader.self, as: .header)
        fixture.storage.setSectionHeaderModels([Article(title: "h"), nil])
        form.register(fixture.dispatcher, log)
        form.ask(fixture, fixture.show(Self.b))
        #expect(fixture.log.all.isEmpty, "\(form.name): \(fixture.log.all.map(\.message))")
        return log.calls
    }

    @Test("selection, highlight, accessory and primary action: by view type and by model type, each fires")
    func selection() {
        for form in Self.selectionForms { expectFires(form) }
    }

    @Test("context menus and the legacy edit menu: by view type and by model type, each fires")
    func menus() {
        for form in Self.menuForms { expectFires(form) }
    }

    @Test("display, editing, moving, multiple selection, spring loading, swipes: by view and model type, each fires")
    func rows() {
        for form in Self.rowForms { expectFires(form) }
    }

    private func expectFires(_ form: Form) {
        let calls = fire(form)
        #expect(calls.count == 1, "\(form.name) fired \(calls.count) times: \(calls)")
        let shown = form.name.hasSuffix("Supplementary") ? "h [0, 0]" : "b [0, 1]"
        #expect(calls.first?.hasSuffix(shown) == true, "\(form.name): \(calls)")
    }

    /// The event names with a typed registration on `TypedViewMapping`, and which of them have a view-type and a
    /// model-type registration on `Dispatcher`, read from `Sources/Trellis/Events`.
    static func registrations() throws -> (mapping: Set<String>, viewType: Set<String>, modelType: Set<String>) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Trellis/Events")
        var mapping: Set<String> = [], viewType: Set<String> = [], modelType: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // Top-level extensions: from a line starting `extension` to the next line that is `}`.
            for block in text.components(separatedBy: "\nextension ").dropFirst() {
                let body = block.components(separatedBy: "\n}\n").first ?? block
                let header = body.prefix { $0 != "{" }
                let names = { (pattern: String) -> [String] in
                    let regex = try! NSRegularExpression(pattern: pattern)
                    return regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).map {
                        String(body[Range($0.range(at: 1), in: body)!])
                    }
                }
                if header.hasPrefix("TypedViewMapping") {
                    mapping.formUnion(names(#"public func (\w+)\("#))
                } else if header.hasPrefix("Dispatcher") {
                    viewType.formUnion(names(#"public func (\w+)<View: ModelTransfer>\(\s*_ view: View\.Type"#))
                    modelType.formUnion(names(#"public func (\w+)<Model>\(\s*withModel model: Model\.Type"#))
                }
            }
        }
        return (mapping, viewType, modelType)
    }

    @Test("every event a mapping takes has a view-type and a model-type registration on the dispatcher")
    func everyMappingEventHasBothDispatcherForms() throws {
        let (mapping, viewType, modelType) = try Self.registrations()
        #expect(mapping.count > 50, "the mapping registrations were found: \(mapping.sorted())")
        #expect(mapping.subtracting(viewType).sorted() == [], "no dispatcher(ViewType.self) form")
        #expect(mapping.subtracting(modelType).sorted() == [], "no dispatcher(withModel:) form")
    }
}
