import Testing
import Trellis
import TrellisTesting
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

/// The iOS 15 preview forms of the collection, called without a deprecation warning on iOS.
@MainActor
private protocol IOS15CollectionMenuPreviews {
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
}

extension CollectionViewProxy: IOS15CollectionMenuPreviews {}

/// A context menu's later callbacks, and a header's or footer's end of display, reach the item or model they were
/// made for after updates move or remove it; a collection shows a `String` header as a title. From an outside probe
/// (each test failed before the fix).
@MainActor
@Suite("Context menus and headers follow their items through updates", .serialized)
struct MenusAndHeadersAfterUpdatesTests {
    // MARK: Context menus

    /// A user long-presses item 2 ("post 2") and its menu opens; meanwhile an update inserts an item above. The
    /// preview action and the menu's end reach "post 2", not the item now at the path the menu was opened on.
    @Test("A context menu's preview action reaches the item the menu was opened on, after an insert above it")
    func contextMenuFollowsItsItem() throws {
        var previewed: [Int] = []
        var ended: [Int] = []
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.willPerformContextMenuPreviewAction { post, _, _ in previewed.append(post.id) }
            mapping.willEndContextMenuInteraction { post, _, _ in ended.append(post.id) }
        }
        let proxy = rig.manager.proxy
        let menu = try #require(
            proxy.collectionView(rig.collection, contextMenuConfigurationForItemsAt: [ip(0, 2)], point: .zero))
        try rig.storage.insertItem(Post(id: 50, title: "new"), at: path(0, 0))
        rig.settle()
        proxy.collectionView(rig.collection, willPerformPreviewActionForMenuWith: menu, animator: TestAnimation())
        proxy.collectionView(rig.collection, willEndContextMenuInteraction: menu, animator: nil)
        #expect(previewed == [2])
        #expect(ended == [2])
    }

    /// The item is removed while its menu is open: no later callback reaches the item that took its place.
    @Test("A context menu's callbacks for an item removed meanwhile reach no other item")
    func contextMenuOfRemovedItem() throws {
        var heard: [String] = []
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.willPerformContextMenuPreviewAction { post, _, _ in heard.append("preview \(post.id)") }
            mapping.willDisplayContextMenu { post, _, _ in heard.append("display \(post.id)") }
            mapping.willEndContextMenuInteraction { post, _, _ in heard.append("end \(post.id)") }
            mapping.contextMenuHighlightPreview { _, post, _, _ in
                heard.append("highlight \(post.id)")
                return ContextMenuPreview(cornerRadius: 4)
            }
        }
        let proxy = rig.manager.proxy
        let menu = try #require(
            proxy.collectionView(rig.collection, contextMenuConfigurationForItemsAt: [ip(0, 2)], point: .zero))
        try rig.storage.removeItem(at: path(0, 2))
        rig.settle()
        let preview = (proxy as any IOS15CollectionMenuPreviews).collectionView(
            rig.collection, previewForHighlightingContextMenuWithConfiguration: menu)
        proxy.collectionView(rig.collection, willDisplayContextMenu: menu, animator: nil)
        proxy.collectionView(rig.collection, willPerformPreviewActionForMenuWith: menu, animator: TestAnimation())
        proxy.collectionView(rig.collection, willEndContextMenuInteraction: menu, animator: nil)
        #expect(preview == nil, "no preview of the cell that took the removed item's place")
        #expect(heard.isEmpty)
    }

    /// iOS 15's highlight preview (which UIKit calls with the configuration alone) lifts the cell of the item the
    /// menu was opened on, where an insert above moved it.
    @Test("A collection's iOS 15 highlight preview is of the menu's item, after an insert above it")
    func ios15PreviewFollowsItsItem() throws {
        var highlighted: [Int] = []
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.contextMenuHighlightPreview { _, post, _, _ in
                highlighted.append(post.id)
                return ContextMenuPreview(cornerRadius: 4)
            }
        }
        let proxy = rig.manager.proxy
        let menu = try #require(
            proxy.collectionView(rig.collection, contextMenuConfigurationForItemsAt: [ip(0, 2)], point: .zero))
        try rig.storage.insertItem(Post(id: 50, title: "new"), at: path(0, 0))
        rig.settle()
        let preview = (proxy as any IOS15CollectionMenuPreviews).collectionView(
            rig.collection, previewForHighlightingContextMenuWithConfiguration: menu)
        #expect(highlighted == [2])
        #expect((preview?.view as? PostItemCell)?.post?.id == 2)
    }

    /// An update the collection shows with a reload (it is out of its window) is not followed: the identity the menu
    /// remembered tells that another item is at its path now, and nothing is called for it.
    @Test("A context menu whose item another took the place of in a reload reaches no item")
    func contextMenuAfterReload() throws {
        var previewed: [Int] = []
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.willPerformContextMenuPreviewAction { post, _, _ in previewed.append(post.id) }
        }
        let proxy = rig.manager.proxy
        let menu = try #require(
            proxy.collectionView(rig.collection, contextMenuConfigurationForItemsAt: [ip(0, 2)], point: .zero))
        rig.collection.removeFromSuperview()
        try rig.storage.insertItem(Post(id: 50, title: "new"), at: path(0, 0))
        proxy.collectionView(rig.collection, willPerformPreviewActionForMenuWith: menu, animator: TestAnimation())
        #expect(previewed.isEmpty)
    }

    /// A menu whose item only changed place among items that stay is still the same menu: an update elsewhere
    /// (below the item) changes nothing.
    @Test("A context menu's callbacks still reach its item after an update below it")
    func contextMenuAfterUpdateBelow() throws {
        var previewed: [Int] = []
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.willPerformContextMenuPreviewAction { post, _, _ in previewed.append(post.id) }
        }
        let proxy = rig.manager.proxy
        let menu = try #require(
            proxy.collectionView(rig.collection, contextMenuConfigurationForItemsAt: [ip(0, 2)], point: .zero))
        try rig.storage.removeItem(at: path(0, 4))
        rig.settle()
        proxy.collectionView(rig.collection, willPerformPreviewActionForMenuWith: menu, animator: TestAnimation())
        #expect(previewed == [2])
    }

    /// The table shares the cause: a menu opened on "post 2", then a row inserted above; the preview action reaches
    /// "post 2".
    @Test("A table's context menu preview action reaches the row the menu was opened on, after an insert above it")
    func tableContextMenuFollowsItsRow() throws {
        var previewed: [Int] = []
        let screen = Screen(sections: [posts(0...5)], visibleRows: 10) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.willPerformContextMenuPreviewAction { post, _, _ in previewed.append(post.id) }
        }
        let proxy = screen.manager.proxy
        let menu = try #require(
            proxy.tableView(screen.table, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        )
        try screen.storage.insertItem(Post(id: 50, title: "new"), at: path(0, 0))
        screen.table.finishAnimations()
        proxy.tableView(screen.table, willPerformPreviewActionForMenuWith: menu, animator: TestAnimation())
        #expect(previewed == [2])
    }

    /// A table row removed while its menu is open: no callback reaches the row that took its place, and the previews
    /// (which UIKit asks with the configuration alone) lift no other row's cell.
    @Test("A table's context menu callbacks for a row removed meanwhile reach no other row")
    func tableContextMenuOfRemovedRow() throws {
        var heard: [String] = []
        let screen = Screen(sections: [posts(0...5)], visibleRows: 10) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.willPerformContextMenuPreviewAction { post, _, _ in heard.append("preview \(post.id)") }
            mapping.willDisplayContextMenu { post, _, _ in heard.append("display \(post.id)") }
            mapping.willEndContextMenuInteraction { post, _, _ in heard.append("end \(post.id)") }
            mapping.contextMenuHighlightPreview { _, post, _, _ in
                heard.append("highlight \(post.id)")
                return ContextMenuPreview(cornerRadius: 4)
            }
            mapping.contextMenuDismissalPreview { _, post, _, _ in
                heard.append("dismissal \(post.id)")
                return ContextMenuPreview(cornerRadius: 4)
            }
        }
        let proxy = screen.manager.proxy
        let menu = try #require(
            proxy.tableView(screen.table, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        )
        try screen.storage.removeItem(at: path(0, 2))
        screen.table.finishAnimations()
        let highlight = proxy.tableView(screen.table, previewForHighlightingContextMenuWithConfiguration: menu)
        let dismissal = proxy.tableView(screen.table, previewForDismissingContextMenuWithConfiguration: menu)
        proxy.tableView(screen.table, willDisplayContextMenu: menu, animator: nil)
        proxy.tableView(screen.table, willPerformPreviewActionForMenuWith: menu, animator: TestAnimation())
        proxy.tableView(screen.table, willEndContextMenuInteraction: menu, animator: nil)
        #expect(highlight == nil && dismissal == nil)
        #expect(heard.isEmpty)
    }

    /// The table's previews after an insert above: of the cell of the row the menu was opened on.
    @Test("A table's context menu previews are of the menu's row, after an insert above it")
    func tablePreviewFollowsItsRow() throws {
        var heard: [Int] = []
        let screen = Screen(sections: [posts(0...5)], visibleRows: 10) { mapping in
            mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "menu \(post.id)", children: []) }
            mapping.contextMenuDismissalPreview { _, post, _, _ in
                heard.append(post.id)
                return ContextMenuPreview(cornerRadius: 4)
            }
        }
        let proxy = screen.manager.proxy
        let menu = try #require(
            proxy.tableView(screen.table, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        )
        try screen.storage.insertItem(Post(id: 50, title: "new"), at: path(0, 0))
        screen.table.finishAnimations()
        let preview = proxy.tableView(screen.table, previewForDismissingContextMenuWithConfiguration: menu)
        #expect(heard == [2])
        #expect((preview?.view as? PostCell)?.post?.id == 2)
    }

    // MARK: Headers and footers that end displaying

    /// Headers "A" and "B" are on screen; section 0 is removed. UIKit tells the delegate the header of section 0 (its
    /// old index) ended displaying, after the data changed: each view is told the model it showed.
    @Test("A header that ends displaying after its section is removed is told the model it showed")
    func headerEndsDisplayingWithItsModel() throws {
        var ended: [(view: String?, model: String)] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostItemCell.self)
        manager.registry.register(CAHeaderView.self, as: .header) {
            $0.didEndDisplayingSupplementary { view, model, _ in ended.append((view.text, model.text)) }
        }
        let storage = MemoryStorage()
        storage.setItems([posts(0...1), posts(2...3)])
        storage.setSectionHeaderModels([HeaderModel(text: "A"), HeaderModel(text: "B")])
        window.addSubview(collection)
        manager.attach(to: collection, content: storage)
        try storage.removeSection(at: 0)
        collection.finishAnimations()
        #expect(!ended.isEmpty)
        #expect(ended.allSatisfy { $0.view == $0.model }, "\(ended)")
        #expect(ended.map(\.model).contains("A"))
        #expect(collection.exceptions.isEmpty)
    }

    /// The table shared the cause (`endDisplayingSupplementary` looked the model up by the old section index): a
    /// header view removed with its section is told the model it showed.
    @Test("A table header that ends displaying after its section is removed is told the model it showed")
    func tableHeaderEndsDisplayingWithItsModel() throws {
        var ended: [(view: String?, model: String)] = []
        let screen = Screen(
            sections: [posts(0...1), posts(2...3)], visibleRows: 10,
            configure: { manager in
                manager.registry.register(TitleHeader.self, as: .header) {
                    $0.didEndDisplayingSupplementary { view, model, _ in ended.append((view.text, model.text)) }
                }
            })
        screen.storage.setSectionHeaderModels([HeaderModel(text: "A"), HeaderModel(text: "B")])
        screen.table.finishAnimations()
        try screen.storage.removeSection(at: 0)
        screen.table.finishAnimations()
        #expect(!ended.isEmpty)
        #expect(ended.allSatisfy { $0.view == $0.model }, "\(ended)")
        #expect(ended.map(\.model).contains("A"))
        #expect(screen.table.exceptions.isEmpty)
    }

    /// A header Trellis did not configure (no view is mapped for its model: UIKit gets a placeholder) is remembered
    /// when it appears, as a table's title header (UIKit's own view) is; the stand-in makes no view for a table's
    /// title, so the collection's placeholder stands for both here.
    @Test("A header shown by a placeholder ends displaying with the model it stood for")
    func placeholderHeaderEndsDisplayingWithItsModel() throws {
        var heard: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostItemCell.self)
        manager.dispatcher.willDisplaySupplementary(withModel: CAFooter.self) { model, _ in
            heard.append("+" + model.text)
        }
        manager.dispatcher.didEndDisplayingSupplementary(withModel: CAFooter.self) { model, _ in
            heard.append("-" + model.text)
        }
        let storage = MemoryStorage()
        storage.setItems([posts(0...1), posts(2...3)])
        storage.setSectionHeaderModels([CAFooter(text: "A"), CAFooter(text: "B")])
        window.addSubview(collection)
        manager.attach(to: collection, content: storage)
        try storage.removeSection(at: 0)
        collection.finishAnimations()
        #expect(heard.contains("-A"), "\(heard)")
        #expect(heard.filter { $0.hasPrefix("-") }.allSatisfy { heard.contains("+" + $0.dropFirst()) }, "\(heard)")
        #expect(collection.exceptions.isEmpty)
    }

    // MARK: String headers in a collection

    /// An outline whose section header is a `String` ("Files"; OutlineSection's docs: "a `String` is a title"),
    /// shown in a collection whose layout asks for headers: the title shows in a list cell (the view a list
    /// layout's headers are made of), as a table shows it as its title.
    @Test("A String header in a collection that asks for headers shows its title")
    func stringHeaderInCollection() throws {
        let outline = OutlineContent {
            OutlineSection(id: "a", header: "Files") { OutlineItem(FileNode(name: "README")) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(FileNodeItemCell.self)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.collectionViewLayout = manager.listLayout(appearance: .plain, supplementaryHeaders: true)
        window.addSubview(collection)
        manager.attach(to: collection, content: outline)
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))
        let content = (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "Files")
        #expect(log.all.isEmpty, "\(log.all)")
        #expect(collection.exceptions.isEmpty)
    }

    /// A storage's `String` footer in a flow layout with footers: shown as a title too, and its end of display is
    /// told the title.
    @Test("A String footer in a flow layout shows its title, and ends displaying with it")
    func stringFooterInFlowLayout() throws {
        var ended: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.footerReferenceSize = CGSize(width: 320, height: 20)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostItemCell.self)
        manager.dispatcher.didEndDisplayingSupplementary(withModel: String.self) { title, _ in ended.append(title) }
        let storage = MemoryStorage()
        storage.setItems([posts(0...1), posts(2...3)])
        storage.setSectionFooterModels(["end of A", "end of B"])
        window.addSubview(collection)
        manager.attach(to: collection, content: storage)
        let footer = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: ip(0, 0))
        let content = (footer as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "end of A")
        try storage.removeSection(at: 0)
        collection.finishAnimations()
        #expect(ended.contains("end of A"), "\(ended)")
        #expect(log.all.isEmpty, "\(log.all)")
        #expect(collection.exceptions.isEmpty)
    }

    /// `hidesHeadersOfEmptySections` hides a title header as it hides a table's title.
    @Test("A String header of an empty section is hidden when headers of empty sections are")
    func hiddenStringHeaderInCollection() throws {
        let rig = CACollectionRig(sections: [[], posts(2...3)], height: 600)
        rig.manager.dispatcher.hidesHeadersOfEmptySections = true
        rig.storage.setSectionHeaderModels(["A", "B"])
        rig.settle()
        let shown = { (section: Int) in
            let header = rig.collection.simulateSupplementaryRequest(
                ofKind: UICollectionView.elementKindSectionHeader, at: ip(section, 0))
            return ((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(shown(0) == nil)
        #expect(shown(1) == "B")
        #expect(rig.collection.exceptions.isEmpty)
    }
}
