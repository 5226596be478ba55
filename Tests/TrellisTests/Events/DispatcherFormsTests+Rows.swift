@testable import Trellis

// The forms `DispatcherFormsTests` fires: display, editing, moving, multiple selection, spring loading and swipes.

extension DispatcherFormsTests {
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
}
