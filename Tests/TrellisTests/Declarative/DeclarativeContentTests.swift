import Testing
@testable import Trellis
import TrellisTesting

@MainActor
@Suite("Declarative content")
struct DeclarativeContentTests {
    let france = Country(code: "FR", name: "France")
    let japan = Country(code: "JP", name: "Japan")
    let peru = Country(code: "PE", name: "Peru")

    @Test("The DSL builds sections from if/else, for, optionals and availability checks")
    func dslBuildsSections() {
        let countries = [france, japan]
        let showsFooter = true
        let extra: ListRow<TextCell>? = nil
        let content = DeclarativeContent {
            ListSection(id: "countries", header: "Countries") {
                for country in countries { ListRow<CountryCell>(country) }
                if showsFooter { ListRow<TextCell>("2 countries") } else { ListRow<TextCell>("none") }
                extra
                if #available(macOS 10.15, iOS 13, *) { ListRow<TextCell>("modern") }
            }
            if countries.isEmpty { ListSection(id: "empty") }
            ListSection(
                id: "more", footer: .view(SectionView<CountHeader>(3)), rows: ListRow<CountryCell>.create([peru]))
        }
        #expect(content.numberOfSections == 2)
        #expect(content.numberOfItems(inSection: 0) == 4)
        #expect(content.headerModel(forSection: 0) as? String == "Countries")
        #expect((content.row(at: path(0, 1)) as? ListRow<CountryCell>)?.model == japan)
        #expect((content.row(at: path(0, 2)) as? ListRow<TextCell>)?.model == "2 countries")
        #expect(content.footerModel(forSection: 1) is SectionView<CountHeader>)
        #expect(content.sectionIndex(of: "more") == 1)
    }

    @Test("The dispatcher shows each row with its own cell type and runs the row's dequeue closure")
    func rowsShowInTheirCells() throws {
        var dequeued: [ItemPath] = []
        let content = DeclarativeContent {
            ListSection(id: "s", header: "Title", footer: .view(SectionView<CountHeader>(7))) {
                ListRow<CountryCell>(france).onDequeue { cell, _, path in
                    cell.decorated += 1; dequeued.append(path)
                }
                ListRow<TextCell>("hello")
            }
        }
        let screen = DeclarativeScreen(content)
        let country = try #require(screen.table.cell(at: path(0, 0)) as? CountryCell)
        #expect(country.shown == [france])
        #expect(country.decorated == 1)
        #expect(dequeued == [path(0, 0)])
        #expect((screen.table.cell(at: path(0, 1)) as? TextCell)?.text == "hello")
        #expect(screen.dispatcher.title(ofKind: .header, inSection: 0) == "Title")
        #expect((screen.dispatcher.supplementaryView(ofKind: .footer, inSection: 0)?.view as? CountHeader)?.count == 7)
        #expect(screen.dispatcher.supplementaryView(ofKind: .header, inSection: 0) == nil)
        #expect(Set(content.viewMappings.map(\.reuseIdentifier)) == ["CountryCell", "TextCell", "CountHeader"])
    }

    @Test("Rows of one cell type with their own reuse identifiers are dequeued with them, each")
    func reuseIdentifiersPerRow() throws {
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<TextCell>("default")
                ListRow<TextCell>("compact", reuseIdentifier: "compact")
                ListRow<TextCell>("wide", reuseIdentifier: "wide")
                ListRow<TextCell>("default again")
            }
        }
        let dispatcher = Dispatcher(content: content)
        let host = TestHost()
        dispatcher.host = host
        for item in 0..<4 { _ = dispatcher.cell(at: path(0, item)) }
        #expect(host.dequeued == ["TextCell", "compact", "wide", "TextCell"])
        #expect(Set(content.viewMappings.map(\.reuseIdentifier)) == ["TextCell", "compact", "wide"])

        // Headers and footers too.
        content.sections = [
            ListSection(id: "a", header: .view(SectionView<CountHeader>(1, reuseIdentifier: "big")), rows: []),
            ListSection(id: "b", header: .view(SectionView<CountHeader>(2)), rows: []),
        ]
        _ = dispatcher.supplementaryView(ofKind: .header, inSection: 0)
        _ = dispatcher.supplementaryView(ofKind: .header, inSection: 1)
        #expect(host.dequeued.suffix(2) == ["big", "CountHeader"])
    }

    @Test("A dequeue closure that arrives with a later update runs, and one that leaves stops running")
    func dequeueClosuresFollowUpdates() throws {
        var dequeued: [String] = []
        let content = DeclarativeContent { ListSection(id: "s") { ListRow<TextCell>("plain") } }
        let screen = DeclarativeScreen(content)
        #expect(screen.table.cell(at: path(0, 0)) is TextCell)
        #expect(dequeued.isEmpty)
        content.sections = [
            ListSection(id: "s") {
                ListRow<TextCell>("plain")
                ListRow<TextCell>("decorated").onDequeue { _, text, _ in dequeued.append(text) }
            }
        ]
        _ = screen.table.cell(at: path(0, 1))
        #expect(dequeued == ["decorated"])
        content.sections = [ListSection(id: "s") { ListRow<TextCell>("plain") }]
        _ = screen.table.cell(at: path(0, 0))
        #expect(dequeued == ["decorated"])
    }

    @Test("Row closures answer the row's events, before closures registered on the dispatcher")
    func rowClosuresAnswer() throws {
        var log: [String] = []
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<CountryCell>(france)
                    .onTap { event in
                        log.append("tap \(event.model.code) cell:\(event.cell != nil)");
                        return .deselect(animated: true)
                    }
                    .onSelect { log.append("select \($0.model.code)") }
                    .onDeselect { log.append("deselect \($0.model.code)") }
                    .onShouldHighlight { _ in false }
                    .onDelete { log.append("delete \($0.path)") }
                    .trailingSwipeActions { _ in SwipeActionsDescription(actions: []) }
                    .onWillDisplay { log.append("display \($0.model.code)") }
                ListRow<CountryCell>(japan)
            }
        }
        let screen = DeclarativeScreen(content)
        screen.dispatcher.didSelect(CountryCell.self) { _, country, _ in log.append("dispatcher select \(country.code)")
        }
        log.removeAll()
        screen.dispatcher.didSelectItem(at: path(0, 0))
        #expect(screen.dispatcher.tapItem(at: path(0, 0)) == .deselect(animated: true))
        screen.dispatcher.didDeselectItem(at: path(0, 0))
        #expect(screen.dispatcher.shouldHighlightItem(at: path(0, 0)) == false)
        #expect(screen.dispatcher.canEditItem(at: path(0, 0)))
        #expect(screen.dispatcher.editingStyleForItem(at: path(0, 0)) == .delete)
        screen.dispatcher.commitEditingStyle(.delete, forItemAt: path(0, 0))
        #expect(screen.dispatcher.trailingSwipeActionsForItem(at: path(0, 0)) != nil)
        #expect(log == ["select FR", "tap FR cell:true", "deselect FR", "delete [0, 0]"])
        // The second row has no closures: the dispatcher's closure for its cell type answers, and UIKit's defaults.
        screen.dispatcher.didSelectItem(at: path(0, 1))
        #expect(screen.dispatcher.tapItem(at: path(0, 1)) == nil)
        #expect(screen.dispatcher.shouldHighlightItem(at: path(0, 1)))
        #expect(screen.dispatcher.trailingSwipeActionsForItem(at: path(0, 1)) == nil)
        #expect(log.last == "dispatcher select JP")
        #expect(screen.dispatcher.answers(.tap))
        #expect(screen.dispatcher.answers(.commitEditingStyle))
    }

    @Test("An update works out inserted, removed, moved and reloaded rows and sections, in one animated update")
    func updateIsDiffed() throws {
        let content = DeclarativeContent {
            ListSection(id: "a", header: "A") {
                ListRow<CountryCell>(france); ListRow<CountryCell>(japan); ListRow<CountryCell>(peru)
            }
            ListSection(id: "b", header: "B") { ListRow<TextCell>("x") }
        }
        let screen = DeclarativeScreen(content)
        screen.table.itemRefresh = .reload  // this test reads reloads; by default a changed row is reconfigured
        var renamedJapan = japan
        renamedJapan.name = "Nippon"
        content.update(animation: .fade) { content in
            content.sections[0].rows = [ListRow<CountryCell>(peru), ListRow<CountryCell>(renamedJapan)]
            content.sections.insert(ListSection(id: "c", header: "C") { ListRow<TextCell>("new") }, at: 0)
            content.sections[2].rows.append(ListRow<TextCell>("y"))
        }
        #expect(screen.errors.isEmpty)
        #expect(screen.updates.count == 1)
        let update = try #require(screen.updates.first)
        #expect(update.animation == .fade)
        let log = screen.table.log
        #expect(log.insertedSections == [0])
        #expect(log.deletedItems == [path(0, 0)])
        #expect(log.insertedItems == [path(2, 1)])
        #expect(log.reloadedItems == [path(1, 1)])
        #expect(!log.movedItems.isEmpty)
        #expect(screen.shownModels.count == 3)
        #expect((screen.table.cell(at: path(1, 1)) as? CountryCell)?.shown.last == renamedJapan)
        #expect(content.headerModel(forSection: 0) as? String == "C")
    }

    @Test("Array-like edits each send one update; setting the same content sends none")
    func arrayEditsAnimate() {
        let content = DeclarativeContent {
            ListSection(id: "a") {
                ListRow<TextCell>("1"); ListRow<TextCell>("2")
            }
        }
        let screen = DeclarativeScreen(content)
        content.sections[0].rows.append(ListRow<TextCell>("3"))
        content.sections[0].rows.swapAt(0, 2)
        content.sections.append(ListSection(id: "b", rows: [ListRow<TextCell>("4")]))
        content.sections.remove(at: 0)
        content.set { ListSection(id: "b") { ListRow<TextCell>("4") } }
        #expect(screen.updates.count == 4)
        #expect(screen.errors.isEmpty)
        #expect(screen.shownModels == [["4"]])
    }

    @Test("A throwing update is undone and sends nothing")
    func throwingUpdateIsUndone() {
        struct Stop: Error {}
        let content = DeclarativeContent { ListSection(id: "a") { ListRow<TextCell>("1") } }
        let screen = DeclarativeScreen(content)
        #expect(throws: Stop.self) {
            try content.update { content throws(Stop) in
                content.sections[0].rows.removeAll()
                throw Stop()
            }
        }
        #expect(screen.updates.isEmpty)
        #expect(content.sections[0].rows.count == 1)
    }

    @Test("Duplicate section or row identities are reported, and every row is still shown")
    func duplicatesAreReported() {
        let collector = AnomalyCollector()
        let content = DeclarativeContent()
        content.anomalyHandler = collector.handler
        content.sections = [
            ListSection(id: "a") {
                ListRow<TextCell>("x"); ListRow<TextCell>("x")
            }, ListSection(id: "a"),
        ]
        let kinds = collector.anomalies.map(\.shortMessage).sorted()
        #expect(kinds == ["duplicate item identity", "duplicate section identity"])
        #expect(content.numberOfItems(inSection: 0) == 2)
        #expect(content.numberOfSections == 2)
    }

    @Test("An edit made by an observer during an update is reported and sent after it")
    func editDuringUpdate() {
        let collector = AnomalyCollector()
        let content = DeclarativeContent { ListSection(id: "a") { ListRow<TextCell>("1") } }
        content.anomalyHandler = collector.handler
        let screen = DeclarativeScreen(content)
        var reentered = false
        let observation = content.observe { _ in
            guard !reentered else { return }
            reentered = true
            content.sections[0].rows.append(ListRow<TextCell>("3"))
        }
        content.sections[0].rows.append(ListRow<TextCell>("2"))
        #expect(collector.anomalies.map(\.shortMessage) == ["edit during update"])
        #expect(screen.updates.count == 2)
        #expect(screen.errors.isEmpty)
        #expect(screen.shownModels == [["1", "2", "3"]])
        observation.cancel()
    }

    @Test("Section index titles come from the sections")
    func indexTitles() {
        let content = DeclarativeContent {
            ListSection(id: "a", indexTitle: "A") { ListRow<TextCell>("apple") }
            ListSection(id: "b", indexTitle: "B") { ListRow<TextCell>("banana") }
        }
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.sectionIndexTitles() == ["A", "B"])
        #expect(dispatcher.sectionForSectionIndexTitle("B", at: 1) == 1)
        #expect(dispatcher.answers(.sectionIndexTitles))
    }

    @Test("A user's move moves the row in the content and runs the row's move closure")
    func userMove() {
        var moved: [ItemPath] = []
        let content = DeclarativeContent {
            ListSection(id: "a") {
                ListRow<TextCell>("1").onMove { _, to in moved.append(to) }; ListRow<TextCell>("2")
            }
        }
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.canMoveItem(at: path(0, 0)))
        #expect(dispatcher.moveItem(at: path(0, 0), to: path(0, 1)))
        #expect(moved == [path(0, 1)])
        #expect((content.row(at: path(0, 1)) as? ListRow<TextCell>)?.model == "1")
    }
}

/// Collects anomalies for a test.
final class AnomalyCollector: @unchecked Sendable {
    private(set) var anomalies: [Anomaly] = []
    var handler: AnomalyHandler { AnomalyHandler { [self] in anomalies.append($0) } }
}

@MainActor
@Suite("Declarative content: animations")
struct DeclarativeAnimationTests {
    @Test("update(animation: .none) means no animation; .inherited takes the content's, whose .inherited is the host's")
    func animationLevels() {
        let content = DeclarativeContent(animation: .fade) { ListSection(id: "s", rows: [ListRow<TextCell>("a")]) }
        var received: [RowAnimation] = []
        let observation = content.observe { received.append($0.animation) }
        content.update(animation: .none) { $0.sections[0].rows.append(ListRow<TextCell>("b")) }
        content.update { $0.sections[0].rows.append(ListRow<TextCell>("c")) }
        content.animation = .inherited
        content.update { $0.sections[0].rows.append(ListRow<TextCell>("d")) }
        #expect(received == [.none, .fade, .inherited])
        _ = observation
    }
}
