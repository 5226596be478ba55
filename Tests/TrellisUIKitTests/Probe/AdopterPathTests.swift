import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// What new users migrating from DTTableViewManager and Flow expect of paths, cells configured from their path, rows
// whose model has no identity, and the order closures are called in. Found by an outside probe (each test failed
// before its fix).

@MainActor
@Suite("Adopters: paths while an update waits, path-configured cells, Void rows, closure order")
struct AdopterPathTests {
    typealias Post = Adopter.Post

    /// The DT guide's screen deletes with `commitEditingStyle(withModel:) { _, path, style in
    /// try? manager.memoryStorage.removeItem(at: path) }`. A post arrives (inserted at the top of the storage)
    /// while the previous delete still animates; Trellis holds that update until the batch completes, so the table
    /// still shows the old rows. The user swipes row 0 (post 2 on screen) and taps Delete: the closure's `path`
    /// is the path on screen, but the storage's row 0 is now the new post, so the new post is deleted and post 2
    /// stays. The user should see post 2 go away (the model the closure received), as in DTTableViewManager, whose
    /// storage and table never disagree about paths (each storage edit is applied to the table at once).
    @Test(
        "DT guide's removeItem(at: path) in commitEditingStyle deletes another post when an update waits",
        .collectsAnomalies)
    func dtDeleteByPathWhileAnUpdateWaits() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        var swiped: [Int] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self)
        manager.dispatcher.commitEditingStyle(withModel: Post.self) { [unowned manager] post, path, style in
            swiped.append(post.id)
            if style == .delete { try? manager.memoryStorage.removeItem(at: path) }
        }
        manager.memoryStorage.setItems([(1...4).map { Post(id: $0, title: "P\($0)") }])
        table.finishAnimations()

        // First delete: post 1 animates away.
        let first = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(first, at: IndexPath(row: 0, section: 0))
        // A new post arrives from the network while that animation runs.
        try manager.memoryStorage.insertItem(Post(id: 99, title: "New"), at: ItemPath(item: 0, section: 0))
        // The user swipes the row on screen at 0: post 2.
        let onScreen = (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? Adopter.PostCell)?.post?.id
        let second = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(second, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        table.finishAnimations()

        #expect(onScreen == 2)
        #expect(swiped == [1, 2], "the closure is told post 2 was swiped")
        let ids = manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Post)?.id }
        #expect(ids == [99, 3, 4], "post 2, the one swiped, is deleted; the new post stays")
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// The Flow guide: "`onDelete { event in ... }` (remove the row in it: the deletion animates)". A user
    /// removes it where the event says, `content.sections[event.path.section].rows.remove(at: event.path.item)`.
    /// A row arrives at the top (a new message) while the previous delete still animates; the table holds that
    /// update back and still shows the old rows, and `event.path` is the path on screen. The user swipes row 0
    /// ("b" on screen) and deletes it: the new row "new" is removed instead and "b" stays. The user should see
    /// "b" go away; Flow applied each change to the table at once, so its paths always matched its sections.
    @Test(
        "Flow guide's onDelete removing rows[event.path.item] removes another row when an update waits",
        .collectsAnomalies)
    func flowOnDeleteByPathWhileAnUpdateWaits() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 700), style: .plain)
        let window = Adopter.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        let content = DeclarativeContent()
        var deleted: [String] = []
        manager.attach(to: table, content: content)
        func row(_ name: String) -> ListRow<AdopterAttackTests.ActionCell> {
            ListRow<AdopterAttackTests.ActionCell>(name).onDelete { [unowned content] event in
                deleted.append(event.model)
                content.sections[event.path.section].rows.remove(at: event.path.item)
            }
        }
        content.sections = [ListSection(id: 0) { for name in ["a", "b", "c"] { row(name) } }]
        table.finishAnimations()
        let first = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(first, at: IndexPath(row: 0, section: 0))
        content.sections[0].rows.insert(row("new"), at: 0)
        let second = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(second, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        table.finishAnimations()
        #expect(deleted == ["a", "b"])
        #expect(manager.textSnapshot()?.lines == ["  » new", "  » c"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// The Flow guide's own `CountryCell` numbers its rows from `configure(_:path:)` ("1. Italy"). Flow users
    /// call `tableManager.reloadData()` after `add`, which configures every cell again; the guide says
    /// `reloadData()` is "not needed: every change of sections is diffed and animated". A country inserted at the
    /// top of Europe leaves Italy's cell reading "1. Italy" at row 2 (UIKit asks for no cell of a row that only
    /// shifted), so the screen shows "1. Peru, 1. Italy, 2. Spain". The user should see "1. Peru, 2. Italy,
    /// 3. Spain", or the guide should warn that a cell configured from its path is not configured again when its
    /// path changes (and say what to do).
    @Test("Flow guide's path-numbered cell reads a stale number after a row is inserted above it", .collectsAnomalies)
    func flowPathConfiguredCellGoesStale() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        func europe(_ names: [String]) -> ListSection {
            ListSection(id: "Europe", header: "Europe") {
                ListRow<NumberedCountryCell>.create(names.map(Country.init))
            }
        }
        content.sections = [europe(["Italy", "Spain"])]
        table.finishAnimations()
        content.update(animation: .fade) { content in content.sections = [europe(["Peru", "Italy", "Spain"])] }
        table.finishAnimations()
        expectTextSnapshot(
            try #require(manager.textSnapshot()),
            matches: """
                [Europe]
                  1. Peru
                  2. Italy
                  3. Spain
                """)
        _ = window
    }

    /// Flow: "If your cell does not need of a model you can assign `public typealias T = Void`" and "If model is
    /// not applicable just pass `Void()`": a settings screen's "Log out" row, `ListRow<LogoutCell>(())`. A
    /// `Void` model has no identity, and the guide does not say to give such a row an `id:` (its table maps only
    /// `Row(id:model:)`). When an "Upgrade" row appears above it on the next rebuild, the "Log out" row is deleted
    /// and inserted again (animated, its cell thrown away), and no anomaly says why. The user should see one row
    /// inserted above an untouched "Log out" row, or be told (anomaly or guide) to give it an `id:`.
    @Test(
        "Flow: a Void-model row is deleted and inserted again when a row appears above it, without an anomaly",
        .collectsAnomalies)
    func flowVoidModelRowReinsertedWhenRowsChangeAround() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        var upgrade = false
        func render() {
            content.sections = [
                ListSection(id: "account", header: "Account") {
                    if upgrade { ListRow<AdopterAttackTests.ActionCell>("Upgrade") }
                    ListRow<AdopterAttackTests.LogoutCell>(())
                }
            ]
        }
        render()
        table.finishAnimations()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let logBefore = table.updateLog.count
        upgrade = true
        render()
        table.finishAnimations()
        let batches = table.updateLog[logBefore...].compactMap(\.batch)
        let anomalies = CollectsAnomaliesTrait.current?.anomalies ?? []
        let toldWhy = !anomalies.isEmpty
        #expect(
            toldWhy
                || (batches.flatMap(\.insertedItems) == [IndexPath(row: 0, section: 0)]
                    && batches.allSatisfy { $0.deletedItems.isEmpty }),
            "one insert above an untouched row, or an anomaly: \(batches)")
        #expect(toldWhy || table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(manager.textSnapshot()?.lines == ["[Account]", "  » Upgrade", "  Log out"])
        _ = window
    }

    /// DTTableViewManager's Events.md: "While it's possible to register multiple closures for a single event,
    /// only first closure will be called ... last one will be ignored." Trellis does the opposite (docs/Events.md:
    /// "registering again replaces the earlier closure: the last registration wins"). A DT screen that registers a
    /// generic `didSelect` in a base class and a specific one after it in a subclass changes which runs, and the
    /// migration guide does not say so. The guide should warn (the Events section's rules).
    @Test("DT guide: no warning that the last registered closure wins where DT called the first")
    func dtGuideWarnsAboutClosureOrder() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        var heard: [String] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { mapping in
            mapping.didSelect { _, _, _ in heard.append("first") }
            mapping.didSelect { _, _, _ in heard.append("second") }
        }
        manager.memoryStorage.setItems([[Post(id: 1, title: "a")]])
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(heard == ["second"], "Trellis: the last wins (DTTableViewManager called \"first\")")
        let guide = try packageFile("docs/Migrating-from-DTTableViewManager.md")
        #expect(
            guide.contains("last registration wins") || guide.contains("last one registered")
                || guide.contains("first closure"),
            "the DT guide should say that DT's first-closure-wins became last-registration-wins")
        _ = window
    }

    /// While an update waits for an animation, a tap on a row that moved in the content tells the closure where the
    /// row is now, with the model on screen.
    @Test("A tap while an update waits: the closure is told the row's path in the content now", .collectsAnomalies)
    func tapToldCurrentPath() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        var heard: [String] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { mapping in
            mapping.didSelect { _, post, path in heard.append("\(post.id) \(path)") }
        }
        manager.memoryStorage.setItems([(1...3).map { Post(id: $0, title: "P\($0)") }])
        table.finishAnimations()
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // animates
        try manager.memoryStorage.insertItem(Post(id: 99, title: "New"), at: ItemPath(item: 0, section: 0))  // waits
        table.simulateTap(at: IndexPath(row: 1, section: 0))  // post 3 on screen
        #expect(heard == ["3 \(ItemPath(item: 2, section: 0))"])
        table.finishAnimations()
        table.finishAnimations()
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// A delete committed on a row that the content no longer has (removed while the view still shows it) is not
    /// passed to the closure, which would delete the row now at that path; a tap on it still reaches the closure
    /// with the model on screen.
    @Test("A delete committed on a row already gone from the content calls nothing", .collectsAnomalies)
    func deleteOfGoneRowCallsNothing() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        var committed: [Int] = []
        var tapped: [Int] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { mapping in
            mapping.didSelect { _, post, _ in tapped.append(post.id) }
        }
        manager.dispatcher.commitEditingStyle(withModel: Post.self) { [unowned manager] post, path, _ in
            committed.append(post.id)
            try? manager.memoryStorage.removeItem(at: path)
        }
        manager.memoryStorage.setItems([(1...4).map { Post(id: $0, title: "P\($0)") }])
        table.finishAnimations()
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // animates: the view shows 2, 3, 4
        try manager.memoryStorage.removeItem(at: ItemPath(item: 0, section: 0))  // post 2 goes; the update waits
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        table.finishAnimations()
        #expect(committed.isEmpty)
        #expect(tapped == [2])
        #expect(manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Post)?.id } == [3, 4])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    struct Country: Hashable { let name: String }

    final class NumberedCountryCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = Country
        private(set) var label = ""
        func configure(_ country: Country, path: ItemPath) { label = "\(path.item + 1). \(country.name)" }
        var snapshotText: String { label }
    }
}
