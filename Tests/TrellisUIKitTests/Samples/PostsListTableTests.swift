import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// DTTableViewManager's posts list (the shape of `Tests/TrellisTests/Samples/PostsListSample.swift`) in a stand-in
// table: protocol-typed food posts, the closest mapping, a section-conditional mapping, typed select events; then
// the same posts in a declarative section that follows the storage.

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

final class FoodPostCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: any FoodPost) { text = model.title }
}

final class PizzaCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: PizzaPost) { text = "🍕 " + model.title }
}

final class FeaturedFoodPostCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: any FoodPost) { text = "★ " + model.title }
}

@MainActor
@Suite("Sample in a stand-in table: DTTableViewManager's posts list")
struct PostsListTableTests {
    private func storage() throws -> MemoryStorage {
        let storage = MemoryStorage()
        try storage.setSections([
            StorageSection(id: "featured", header: "Featured", items: [SaladPost(id: 1, title: "Caesar")]),
            StorageSection(
                id: "all", header: "All",
                items: [PizzaPost(id: 2, title: "Margherita"), SaladPost(id: 3, title: "Greek")]),
        ])
        return storage
    }

    @Test("Protocol-typed models find the closest mapping, the first section its own; typed select events fire")
    func postsList() throws {
        let storage = try storage()
        var selected: [String] = []
        var pizzas: [Int] = []
        let screen = SampleTable(storage) { manager in
            manager.registry.register(FoodPostCell.self) {
                $0.didSelect { cell, post, _ in selected.append(cell.text ?? post.title) }
            }
            manager.registry.register(PizzaCell.self) { $0.didSelect { _, pizza, _ in pizzas.append(pizza.id) } }
            manager.registry.register(FeaturedFoodPostCell.self, when: .section(0))
        }
        #expect(screen.visibleTexts == ["★ Caesar", "🍕 Margherita", "Greek"])
        #expect(screen.cell(0, 0) is FeaturedFoodPostCell)
        #expect(screen.cell(1, 0) is PizzaCell)
        #expect(screen.cell(1, 1) is FoodPostCell)
        #expect(screen.headerTitle(0) == "Featured")
        #expect(screen.headerTitle(1) == "All")

        screen.tap(1, 1)
        #expect(selected == ["Greek"])
        #expect(screen.selectedRows == [IndexPath(row: 1, section: 1)])  // no tap closure: UIKit's selection stays
        screen.tap(1, 0)
        #expect(pizzas == [2])
        #expect(screen.selectedRows == [IndexPath(row: 0, section: 1)])

        try storage.insertItem(PizzaPost(id: 4, title: "Diavola"), at: ItemPath(item: 0, section: 1))
        #expect(screen.batches.last?.insertedItems == [ItemPath(item: 0, section: 1)])
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["★ Caesar", "🍕 Diavola", "🍕 Margherita", "Greek"])
        #expect(screen.selectedRows == [IndexPath(row: 1, section: 1)])  // the selection follows its row
        #expect(screen.isClean)
    }

    @Test("A declarative section follows the storage's edits, animated, with its rows' tap closures")
    func declarativeSectionFollowsStorage() throws {
        let storage = try storage()
        let content = DeclarativeContent {
            ListSection(id: "posts", header: "Salads and pizzas")
            ListSection(id: "footer") { ListRow<ButtonCell>("That's all") }
        }
        var tapped: [String] = []
        content.bind(section: "posts", to: storage, storageSection: 1, as: FoodPostCell.self) { row in
            row.onTap { event in
                tapped.append(event.model.title); return .keepSelected
            }
        }
        let screen = SampleTable(content)
        #expect(screen.visibleTexts == ["Margherita", "Greek", "That's all"])
        try storage.insertItem(SaladPost(id: 9, title: "Niçoise"), at: ItemPath(item: 0, section: 1))
        #expect(screen.batches.last?.insertedItems == [ItemPath(item: 0, section: 0)])
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["Niçoise", "Margherita", "Greek", "That's all"])
        screen.tap(0, 1)
        #expect(tapped == ["Margherita"])
        #expect(screen.selectedRows == [IndexPath(row: 1, section: 0)])
        #expect(screen.isClean)
    }
}
