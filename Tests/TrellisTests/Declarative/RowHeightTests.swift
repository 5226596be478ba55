import Testing
@testable import Trellis
import TrellisTesting

@MainActor
@Suite("Declarative row heights")
struct RowHeightTests {
    @Test("A row makes its extras (closures, heights) only when one is set, and keeps each part apart")
    func extrasOnlyWhenSet() {
        let plain = ListRow<TextCell>("plain")
        #expect(!plain.hasExtras)
        plain.height = nil
        plain.estimatedHeight = nil
        #expect(!plain.hasExtras && plain.eventsIfAny == nil, "clearing what was never set makes nothing")
        let tall = ListRow<TextCell>("tall").height(30)
        #expect(tall.hasExtras && tall.eventsIfAny == nil && tall.estimatedHeight == nil)
        let tapped = ListRow<TextCell>("tapped").onTap { _ in .keepSelected }.estimatedHeight(12)
        #expect(tapped.eventsIfAny?.isEmpty == false && tapped.height == nil)
        if case .fixed(let points)? = tapped.estimatedHeight {
            #expect(points == 12)
        } else {
            Issue.record("no estimate")
        }
        tall.height = nil
        #expect(tall.height == nil)
    }

    @Test("A row's fixed height, its closure, automatic, the cell type's default, or no answer")
    func heightRules() {
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<TextCell>("fixed").height(30)
                ListRow<TextCell>("computed").height { text, _ in Double(text.count) }
                ListRow<TextCell>("auto").automaticHeight()
                ListRow<TextCell>("default")
                ListRow<CountryCell>(Country(code: "FR", name: "France")).estimatedHeight(80)
            }
        }
        content.setDefaultHeight(44, for: TextCell.self)
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 30)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 8)
        #expect(dispatcher.heightForItem(at: path(0, 2)) == nil)
        #expect(dispatcher.heightForItem(at: path(0, 3)) == 44)
        #expect(dispatcher.heightForItem(at: path(0, 4)) == nil)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 4)) == 80)
        // No estimate of its own: the estimate is the row's height.
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 30)
        #expect(dispatcher.answers(.heightForCell))
        #expect(dispatcher.answers(.estimatedHeightForCell))
    }

    @Test("Computed heights are cached by identity; the diff invalidates exactly the rows it reloads")
    func heightCacheInvalidation() {
        var computed: [String] = []
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in
                computed.append(country.code); return 50
            }
        }
        let countries = (0..<6).map { Country(code: "C\($0)", name: "Country \($0)") }
        let content = DeclarativeContent { ListSection(id: "s") { for country in countries { row(country) } } }
        let screen = DeclarativeScreen(content)
        screen.table.itemRefresh = .reload  // this test reads reloads; by default a changed row is reconfigured
        let dispatcher = screen.dispatcher
        func askAll() {
            for item in 0..<content.numberOfItems(inSection: 0) { _ = dispatcher.heightForItem(at: path(0, item)) }
        }
        askAll()
        askAll()
        #expect(computed == countries.map(\.code))
        computed.removeAll()
        // Rename C2 (a reload), move C5 to the top, delete C0, insert a new one: only C2 and the new row are computed.
        var renamed = countries[2]
        renamed.name = "Renamed"
        let newcomer = Country(code: "N", name: "New")
        content.set {
            ListSection(id: "s") {
                row(countries[5]); row(countries[1]); row(renamed); row(countries[3]); row(countries[4]); row(newcomer)
            }
        }
        #expect(screen.table.log.reloadedItems == [path(0, 2)])
        askAll()
        #expect(computed.sorted() == ["C2", "N"])
        #expect(content.rows.heightCache.count == 6)
        #expect(content.rows.heightCache[ItemIdentity(value: "C0")] == nil)
    }

    @Test("A row shown again after the diff reloaded its identity computes its height again (a row keeps its height)")
    func rowShownAgainAfterReload() {
        var computed: [String] = []
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in
                computed.append(country.name)
                return Double(country.name.count)
            }
        }
        let france = Country(code: "FR", name: "France")
        let renamed = Country(code: "FR", name: "République française")
        let first = row(france)
        let content = DeclarativeContent { ListSection(id: "s") { first } }
        let screen = DeclarativeScreen(content)
        screen.table.itemRefresh = .reload
        let dispatcher = screen.dispatcher
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 6)
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 6)
        content.set { ListSection(id: "s") { row(renamed) } }
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 20)
        // The first row again: the diff reloads the row, so its height is worked out again, not read from the row.
        content.set { ListSection(id: "s") { first } }
        #expect(screen.table.log.reloadedItems == [path(0, 0), path(0, 0)], "each change reloaded the row")
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 6)
        #expect(computed == ["France", "République française", "France"])
    }

    @Test("Content published with no diff (nobody observes) forgets every height, the ones its rows keep too")
    func publishedWithoutDiffForgetsKeptHeights() {
        let state = HeightState(points: 30)
        let kept = ListRow<TextCell>("kept").height { _, _ in
            state.computations += 1
            return state.points
        }
        let content = DeclarativeContent { ListSection(id: "s") { kept } }
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 30)
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 30)
        #expect(state.computations == 1)
        // No host shows the content, so its next publish has no diff: any row may have changed.
        dispatcher.content = nil
        state.points = 50
        content.set { ListSection(id: "s") { kept } }
        dispatcher.content = content
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 50)
        #expect(state.computations == 2)
    }

    @Test("A row shown by two contents keeps the height each cached, and each content's invalidation holds")
    func rowSharedByTwoContents() {
        let unit = HeightState(points: 10)
        let shared = ListRow<TextCell>("shared").height { text, _ in Double(text.count) * unit.points }
        let one = DeclarativeContent { ListSection(id: "s") { shared } }
        let two = DeclarativeContent { ListSection(id: "s") { shared } }
        let first = Dispatcher(content: one)
        let second = Dispatcher(content: two)
        #expect(first.heightForItem(at: path(0, 0)) == 60)
        unit.points = 20
        #expect(second.heightForItem(at: path(0, 0)) == 120, "the second content never cached it: computed")
        #expect(first.heightForItem(at: path(0, 0)) == 60, "the first content's cache holds until it reloads")
        #expect(second.heightForItem(at: path(0, 0)) == 120)
    }

    @Test("A section view's fixed height answers the header height")
    func sectionViewHeight() {
        let content = DeclarativeContent {
            ListSection(id: "s", header: .view(SectionView<CountHeader>(2).height(60))) { ListRow<TextCell>("a") }
        }
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.heightForHeader(inSection: 0) == 60)
        #expect(dispatcher.answers(.heightForHeader))
    }

    @Test("Heights never ask the host for the view shown (UIKit forbids cellForRow while it lays out); a tap does")
    func heightsDoNotLookUpViews() {
        final class CountingHost: ViewHost {
            var lookups = 0
            func dequeueView(for mapping: ViewMapping, at path: ItemPath) -> AnyObject? { mapping.makeView?() }
            func visibleView(ofKind kind: ViewKind, at path: ItemPath) -> AnyObject? {
                lookups += 1
                return nil
            }
        }
        let content = DeclarativeContent {
            ListSection(id: "s", header: .view(SectionView<CountHeader>(2).height(60))) {
                ListRow<TextCell>("computed").height { text, _ in Double(text.count) }.onTap { _ in .keepSelected }
            }
        }
        let dispatcher = Dispatcher(content: content)
        let host = CountingHost()
        dispatcher.host = host
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 8)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 8)
        #expect(dispatcher.heightForHeader(inSection: 0) == 60)
        _ = dispatcher.estimatedHeightForHeader(inSection: 0)
        #expect(host.lookups == 0)
        dispatcher.didSelectItem(at: path(0, 0))
        #expect(host.lookups > 0)
    }
}

/// What a height closure reads and counts, changed by the test between asks.
@MainActor
private final class HeightState {
    var points: Double
    var computations = 0
    init(points: Double) { self.points = points }
}
