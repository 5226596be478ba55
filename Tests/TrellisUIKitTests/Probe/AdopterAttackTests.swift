import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// Three new users migrate real screens to Trellis, following the migration guides, against the UIKit stand-in:
// a DTTableViewManager feed, a Flow settings screen and a CascadingTableDelegate page split into section delegates.
// Each test acts as the user would (taps, swipes, moves, scrolling, updates) and checks what they would see. These
// attacks held; they stay as regression tests.

// MARK: - Shared models and cells

@MainActor
enum Adopter {
    static func window(_ table: UITableView) -> UIWindow {
        let window = UIWindow(frame: table.frame)
        window.addSubview(table)
        return window
    }

    struct Post: Hashable { let id: Int; var title: String }
    struct Ad: Hashable { let id: Int; let sponsor: String }
    struct FeedHeaderModel: Hashable { let title: String }

    final class PostCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var post: Post?
        func update(with post: Post) { self.post = post }
        var snapshotText: String { post?.title ?? "?" }
    }

    final class AdCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var ad: Ad?
        func update(with ad: Ad) { self.ad = ad }
        var snapshotText: String { "Ad: " + (ad?.sponsor ?? "?") }
    }

    final class FeedHeader: UITableViewHeaderFooterView, ModelTransfer, TextSnapshotRepresentable {
        private(set) var title = ""
        func update(with model: FeedHeaderModel) { title = model.title.uppercased() }
        var snapshotText: String { title }
    }
}

@MainActor
@Suite("Adopters: screens that held")
struct AdopterAttackTests {
    typealias Post = Adopter.Post
    typealias Ad = Adopter.Ad

    // MARK: DTTableViewManager: a feed

    /// A DT feed: posts and ads in one section, a mapped header view per section and footer titles, heights per
    /// model type, selection for posts and for ads going to their own closures.
    @Test(
        "DT feed: several cell types, header views, string footers, heights per model, selection per type",
        .collectsAnomalies)
    func dtFeed() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        var openedPosts: [Post] = []
        var openedAds: [(Ad, IndexPath)] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { mapping in
            mapping.didSelect { _, post, _ in openedPosts.append(post) }
        }
        manager.register(Adopter.AdCell.self) { mapping in
            mapping.didSelect { _, ad, path in openedAds.append((ad, IndexPath(row: path.item, section: path.section)))
            }
        }
        manager.registerHeader(Adopter.FeedHeader.self)
        manager.dispatcher.heightForCell(withModel: Post.self) { _, _ in 80 }
        manager.dispatcher.heightForCell(withModel: Ad.self) { _, _ in 50 }
        let storage = manager.memoryStorage
        storage.setItems([
            [Post(id: 1, title: "One") as Any, Ad(id: 1, sponsor: "Acme") as Any, Post(id: 2, title: "Two") as Any],
            [Post(id: 3, title: "Three") as Any],
        ])
        storage.setSectionHeaderModels([
            Adopter.FeedHeaderModel(title: "Today"), Adopter.FeedHeaderModel(title: "Yesterday"),
        ])
        storage.setSectionFooterModels(["2 posts", "1 post"])
        table.finishAnimations()

        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        #expect((table.headerView(forSection: 1) as? Adopter.FeedHeader)?.title == "YESTERDAY")
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(openedAds.map(\.0.sponsor) == ["Acme"])
        #expect(openedAds.map(\.1) == [IndexPath(row: 1, section: 0)])
        #expect(openedPosts.map(\.title) == ["Three"])
        expectTextSnapshot(
            try #require(manager.textSnapshot()),
            matches: """
                [TODAY]
                  One
                  Ad: Acme
                  Two
                (2 posts)
                [YESTERDAY]
                > Three
                (1 post)
                """)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// DT: a swipe deletes a post (the guide's `commitEditingStyle`), then the user taps the row that moved up:
    /// the tap reaches the post now shown there, and heights follow the rows.
    @Test(
        "DT feed: swipe-delete, then a tap on the row that took its place opens the post shown there",
        .collectsAnomalies)
    func dtDeleteThenTap() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        var opened: [Int] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { mapping in
            mapping.didSelect { _, post, _ in opened.append(post.id) }
            mapping.heightForCell { post, _ in Double(40 + post.id) }
        }
        manager.register(Adopter.AdCell.self)
        manager.dispatcher.commitEditingStyle(withModel: Post.self) { [unowned manager] _, path, style in
            if style == .delete { try? manager.memoryStorage.removeItem(at: path) }
        }
        manager.memoryStorage.setItems([(1...5).map { Post(id: $0, title: "P\($0)") }])
        table.finishAnimations()
        for _ in 0..<3 {
            let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 1, section: 0))?.actions.first)
            table.simulatePerform(delete, at: IndexPath(row: 1, section: 0))
            table.finishAnimations()
            table.simulateTap(at: IndexPath(row: 1, section: 0))
        }
        #expect(opened == [3, 4, 5])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 45)
        #expect(manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Post)?.id } == [1, 5])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// DT: a search box filters the feed on every keystroke (`setItems(filtered)`), faster than the animations
    /// finish; a tap after each keystroke opens the post the user sees at that row.
    @Test(
        "DT search: filtering on every keystroke while animations run; taps open what is on screen",
        .collectsAnomalies)
    func dtSearchFilter() throws {
        for seed in UInt64(1)...UInt64(30) {
            var random = SeededGenerator(seed: seed)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
            let window = Adopter.window(table)
            table.completesAnimationsAutomatically = false
            let manager = TableViewManager()
            var opened: [Int] = []
            manager.attach(to: table)
            manager.register(Adopter.PostCell.self) { mapping in
                mapping.didSelect { _, post, _ in opened.append(post.id) }
            }
            let all = (0..<30).map { Post(id: $0, title: String(UnicodeScalar(UInt8(97 + $0 % 5)))) }
            manager.memoryStorage.setItems([all])
            table.finishAnimations()
            for _ in 0..<8 {
                let letters = ["a", "b", "c", "d", "e"].filter { _ in Bool.random(using: &random) }
                let filtered = all.filter { letters.contains($0.title) }
                manager.memoryStorage.setItems([filtered])
                if Bool.random(using: &random) { table.finishAnimations() }
                let rows = table.numberOfRows(inSection: 0)
                guard rows > 0 else { continue }
                let row = Int.random(in: 0..<rows, using: &random)
                let shown = (table.cellForRow(at: IndexPath(row: row, section: 0)) as? Adopter.PostCell)?.post?.id
                opened.removeAll()
                table.simulateTap(at: IndexPath(row: row, section: 0))
                #expect(opened == [shown].compactMap { $0 }, "seed \(seed): the tap opens the post on screen")
            }
            table.finishAnimations()
            let final = manager.memoryStorage.items(inSection: 0).compactMap { ($0 as? Post)?.id }
            let onScreen = (0..<table.numberOfRows(inSection: 0)).compactMap {
                (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? Adopter.PostCell)?.post?.id
            }
            #expect(onScreen == final, "seed \(seed)")
            #expect(table.exceptions.isEmpty, "seed \(seed)")
            _ = window
        }
    }

    /// DT: reordering with the table's controls (`canMove` + `moveItem`), then taps and deletes route to the rows
    /// where they now are.
    @Test(
        "DT reorder: moves by the user keep the storage, the taps and the deletes on the rows shown",
        .collectsAnomalies)
    func dtReorder() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        var moved: [(Int, ItemPath, ItemPath)] = []
        var opened: [Int] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { mapping in
            mapping.canMove { _, _ in true }
            mapping.moveItem { post, from, to in moved.append((post.id, from, to)) }
            mapping.didSelect { _, post, _ in opened.append(post.id) }
        }
        manager.memoryStorage.setItems([(1...4).map { Post(id: $0, title: "P\($0)") }, [Post(id: 9, title: "P9")]])
        table.finishAnimations()
        table.setEditing(true, animated: false)
        table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        table.simulateMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        #expect(moved.map(\.0) == [1, 9])
        let ids = manager.memoryStorage.sections.map { $0.items.compactMap { ($0.base as? Post)?.id } }
        #expect(ids == [[9, 2, 3, 4, 1], []])
        table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(opened == [1])
        #expect(manager.textSnapshot()?.lines == ["  P9", "  P2", "  P3", "  P4", "> P1"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    // MARK: Flow: a settings screen

    struct Toggle: Hashable { let name: String; var isOn: Bool }

    final class ToggleCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = Toggle
        private(set) var line = ""
        private(set) var configurations = 0
        func configure(_ toggle: Toggle, path: ItemPath) {
            configurations += 1
            line = "\(toggle.name) [\(toggle.isOn ? "on" : "off")]"
        }
        var snapshotText: String { line }
    }

    final class ActionCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = String
        static var defaultHeight: Double? { 44 }
        private(set) var title = ""
        func configure(_ title: String, path: ItemPath) { self.title = title }
        var snapshotText: String { "» " + title }
    }

    struct ProfileHeaderModel: Hashable { let name: String }

    final class ProfileHeader: UITableViewHeaderFooterView, ModelTransfer, TextSnapshotRepresentable {
        private(set) var name = ""
        func update(with model: ProfileHeaderModel) { name = model.name }
        var snapshotText: String { "@" + name }
    }

    /// The Flow settings screen as a user writes it: sections rebuilt from state, toggle rows with an id (Flow's
    /// `Row(id:model:)`), action rows; flipping a toggle updates one row in place; a header view with its height.
    @MainActor final class SettingsScreen {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 700), style: .grouped)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        var toggles = [Toggle(name: "Wi-Fi", isOn: true), Toggle(name: "Bluetooth", isOn: false)]
        private(set) var actions: [String] = []

        func render() {
            content.sections = [
                ListSection(
                    id: "profile", header: .view(SectionView<ProfileHeader>(ProfileHeaderModel(name: "ada")).height(90))
                ) {
                    ListRow<ActionCell>("Edit profile").onTap { [weak self] event in
                        self?.actions.append(event.model)
                        return .deselect(animated: true)
                    }
                },
                ListSection(id: "radios", header: "Radios", footer: "Turn off to save battery") {
                    for toggle in toggles {
                        ListRow<ToggleCell>(toggle, id: toggle.name).onTap { [weak self] event in
                            self?.flip(event.model.name)
                            return .deselect(animated: true)
                        }
                    }
                },
            ]
        }

        func flip(_ name: String) {
            guard let index = toggles.firstIndex(where: { $0.name == name }) else { return }
            toggles[index].isOn.toggle()
            actions.append("flip \(name) -> \(toggles[index].isOn)")
            render()
        }
    }

    @Test(
        "Flow settings: flipping a toggle reconfigures its one cell in place; the next tap sees the new model",
        .collectsAnomalies)
    func flowSettingsToggle() throws {
        let screen = SettingsScreen()
        let window = Adopter.window(screen.tableView)
        screen.manager.attach(to: screen.tableView, content: screen.content)
        screen.render()
        screen.tableView.finishAnimations()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ToggleCell)
        let logBefore = screen.tableView.updateLog.count

        screen.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        screen.tableView.finishAnimations()
        screen.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        screen.tableView.finishAnimations()
        screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))

        #expect(screen.actions == ["flip Wi-Fi -> false", "flip Wi-Fi -> true", "Edit profile"])
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) === cell, "reconfigured, not replaced")
        let batches = screen.tableView.updateLog[logBefore...].compactMap(\.batch)
        #expect(batches.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty })
        #expect(screen.tableView.rectForHeader(inSection: 0).height == 90)
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44, "ActionCell.defaultHeight")
        expectTextSnapshot(
            try #require(screen.manager.textSnapshot()),
            matches: """
                [@ada]
                  » Edit profile
                [Radios]
                  Wi-Fi [on]
                  Bluetooth [off]
                (Turn off to save battery)
                """)
        #expect(screen.tableView.exceptions.isEmpty)
        _ = window
    }

    /// Flow: `onDelete` on each row (the row removes itself from `content.sections`); after a delete the next
    /// row's closure gets its own model.
    @Test("Flow list: onDelete removes the row; the next swipe deletes the row now at that place", .collectsAnomalies)
    func flowOnDelete() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 700), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        var deleted: [String] = []
        manager.attach(to: table, content: content)
        func row(_ name: String) -> ListRow<ActionCell> {
            ListRow<ActionCell>(name).onDelete { [unowned content] event in
                deleted.append(event.model)
                content.sections[event.path.section].rows.remove(at: event.path.item)
            }
        }
        content.sections = [ListSection(id: 0) { for name in ["a", "b", "c", "d"] { row(name) } }]
        table.finishAnimations()
        for _ in 0..<2 {
            let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 1, section: 0))?.actions.first)
            table.simulatePerform(delete, at: IndexPath(row: 1, section: 0))
            table.finishAnimations()
        }
        #expect(deleted == ["b", "c"])
        #expect(manager.textSnapshot()?.lines == ["  » a", "  » d"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    final class LogoutCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = Void
        func configure(_ model: Void, path: ItemPath) {}
        var snapshotText: String { "Log out" }
    }

    /// Flow: "If your cell does not need of a model you can assign `public typealias T = Void`": a settings
    /// screen's "Log out" row, `ListRow<LogoutCell>(())`, rebuilt with the screen, stays put (no delete and
    /// insert, the same cell, no anomaly).
    @Test(
        "Flow: a Void-model row (Flow's `typealias T = Void`) stays put when the screen rebuilds its sections",
        .collectsAnomalies)
    func flowVoidModelRowStaysOnRebuild() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        var name = "ada"
        func render() {
            content.sections = [
                ListSection(id: "account", header: "Account \(name)") {
                    ListRow<LogoutCell>(())
                }
            ]
        }
        render()
        table.finishAnimations()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let logBefore = table.updateLog.count
        name = "grace"
        render()
        table.finishAnimations()
        let batches = table.updateLog[logBefore...].compactMap(\.batch)
        #expect(
            batches.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty },
            "the Log out row stays: \(batches)")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        let anomalies = CollectsAnomaliesTrait.current?.anomalies ?? []
        #expect(anomalies.isEmpty, "or an anomaly saying to give the row an id: \(anomalies.map(\.shortMessage))")

        _ = window
    }

    // MARK: CascadingTableDelegate: a page of section delegates

    final class LineCell: UITableViewCell, TextSnapshotRepresentable {
        var line = ""
        var snapshotText: String { line }
    }

    /// A section delegate of its own: registers its cell, answers its rows, heights and selection.
    final class ListSectionNode: CascadingTableNode {
        let name: String
        var items: [String] { didSet { setNeedsUpdate() } }
        let rowHeight: CGFloat
        private(set) var selected: [(String, IndexPath)] = []
        private(set) var prepared = 0
        init(_ name: String, items: [String], rowHeight: CGFloat) {
            self.name = name
            self.items = items
            self.rowHeight = rowHeight
            super.init()
        }
        override func prepare(tableView: UITableView) {
            prepared += 1
            tableView.register(LineCell.self, forCellReuseIdentifier: "line-\(name)")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "line-\(name)", for: indexPath)
            (cell as? LineCell)?.line = "\(name): \(items[indexPath.row])"
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { name }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append((items[indexPath.row], indexPath))
        }
    }

    /// Cascading: sections removed and added at runtime; taps, heights and `index` follow; a section added later is
    /// prepared (its cells registered) before its first cell is dequeued.
    @Test(
        "Cascading page: removing and adding section delegates at runtime; events, heights and index follow",
        .collectsAnomalies)
    func cascadingAddRemoveSections() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 900), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let info = ListSectionNode("Info", items: ["Kyoto"], rowHeight: 120)
        let photos = ListSectionNode("Photos", items: ["p1", "p2"], rowHeight: 60)
        let reviews = ListSectionNode("Reviews", items: ["r1", "r2", "r3"], rowHeight: 44)
        let root = CascadingTableRoot(children: [info, photos, reviews])
        manager.attach(to: table, root: root)
        table.finishAnimations()

        root.children = [info, reviews]
        table.finishAnimations()
        #expect(reviews.index == 1)
        table.simulateTap(at: IndexPath(row: 2, section: 1))
        #expect(reviews.selected.map(\.0) == ["r3"] && reviews.selected.map(\.1) == [IndexPath(row: 2, section: 1)])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 44)

        let map = ListSectionNode("Map", items: ["pin"], rowHeight: 200)
        root.children = [map, info, reviews]
        table.finishAnimations()
        #expect(map.prepared == 1)
        #expect(map.index == 0 && info.index == 1 && reviews.index == 2)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(map.selected.map(\.0) == ["pin"])
        #expect(info.selected.map(\.0) == ["Kyoto"])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 200)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 120)
        #expect(photos.parent == nil, "a removed child lets go of its parent")
        #expect(reviews.selected.count == 1, "single selection: tapping Map, then Info, deselected r3")
        expectTextSnapshot(
            try #require(manager.textSnapshot()),
            matches: """
                [Map]
                  Map: pin
                [Info]
                > Info: Kyoto
                [Reviews]
                  Reviews: r1
                  Reviews: r2
                  Reviews: r3
                """)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// A row delegate (CascadingTableDelegate's rows under a `CascadingSectionTableDelegate`).
    final class OptionRow: CascadingTableNode {
        let title: String
        private(set) var taps: [IndexPath] = []
        init(_ title: String) { self.title = title; super.init() }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = LineCell(style: .default, reuseIdentifier: nil)
            cell.line = title
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            CGFloat(30 + title.count)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            taps.append(indexPath)
        }
    }

    /// Cascading: a section of row delegates whose rows are added and removed at runtime; each tap reaches the row
    /// delegate shown at that place, with the path UIKit gave.
    @Test(
        "Cascading section of row delegates: rows added and removed at runtime keep taps and heights on their row",
        .collectsAnomalies)
    func cascadingRowChildren() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 900), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let a = OptionRow("a"), bb = OptionRow("bb"), ccc = OptionRow("ccc")
        let section = CascadingTableNode(children: [a, bb, ccc])
        let root = CascadingTableRoot(children: [section])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        section.children = [ccc, a]
        table.finishAnimations()
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        let dddd = OptionRow("dddd")
        section.children.insert(dddd, at: 1)
        table.finishAnimations()
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(ccc.taps == [IndexPath(row: 0, section: 0)])
        #expect(dddd.taps == [IndexPath(row: 1, section: 0)])
        #expect(a.taps == [IndexPath(row: 2, section: 0)])
        #expect(bb.taps.isEmpty)
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [33, 34, 31])
        #expect(manager.textSnapshot()?.lines == ["  ccc", "  dddd", "> a"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }
    // MARK: More screens

    /// Flow: a row whose height depends on its model (`row.height { toggle, _ in ... }`, "cached until the row
    /// reloads"); flipping the toggle reconfigures the row in place (no reload), and the new height shows.
    @Test(
        "Flow: a computed row height follows its model when the row is reconfigured, not reloaded",
        .collectsAnomalies)
    func flowComputedHeightFollowsModel() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        var toggles = [Toggle(name: "Wi-Fi", isOn: false), Toggle(name: "VPN", isOn: false)]
        func render() {
            content.sections = [
                ListSection(id: 0) {
                    for toggle in toggles {
                        ListRow<ToggleCell>(toggle, id: toggle.name).height { toggle, _ in toggle.isOn ? 88 : 44 }
                    }
                }
            ]
        }
        render()
        table.finishAnimations()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        toggles[0].isOn = true
        render()
        table.finishAnimations()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 88)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 88)
        #expect(manager.textSnapshot()?.lines == ["  Wi-Fi [on]", "  VPN [off]"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// Flow: a section header view whose model changes (a count) shows the new model after the update.
    @Test("Flow: a SectionView header whose model changes shows the new model", .collectsAnomalies)
    func flowHeaderViewModelChange() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        manager.attach(to: table, content: content)
        func render(_ names: [String]) {
            content.sections = [
                ListSection(
                    id: "people",
                    header: .view(
                        SectionView<ProfileHeader>(ProfileHeaderModel(name: "\(names.count) people")).height(30))
                ) {
                    ListRow<ActionCell>.create(names)
                }
            ]
        }
        render(["a", "b"])
        table.finishAnimations()
        render(["a", "b", "c"])
        table.finishAnimations()
        #expect((table.headerView(forSection: 0) as? ProfileHeader)?.name == "3 people")
        #expect(manager.textSnapshot()?.lines.first == "[@3 people]")
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// DT: a search that empties a section hides its header (`hidesHeadersOfEmptySections`, DT's
    /// `displayHeaderOnEmptySection = false`), and shows it again when the section fills.
    @Test("DT search: headers of sections the filter empties hide and come back", .collectsAnomalies)
    func dtSearchHidesEmptyHeaders() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        manager.dispatcher.hidesHeadersOfEmptySections = true
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self)
        manager.dispatcher.heightForHeaders { _ in 30 }
        let all = [[Post(id: 1, title: "apple"), Post(id: 2, title: "avocado")], [Post(id: 3, title: "banana")]]
        func search(_ text: String) {
            manager.memoryStorage.setItems(all.map { $0.filter { text.isEmpty || $0.title.contains(text) } })
            manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        }
        search("")
        table.finishAnimations()
        search("an")
        table.finishAnimations()
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(manager.proxy.tableView(table, titleForHeaderInSection: 0) == nil)
        #expect(manager.proxy.tableView(table, titleForHeaderInSection: 1) == "B")
        #expect(
            table.cellForRow(at: IndexPath(row: 0, section: 1)).map { ($0 as? Adopter.PostCell)?.post?.title }
                == "banana")
        search("a")
        table.finishAnimations()
        #expect(table.rectForHeader(inSection: 0).height == 30)
        #expect(manager.textSnapshot()?.lines == ["[A]", "  apple", "  avocado", "[B]", "  banana"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// DT: a long feed scrolled by the user; posts deleted above the viewport; `willDisplay` always names the
    /// post its cell shows and its path; the rows on screen are the storage's.
    @Test(
        "DT feed: scrolling a long feed while posts above are deleted; willDisplay names the right post",
        .collectsAnomalies)
    func dtScrollAndDelete() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        var mismatches: [String] = []
        manager.attach(to: table)
        manager.register(Adopter.PostCell.self) { [unowned manager] mapping in
            mapping.heightForCell { _, _ in 50 }
            mapping.willDisplay { [unowned manager] cell, post, path in
                let stored = manager.memoryStorage.item(at: path) as? Post
                if cell.post != post || stored != post { mismatches.append("\(path): \(post.id)") }
            }
        }
        manager.memoryStorage.setItems([(0..<100).map { Post(id: $0, title: "P\($0)") }])
        table.finishAnimations()
        var random = SeededGenerator(seed: 7)
        for step in 0..<20 {
            table.simulateDrag(to: CGPoint(x: 0, y: CGFloat(step * 150)))
            let count = manager.memoryStorage.items(inSection: 0).count
            let victim = Int.random(in: 0..<max(1, min(3, count)), using: &random)
            try manager.memoryStorage.removeItem(at: ItemPath(item: victim, section: 0))
            table.finishAnimations()
        }
        #expect(mismatches.isEmpty, "seed 7: \(mismatches)")
        let onScreen = (table.indexPathsForVisibleRows ?? []).compactMap {
            (table.cellForRow(at: $0) as? Adopter.PostCell)?.post?.id
        }
        let stored = (table.indexPathsForVisibleRows ?? []).compactMap {
            (manager.memoryStorage.item(at: ItemPath(item: $0.row, section: $0.section)) as? Post)?.id
        }
        #expect(onScreen == stored && !onScreen.isEmpty, "seed 7")
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// Cascading: `estimatedHeightForRowAt` not overridden falls back to the section's `heightForRowAt`
    /// (CascadingTableDelegate's rule), and a section that changes its rows' height and calls `setNeedsUpdate()`
    /// lays out with the new height.
    @Test(
        "Cascading: estimated heights fall back to heightForRowAt; a changed height shows after setNeedsUpdate",
        .collectsAnomalies)
    func cascadingHeights() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = TallSection()
        manager.attach(to: table, root: CascadingTableRoot(children: [section]))
        table.finishAnimations()
        let proxy = manager.proxy
        #expect(proxy.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 70)
        section.height = 90
        section.setNeedsUpdate()
        table.finishAnimations()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 90)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    final class TallSection: CascadingTableNode {
        var height: CGFloat = 70
        override func prepare(tableView: UITableView) {
            tableView.register(LineCell.self, forCellReuseIdentifier: "tall")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
            (cell as? LineCell)?.line = "row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
    }

    /// A row delegate that registers and dequeues its own cell (`prepare(tableView:)`).
    final class DequeuingRow: CascadingTableNode {
        let title: String
        private(set) var prepared = 0
        init(_ title: String) { self.title = title; super.init() }
        override func prepare(tableView: UITableView) {
            prepared += 1
            tableView.register(LineCell.self, forCellReuseIdentifier: "dequeuing-row")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "dequeuing-row", for: indexPath)
            (cell as? LineCell)?.line = title
            return cell
        }
    }

    /// Flow: a row moved to another section inside `update(animation:)`; its `onTap` answers with its own model at
    /// its new path, and the row left behind answers for itself.
    @Test(
        "Flow: a row moved across sections in one update keeps its closures; taps reach the right rows",
        .collectsAnomalies)
    func flowMoveAcrossSections() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        var taps: [String] = []
        manager.attach(to: table, content: content)
        func row(_ name: String) -> ListRow<ActionCell> {
            ListRow<ActionCell>(name).onTap { event in
                taps.append("\(event.model)@\(event.path.section),\(event.path.item)")
                return .deselect(animated: false)
            }
        }
        content.sections = [
            ListSection(id: "todo", header: "To do") {
                row("a"); row("b"); row("c")
            },
            ListSection(id: "done", header: "Done") { row("d") },
        ]
        table.finishAnimations()
        content.update(animation: .automatic) { content in
            let moved = content.sections[0].rows.remove(at: 1)
            content.sections[1].rows.insert(moved, at: 0)
            content.sections[0].rows.append(row("e"))
        }
        table.finishAnimations()
        for path in [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)] {
            table.simulateTap(at: path)
        }
        #expect(taps == ["b@1,0", "c@0,1"] + ["e@0,2"])
        #expect(manager.textSnapshot()?.lines == ["[To do]", "  » a", "  » c", "  » e", "[Done]", "  » b", "  » d"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    // MARK: docs/UIKit.md's "Attach in one line" (not among the guides DocCodeBlocksTests checks)

    /// The snippet's body, word for word, in a class standing in for its `UITableViewController` (the stand-in has
    /// none), with the `open`, `delete`, `posts` and `SectionHeader` it leaves to the reader.
    @MainActor final class PostsViewController {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let manager = TableViewManager()
        let storage = MemoryStorage()
        let posts = [Post(id: 1, title: "One"), Post(id: 2, title: "Two")]
        private(set) var opened: [Post] = []
        func open(_ post: Post) { opened.append(post) }
        func delete(_ post: Post) { try? storage.removeItem(post) }
        final class SectionHeader: UITableViewHeaderFooterView, ModelTransfer {
            func update(with model: Adopter.FeedHeaderModel) {}
        }
        typealias PostCell = Adopter.PostCell

        func viewDidLoad() {
            manager.registry.register(PostCell.self) { mapping in
                mapping.didSelect { [weak self] _, post, _ in self?.open(post) }
                mapping.trailingSwipeActions { [weak self] _, post, _ in
                    SwipeActionsDescription(actions: [
                        .init(style: .destructive, title: "Delete") { done in
                            self?.delete(post); done(true)
                        }
                    ])
                }
            }
            manager.registry.register(SectionHeader.self, as: .header)
            manager.attach(to: tableView, content: storage)  // any SectionedContent; ObservableContent animates
            storage.setItems([posts])
        }
    }

    @Test(
        "docs/UIKit.md's Attach in one line compiles and does what it says: tap opens, swipe Delete deletes",
        .collectsAnomalies)
    func uikitGuideAttachSnippet() throws {
        let controller = PostsViewController()
        let window = Adopter.window(controller.tableView)
        controller.viewDidLoad()
        controller.tableView.finishAnimations()
        controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        let delete = try #require(
            controller.tableView.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        #expect(delete.title == "Delete")
        controller.tableView.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        controller.tableView.finishAnimations()
        #expect(controller.opened.map(\.id) == [2])
        #expect(controller.manager.textSnapshot()?.lines == ["> Two"])
        #expect(controller.tableView.exceptions.isEmpty)
        _ = window
    }
}
