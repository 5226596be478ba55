import Testing
@testable import Trellis
import TrellisTesting

// DTTableViewManager's sample: a posts list whose models are protocol-typed food posts, with a mapping for the
// protocol, a closer one for one concrete type, and a section-conditional mapping (the first section shows
// featured cells). Then the same posts composed into a declarative screen, and into a cascading section.

protocol FoodPost {
    var title: String { get }
}

struct PizzaPost: FoodPost, Identifiable, Equatable {
    let id: Int
    var title: String
}

struct SaladPost: FoodPost, Identifiable, Equatable {
    let id: Int
    var title: String
}

@MainActor final class FoodPostCell: ModelTransfer, ConstructibleView {
    var title: String?
    init() {}
    func update(with model: any FoodPost) { title = model.title }
}

@MainActor final class PizzaCell: ModelTransfer, ConstructibleView {
    var title: String?
    init() {}
    func update(with model: PizzaPost) { title = "🍕 " + model.title }
}

@MainActor final class FeaturedFoodPostCell: ModelTransfer, ConstructibleView {
    var title: String?
    init() {}
    func update(with model: any FoodPost) { title = "★ " + model.title }
}

@MainActor
@Suite("Sample: DTTableViewManager's posts list, and composition", .collectsAnomalies)
struct PostsListSampleTests {
    private func posts() throws -> MemoryStorage {
        let storage = MemoryStorage()
        try storage.setSections([
            StorageSection(id: "featured", header: "Featured", items: [SaladPost(id: 1, title: "Caesar")]),
            StorageSection(
                id: "all", header: "All",
                items: [PizzaPost(id: 2, title: "Margherita"), SaladPost(id: 3, title: "Greek")]),
        ])
        return storage
    }

    @Test("Protocol-typed models, the closest mapping, and a section-conditional mapping")
    func postsList() throws {
        let storage = try posts()
        let screen = DeclarativeScreen(storage)
        var selected: [String] = []
        screen.dispatcher.registry.register(FoodPostCell.self) {
            $0.didSelect { _, post, _ in selected.append(post.title) }
        }
        screen.dispatcher.registry.register(PizzaCell.self)
        screen.dispatcher.registry.register(FeaturedFoodPostCell.self, when: .section(0))
        screen.table.reloadData()
        #expect((screen.table.cell(at: path(0, 0)) as? FeaturedFoodPostCell)?.title == "★ Caesar")
        #expect((screen.table.cell(at: path(1, 0)) as? PizzaCell)?.title == "🍕 Margherita")
        #expect((screen.table.cell(at: path(1, 1)) as? FoodPostCell)?.title == "Greek")
        screen.dispatcher.didSelectItem(at: path(1, 1))
        #expect(selected == ["Greek"])
        try storage.insertItem(PizzaPost(id: 4, title: "Diavola"), at: path(1, 0))
        #expect((screen.table.cell(at: path(1, 0)) as? PizzaCell)?.title == "🍕 Diavola")
        #expect(screen.errors.isEmpty)
    }

    @Test("A declarative section shows a storage's models and follows its edits, diffed with the other sections")
    func declarativeSectionFollowsStorage() throws {
        let storage = try posts()
        let content = DeclarativeContent {
            ListSection(id: "posts", header: "Salads")
            ListSection(id: "footer") { ListRow<TextCell>("That's all") }
        }
        var tapped: [String] = []
        content.bind(section: "posts", to: storage, storageSection: 1, as: FoodPostCell.self) { row in
            row.onTap { event in
                tapped.append(event.model.title); return .keepSelected
            }
        }
        let screen = DeclarativeScreen(content)
        #expect(screen.shownModels.count == 2)
        #expect((screen.table.cell(at: path(0, 0)) as? FoodPostCell)?.title == "Margherita")
        try storage.insertItem(SaladPost(id: 9, title: "Niçoise"), at: path(1, 0))
        #expect(screen.table.log.insertedItems == [path(0, 0)])
        #expect((screen.table.cell(at: path(0, 0)) as? FoodPostCell)?.title == "Niçoise")
        try storage.removeItems(at: [path(1, 2)])
        #expect(screen.table.log.deletedItems == [path(0, 2)])
        #expect(screen.dispatcher.tapItem(at: path(0, 1)) == .keepSelected)
        #expect(tapped == ["Margherita"])
        #expect(screen.errors.isEmpty)
    }

    @Test("A cascading section built from declarative rows takes part in the tree's one animated update")
    func cascadingSectionOfRows() throws {
        var tapped = 0
        let rows = DeclarativeSectionNode(
            ListSection(id: "actions", header: "Actions") {
                ListRow<ButtonCell>("Share").onTap { _ in
                    tapped += 1; return .deselect(animated: true)
                }.height(48)
            })
        let info = DestinationInfoSection([InfoLine(label: "Open", value: "9–17")])
        let root = CascadingRoot(children: [info, rows])
        let screen = DeclarativeScreen(root)
        root.prepare(screen.dispatcher.registry)
        screen.table.reloadData()
        #expect((screen.table.cell(at: path(1, 0)) as? ButtonCell)?.title == "Share")
        #expect(screen.dispatcher.heightForItem(at: path(1, 0)) == 48)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 44)
        #expect(screen.dispatcher.tapItem(at: path(1, 0)) == .deselect(animated: true))
        #expect(tapped == 1)
        #expect(screen.dispatcher.title(ofKind: .header, inSection: 1) == "Actions")
        root.performUpdates {
            rows.section.rows.append(ListRow<ButtonCell>("Save"))
            root.children.swapAt(0, 1)
        }
        #expect(screen.updates.count == 1)
        #expect(screen.shownModels == [["Share", "Save"], ["InfoLine(label: \"Open\", value: \"9–17\")"]])
        #expect(screen.errors.isEmpty)
    }
}
