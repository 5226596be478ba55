import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// Flow's country list in a stand-in collection (a list layout with supplementary headers): declarative rows with
// collection cells, a header view with its own model, tap closures that deselect or keep the selection.

final class CountryItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var text: String?
    func update(with model: Country) { text = model.name }
}

final class InitialHeader: UICollectionReusableView, ModelTransfer {
    private(set) var text: String?
    func update(with model: String) { text = "— \(model) —" }
}

@MainActor
@Suite("Sample in a stand-in collection: Flow's country list")
struct CountryCollectionTests {
    private static let countries = ["France", "Japan", "Jordan", "Peru"].map {
        Country(code: String($0.prefix(3)).uppercased(), name: $0)
    }

    @MainActor
    private static func sections(search: String, picked: @escaping @MainActor (String) -> Void) -> [ListSection] {
        let shown = countries.filter { search.isEmpty || $0.name.localizedCaseInsensitiveContains(search) }
        let initials = Array(Set(shown.map { String($0.name.prefix(1)) })).sorted()
        return initials.map { initial in
            ListSection(id: initial, header: .view(SectionView<InitialHeader>(initial))) {
                for country in shown where country.name.hasPrefix(initial) {
                    ListRow<CountryItemCell>(country).onTap { event in
                        picked(event.model.name)
                        return event.model.name == "Peru" ? .keepSelected : .deselect(animated: true)
                    }
                }
            }
        }
    }

    @Test("Cells and header views come from the rows and sections; taps deselect or keep; a filter animates")
    func countryCollection() {
        var picked: [String] = []
        let content = DeclarativeContent { Self.sections(search: "", picked: { picked.append($0) }) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        collection.collectionViewLayout = manager.listLayout(appearance: .plain, supplementaryHeaders: true)
        window.addSubview(collection)
        manager.attach(to: collection, content: content)
        var names: [String] { collection.visibleCells.compactMap { ($0 as? CountryItemCell)?.text } }
        #expect(names == ["France", "Japan", "Jordan", "Peru"])
        let header =
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            as? InitialHeader
        #expect(header?.text == "— J —")

        collection.simulateTap(at: IndexPath(item: 1, section: 1))
        #expect(picked == ["Jordan"])
        #expect(collection.indexPathsForSelectedItems?.isEmpty == true)
        collection.simulateTap(at: IndexPath(item: 0, section: 2))
        #expect(picked == ["Jordan", "Peru"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 2)])

        content.set { Self.sections(search: "j", picked: { picked.append($0) }) }
        #expect(Set(collection.updateLog.last?.map(BatchUpdate.init)?.deletedSections ?? []) == [0, 2])
        collection.finishAnimations()
        #expect(names == ["Japan", "Jordan"])
        #expect(collection.exceptions.isEmpty)
        #expect(log.all.isEmpty)
    }

    @Test("setContent swaps a memory storage for declarative rows, which show their own cells after one reload")
    func setContentSwaps() throws {
        let screen = CollectionScreen(sections: [posts(0...2)])
        #expect(screen.shownPosts == [0, 1, 2])
        let content = DeclarativeContent { ListSection(id: "c") { ListRow<CountryItemCell>(Self.countries[0]) } }
        screen.manager.setContent(content)
        #expect(screen.collection.visibleCells.compactMap { ($0 as? CountryItemCell)?.text } == ["France"])
        #expect(
            screen.collection.dequeueReusableCell(
                withReuseIdentifier: "CountryItemCell", for: IndexPath(item: 0, section: 0)) is CountryItemCell)
        content.sections[0].rows.append(ListRow<CountryItemCell>(Self.countries[1]))
        #expect(
            screen.collection.updateLog.last?.map(BatchUpdate.init)?.insertedItems == [ItemPath(item: 1, section: 0)])
        try screen.storage.addItem(Post(id: 9, title: "no longer shown"))
        #expect(
            screen.collection.updateLog.last?.map(BatchUpdate.init)?.insertedItems == [ItemPath(item: 1, section: 0)])
        #expect(screen.collection.exceptions.isEmpty)
        #expect(screen.log.all.isEmpty)
    }
}
