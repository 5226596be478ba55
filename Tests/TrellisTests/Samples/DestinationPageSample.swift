import Testing
@testable import Trellis
import TrellisTesting

// CascadingTableDelegate's sample: a travel destination's long page, each section its own child delegate (header,
// info, reviews, related items). Written the way an app would: one CascadingNode subclass per section, each
// registering its cells in `prepare` and answering its own heights and taps.

struct Destination: Equatable {
    let name: String
    let country: String
    let summary: String
}

struct Review: Identifiable, Equatable {
    let id: Int
    let author: String
    let stars: Int
}

struct RelatedPlace: Identifiable, Equatable {
    var id: String { name }
    let name: String
}

/// One cell type per kind of row the page shows.
@MainActor final class DestinationHeaderCell: ModelTransfer, ConstructibleView {
    var title: String?
    init() {}
    func update(with model: Destination) { title = "\(model.name), \(model.country)" }
}

@MainActor final class InfoCell: ModelTransfer, ConstructibleView {
    var text: String?
    init() {}
    func update(with model: InfoLine) { text = "\(model.label): \(model.value)" }
}

struct InfoLine: Hashable {
    let label: String
    let value: String
}

@MainActor final class ReviewCell: ModelTransfer, ConstructibleView {
    var review: Review?
    init() {}
    func update(with model: Review) { review = model }
}

@MainActor final class RelatedCell: ModelTransfer, ConstructibleView {
    var name: String?
    init() {}
    func update(with model: RelatedPlace) { name = model.name }
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
    override func heightForRow(at path: ItemPath) -> Double? { 44 }
    override func shouldHighlightRow(at path: ItemPath) -> Bool? { false }
}

@MainActor final class ReviewsSection: CascadingNode {
    private(set) var reviews: [Review] = []
    var opened: [Review] = []
    override func prepare(_ registry: MappingRegistry) { registry.register(ReviewCell.self) }
    override var header: Any? { "Reviews (\(reviews.count))" }
    override var rows: [Any] { reviews }
    override func heightForRow(at path: ItemPath) -> Double? { 96 }
    override func estimatedHeightForRow(at path: ItemPath) -> Double? { 80 }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) { opened.append(reviews[path.item]) }
    override func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsDescription? {
        SwipeActionsDescription(actions: [
            ContextualActionDescription(style: .destructive, title: "Report") { done in done(true) }
        ])
    }

    /// Reviews arrive from the network: the section's rows animate in.
    func load(_ more: [Review]) {
        reviews += more
        setNeedsUpdate(animation: .fade)
    }
}

@MainActor final class RelatedSection: CascadingNode {
    let places: [RelatedPlace]
    init(_ places: [RelatedPlace]) { self.places = places; super.init() }
    override func prepare(_ registry: MappingRegistry) { registry.register(RelatedCell.self) }
    override var header: Any? { "You may also like" }
    override var rows: [Any] { places }
}

@MainActor
@Suite("Sample: CascadingTableDelegate's destination page", .collectsAnomalies)
struct DestinationPageSampleTests {
    private func page() -> (CascadingRoot, ReviewsSection, DeclarativeScreen<CascadingRoot>) {
        let reviews = ReviewsSection()
        let root = CascadingRoot(children: [
            DestinationHeaderSection(Destination(name: "Kyoto", country: "Japan", summary: "Temples")),
            DestinationInfoSection([
                InfoLine(label: "Best season", value: "Autumn"), InfoLine(label: "Currency", value: "Yen"),
            ]),
            reviews,
            RelatedSection([RelatedPlace(name: "Nara"), RelatedPlace(name: "Osaka")]),
        ])
        let screen = DeclarativeScreen(root, viewportHeight: 40)
        root.prepare(screen.dispatcher.registry)
        screen.table.reloadData()
        return (root, reviews, screen)
    }

    @Test("Each section is its own child delegate: cells, titles, heights and taps come from it")
    func sectionsAnswer() throws {
        let (_, reviews, screen) = page()
        let dispatcher = screen.dispatcher
        #expect(dispatcher.numberOfSections == 4)
        #expect((screen.table.cell(at: path(0, 0)) as? DestinationHeaderCell)?.title == "Kyoto, Japan")
        #expect((screen.table.cell(at: path(1, 1)) as? InfoCell)?.text == "Currency: Yen")
        #expect((screen.table.cell(at: path(3, 1)) as? RelatedCell)?.name == "Osaka")
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 240)
        #expect(dispatcher.heightForItem(at: path(3, 0)) == nil)
        #expect(dispatcher.shouldHighlightItem(at: path(1, 0)) == false)
        #expect(dispatcher.title(ofKind: .header, inSection: 2) == "Reviews (0)")
        reviews.load([Review(id: 1, author: "Ana", stars: 5), Review(id: 2, author: "Bo", stars: 4)])
        #expect(dispatcher.estimatedHeightForItem(at: path(2, 1)) == 80)
        dispatcher.didSelectItem(at: path(2, 1))
        #expect(reviews.opened.map(\.author) == ["Bo"])
        #expect(dispatcher.trailingSwipeActionsForItem(at: path(2, 0))?.actions.first?.title == "Report")
    }

    @Test("Loading reviews and reordering sections animate as updates of the one table, never reloadData")
    func loadingAnimates() throws {
        let (root, reviews, screen) = page()
        let reloadsAtSetUp = screen.table.log.reloadDataCount
        reviews.load([Review(id: 1, author: "Ana", stars: 5)])
        #expect(screen.table.log.insertedItems == [path(2, 0)])
        #expect(screen.updates.last?.animation == .fade)
        root.performUpdates {
            reviews.load([Review(id: 2, author: "Bo", stars: 3)])
            root.children.swapAt(2, 3)
        }
        #expect(screen.errors.isEmpty)
        #expect(screen.table.log.reloadDataCount == reloadsAtSetUp)
        #expect(screen.updates.count == 2)
        #expect((screen.table.cell(at: path(3, 1)) as? ReviewCell)?.review?.author == "Bo")
        #expect(screen.dispatcher.title(ofKind: .header, inSection: 3) == "Reviews (2)")
    }
}
