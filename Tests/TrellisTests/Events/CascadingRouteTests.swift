import Testing
@testable import Trellis

/// What a bare cascading tree says about one event.
private struct RouteProbe {
    let name: String
    /// The event's key routes it to a node's typed method.
    let routed: Bool
    /// The tree says it answers the event.
    let treeAnswers: Bool
    /// A dispatcher showing the tree says so.
    let dispatcherAnswers: Bool
}

@MainActor
@Suite("Cascading routes: a tree answers the events its keys route, with no list")
struct CascadingRouteTests {
    /// A tree with one empty section, and a dispatcher showing it, with no closure registered anywhere.
    private let root = CascadingRoot(children: [CascadingNode()])
    private let dispatcher: Dispatcher

    init() { dispatcher = Dispatcher(content: root) }

    private func probe<Argument, Result>(_ event: EventKey<Argument, Result>) -> RouteProbe {
        RouteProbe(
            name: event.name.rawValue, routed: event.hasCascadingRoute, treeAnswers: root.answers(event),
            dispatcherAnswers: dispatcher.answers(event))
    }

    /// Every event of the library.
    private var everyEvent: [RouteProbe] {
        [
            probe(.itemsForBeginning), probe(.itemsForAddingTo), probe(.dragPreviewParameters),
            probe(.dragSessionWillBegin), probe(.dragSessionDidEnd), probe(.dragSessionAllowsMoveOperation),
            probe(.dragSessionIsRestrictedToDraggingApplication), probe(.canHandleDrop), probe(.dropSessionDidEnter),
            probe(.dropSessionDidUpdate), probe(.dropSessionDidExit), probe(.dropSessionDidEnd), probe(.performDrop),
            probe(.dropPreviewParameters), probe(.shouldBeginMultipleSelectionInteraction),
            probe(.didBeginMultipleSelectionInteraction), probe(.didEndMultipleSelectionInteraction),
            probe(.heightForCell), probe(.estimatedHeightForCell), probe(.heightForHeader), probe(.heightForFooter),
            probe(.estimatedHeightForHeader), probe(.estimatedHeightForFooter), probe(.leadingSwipeActions),
            probe(.trailingSwipeActions), probe(.editActions), probe(.accessoryButtonTapped),
            probe(.canPerformPrimaryAction), probe(.performPrimaryAction), probe(.willSelect), probe(.didSelect),
            probe(.willDeselect), probe(.didDeselect), probe(.shouldSelect), probe(.shouldDeselect),
            probe(.shouldHighlight), probe(.didHighlight), probe(.didUnhighlight), probe(.canFocus),
            probe(.selectionFollowsFocus), probe(.shouldUpdateFocus), probe(.didUpdateFocus),
            probe(.indexPathForPreferredFocusedView), probe(.sceneActivationConfiguration), probe(.shouldSpringLoad),
            probe(.canMove), probe(.targetPathForMove), probe(.moveItem), probe(.contextMenu),
            probe(.contextMenuForItems), probe(.contextMenuHighlightPreview), probe(.contextMenuDismissalPreview),
            probe(.willPerformContextMenuPreviewAction), probe(.willDisplayContextMenu),
            probe(.willEndContextMenuInteraction), probe(.shouldShowMenu), probe(.canPerformAction),
            probe(.performAction), probe(.willDisplay), probe(.didEndDisplaying), probe(.willDisplaySupplementary),
            probe(.didEndDisplayingSupplementary), probe(.canEdit), probe(.commitEditingStyle), probe(.editingStyle),
            probe(.titleForDeleteConfirmationButton), probe(.shouldIndentWhileEditing), probe(.willBeginEditing),
            probe(.didEndEditing), probe(.indentationLevel), probe(.sizeForItem), probe(.referenceSizeForHeader),
            probe(.referenceSizeForFooter), probe(.insetForSection), probe(.minimumLineSpacing),
            probe(.minimumInteritemSpacing), probe(.targetContentOffset), probe(.sectionIndexTitles),
            probe(.sectionForSectionIndexTitle), probe(.indexPathForIndexTitle), probe(.prefetch),
            probe(.cancelPrefetching), probe(.tap),
        ]
    }

    @Test("A bare tree answers exactly the events whose keys route them to a typed method (docs/CascadingDefaults.md)")
    func answersExactlyTheRoutedEvents() {
        let events = everyEvent
        #expect(Set(events.map(\.name)).count == events.count, "every event is listed once")
        for event in events {
            #expect(event.treeAnswers == event.routed, "\(event.name)")
            #expect(event.dispatcherAnswers == event.routed, "\(event.name)")
        }
        // The typed methods of `CascadingNode`, as docs/CascadingDefaults.md lists them.
        let documented: Set<String> = [
            "heightForCell", "estimatedHeightForCell", "heightForHeader", "heightForFooter",
            "estimatedHeightForHeader", "estimatedHeightForFooter", "didSelect", "didDeselect", "shouldHighlight",
            "willDisplay", "didEndDisplaying", "canEdit", "editingStyle", "commitEditingStyle", "canMove",
            "targetPathForMove", "moveItem", "leadingSwipeActions", "trailingSwipeActions", "contextMenu", "canFocus",
            "prefetch",
        ]
        #expect(Set(events.filter(\.treeAnswers).map(\.name)) == documented)
    }

    @Test("What a tree answers comes from the key: an event declared outside the library with a route is answered")
    func answersComeFromTheKey() {
        #expect(probe(.badge).routed && probe(.badge).treeAnswers && probe(.badge).dispatcherAnswers)
        #expect(!probe(.priority).routed && !probe(.priority).treeAnswers && !probe(.priority).dispatcherAnswers)
    }

    @Test("A section's route answers for a section with no header model; an item's route for its row")
    func sectionAndItemRoutes() {
        let section = HeaderlessSection()
        let root = CascadingRoot(children: [section])
        let dispatcher = Dispatcher(content: root)
        #expect(dispatcher.heightForHeader(inSection: 0) == 12, "no header model: the section route answers")
        #expect(dispatcher.estimatedHeightForHeader(inSection: 0) == 12)
        #expect(dispatcher.heightForFooter(inSection: 0) == nil)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 21)
        dispatcher.heightForFooters { section in Double(100 + section) }
        #expect(dispatcher.heightForFooter(inSection: 0) == 100, "the tree's nil lets the dispatcher's closure answer")
    }
}

/// A section with rows and no header model, answering its header's and its rows' heights.
@MainActor
private final class HeaderlessSection: CascadingNode {
    override var rows: [Any] { ["a", "b"] }
    override func heightForHeader(inSection section: Int) -> Double? { 12 }
    override func heightForRow(at path: ItemPath) -> Double? { Double(20 + path.item) }
}
