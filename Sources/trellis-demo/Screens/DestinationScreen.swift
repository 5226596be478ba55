import Trellis
import TrellisTerminal

// CascadingTableDelegate's long destination page: a `CascadingRoot` with one child node per section (header, info,
// reviews, related places), each a `CascadingNode` subclass that registers its cells in `prepare` and answers for
// its own rows, and a last section of declarative rows (a `DeclarativeSectionNode`: the styles compose). r loads more reviews (the reviews node changes its rows and calls `setNeedsUpdate`); o reorders the
// sections and b does both, inside one `performUpdates`: one animated update of the one table, never reloadData.

/// The place the page is about.
struct Destination: Hashable {
    let name: String
    let country: String
    let tagline: String
}

/// A fact about the place.
struct DestinationFact: Hashable {
    let label: String
    let value: String
}

/// A visitor's review.
struct DestinationReview: Identifiable, Hashable {
    let id: Int
    let author: String
    let stars: Int
    let text: String
}

/// A place nearby.
struct RelatedPlace: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let distance: String
}

/// The last row of the reviews: how many more there are (one row whose count changes: reloaded, not replaced).
struct MoreReviews: Identifiable, Hashable {
    var id: String { "more reviews" }
    let remaining: Int
}

/// The page's header row.
final class DestinationHeroCell: TerminalView, ModelTransfer, ConstructibleView {
    private var destination: Destination?
    init() {}
    func update(with destination: Destination) { self.destination = destination }
    func draw(width: Int) -> StyledLine {
        guard let destination else { return StyledLine() }
        return StyledLine("\(destination.name.uppercased()), \(destination.country)", .colored(.yellow, bold: true))
            + StyledLine("  \(destination.tagline)", .dim)
    }
}

/// A fact row.
final class DestinationFactCell: TerminalView, ModelTransfer, ConstructibleView {
    private var fact: DestinationFact?
    init() {}
    func update(with fact: DestinationFact) { self.fact = fact }
    func draw(width: Int) -> StyledLine {
        guard let fact else { return StyledLine() }
        return StyledLine(fact.label.padding(to: 14), .dim) + StyledLine(fact.value)
    }
}

/// A review row: stars, author, text.
final class DestinationReviewCell: TerminalView, ModelTransfer, ConstructibleView {
    private var review: DestinationReview?
    init() {}
    func update(with review: DestinationReview) { self.review = review }
    func draw(width: Int) -> StyledLine {
        guard let review else { return StyledLine() }
        let stars = String(repeating: "★", count: review.stars) + String(repeating: "☆", count: 5 - review.stars)
        return StyledLine(stars + " ", .colored(.yellow)) + StyledLine(review.author.padding(to: 8), .bold)
            + StyledLine(review.text, .dim)
    }
}

/// The "more reviews" row.
final class MoreReviewsCell: TerminalView, ModelTransfer, ConstructibleView {
    private var more = MoreReviews(remaining: 0)
    init() {}
    func update(with more: MoreReviews) { self.more = more }
    func draw(width: Int) -> StyledLine {
        StyledLine("↓ \(more.remaining) more reviews: Enter here or press r", .colored(.blue))
    }
}

/// A related place row.
final class RelatedPlaceCell: TerminalView, ModelTransfer, ConstructibleView {
    private var place: RelatedPlace?
    init() {}
    func update(with place: RelatedPlace) { self.place = place }
    func draw(width: Int) -> StyledLine {
        guard let place else { return StyledLine() }
        return StyledLine("→ " + place.name.padding(to: 12), .colored(.green, bold: true))
            + StyledLine(place.distance, .dim)
    }
}

/// Section 0: the place itself (no header).
final class DestinationHeaderNode: CascadingNode {
    let destination: Destination
    init(_ destination: Destination) {
        self.destination = destination
        super.init()
    }
    override func prepare(_ registry: MappingRegistry) { registry.register(DestinationHeroCell.self) }
    override var sectionIdentity: ItemIdentity { ItemIdentity(value: "header") }
    override var rows: [Any] { [destination] }
}

/// The facts; they cannot be selected.
final class DestinationInfoNode: CascadingNode {
    let facts: [DestinationFact]
    init(_ facts: [DestinationFact]) {
        self.facts = facts
        super.init()
    }
    override func prepare(_ registry: MappingRegistry) { registry.register(DestinationFactCell.self) }
    override var sectionIdentity: ItemIdentity { ItemIdentity(value: "info") }
    override var header: Any? { "About" }
    override var rows: [Any] { facts }
    override func shouldHighlightRow(at path: ItemPath) -> Bool? { false }
}

/// The reviews, loaded a few at a time, and a row to load more.
final class DestinationReviewsNode: CascadingNode {
    private let all: [DestinationReview]
    private(set) var loaded = 2
    /// Tells the screen what happened.
    var report: (String) -> Void = { _ in }
    /// Called when the "more reviews" row is selected.
    var loadMoreSelected: () -> Void = {}

    init(_ reviews: [DestinationReview]) {
        all = reviews
        super.init()
    }
    override func prepare(_ registry: MappingRegistry) {
        registry.register(DestinationReviewCell.self)
        registry.register(MoreReviewsCell.self)
    }
    override var sectionIdentity: ItemIdentity { ItemIdentity(value: "reviews") }
    // The header stays the same (a changed header reloads the whole section, and the new rows would not flash).
    override var header: Any? { "Reviews" }
    override var rows: [Any] {
        let reviews: [Any] = Array(all.prefix(loaded))
        return loaded < all.count ? reviews + [MoreReviews(remaining: all.count - loaded)] : reviews
    }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) {
        if path.item < loaded {
            report("the reviews node: didSelectRow \(path.indexPathText), \(all[path.item].author)'s review")
        } else {
            loadMoreSelected()
        }
    }

    /// Loads two more reviews (as if from the network): the node's rows change and it asks for an update.
    /// Returns whether there were more.
    @discardableResult
    func loadMore() -> Bool {
        guard loaded < all.count else { return false }
        loaded = min(all.count, loaded + 2)
        setNeedsUpdate(animation: .fade)
        return true
    }
}

/// Places nearby.
final class RelatedPlacesNode: CascadingNode {
    let places: [RelatedPlace]
    var report: (String) -> Void = { _ in }
    init(_ places: [RelatedPlace]) {
        self.places = places
        super.init()
    }
    override func prepare(_ registry: MappingRegistry) { registry.register(RelatedPlaceCell.self) }
    override var sectionIdentity: ItemIdentity { ItemIdentity(value: "related") }
    override var header: Any? { "You may also like" }
    override var rows: [Any] { places }
    override func didSelectRow(at path: ItemPath, view: AnyObject?) {
        report("the related node: didSelectRow \(path.indexPathText), \(places[path.item].name)")
    }
}

/// An action row of the page's last section (a declarative row inside the cascading tree).
final class DestinationActionCell: TerminalView, ModelTransfer, ConstructibleView {
    private var title = ""
    init() {}
    func update(with title: String) { self.title = title }
    func draw(width: Int) -> StyledLine { StyledLine("[ \(title) ]", .colored(.blue, bold: true)) }
}

final class DestinationScreen: DemoScreen {
    static let name = "destination"
    static let title = "Destination (Cascading)"
    static let summary = "a child delegate per section; load more, reorder"

    let table = TerminalTableView(title: "Destination: CascadingTableDelegate's page, one child node per section")
    private let root: CascadingRoot
    private let reviews: DestinationReviewsNode
    private let related: RelatedPlacesNode
    private var order = 0

    init() {
        reviews = DestinationReviewsNode([
            DestinationReview(id: 1, author: "Ana", stars: 5, text: "Fushimi Inari at dawn, no crowds."),
            DestinationReview(id: 2, author: "Bo", stars: 4, text: "Autumn leaves in Arashiyama."),
            DestinationReview(id: 3, author: "Chen", stars: 5, text: "The best tofu of my life."),
            DestinationReview(id: 4, author: "Dara", stars: 3, text: "Busy in April; book ahead."),
            DestinationReview(id: 5, author: "Emil", stars: 4, text: "Rent a bicycle, follow the canal."),
            DestinationReview(id: 6, author: "Fumi", stars: 5, text: "Gion in the evening, lanterns lit."),
        ])
        related = RelatedPlacesNode([
            RelatedPlace(name: "Nara", distance: "45 min by train"),
            RelatedPlace(name: "Osaka", distance: "15 min by shinkansen"),
            RelatedPlace(name: "Uji", distance: "30 min by train"),
        ])
        root = CascadingRoot(children: [
            DestinationHeaderNode(
                Destination(name: "Kyoto", country: "Japan", tagline: "temples, gardens, tea houses")),
            DestinationInfoNode([
                DestinationFact(label: "Best season", value: "autumn (November)"),
                DestinationFact(label: "Currency", value: "yen (JPY)"),
                DestinationFact(label: "Getting there", value: "Kansai airport, then 75 min by train"),
            ]),
            reviews,
            related,
        ])
        // Composition: the last child is a declarative section, its rows with their own tap closures.
        root.children.append(
            DeclarativeSectionNode(
                ListSection(id: "actions", header: "Plan your trip") {
                    for action in ["Book a stay", "Save to favourites"] {
                        ListRow<DestinationActionCell>(action).onTap { [unowned self] event in
                            table.statusMessage =
                                "a declarative row's onTap: \(event.model) at \(event.path.indexPathText); deselected"
                            return .deselect(animated: true)
                        }
                    }
                }))
        table.keyHints = "r more reviews  o reorder sections  b both at once  Enter select  q back"
        reviews.report = { [unowned self] in table.statusMessage = $0 }
        related.report = { [unowned self] in table.statusMessage = $0 }
        reviews.loadMoreSelected = { [unowned self] in
            table.deselect()
            loadMore()
        }
        root.prepare(table.dispatcher.registry)
        table.show(root)
        updateBanner()
    }

    func handle(key: Key) -> Bool {
        switch key {
        case .character("r"):
            loadMore()
        case .character("o"):
            root.performUpdates(animation: .automatic) { reorder() }
            table.statusMessage = "performUpdates: children reordered, one update"
        case .character("b"):
            root.performUpdates(animation: .automatic) {
                reviews.loadMore()
                reorder()
            }
            table.statusMessage = "performUpdates: reviews loaded and children reordered, one update"
        default:
            return false
        }
        updateBanner()
        return true
    }

    private func loadMore() {
        table.statusMessage =
            reviews.loadMore()
            ? "the reviews node called setNeedsUpdate: \(reviews.loaded) reviews shown"
            : "no more reviews"
        updateBanner()
    }

    /// Swaps the reviews and the related places (children re-indexed by the root).
    private func reorder() {
        guard let first = root.children.firstIndex(where: { $0 === reviews }),
            let second = root.children.firstIndex(where: { $0 === related })
        else { return }
        root.children.swapAt(first, second)
        order += 1
    }

    private func updateBanner() {
        let names = root.children.map { child -> String in
            switch child {
            case is DestinationHeaderNode: "header"
            case is DestinationInfoNode: "info"
            case is DestinationReviewsNode: "reviews"
            case is RelatedPlacesNode: "related"
            default: "actions"
            }
        }
        table.banner =
            StyledLine(" Children: ", .bold) + StyledLine(names.joined(separator: " · "), .colored(.cyan))
            + StyledLine("   reviews node index \(reviews.index), \(reviews.loaded) loaded", .dim)
    }
}
