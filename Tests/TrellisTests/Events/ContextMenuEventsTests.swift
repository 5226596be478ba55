import Testing
@testable import Trellis

@MainActor
@Suite("Context menu events")
struct ContextMenuEventsTests {
    let b = path(0, 1)
    let point = TrellisPoint(x: 12, y: 34.5)

    func menu(_ identifier: String) -> ContextMenuDescription {
        ContextMenuDescription(identifier: identifier, children: [.action(title: identifier, handler: {})])
    }

    @Test("contextMenu: typed view, model, path and point; no menu by default; mapping first, then the items closure")
    func contextMenu() {
        let log = CallLog()
        let fixture = RowFixture { mapping in
            mapping.contextMenu { cell, model, at, point in
                log.add("\(ObjectIdentifier(cell)) \(model.title) \(at) \(point)")
                return model.title == "c" ? nil : self.menu("mapping")
            }
        }
        let cell = fixture.show(b)
        #expect(fixture.dispatcher.contextMenuForItem(at: b, point: point)?.identifier == "mapping")
        #expect(log.calls == ["\(ObjectIdentifier(cell)) b [0, 1] (12.0, 34.5)"])
        #expect(RowFixture().dispatcher.contextMenuForItem(at: b, point: point, view: RowArticleCell()) == nil)
        #expect(RowFixture().dispatcher.contextMenuForItems(at: [b, path(0, 2)], point: point) == nil)

        fixture.dispatcher.contextMenu(RowArticleCell.self) { _, _, _, _ in self.menu("dispatcher") }
        fixture.dispatcher.contextMenuForItems { paths, point in self.menu("items \(paths.count) \(point)") }
        #expect(fixture.dispatcher.contextMenuForItem(at: b, point: point)?.identifier == "mapping")
        #expect(fixture.dispatcher.contextMenuForItems(at: [b], point: point)?.identifier == "mapping")
        #expect(
            fixture.dispatcher.contextMenuForItem(at: path(0, 2), point: point, view: RowArticleCell()) == nil,
            "the mapping's nil means no menu")
        #expect(
            fixture.dispatcher.contextMenuForItems(at: [b, path(0, 2)], point: point)?.identifier
                == "items 2 (12.0, 34.5)")
        #expect(fixture.dispatcher.contextMenuForItems(at: [], point: .zero)?.identifier == "items 0 (0.0, 0.0)")
        #expect(
            fixture.dispatcher.contextMenuForItem(at: path(1, 1), point: point, view: RowBadgeCell())?.identifier
                == "items 1 (12.0, 34.5)", "no closure of the item answers")

        let other = RowFixture()
        other.dispatcher.contextMenu(RowArticleCell.self) { _, model, _, _ in self.menu("dispatcher \(model.title)") }
        #expect(
            other.dispatcher.contextMenuForItem(at: b, point: point, view: RowArticleCell())?.identifier
                == "dispatcher b")
    }

    @Test("menu descriptions: actions with attributes and state, inline submenus")
    func descriptions() {
        var ran = 0
        let menu = ContextMenuDescription(
            title: "Post",
            children: [
                .action(title: "Share", imageName: "square.and.arrow.up", handler: { ran += 1 }),
                .submenu(
                    title: "More", displaysInline: true,
                    children: [
                        .action(title: "Delete", attributes: [.destructive], state: .off, handler: {}),
                        .action(title: "Pinned", attributes: [.disabled, .hidden], state: .mixed, handler: {}),
                    ]),
            ])
        #expect(menu.identifier == nil)
        #expect(menu.children.map(\.title) == ["Share", "More"])
        if case .action(_, let image, let attributes, let state, let handler) = menu.children[0] {
            #expect(image == "square.and.arrow.up" && attributes.isEmpty && state == .off)
            handler()
            #expect(ran == 1)
        } else {
            Issue.record("not an action")
        }
        if case .submenu(_, _, let inline, let children) = menu.children[1],
            case .action(_, _, let attributes, let state, _) = children[1]
        {
            #expect(inline)
            #expect(
                attributes.contains(.hidden) && attributes.contains(.disabled) && !attributes.contains(.destructive))
            #expect(state == .mixed && MenuElementState.on.rawValue == 1)
        } else {
            Issue.record("not a submenu")
        }
    }

    @Test("highlight and dismissal previews: typed view, model, path and identifier; nil by default; mapping first")
    func previews() {
        let log = CallLog()
        let fixture = RowFixture { mapping in
            mapping.contextMenuHighlightPreview { cell, model, at, identifier in
                log.add("highlight \(ObjectIdentifier(cell)) \(model.title) \(at) \(identifier ?? "-")")
                return ContextMenuPreview(backgroundColor: .blue, cornerRadius: 8)
            }
            mapping.contextMenuDismissalPreview { _, model, _, identifier in
                log.add("dismiss \(model.title) \(identifier ?? "-")")
                return ContextMenuPreview(cornerRadius: 4)
            }
        }
        let cell = RowArticleCell()
        #expect(
            fixture.dispatcher.highlightPreviewForContextMenu(at: b, identifier: "m", view: cell)
                == ContextMenuPreview(backgroundColor: .blue, cornerRadius: 8))
        #expect(
            fixture.dispatcher.dismissalPreviewForContextMenu(at: b, identifier: nil, view: cell)?.cornerRadius == 4)
        #expect(log.calls == ["highlight \(ObjectIdentifier(cell)) b [0, 1] m", "dismiss b -"])
        let plain = RowFixture()
        #expect(plain.dispatcher.highlightPreviewForContextMenu(at: b, identifier: "m", view: cell) == nil)
        #expect(plain.dispatcher.dismissalPreviewForContextMenu(at: b, identifier: "m", view: cell) == nil)

        for name in [EventKey.contextMenuHighlightPreview, .contextMenuDismissalPreview] {
            for dispatcher in [fixture.dispatcher, plain.dispatcher] {
                dispatcher.on(name, view: RowArticleCell.self) {
                    (_: RowArticleCell, _: Article, _: ItemPath, _: String?) -> ContextMenuPreview? in
                    ContextMenuPreview(cornerRadius: 99)
                }
            }
        }
        #expect(
            fixture.dispatcher.highlightPreviewForContextMenu(at: b, identifier: "m", view: cell)?.cornerRadius == 8)
        #expect(
            fixture.dispatcher.dismissalPreviewForContextMenu(at: b, identifier: "m", view: cell)?.cornerRadius == 4)
        #expect(plain.dispatcher.highlightPreviewForContextMenu(at: b, identifier: "m", view: cell)?.cornerRadius == 99)
        #expect(plain.dispatcher.dismissalPreviewForContextMenu(at: b, identifier: "m", view: cell)?.cornerRadius == 99)
    }

    @Test("menu notifications: typed model, path and identifier; then the dispatcher's closure; nothing by default")
    func notifications() {
        let log = CallLog()
        let fixture = RowFixture { mapping in
            mapping.willPerformContextMenuPreviewAction { model, at, identifier in
                log.add("perform \(model.title) \(at) \(identifier ?? "-")")
            }
            mapping.willDisplayContextMenu { model, at, identifier in
                log.add("display \(model.title) \(at) \(identifier ?? "-")")
            }
            mapping.willEndContextMenuInteraction { model, at, identifier in
                log.add("end \(model.title) \(at) \(identifier ?? "-")")
            }
        }
        let dispatcher = fixture.dispatcher
        dispatcher.willPerformContextMenuPreviewAction(at: b, identifier: "m")
        dispatcher.willDisplayContextMenu(at: b, identifier: nil)
        dispatcher.willEndContextMenuInteraction(at: path(0, 0), identifier: "n")
        #expect(log.calls == ["perform b [0, 1] m", "display b [0, 1] -", "end a [0, 0] n"])
        dispatcher.willDisplayContextMenu(at: nil, identifier: "m")
        #expect(log.calls.count == 3, "nothing registered for a menu without a path")

        dispatcher.willPerformContextMenuPreviewAction { at, identifier in
            log.add("all perform \(at.map { "\($0)" } ?? "-") \(identifier ?? "-")")
        }
        dispatcher.willDisplayContextMenu { at, identifier in
            log.add("all display \(at.map { "\($0)" } ?? "-") \(identifier ?? "-")")
        }
        dispatcher.willEndContextMenuInteraction { at, identifier in
            log.add("all end \(at.map { "\($0)" } ?? "-") \(identifier ?? "-")")
        }
        let notifications = [
            EventKey.willPerformContextMenuPreviewAction, .willDisplayContextMenu,
            .willEndContextMenuInteraction,
        ]
        for name in notifications {
            dispatcher.on(name, model: Article.self) { (_: Article, _: ItemPath, _: String?) in log.add("model-type") }
        }
        log.calls = []
        dispatcher.willPerformContextMenuPreviewAction(at: b, identifier: "m")
        dispatcher.willDisplayContextMenu(at: b, identifier: "m")
        dispatcher.willEndContextMenuInteraction(at: b, identifier: "m")
        #expect(log.calls == ["perform b [0, 1] m", "display b [0, 1] m", "end b [0, 1] m"], "the mapping wins")
        log.calls = []
        dispatcher.willPerformContextMenuPreviewAction(at: nil, identifier: "m")
        dispatcher.willDisplayContextMenu(at: path(1, 1), identifier: nil)
        dispatcher.willEndContextMenuInteraction(at: path(7, 7), identifier: "x")
        #expect(log.calls == ["all perform - m", "all display [1, 1] -", "all end [7, 7] x"])

        let other = RowFixture()
        other.dispatcher.on(.willDisplayContextMenu, model: Article.self) { (model: Article, _: ItemPath, _: String?) in
            log.add("type \(model.title)")
        }
        other.dispatcher.willDisplayContextMenu(at: b, identifier: nil)
        #expect(log.calls.last == "type b")
    }
}
