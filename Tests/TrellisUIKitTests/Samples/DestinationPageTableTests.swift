import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// CascadingTableDelegate's destination page (the shape of `Tests/TrellisTests/Samples/DestinationPageSample.swift`)
// in a stand-in table: each section its own child node, registering real table cells in `prepare`.

struct Destination: Equatable {
    let name: String
    let country: String
}

struct InfoLine: Hashable {
    let label: String
    let value: String
}

struct Review: Identifiable, Equatable {
    let id: Int
    let author: String
}

final class DestinationHeaderCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: Destination) { text = "\(model.name), \(model.country)" }
}

final class InfoCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: InfoLine) { text = "\(model.label): \(model.value)" }
}

final class ReviewCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: Review) { text = "review by \(model.author)" }
}

@MainActor final class DestinationHeaderSection: CascadingNode {
    let destination: Destination
    init(_ destination: Destination) { self.destination = destination; super.init() }
    override func prepare(_ registry: MappingRegistry) { registry.register(DestinationHeaderCell.self) }
    override var rows: [Any] { [destination] }
    override func heightForRow(at path: ItemPath) -> Double? { 240 }
}

@MainActor final class DestinationInfoSection: CascadingNode {
    let lines: [InfoLine]
    init(_ lines: [InfoLine]) { self.lines = lines; super.init() }
    override func prepare(_ registry: MappingRegistry) { registry.register(InfoCell.self) }
    override var header: Any? { "About" }
    override var rows: [Any] { lines }
}

@MainActor final class ReviewsSection: CascadingNode {
    private(set) var reviews: [Review] = []
    private(set) var opened: [String] = []
    override func prepare(_ registry: MappingRegistry) { registry.register(ReviewCell.self) }
    override var header: Any? { "Reviews (\(reviews.count))" }
    override var rows: [Any] { reviews }
    override func heightForRow(at path: ItemPath) -> Double? { 96 }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) {
        opened.append(reviews[path.item].author)
    }

    /// Reviews arrive from the network: the section's rows animate in.
    func load(_ more: [Review]) {
        reviews += more
        setNeedsUpdate(animation: .fade)
    }
}

@MainActor
@Suite("Sample in a stand-in table: CascadingTableDelegate's destination page")
struct DestinationPageTableTests {
    private func page() -> (CascadingRoot, ReviewsSection, SampleTable) {
        let reviews = ReviewsSection()
        let root = CascadingRoot(children: [
            DestinationHeaderSection(Destination(name: "Kyoto", country: "Japan")),
            DestinationInfoSection([
                InfoLine(label: "Best season", value: "Autumn"), InfoLine(label: "Currency", value: "Yen"),
            ]),
            reviews,
        ])
        let screen = SampleTable(root) { manager in root.prepare(manager.registry) }
        return (root, reviews, screen)
    }

    @Test("Each section's node shows its own cells, titles and heights in the table")
    func sectionsShow() {
        let (_, _, screen) = page()
        #expect(screen.visibleTexts == ["Kyoto, Japan", "Best season: Autumn", "Currency: Yen"])
        #expect(screen.cell(0, 0) is DestinationHeaderCell)
        #expect(screen.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 240)
        #expect(screen.headerTitle(1) == "About")
        #expect(screen.headerTitle(2) == "Reviews (0)")
        #expect(screen.isClean)
    }

    @Test("A child's change animates as one update of the table with the child's animation, never reloadData")
    func childChangeAnimates() {
        let (root, reviews, screen) = page()
        var updates: [ContentUpdate] = []
        screen.manager.didUpdate = { updates.append($0) }
        let reloads = screen.reloads
        reviews.load([Review(id: 1, author: "Ana"), Review(id: 2, author: "Bo")])
        // One update: the rows inserted in one batch, then the header's new title (UIKit refuses a section
        // reload and row inserts into it in the same batch, so the title comes in a second stage).
        #expect(updates.count == 1)
        #expect(screen.batches == updates.first?.stages.map(\.update))
        #expect(screen.batches.first?.insertedItems == [ItemPath(item: 0, section: 2), ItemPath(item: 1, section: 2)])
        #expect(screen.batches.first?.reloadedSections.isEmpty == true)
        #expect(screen.lastAnimations?.values.allSatisfy { $0 == .fade } == true)
        screen.table.finishAnimations()
        #expect(screen.visibleTexts.suffix(2) == ["review by Ana", "review by Bo"])
        #expect(screen.table.rectForRow(at: IndexPath(row: 1, section: 2)).height == 96)
        #expect(screen.headerTitle(2) == "Reviews (2)")

        // Several children change together: still one update.
        root.performUpdates {
            reviews.load([Review(id: 3, author: "Cy")])
            root.children.swapAt(1, 2)
        }
        screen.table.finishAnimations()
        #expect(updates.count == 2)
        #expect(screen.reloads == reloads)
        #expect(
            screen.visibleTexts == [
                "Kyoto, Japan", "review by Ana", "review by Bo", "review by Cy",
                "Best season: Autumn", "Currency: Yen",
            ])
        #expect(screen.isClean)
    }

    @Test("A tap on a review reaches its section's node, which keeps the row selected")
    func tapReachesNode() {
        let (_, reviews, screen) = page()
        reviews.load([Review(id: 1, author: "Ana"), Review(id: 2, author: "Bo")])
        screen.table.finishAnimations()
        screen.tap(2, 1)
        #expect(reviews.opened == ["Bo"])
        #expect(screen.selectedRows == [IndexPath(row: 1, section: 2)])
        #expect(screen.isClean)
    }
}
