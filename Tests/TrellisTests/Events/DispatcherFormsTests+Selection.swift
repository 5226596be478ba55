@testable import Trellis

// The forms `DispatcherFormsTests` fires: selection, highlight, accessory, primary action and menus.

extension DispatcherFormsTests {
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
}
