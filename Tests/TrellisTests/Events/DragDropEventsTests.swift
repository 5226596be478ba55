import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("Drag and drop events")
struct DragDropEventsTests {
    let sections = [
        StorageSection(items: [Article(title: "a"), Badge.new]),
        StorageSection(items: [Article(title: "b")]),
    ]
    let dragObject = ProbeObject()
    let dropObject = ProbeObject()
    var drag: DragSessionToken { DragSessionToken(dragObject) }
    var drop: DropSessionToken {
        DropSessionToken(dropObject, typeIdentifiers: ["public.utf8-plain-text"], itemCount: 1, isLocal: true)
    }

    @Test("with no closure: no drag, UIKit's defaults, and drag and drop delegates reported unimplemented")
    func nothingRegistered() throws {
        let (dispatcher, host, log) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        host.show(ProbeArticleCell(), at: path(0, 0))
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(0, 0)).isEmpty)
        #expect(dispatcher.dragItemsForAdding(to: drag, at: path(0, 0), point: .zero).isEmpty)
        #expect(dispatcher.dragPreviewParametersForItem(at: path(0, 0)) == nil)
        #expect(dispatcher.dropPreviewParametersForItem(at: path(0, 0)) == nil)
        dispatcher.dragSessionWillBegin(drag)
        dispatcher.dragSessionDidEnd(drag)
        #expect(dispatcher.dragSessionAllowsMoveOperation(drag))
        #expect(!dispatcher.dragSessionIsRestrictedToDraggingApplication(drag))
        #expect(dispatcher.canHandleDrop(drop))
        dispatcher.dropSessionDidEnter(drop)
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: path(0, 0)) == .cancel)
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: nil) == DropProposalDescription(operation: .cancel))
        dispatcher.dropSessionDidExit(drop)
        dispatcher.dropSessionDidEnd(drop)
        let coordinator = DropCoordinatorDescription(
            destination: path(0, 0), proposal: .cancel, items: [], session: drop)
        dispatcher.performDrop(coordinator)
        #expect(coordinator.placements.isEmpty)
        for answers in [
            dispatcher.answers(.itemsForBeginning), dispatcher.answers(.itemsForAddingTo),
            dispatcher.answers(.dragPreviewParameters), dispatcher.answers(.dragSessionWillBegin),
            dispatcher.answers(.dragSessionDidEnd), dispatcher.answers(.dragSessionAllowsMoveOperation),
            dispatcher.answers(.dragSessionIsRestrictedToDraggingApplication),
            dispatcher.answers(.canHandleDrop), dispatcher.answers(.dropSessionDidEnter),
            dispatcher.answers(.dropSessionDidUpdate), dispatcher.answers(.dropSessionDidExit),
            dispatcher.answers(.dropSessionDidEnd), dispatcher.answers(.performDrop),
            dispatcher.answers(.dropPreviewParameters),
        ] {
            #expect(!answers)
        }
        #expect(log.all.isEmpty)
    }

    @Test("itemsForBeginning receives the view on screen, the typed model, the path and the session")
    func itemsForBeginning() throws {
        let (dispatcher, host, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(ProbeArticleCell, String, ItemPath, DragSessionToken)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.itemsForBeginning { cell, article, path, session in
                calls.append((cell, article.title, path, session))
                return [DragItemDescription(localObject: article, representations: [.plainText(article.title)])]
            }
        }
        let cell = ProbeArticleCell()
        host.show(cell, at: path(1, 0))
        #expect(dispatcher.answers(.itemsForBeginning))
        let items = dispatcher.dragItemsForBeginning(drag, at: path(1, 0))
        #expect(items.count == 1)
        #expect((items.first?.localObject as? Article)?.title == "b")
        #expect(items.first?.data(ofType: "public.utf8-plain-text") == Data("b".utf8))
        #expect(calls.all.count == 1)
        #expect(calls.all.first?.0 === cell)
        #expect(calls.all.first?.1 == "b")
        #expect(calls.all.first?.2 == path(1, 0))
        #expect(calls.all.first?.3 == drag)

        let passed = ProbeArticleCell()
        _ = dispatcher.dragItemsForBeginning(drag, at: path(0, 0), view: passed)
        #expect(calls.all.last?.0 === passed, "a view the host passes is used")
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(0, 1)).isEmpty, "the badge has no closure")
    }

    @Test("a view closure cannot fire without a view; a model-type closure can")
    func viewlessDrag() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.itemsForBeginning { _, _, _, _ in [DragItemDescription()] }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(0, 0)).isEmpty)
        dispatcher.itemsForBeginning(withModel: Badge.self) { badge, path, session in
            [DragItemDescription(localObject: badge, suggestedName: "\(badge) \(path) \(session == drag)")]
        }
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(0, 1)).first?.suggestedName == "new [0, 1] true")
    }

    @Test("itemsForBeginning precedence: mapping closure, then the view type's, then the model type's")
    func itemsForBeginningPrecedence() throws {
        let (dispatcher, host, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self, when: .section(1)) { mapping in
            mapping.itemsForBeginning { _, _, _, _ in [DragItemDescription(suggestedName: "mapping")] }
        }
        dispatcher.registry.register(ProbeFeaturedCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.itemsForBeginning(ProbeArticleCell.self) { _, _, _, _ in [DragItemDescription(suggestedName: "view")]
        }
        dispatcher.itemsForBeginning(ProbeFeaturedCell.self) { _, _, _, _ in
            [DragItemDescription(suggestedName: "featured")]
        }
        dispatcher.itemsForBeginning(withModel: Article.self) { _, _, _ in
            [DragItemDescription(suggestedName: "article")]
        }
        dispatcher.itemsForBeginning(withModel: Badge.self) { _, _, _ in [DragItemDescription(suggestedName: "badge")] }
        host.show(ProbeArticleCell(), at: path(1, 0))
        host.show(ProbeFeaturedCell(), at: path(0, 0))
        host.show(ProbeBadgeCell(), at: path(0, 1))
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(1, 0)).first?.suggestedName == "mapping")
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(0, 0)).first?.suggestedName == "featured")
        #expect(dispatcher.dragItemsForBeginning(drag, at: path(0, 1)).first?.suggestedName == "badge")
    }

    @Test("itemsForAddingTo receives the session and the point")
    func itemsForAddingTo() throws {
        let (dispatcher, host, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath, DragSessionToken, TrellisPoint)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.itemsForAddingTo { _, article, path, session, point in
                calls.append((article.title, path, session, point))
                return [DragItemDescription(localObject: article)]
            }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.itemsForAddingTo(ProbeBadgeCell.self) { cell, badge, _, _, point in
            [DragItemDescription(localObject: cell, suggestedName: "\(badge) at \(point)")]
        }
        host.show(ProbeArticleCell(), at: path(0, 0))
        host.show(ProbeBadgeCell(), at: path(0, 1))
        let point = TrellisPoint(x: 12, y: 34)
        #expect(dispatcher.dragItemsForAdding(to: drag, at: path(0, 0), point: point).count == 1)
        #expect(calls.all.first?.0 == "a")
        #expect(calls.all.first?.1 == path(0, 0))
        #expect(calls.all.first?.2 == drag)
        #expect(calls.all.first?.3 == point)
        #expect(
            dispatcher.dragItemsForAdding(to: drag, at: path(0, 1), point: point).first?.suggestedName
                == "new at (12.0, 34.0)")

        let (byModel, _, _) = try probeDispatcher(sections)
        byModel.registry.register(ProbeArticleCell.self)
        byModel.itemsForAddingTo(withModel: Article.self) { article, _, _, point in
            [DragItemDescription(suggestedName: "\(article.title) \(point.x)")]
        }
        #expect(byModel.dragItemsForAdding(to: drag, at: path(1, 0), point: point).first?.suggestedName == "b 12.0")
    }

    @Test("drag and drop previews: nil keeps UIKit's, a description is passed on")
    func previews() throws {
        let (dispatcher, host, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.dragPreviewParameters { _, article, _ in
                article.title == "a" ? DragPreviewDescription(cornerRadius: 8) : nil
            }
            mapping.dropPreviewParameters { _, _, path in
                DragPreviewDescription(
                    backgroundColor: TrellisColor(red: 0, green: 0, blue: 0, alpha: 0),
                    cornerRadius: Double(path.section))
            }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.dragPreviewParameters(withModel: Badge.self) { _, _ in DragPreviewDescription(cornerRadius: 3) }
        dispatcher.dropPreviewParameters(ProbeBadgeCell.self) { _, _, _ in DragPreviewDescription(cornerRadius: 4) }
        host.show(ProbeArticleCell(), at: path(0, 0))
        host.show(ProbeArticleCell(), at: path(1, 0))
        host.show(ProbeBadgeCell(), at: path(0, 1))
        #expect(dispatcher.dragPreviewParametersForItem(at: path(0, 0))?.cornerRadius == 8)
        #expect(dispatcher.dragPreviewParametersForItem(at: path(1, 0)) == nil, "the closure answered nil")
        #expect(dispatcher.dragPreviewParametersForItem(at: path(0, 1))?.cornerRadius == 3)
        #expect(dispatcher.dropPreviewParametersForItem(at: path(1, 0))?.cornerRadius == 1)
        #expect(dispatcher.dropPreviewParametersForItem(at: path(1, 0))?.backgroundColor?.alpha == 0)
        #expect(dispatcher.dropPreviewParametersForItem(at: path(0, 1))?.cornerRadius == 4)

        let (byModel, _, _) = try probeDispatcher(sections)
        byModel.registry.register(ProbeArticleCell.self)
        let parameters = ProbeObject()
        byModel.dragPreviewParameters(ProbeArticleCell.self) { _, _, _ in
            DragPreviewDescription(hostParameters: parameters)
        }
        byModel.dropPreviewParameters(withModel: Article.self) { _, _ in DragPreviewDescription(cornerRadius: 5) }
        byModel.host = host
        #expect(byModel.dragPreviewParametersForItem(at: path(0, 0))?.hostParameters === parameters)
        #expect(byModel.dropPreviewParametersForItem(at: path(1, 0))?.cornerRadius == 5)
    }

    @Test("drag session events receive the host's session")
    func dragSessionEvents() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let events = ProbeLog<String>()
        dispatcher.dragSessionWillBegin { session in events.append("begin \(session.session === dragObject)") }
        dispatcher.dragSessionDidEnd { session in events.append("end \(session == drag)") }
        dispatcher.dragSessionAllowsMoveOperation { _ in false }
        dispatcher.dragSessionIsRestrictedToDraggingApplication { session in session.session === dragObject }
        dispatcher.dragSessionWillBegin(drag)
        dispatcher.dragSessionDidEnd(drag)
        #expect(events.all == ["begin true", "end true"])
        #expect(!dispatcher.dragSessionAllowsMoveOperation(drag))
        #expect(dispatcher.dragSessionIsRestrictedToDraggingApplication(drag))
        #expect(!dispatcher.dragSessionIsRestrictedToDraggingApplication(DragSessionToken(ProbeObject())))
        for answers in [
            dispatcher.answers(.dragSessionWillBegin), dispatcher.answers(.dragSessionDidEnd),
            dispatcher.answers(.dragSessionAllowsMoveOperation),
            dispatcher.answers(.dragSessionIsRestrictedToDraggingApplication),
        ] {
            #expect(answers)
        }
    }

    @Test("drop session events receive the session with what it offers")
    func dropSessionEvents() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let events = ProbeLog<String>()
        dispatcher.canHandleDrop { session in session.provides("public.utf8-plain-text") && session.isLocal }
        dispatcher.dropSessionDidEnter { session in events.append("enter \(session.itemCount)") }
        dispatcher.dropSessionDidExit { session in events.append("exit \(session.session === dropObject)") }
        dispatcher.dropSessionDidEnd { session in events.append("end \(session == drop)") }
        #expect(dispatcher.canHandleDrop(drop))
        #expect(!dispatcher.canHandleDrop(DropSessionToken(dropObject, typeIdentifiers: ["public.png"])))
        dispatcher.dropSessionDidEnter(drop)
        dispatcher.dropSessionDidExit(drop)
        dispatcher.dropSessionDidEnd(drop)
        #expect(events.all == ["enter 1", "exit true", "end true"])
        for answers in [
            dispatcher.answers(.canHandleDrop), dispatcher.answers(.dropSessionDidEnter),
            dispatcher.answers(.dropSessionDidExit), dispatcher.answers(.dropSessionDidEnd),
        ] {
            #expect(answers)
        }
    }

    @Test("dropSessionDidUpdate: the model at the destination answers first, then the dispatcher's closure")
    func dropProposals() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let asked = ProbeLog<ItemPath?>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.dropSessionDidUpdate { article, path, session in
                article.title == "a" && path == ItemPath(item: 0, section: 0) && session.isLocal
                    ? DropProposalDescription(operation: .move, intent: .insertIntoDestination)
                    : DropProposalDescription(operation: .forbidden)
            }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.dropSessionDidUpdate { _, destination in
            asked.append(destination)
            return DropProposalDescription(operation: .copy, intent: .insertAtDestination)
        }
        #expect(dispatcher.answers(.dropSessionDidUpdate))
        #expect(
            dispatcher.dropSessionDidUpdate(drop, destination: path(0, 0))
                == DropProposalDescription(operation: .move, intent: .insertIntoDestination))
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: path(1, 0)).operation == .forbidden)
        #expect(
            dispatcher.dropSessionDidUpdate(drop, destination: path(0, 1)).operation == .copy,
            "the badge's mapping has no closure")
        #expect(
            dispatcher.dropSessionDidUpdate(drop, destination: path(0, 2)).intent == .insertAtDestination,
            "one past the end of a section holds no model")
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: nil).operation == .copy)
        #expect(asked.all == [path(0, 1), path(0, 2), nil])
    }

    @Test("dropSessionDidUpdate registered on the dispatcher, by view and by model type")
    func dropProposalsOnDispatcher() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.dropSessionDidUpdate(ProbeArticleCell.self) { _, _, _ in DropProposalDescription(operation: .copy) }
        dispatcher.dropSessionDidUpdate(withModel: Badge.self) { _, _, _ in DropProposalDescription(operation: .move) }
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: path(0, 0)).operation == .copy)
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: path(0, 1)).operation == .move)
        #expect(dispatcher.dropSessionDidUpdate(drop, destination: nil) == .cancel)
    }

    @Test("performDrop receives the destination, proposal and items, and records where items land")
    func performDrop() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let storage = try #require(dispatcher.content as? MemoryStorage)
        let hostCoordinator = ProbeObject()
        let received = ProbeLog<DropCoordinatorDescription>()
        dispatcher.performDrop { drop in
            received.append(drop)
            guard let destination = drop.destination else { return }
            for (index, dropped) in drop.items.enumerated() {
                guard let article = dropped.item.localObject as? Article else { continue }
                try? storage.insertItem(article, at: destination)
                drop.drop(itemAt: index, to: destination)
            }
            drop.drop(itemAt: 7, to: destination)
        }
        #expect(dispatcher.answers(.performDrop))
        let coordinator = DropCoordinatorDescription(
            destination: path(1, 0), proposal: DropProposalDescription(operation: .copy, intent: .insertAtDestination),
            items: [
                DroppedItem(item: DragItemDescription(localObject: Article(title: "dropped"))),
                DroppedItem(
                    item: DragItemDescription(representations: [(typeIdentifier: "public.png", data: Data([1]))]),
                    sourcePath: path(0, 0)),
            ],
            session: drop, hostCoordinator: hostCoordinator)
        dispatcher.performDrop(coordinator)
        #expect(received.all.count == 1)
        #expect(received.all.first === coordinator)
        #expect(coordinator.hostCoordinator === hostCoordinator)
        #expect(coordinator.items[1].sourcePath == path(0, 0))
        #expect(coordinator.items[1].item.typeIdentifiers == ["public.png"])
        #expect(coordinator.placements.count == 1, "the out-of-range index is ignored")
        #expect(coordinator.placements.first?.item == 0)
        #expect(coordinator.placements.first?.destination == path(1, 0))
        #expect((dispatcher.model(at: path(1, 0)) as? Article)?.title == "dropped")
    }

    @Test("the last session closure registered wins")
    func lastSessionClosureWins() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.canHandleDrop { _ in false }
        dispatcher.canHandleDrop { _ in true }
        #expect(dispatcher.canHandleDrop(drop))
    }

    @Test("descriptions: proposals use UIKit's raw values, tokens compare by identity, representations by type")
    func descriptions() {
        #expect(DropProposalDescription.Operation.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(DropProposalDescription.Intent.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(DropProposalDescription(operation: .copy).intent == .unspecified)
        #expect(DragSessionToken(dragObject) == DragSessionToken(dragObject))
        #expect(DragSessionToken(dragObject) != DragSessionToken(ProbeObject()))
        #expect(Set([drag, drag]).count == 1)
        let item = DragItemDescription(
            localObject: 1,
            representations: [
                .plainText("hi"), DragItemDescription.Representation(typeIdentifier: "public.data", data: Data([9])),
            ])
        #expect(item.typeIdentifiers == ["public.utf8-plain-text", "public.data"])
        #expect(item.data(ofType: "public.data") == Data([9]))
        #expect(item.data(ofType: "public.png") == nil)
        #expect(!drop.provides("public.png"))
    }
}
