import Testing
@testable import Trellis
import TrellisTesting

/// A review: a class, neither `Equatable` nor `Hashable` (identified by the instance).
private final class KeptReview {
    var text: String
    init(_ text: String) { self.text = text }
}

/// A class compared by its fields: the same instance changed in place is `==` to itself.
private final class KeptRating: Equatable, Identifiable {
    let id: Int
    var stars: Int
    init(id: Int, stars: Int) {
        self.id = id
        self.stars = stars
    }
    static func == (lhs: KeptRating, rhs: KeptRating) -> Bool { lhs.id == rhs.id && lhs.stars == rhs.stars }
}

/// An `Identifiable` struct that is not `Equatable`.
private struct KeptFact: Identifiable {
    let id: Int
    var text: String
}

/// A header that is not `Equatable`.
private final class KeptBanner {}

/// A section of models, published again after each change of them.
@MainActor
private final class KeptModelSection: CascadingNode {
    var models: [Any] { didSet { setNeedsUpdate() } }
    var banner: Any?
    init(_ models: [Any], banner: Any? = nil) {
        self.models = models
        self.banner = banner
        super.init()
    }
    override var rows: [Any] { models }
    override var header: Any? { banner }
}

/// A row child showing a model of its own.
@MainActor
private final class KeptModelRow: CascadingNode {
    let model: Any
    init(_ model: Any) {
        self.model = model
        super.init()
    }
    override var rowModel: Any? { model }
}

/// A row child shown as itself.
@MainActor
private final class KeptNodeRow: CascadingNode {}

/// A cascading section's models keep the content they had until they change: an edit of one section reloads no row
/// of another, a change of the tree's shape reloads no row, and a row reported changed is reloaded, exactly.
@MainActor
@Suite("Cascading rows given as models: changed only when they change", .collectsAnomalies)
struct CascadingModelRowChangeTests {
    @Test(
        "appending to one section reloads no row of either, for class, non-Equatable and declarative rows",
        arguments: ["class", "non-Equatable struct", "declarative row"])
    func appendReloadsNothing(kind: String) {
        func model(_ i: Int) -> Any {
            switch kind {
            case "class": KeptReview("r\(i)")
            case "non-Equatable struct": KeptFact(id: i, text: "f\(i)")
            default: ListRow<TextCell>("row \(i)")
            }
        }
        let first = KeptModelSection((0..<300).map(model), banner: KeptBanner())
        let second = KeptModelSection((300..<600).map(model))
        let declarative = DeclarativeSectionNode(
            ListSection(id: "d", rows: (0..<50).map { ListRow<TextCell>("d\($0)") }))
        let root = CascadingRoot(children: [first, declarative, second])
        let changes = UpdateChanges(root)
        second.models.append(model(600))
        #expect(changes.inserted == [ItemPath(item: 300, section: 2)])
        if kind != "declarative row" {
            // A section whose node said it changed gives models that cannot be compared (a class instance may have
            // changed in place): they count as changed; the other sections' rows do not.
            #expect(changes.reloaded.count == 300 && changes.reloaded.allSatisfy { $0.section == 2 })
        } else {
            #expect(changes.reloaded.isEmpty)
        }
        changes.reset()
        declarative.section.rows.append(ListRow<TextCell>("d50"))
        #expect(changes.inserted == [ItemPath(item: 50, section: 1)])
        #expect(changes.reloaded.isEmpty && changes.reloadedSections.isEmpty)
    }

    @Test("reordering sections keeps every row's content; reordering a section's rows refreshes only that section")
    func movesReloadNothing() {
        let reviews = (0..<40).map { KeptReview("r\($0)") }
        let first = KeptModelSection(Array(reviews[..<20]))
        let second = KeptModelSection(Array(reviews[20...]))
        let root = CascadingRoot(children: [first, second])
        let changes = UpdateChanges(root)
        root.children.swapAt(0, 1)
        #expect(changes.updates == 1)
        #expect(changes.reloaded.isEmpty && changes.reloadedSections.isEmpty)
        // `first` (now section 1) said its data changed: its class rows may have changed in place.
        first.models.reverse()
        #expect(changes.updates == 2)
        #expect(changes.reloaded.count == 20 && changes.reloaded.allSatisfy { $0.section == 1 })
        #expect(changes.reloadedSections.isEmpty)
    }

    @Test("a class instance changed in place and reported reloads exactly its row, once")
    func reportedRowReloads() throws {
        let reviews = (0..<10).map { KeptReview("r\($0)") }
        let ratings = (0..<10).map { KeptRating(id: $0, stars: 3) }
        let section = KeptModelSection(reviews + ratings)
        let other = KeptModelSection([KeptReview("other")])
        let root = CascadingRoot(children: [other, section])
        let screen = DeclarativeScreen(root)
        screen.dispatcher.registry.register(TextCell.self)
        let changes = UpdateChanges(root)
        reviews[4].text = "edited"
        section.setNeedsUpdate(rowsAt: [4])
        #expect(changes.reloaded == [ItemPath(item: 4, section: 1)])
        // An Equatable class changed in place is `==` to itself: only a report shows it. The section's plain
        // setNeedsUpdate() refreshes its rows that cannot be compared (the reviews), not the ratings.
        ratings[2].stars = 5
        changes.reset()
        section.setNeedsUpdate()
        #expect(changes.reloaded == (0..<10).map { ItemPath(item: $0, section: 1) })
        changes.reset()
        section.setNeedsUpdate(rowsAt: [12])
        #expect(changes.reloaded == [ItemPath(item: 12, section: 1)])
        changes.reset()
        // The change counted once: an update of another section reloads neither again.
        other.models.append(KeptReview("more"))
        #expect(changes.inserted == [ItemPath(item: 1, section: 0)])
        #expect(changes.reloaded == [ItemPath(item: 0, section: 0)])  // `other`'s own review: its node said so
        changes.reset()
        // A report with an insert, in one update that passes UIKit's rules.
        root.performUpdates {
            section.models.insert(KeptReview("first"), at: 0)
            section.setNeedsUpdate(rowsAt: [8])
        }
        #expect(changes.inserted == [ItemPath(item: 0, section: 1)])
        // The models' setNeedsUpdate() refreshes the ten reviews, row 8 among them.
        #expect(changes.reloaded.count == 10)
        // Indexes outside the rows are ignored.
        changes.reset()
        section.setNeedsUpdate(rowsAt: [-1, Int.min])
        #expect(changes.updates == 0)
        section.setNeedsUpdate(rowsAt: [Int.max, 21])
        #expect(changes.updates == 0 && changes.reloaded.isEmpty)
        #expect(screen.errors.isEmpty)
        #expect(screen.table.numberOfRows(inSection: 1) == 21)
    }

    @Test("a row child's own setNeedsUpdate() reloads its model's row, and no other")
    func rowChildReportsItsModel() {
        let reviews = (0..<5).map { KeptReview("r\($0)") }
        let rows = reviews.map { KeptModelRow($0) }
        let section = CascadingNode(children: rows)
        let root = CascadingRoot(children: [section, KeptModelSection([KeptReview("x")])])
        let changes = UpdateChanges(root)
        reviews[3].text = "edited"
        rows[3].setNeedsUpdate()
        #expect(changes.reloaded == [ItemPath(item: 3, section: 0)])
        changes.reset()
        section.children.append(KeptModelRow(KeptReview("r5")))
        #expect(changes.inserted == [ItemPath(item: 5, section: 0)] && changes.reloaded.isEmpty)
    }

    @Test("a row child shown as itself reported through its section reloads once")
    func reportedNodeRow() {
        let rows = (0..<4).map { _ in KeptNodeRow() }
        let section = CascadingNode(children: rows)
        let root = CascadingRoot(children: [section])
        let changes = UpdateChanges(root)
        section.setNeedsUpdate(rowsAt: [2])
        #expect(changes.reloaded == [ItemPath(item: 2, section: 0)])
        changes.reset()
        section.children.append(KeptNodeRow())
        #expect(changes.inserted.count == 1 && changes.reloaded.isEmpty)
        // On a row child, reporting rows is its setNeedsUpdate(): its row.
        rows[1].setNeedsUpdate(rowsAt: [0])
        #expect(changes.reloaded == [ItemPath(item: 1, section: 0)])
    }

    @Test("a new instance with the same identity is a new model: reloaded, alone")
    func newInstanceReloads() {
        let section = KeptModelSection((0..<10).map { KeptRating(id: $0, stars: 1) } + [KeptFact(id: 0, text: "a")])
        let root = CascadingRoot(children: [section])
        let changes = UpdateChanges(root)
        section.models[3] = KeptRating(id: 3, stars: 2)
        #expect(changes.reloaded.contains(ItemPath(item: 3, section: 0)))
        #expect(!changes.reloaded.contains(ItemPath(item: 2, section: 0)))
    }

    @Test("a section nobody touched keeps its non-Equatable values and header while another changes")
    func untouchedSectionKeepsValues() {
        let facts = KeptModelSection((0..<100).map { KeptFact(id: $0, text: "f\($0)") }, banner: KeptBanner())
        let reviews = KeptModelSection([KeptReview("a")])
        let root = CascadingRoot(children: [facts, reviews])
        let changes = UpdateChanges(root)
        reviews.models.append(KeptReview("b"))
        root.children.append(KeptModelSection([KeptFact(id: 1_000, text: "new")]))
        #expect(changes.updates == 2)
        // Only the row of the section whose node said it changed, a class instance that may have changed in place.
        #expect(changes.reloaded == [ItemPath(item: 0, section: 1)] && changes.reloadedSections.isEmpty)
        // Its header set again (another instance): its section reloads.
        facts.banner = KeptBanner()
        facts.setNeedsUpdate()
        #expect(changes.reloadedSections == [0])
    }
}
