import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

@MainActor
@Suite("Table manager: every event through the proxy")
struct TableEventTests {
    @Test("methods nothing answers are reported unimplemented; registering a closure implements them")
    func responding() {
        let screen = Screen()
        let table = screen.table
        let conditional = [
            "tableView(_:heightForRowAt:)", "tableView(_:didSelectRowAt:)", "tableView(_:commit:forRowAt:)",
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            "tableView(_:contextMenuConfigurationForRowAt:point:)",
            "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)", "scrollViewDidScroll(_:)",
        ]
        for method in conditional { #expect(!table.delegateResponds(to: method), "\(method)") }
        for method in [
            "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "numberOfSections(in:)",
            "tableView(_:titleForHeaderInSection:)", "tableView(_:viewForHeaderInSection:)",
        ] {
            #expect(table.delegateResponds(to: method), "\(method)")
        }
        #expect(table.prefetchDataSource == nil)
        #expect(table.dragDelegate == nil)
        #expect(table.dropDelegate == nil)

        screen.manager.dispatcher.heightForCell(withModel: Post.self) { _, _ in 60 }
        screen.manager.dispatcher.sectionIndexTitles { ["A"] }
        // UIKit asked `responds(to:)` when the roles were set: closures for new kinds of events on a live table
        // need `connect` (or a reload, or a content update) before UIKit sends their methods.
        #expect(!table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        screen.manager.connect(table)
        #expect(table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        #expect(table.delegateResponds(to: "sectionIndexTitles(for:)"))
        #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 60, width: 320, height: 60))
    }

    @Test("a tap highlights, selects and deselects, with typed cells and models, in UIKit's order")
    func selection() {
        var events: [String] = []
        let screen = Screen(events: { mapping in
            mapping.shouldHighlight { _, post, _ in
                events.append("shouldHighlight \(post.id)"); return true
            }
            mapping.didHighlight { _, post, _ in events.append("didHighlight \(post.id)") }
            mapping.didUnhighlight { _, post, _ in events.append("didUnhighlight \(post.id)") }
            mapping.willSelect { cell, post, path in
                events.append("willSelect \(post.id) \(cell.post?.id ?? -1)")
                return post.id == 3 ? nil : path
            }
            mapping.didSelect { cell, post, path in events.append("didSelect \(post.id) \(cell.post == post) \(path)") }
            mapping.willDeselect { _, post, path in
                events.append("willDeselect \(post.id)"); return path
            }
            mapping.didDeselect { _, post, _ in events.append("didDeselect \(post.id)") }
        })
        screen.table.simulateTap(at: ip(0, 1))
        screen.table.simulateTap(at: ip(0, 2))
        screen.table.simulateTap(at: ip(0, 3))
        #expect(
            events == [
                "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1 1", "didSelect 1 true [0, 1]",
                "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2 2", "willDeselect 1",
                "didDeselect 1",
                "didSelect 2 true [0, 2]",
                "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3 3",
            ])
        #expect(screen.table.indexPathForSelectedRow == ip(0, 2))
    }

    @Test("display events carry the model the cell showed, also when its row was deleted")
    func display() throws {
        var shown: [Int] = []
        var ended: [Int] = []
        let screen = Screen(events: { mapping in
            mapping.willDisplay { _, post, _ in shown.append(post.id) }
            mapping.didEndDisplaying { _, post, _ in ended.append(post.id) }
        })
        #expect(shown == [0, 1, 2, 3, 4])
        try screen.storage.removeItem(at: path(0, 0))
        #expect(ended == [0])
        #expect(shown.last == 5)
    }

    @Test("heights: implemented only with closures, self-sizing otherwise; headers from titles and mapped views")
    func heightsAndHeaders() {
        let screen = Screen(
            sections: [posts(0...1), posts(10...11)], visibleRows: 10,
            configure: { manager in
                manager.registry.register(TitleHeader.self, as: .header) { $0.heightForHeader { _, _ in 40 } }
            })
        screen.storage.setSectionHeaderModels(["Fruit", HeaderModel(text: "Veg")])
        screen.table.finishAnimations()
        let proxy = screen.manager.proxy
        #expect(proxy.tableView(screen.table, titleForHeaderInSection: 0) == "Fruit")
        #expect(proxy.tableView(screen.table, titleForHeaderInSection: 1) == nil)
        #expect((proxy.tableView(screen.table, viewForHeaderInSection: 1) as? TitleHeader)?.text == "Veg")
        #expect(proxy.tableView(screen.table, heightForHeaderInSection: 1) == 40)
        #expect(proxy.tableView(screen.table, heightForHeaderInSection: 0) == screen.table.sectionHeaderHeight)
        #expect(!screen.table.delegateResponds(to: "tableView(_:heightForRowAt:)"))
        #expect(screen.table.headerView(forSection: 1) is TitleHeader)
    }

    @Test("swipe actions become UIKit configurations whose actions run the closures")
    func swipeActions() {
        var performed: [String] = []
        let screen = Screen(events: { mapping in
            mapping.trailingSwipeActions { _, post, _ in
                SwipeActionsDescription(
                    actions: [
                        ContextualActionDescription(
                            style: .destructive, title: "Delete \(post.id)", backgroundColor: .red
                        ) { done in
                            performed.append("delete \(post.id)"); done(true)
                        }
                    ], performsFirstActionWithFullSwipe: false)
            }
            mapping.leadingSwipeActions { _, _, _ in nil }
            mapping.willBeginEditing { _, post, _ in performed.append("begin \(post.id)") }
            mapping.didEndEditing { _, post, _ in performed.append("end \(post.id)") }
        })
        let configuration = screen.table.simulateTrailingSwipe(at: ip(0, 2))
        #expect(configuration?.actions.first?.title == "Delete 2")
        #expect(configuration?.actions.first?.style == .destructive)
        #expect(configuration?.performsFirstActionWithFullSwipe == false)
        #expect(configuration?.actions.first?.backgroundColor?.red == 1)
        if let action = configuration?.actions.first { screen.table.simulatePerform(action, at: ip(0, 2)) }
        #expect(screen.table.simulateLeadingSwipe(at: ip(0, 2)) == nil)
        #expect(performed == ["begin 2", "delete 2", "end 2"])
    }

    @Test("committing a deletion edits the storage, which animates the row away")
    func commitDelete() throws {
        var screenStorage: MemoryStorage?
        let screen = Screen(events: { mapping in
            mapping.commitEditingStyle { _, path, style in
                if style == .delete { try? screenStorage?.removeItem(at: path) }
            }
            mapping.editingStyle { post, _ in post.id == 0 ? .insert : .delete }
            mapping.titleForDeleteConfirmationButton { _, _ in "Remove" }
        })
        screenStorage = screen.storage
        #expect(screen.manager.proxy.tableView(screen.table, editingStyleForRowAt: ip(0, 0)) == .insert)
        let swipe = screen.table.simulateTrailingSwipe(at: ip(0, 1))
        #expect(swipe?.actions.first?.title == "Remove")
        screen.table.simulateCommit(.delete, forRowAt: ip(0, 1))
        #expect(screen.batches.last?.deletedItems == [path(0, 1)])
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.cellsMatchStorage())
    }

    @Test("a user's move moves the storage, and the table is not animated a second time")
    func userMove() throws {
        var moved: [String] = []
        let screen = Screen(events: { mapping in
            mapping.moveItem { post, source, destination in moved.append("\(post.id) \(source) -> \(destination)") }
            mapping.targetPathForMove { _, _, proposed in proposed.item > 3 ? ItemPath(item: 3, section: 0) : proposed }
        })
        #expect(screen.table.standInCanMoveRow(at: ip(0, 0)))
        let target = screen.table.simulateMove(from: ip(0, 0), to: ip(0, 8))
        #expect(target == ip(0, 3))
        #expect(moved == ["0 [0, 0] -> [0, 3]"])
        #expect((screen.storage.item(at: path(0, 3)) as? Post)?.id == 0)
        #expect(screen.batches.isEmpty)
        try screen.storage.removeItem(at: path(0, 0))
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.cellsMatchStorage())
    }

    @Test("context menus: a configuration for the row, its menu's actions, and previews found by identifier")
    func contextMenus() {
        var log: [String] = []
        let screen = Screen(events: { mapping in
            mapping.contextMenu { _, post, _, point in
                ContextMenuDescription(
                    title: "Post \(post.id)",
                    children: [
                        .action(title: "Share", attributes: .destructive) {
                            log.append("share \(post.id) at \(point.x)")
                        },
                        .submenu(title: "More", displaysInline: true, children: []),
                    ])
            }
            mapping.contextMenuHighlightPreview { _, post, _, _ in
                log.append("preview \(post.id)"); return ContextMenuPreview(cornerRadius: 8)
            }
            mapping.willDisplayContextMenu { post, _, _ in log.append("display \(post.id)") }
            mapping.willEndContextMenuInteraction { post, _, _ in log.append("end \(post.id)") }
        })
        let proxy = screen.manager.proxy
        guard
            let configuration = proxy.tableView(
                screen.table, contextMenuConfigurationForRowAt: ip(0, 2), point: CGPoint(x: 7, y: 1))
        else {
            Issue.record("no configuration")
            return
        }
        let menu = configuration.simulateMenu()
        #expect(menu?.title == "Post 2")
        #expect((menu?.children.last as? UIMenu)?.options == .displayInline)
        (menu?.children.first as? UIAction)?.simulatePerform()
        let preview = proxy.tableView(screen.table, previewForHighlightingContextMenuWithConfiguration: configuration)
        #expect(preview?.parameters.cornerRadius == 8)
        #expect(preview?.view === screen.table.cellForRow(at: ip(0, 2)))
        proxy.tableView(screen.table, willDisplayContextMenu: configuration, animator: nil)
        proxy.tableView(screen.table, willEndContextMenuInteraction: configuration, animator: nil)
        #expect(log == ["share 2 at 7.0", "preview 2", "display 2", "end 2"])
    }

    @Test("prefetching: the prefetch data source is set only with closures, which get the models")
    func prefetching() {
        var prefetched: [Int] = []
        let screen = Screen(events: { mapping in
            mapping.prefetch { post, _ in prefetched.append(post.id) }
            mapping.cancelPrefetching { post, _ in prefetched.append(-post.id) }
        })
        let source = screen.table.prefetchDataSource
        #expect(source != nil)
        source?.tableView(screen.table, prefetchRowsAt: [ip(0, 7), ip(0, 8), ip(0, 99)])
        source?.tableView(screen.table, cancelPrefetchingForRowsAt: [ip(0, 8)])
        #expect(prefetched == [7, 8, -8])
    }

    @Test("drag and drop: descriptions become drag items and proposals; a drop's placements are animated")
    func dragAndDrop() throws {
        var storage: MemoryStorage?
        var log: [String] = []
        let screen = Screen(
            events: { mapping in
                mapping.itemsForBeginning { _, post, _, _ in
                    [
                        DragItemDescription(
                            localObject: post,
                            representations: [(typeIdentifier: "public.text", data: Data(post.title.utf8))])
                    ]
                }
                mapping.dragPreviewParameters { _, _, _ in DragPreviewDescription(cornerRadius: 4) }
                mapping.dropSessionDidUpdate { post, _, _ in
                    DropProposalDescription(operation: post.id == 1 ? .forbidden : .move, intent: .insertAtDestination)
                }
            },
            configure: { manager in
                manager.dispatcher.performDrop { drop in
                    for (index, dropped) in drop.items.enumerated() {
                        guard let post = dropped.item.localObject as? Post, let destination = drop.destination else {
                            continue
                        }
                        try? storage?.insertItem(Post(id: post.id + 1000, title: post.title), at: destination)
                        drop.drop(itemAt: index, to: destination)
                    }
                }
                manager.dispatcher.dragSessionWillBegin { _ in log.append("begin") }
                manager.dispatcher.canHandleDrop { session in session.typeIdentifiers.contains("public.text") }
            })
        storage = screen.storage
        let drag = try #require(screen.table.dragDelegate)
        let drop = try #require(screen.table.dropDelegate)
        let session = TestDragSession()
        let items = drag.tableView(screen.table, itemsForBeginning: session, at: ip(0, 2))
        #expect((items.first?.localObject as? Post)?.id == 2)
        #expect(items.first?.itemProvider.registeredTypeIdentifiers == ["public.text"])
        #expect(drag.tableView(screen.table, dragPreviewParametersForRowAt: ip(0, 2))?.cornerRadius == 4)
        drag.tableView(screen.table, dragSessionWillBegin: session)
        #expect(drag.tableView(screen.table, dragSessionAllowsMoveOperation: session))
        #expect(!drag.tableView(screen.table, dragSessionIsRestrictedToDraggingApplication: session))

        let dropSession = TestDropSession(items: items)
        #expect(drop.tableView(screen.table, canHandle: dropSession))
        let proposal = drop.tableView(
            screen.table, dropSessionDidUpdate: dropSession, withDestinationIndexPath: ip(0, 1))
        #expect(proposal.operation == .forbidden)
        #expect(
            drop.tableView(screen.table, dropSessionDidUpdate: dropSession, withDestinationIndexPath: ip(0, 4)).intent
                == .insertAtDestinationIndexPath)
        #expect(
            drop.tableView(screen.table, dropSessionDidUpdate: dropSession, withDestinationIndexPath: nil).operation
                == .cancel)
        let coordinator = TestDropCoordinator(
            items: items.map { TestDropItem($0, from: ip(0, 2)) }, destination: ip(0, 0), session: dropSession)
        drop.tableView(screen.table, performDropWith: coordinator)
        #expect(coordinator.drops.map(\.1) == [ip(0, 0)])
        #expect((screen.storage.item(at: path(0, 0)) as? Post)?.id == 1002)
        #expect(log == ["begin"])
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("focus, index titles, indentation, primary actions, accessory, edit menu, spring loading, multiple selection")
    func otherEvents() {
        var log: [String] = []
        let screen = Screen(
            events: { mapping in
                mapping.canFocus { post, _ in post.id != 1 }
                mapping.selectionFollowsFocus { _, _ in true }
                mapping.indentationLevel { post, _ in post.id }
                mapping.shouldIndentWhileEditing { _, _ in false }
                mapping.canEdit { post, _ in post.id != 0 }
                mapping.accessoryButtonTapped { _, post, _ in log.append("accessory \(post.id)") }
                mapping.canPerformPrimaryAction { _, _, _ in true }
                mapping.performPrimaryAction { _, post, _ in log.append("primary \(post.id)") }
                mapping.shouldShowMenu { _, _, _ in true }
                mapping.canPerformAction { _, _, _, action in action == "copy:" }
                mapping.performAction { _, post, _, action in log.append("\(action) \(post.id)") }
                mapping.shouldSpringLoad { _, _, _ in false }
                mapping.shouldBeginMultipleSelectionInteraction { _, _ in true }
                mapping.didBeginMultipleSelectionInteraction { _, post, _ in log.append("multi \(post.id)") }
            },
            configure: { manager in
                manager.dispatcher.sectionIndexTitles { ["A", "B"] }
                manager.dispatcher.sectionForSectionIndexTitle { _, _ in 7 }
                manager.dispatcher.indexPathForPreferredFocusedView { ItemPath(item: 2, section: 0) }
                manager.dispatcher.shouldUpdateFocus { update in update.next?.item != 9 }
                manager.dispatcher.didEndMultipleSelectionInteraction { log.append("multi end") }
            })
        let proxy = screen.manager.proxy
        let table = screen.table
        #expect(!proxy.tableView(table, canFocusRowAt: ip(0, 1)))
        #expect(proxy.tableView(table, selectionFollowsFocusForRowAt: ip(0, 1)))
        #expect(proxy.indexPathForPreferredFocusedView(in: table) == ip(0, 2))
        #expect(
            !proxy.tableView(
                table,
                shouldUpdateFocusIn: UITableViewFocusUpdateContext(
                    previouslyFocusedIndexPath: ip(0, 1), nextFocusedIndexPath: ip(0, 9))))
        #expect(proxy.sectionIndexTitles(for: table) == ["A", "B"])
        #expect(proxy.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 0)  // kept within the sections
        #expect(proxy.tableView(table, indentationLevelForRowAt: ip(0, 4)) == 4)
        #expect(!proxy.tableView(table, shouldIndentWhileEditingRowAt: ip(0, 4)))
        #expect(!table.standInCanEditRow(at: ip(0, 0)))
        #expect(table.simulateTrailingSwipe(at: ip(0, 0)) == nil)
        proxy.tableView(table, accessoryButtonTappedForRowWith: ip(0, 3))
        #expect(proxy.tableView(table, canPerformPrimaryActionForRowAt: ip(0, 3)))
        proxy.tableView(table, performPrimaryActionForRowAt: ip(0, 3))
        #expect(proxy.tableView(table, shouldShowMenuForRowAt: ip(0, 3)))
        #expect(proxy.tableView(table, canPerformAction: Selector("copy:"), forRowAt: ip(0, 3), withSender: nil))
        #expect(!proxy.tableView(table, canPerformAction: Selector("paste:"), forRowAt: ip(0, 3), withSender: nil))
        proxy.tableView(table, performAction: Selector("copy:"), forRowAt: ip(0, 3), withSender: nil)
        #expect(!proxy.tableView(table, shouldSpringLoadRowAt: ip(0, 3), with: TestAnimation()))
        #expect(proxy.tableView(table, shouldBeginMultipleSelectionInteractionAt: ip(0, 3)))
        proxy.tableView(table, didBeginMultipleSelectionInteractionAt: ip(0, 3))
        proxy.tableViewDidEndMultipleSelectionInteraction(table)
        #expect(log == ["accessory 3", "primary 3", "copy: 3", "multi 3", "multi end"])
    }

    @Test("your own delegate receives scroll-view calls and the methods Trellis does not answer")
    func userDelegate() {
        let screen = Screen()
        let mine = RecordingTableDelegate(answering: [
            "scrollViewDidScroll(_:)", "tableView(_:heightForRowAt:)",
            "scrollViewWillBeginDragging(_:)", "tableView(_:didSelectRowAt:)",
        ])
        screen.manager.delegate = mine
        #expect(screen.table.delegateResponds(to: "scrollViewDidScroll(_:)"))
        #expect(!screen.table.delegateResponds(to: "scrollViewDidZoom(_:)"))
        screen.table.simulateDrag(to: CGPoint(x: 0, y: 10))
        screen.table.simulateTap(at: ip(0, 1))
        #expect(mine.calls.contains("scrollViewDidScroll(_:)"))
        #expect(mine.calls.contains("scrollViewWillBeginDragging(_:)"))
        #expect(mine.calls.contains("tableView(_:heightForRowAt:)"))
        #expect(mine.calls.contains("tableView(_:didSelectRowAt:)"))
        #expect(!mine.calls.contains("scrollViewDidEndDragging(_:willDecelerate:)"))
        // Once Trellis answers a method, it no longer goes to your delegate.
        var selected: [Int] = []
        screen.manager.dispatcher.didSelect(PostCell.self) { _, post, _ in selected.append(post.id) }
        mine.calls = []
        #expect(screen.manager.dispatcher.answers(.didSelect))
        #expect(screen.manager.proxy.answersMethod("tableView(_:didSelectRowAt:)"))
        #expect(screen.table.cellForRow(at: ip(0, 2)) is PostCell)
        screen.table.simulateTap(at: ip(0, 2))
        #expect(selected == [2])
        #expect(!mine.calls.contains("tableView(_:didSelectRowAt:)"))
    }

    @Test("a call off the main thread is answered with a safe default and reported")
    func offMainThread() async {
        let screen = Screen()
        let proxy = screen.manager.proxy
        let table = screen.table
        let count = await Task.detached { proxy.tableView(table, numberOfRowsInSection: 0) }.value
        #expect(count == 0)
        for _ in 0..<100 where screen.log.all.isEmpty { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(screen.log.all.contains { if case .offMainActor = $0 { return true } else { return false } })
        #expect(proxy.tableView(table, numberOfRowsInSection: 0) == 10)
    }

    @Test(
        "the per-row entry points (heights, display) answer their closures on the main thread and a safe default, with an anomaly naming the method, off it"
    )
    func perRowPathsOffMainThread() async {
        var displayed: [ItemPath] = []
        let screen = Screen(events: { mapping in mapping.willDisplay { _, _, path in displayed.append(path) } })
        screen.manager.dispatcher.heightForCell(withModel: Post.self) { post, _ in post.id == 3 ? 60 : 50 }
        screen.manager.dispatcher.estimatedHeightForCell(withModel: Post.self) { _, _ in 70 }
        let proxy = screen.manager.proxy
        let table = screen.table
        let cell = PostCell(style: .default, reuseIdentifier: nil)
        #expect(proxy.tableView(table, heightForRowAt: ip(0, 3)) == 60)
        #expect(proxy.tableView(table, heightForRowAt: ip(0, 4)) == 50)
        #expect(proxy.tableView(table, estimatedHeightForRowAt: ip(0, 4)) == 70)
        displayed.removeAll()
        proxy.tableView(table, willDisplay: cell, forRowAt: ip(0, 2))
        #expect(displayed == [ItemPath(item: 2, section: 0)])

        let answers = await Task.detached {
            let height = proxy.tableView(table, heightForRowAt: IndexPath(row: 3, section: 0))
            let estimate = proxy.tableView(table, estimatedHeightForRowAt: IndexPath(row: 3, section: 0))
            proxy.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 2, section: 0))
            return [height, estimate]
        }.value
        #expect(answers == [44, 44])
        for _ in 0..<100 where screen.log.all.filter({ if case .offMainActor = $0 { true } else { false } }).count < 3 {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let operations = screen.log.all.compactMap { anomaly -> String? in
            if case .offMainActor(let operation, _) = anomaly { return operation } else { return nil }
        }
        #expect(operations.count == 3)
        #expect(operations.contains { $0.contains("heightForRowAt") })
        #expect(operations.contains { $0.contains("estimatedHeightForRowAt") })
        #expect(operations.contains { $0.contains("willDisplay") })
        #expect(displayed == [ItemPath(item: 2, section: 0)])
    }

    @Test("a model no mapping shows is reported once, though the table asks for its cell again on a reload")
    func missingMappingReportedOnce() throws {
        let screen = Screen(sections: [posts(0...2)])
        screen.table.finishAnimations()
        try screen.storage.addItem("a string")
        screen.table.finishAnimations()
        screen.manager.reloadData()
        screen.table.layoutIfNeeded()
        let missing = screen.log.all.filter { if case .noMapping = $0 { true } else { false } }
        #expect(missing.count == 1, "\(missing.map(\.message))")
        #expect(screen.table.visibleCells.count == 4)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("a model no mapping shows gets a placeholder cell and a noMapping anomaly, not a crash")
    func missingMapping() throws {
        let screen = Screen()
        try screen.storage.addItem("a string")
        screen.table.contentOffset = CGPoint(x: 0, y: 44 * 8)
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.log.all.contains { if case .noMapping = $0 { return true } else { return false } })
        #expect(screen.table.visibleCells.contains { !($0 is PostCell) })
    }
}
