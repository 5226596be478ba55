import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

/// A collection layout's own supplementary kinds (a compositional layout's section badge): sections hold their models
/// by element kind, and the collection's data source shows them with the view registered for that kind.
@MainActor
@Suite("Supplementary views of a layout's own kinds")
struct CustomSupplementaryKindTests {
    let badge = "badge"

    func screen() -> CollectionScreen {
        CollectionScreen(
            sections: [posts(0...1), posts(10...11)], visibleItems: 10,
            configure: { manager in manager.registry.register(TitleSupplementary.self, as: .supplementary("badge")) })
    }

    func requested(_ screen: CollectionScreen, section: Int) -> String? {
        let view = screen.collection.simulateSupplementaryRequest(
            ofKind: badge, at: IndexPath(item: 0, section: section))
        return (view as? TitleSupplementary)?.text
    }

    @Test("A section's badge model is shown by the view registered for the kind; a section without one gets none")
    func shown() throws {
        let screen = screen()
        try screen.storage.setSupplementaryModel(HeaderModel(text: "2 new"), ofKind: badge, forSection: 1)
        screen.collection.finishAnimations()
        #expect(requested(screen, section: 1) == "2 new")
        #expect(requested(screen, section: 0) == nil)
        #expect(
            screen.storage.supplementaryModel(ofKind: badge, forSection: 1) as? HeaderModel
                == HeaderModel(text: "2 new"))
        #expect(screen.storage.supplementaryModel(ofKind: badge, forSection: 7) == nil)
        #expect(screen.storage.supplementaryModel(ofKind: "other", forSection: 1) == nil)
        #expect(screen.log.all.isEmpty, "\(screen.log.all)")
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("Changing a badge reloads its section; setting the same one changes nothing; nil removes it")
    func updates() throws {
        let screen = screen()
        try screen.storage.setSupplementaryModel(HeaderModel(text: "1"), ofKind: badge, forSection: 0)
        screen.collection.finishAnimations()
        let before = screen.batches.count
        try screen.storage.setSupplementaryModel(HeaderModel(text: "1"), ofKind: badge, forSection: 0)
        screen.collection.finishAnimations()
        #expect(screen.batches.count == before, "the same content: no update")
        try screen.storage.setSupplementaryModel(HeaderModel(text: "2"), ofKind: badge, forSection: 0)
        screen.collection.finishAnimations()
        #expect(screen.batches.last?.reloadedSections == [0])
        #expect(requested(screen, section: 0) == "2")
        try screen.storage.setSupplementaryModel(nil, ofKind: badge, forSection: 0)
        screen.collection.finishAnimations()
        #expect(requested(screen, section: 0) == nil)
        screen.storage.setSupplementaryModels([HeaderModel(text: "a"), nil, HeaderModel(text: "c")], ofKind: badge)
        screen.collection.finishAnimations()
        #expect(requested(screen, section: 0) == "a")
        #expect(requested(screen, section: 2) == "c", "the sections up to the last model are made")
        #expect(screen.storage.numberOfSections == 3)
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    @Test("Sections built with their badges: the diff reloads exactly the section whose badge changed")
    func setSections() throws {
        let screen = screen()
        func sections(_ badges: [String?]) -> [StorageSection] {
            badges.enumerated().map { index, text in
                var section = StorageSection(id: index, items: posts(index * 10...index * 10 + 1))
                if let text { section.supplementaries[badge] = AnyItem(HeaderModel(text: text)) }
                return section
            }
        }
        try screen.storage.setSections(sections(["x", nil]))
        screen.collection.finishAnimations()
        try screen.storage.setSections(sections(["x", "y"]))
        screen.collection.finishAnimations()
        #expect(screen.batches.last?.reloadedSections == [1])
        #expect(requested(screen, section: 1) == "y")
        #expect(screen.collection.exceptions.isEmpty, "\(screen.collection.exceptions)")
    }

    @Test("UIKit's header and footer kinds set the header and footer (they used to be stored where nothing read them)")
    func headerAndFooterKinds() throws {
        let screen = CollectionScreen(
            sections: [posts(0...1)], visibleItems: 10,
            configure: { manager in
                manager.registry.register(TitleSupplementary.self, as: .header) {
                    $0.referenceSizeForHeader { _, _ in TrellisSize(width: 320, height: 30) }
                }
            })
        let header = UICollectionView.elementKindSectionHeader
        try screen.storage.setSupplementaryModel(HeaderModel(text: "h"), ofKind: header, forSection: 0)
        screen.collection.finishAnimations()
        #expect(screen.storage.headerModel(forSection: 0) as? HeaderModel == HeaderModel(text: "h"))
        let view = screen.collection.simulateSupplementaryRequest(ofKind: header, at: IndexPath(item: 0, section: 0))
        #expect((view as? TitleSupplementary)?.text == "h")
        screen.storage.setSupplementaryModels(["f"], ofKind: UICollectionView.elementKindSectionFooter)
        #expect(screen.storage.footerModel(forSection: 0) as? String == "f")
        var section = StorageSection(items: [1])
        section.supplementaries[header] = AnyItem("by kind")
        #expect(section.headerModel as? String == "by kind" && section.supplementaries.isEmpty)
        #expect(section.supplementaryModel(ofKind: header) as? String == "by kind")
        #expect(StorageSection.headerKind == UICollectionView.elementKindSectionHeader)
        #expect(StorageSection.footerKind == UICollectionView.elementKindSectionFooter)
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("Hiding the headers of empty sections hides no badge: a layout's own kinds are its to place")
    func emptySectionKeepsBadge() throws {
        let screen = screen()
        screen.manager.dispatcher.hidesHeadersOfEmptySections = true
        try screen.storage.removeItems(inSection: 1)
        try screen.storage.setSupplementaryModel(HeaderModel(text: "empty"), ofKind: badge, forSection: 1)
        screen.collection.finishAnimations()
        #expect(requested(screen, section: 1) == "empty")
        #expect(screen.collection.exceptions.isEmpty)
    }

    @Test("A diffable collection's supplementary closure gives the models of the layout's own kinds")
    func diffable() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: flow)
        let manager = CollectionViewManager()
        manager.registry.register(PostItemCell.self)
        manager.registry.register(TitleSupplementary.self, as: .supplementary(badge))
        let dataSource = manager.attachDiffable(
            to: collection, sections: String.self, items: Int.self, model: { Post(id: $0, title: "\($0)") },
            supplementary: { kind, section in kind == "badge" && section == "B" ? HeaderModel(text: "new") : nil })
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([0], toSection: "A")
        snapshot.appendItems([1], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false)
        func shownBadge(_ section: Int) -> String? {
            (collection.simulateSupplementaryRequest(ofKind: badge, at: IndexPath(item: 0, section: section))
                as? TitleSupplementary)?.text
        }
        #expect(shownBadge(1) == "new")
        #expect(shownBadge(0) == nil)
        #expect(collection.exceptions.isEmpty)
    }

    @Test("Sections compare their supplementary models: a different kind, model or count is other content")
    func sectionContent() {
        var a = StorageSection(items: [1])
        var b = StorageSection(items: [1])
        #expect(a.hasSameContent(as: b))
        a.supplementaries["badge"] = AnyItem("1")
        #expect(!a.hasSameContent(as: b))
        b.supplementaries["badge"] = AnyItem("1")
        #expect(a.hasSameContent(as: b))
        b.supplementaries["badge"] = AnyItem("2")
        #expect(!a.hasSameContent(as: b))
        b.supplementaries = ["banner": AnyItem("1")]
        #expect(!a.hasSameContent(as: b))
        b.supplementaries = ["badge": AnyItem("1"), "banner": AnyItem("1")]
        #expect(!a.hasSameContent(as: b))
    }

    @Test("Declarative sections: a section view of a layout's own kind is shown, and changes with the section")
    func declarative() {
        func content(_ badge: String?) -> [ListSection] {
            var section = ListSection(id: "s") { ListRow<PostItemCell>(Post(id: 1, title: "one")) }
            if let badge {
                section.supplementaries["badge"] = .view(SectionView<TitleSupplementary>(HeaderModel(text: badge)))
            }
            return [section]
        }
        let declarative = DeclarativeContent { content("1 new") }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: flow)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.addSubview(collection)
        let manager = CollectionViewManager()
        manager.attach(to: collection, content: declarative)
        let path = IndexPath(item: 0, section: 0)
        #expect(
            (collection.simulateSupplementaryRequest(ofKind: badge, at: path) as? TitleSupplementary)?.text == "1 new")
        declarative.sections = content("2 new")
        collection.finishAnimations()
        #expect(
            (collection.simulateSupplementaryRequest(ofKind: badge, at: path) as? TitleSupplementary)?.text == "2 new")
        declarative.sections = content(nil)
        collection.finishAnimations()
        #expect(!(collection.simulateSupplementaryRequest(ofKind: badge, at: path) is TitleSupplementary))
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions)")
    }
}
