import Observation
import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// A CascadingTableDelegate page migrated to `CascadingTableNode`, as its users write it: row delegates added at
// runtime, cells a section makes itself, the old `tableView.reloadData()` habit, CascadingTableDelegate's defaults
// for editing, and the UIKit-shaped methods a section keeps (header views, swipe actions, ...).

@MainActor
@Suite("Cascading table nodes: what a CascadingTableDelegate page keeps")
struct CascadingTableNodeAdoptionTests {
    /// The guide: `prepare(tableView:)` is "called for the whole tree on attach and for nodes added later". A row
    /// delegate (a `CascadingTableNode` under a section node) that registers its cell in `prepare(tableView:)` and
    /// is appended to the section's `children` at runtime is never prepared: its `dequeueReusableCell(withIdentifier:
    /// for:)` raises "unable to dequeue a cell with identifier ..." (a crash on a device). Row delegates present at
    /// attach are prepared (the section's default `prepare(tableView:)` calls them), and sections added later are
    /// too. The user should see the new row. Cause: `CascadingTableNode.prepare(_ registry:)`
    /// (Sources/TrellisUIKit/Manager/CascadingTableNode.swift:62-65) calls `prepare(tableView:)` only when the
    /// parent is not a `CascadingTableNode`, expecting the parent to cascade, but a parent that is already prepared
    /// is not asked again for its new child.
    @Test(
        "Cascading: a row delegate added later to a section is not prepared; its dequeue raises",
        .collectsAnomalies)
    func cascadingRowAddedLaterIsNotPrepared() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = CascadingTableNode(children: [AdopterAttackTests.OptionRow("a")])
        manager.attach(to: table, root: CascadingTableRoot(children: [section]))
        table.finishAnimations()
        let late = AdopterAttackTests.DequeuingRow("late")
        section.children.append(late)
        table.finishAnimations()
        #expect(late.prepared == 1)
        #expect(table.exceptions.isEmpty)
        #expect(manager.textSnapshot()?.lines == ["  a", "  late"])
        _ = window
    }

    /// CascadingTableDelegate's documented defaults (Documentation/DefaultReturnValues.md): `canEditRowAt`
    /// `false`, `editingStyleForRowAt` `.none`: a page of section delegates that never mentions editing has no
    /// swipe-to-delete. Migrated to `CascadingTableNode` (whose defaults are UIKit's, `true` and `.delete`) and a
    /// tree that implements `commit` for every section, every row of the page swipes to a "Delete" button that
    /// deletes nothing. The user should see no swipe action on a page that never handled editing (or the guide
    /// should say that the defaults changed and that each section now needs `canEditRowAt` returning `false`).
    @Test(
        "Cascading: a page that never handled editing gets a swipe-to-delete button that deletes nothing",
        .collectsAnomalies)
    func cascadingRowsSwipeToDeleteByDefault() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let reviews = AdopterAttackTests.ListSectionNode("Reviews", items: ["Aiko", "Ben"], rowHeight: 44)
        manager.attach(to: table, root: CascadingTableRoot(children: [reviews]))
        table.finishAnimations()
        let swipe = table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))
        #expect(swipe == nil, "no Delete button: \(swipe?.actions.map { $0.title ?? "?" } ?? [])")
        if let delete = swipe?.actions.first { table.simulatePerform(delete, at: IndexPath(row: 0, section: 0)) }
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["[Reviews]", "  Reviews: Aiko", "  Reviews: Ben"])
        _ = window
    }

    /// A CascadingTableDelegate section that kept its old habit: it changes its data and calls
    /// `tableView.reloadData()` (the guide's table maps that to `setNeedsUpdate()`, but a migrated screen keeps
    /// many such calls). CascadingTableDelegate asked the section again and showed its new rows; Trellis's table
    /// shows the rows the tree last published, so a grown list would show its old count and a shrunk list would ask
    /// the section for rows it no longer has (`reviews[indexPath.row]`: out of range, a crash in a real app).
    /// What the user gets: an anomaly naming `setNeedsUpdate()` at once, no question about a row the section no
    /// longer has, and the section's rows on the next turn of the main queue (the root publishes the change then:
    /// UIKit is asking for cells when the mismatch shows, where no update may start).
    final class HabitSection: CascadingTableNode {
        var reviews = ["Aiko", "Ben", "Chen"]
        private(set) var askedOutOfRange: [String] = []
        override func prepare(tableView: UITableView) {
            tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "line")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { reviews.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
            (cell as? AdopterAttackTests.LineCell)?.line = line(indexPath, "cellForRowAt")
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            _ = line(indexPath, "heightForRowAt")
            return 44
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            _ = line(indexPath, "didSelectRowAt")
        }
        /// `reviews[indexPath.row]`, recording a question about a row the section does not have.
        private func line(_ indexPath: IndexPath, _ method: String) -> String {
            guard reviews.indices.contains(indexPath.row) else {
                askedOutOfRange.append("\(method) \(indexPath.row)")
                return "<row \(indexPath.row) out of range>"
            }
            return reviews[indexPath.row]
        }
        func remove(at index: Int) {
            reviews.remove(at: index)
            tableView?.reloadData()
        }
        func append(_ review: String) {
            reviews.append(review)
            tableView?.reloadData()
        }
    }

    @Test(
        "Cascading: a section that still calls tableView.reloadData() after changing its data is told, and caught up",
        .collectsAnomalies)
    func cascadingReloadDataHabit() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = HabitSection()
        manager.attach(to: table, root: CascadingTableRoot(children: [section]))
        table.finishAnimations()
        section.remove(at: 0)
        table.layoutIfNeeded()
        table.simulateTap(at: IndexPath(row: 2, section: 0))  // the row on screen the section no longer has
        let anomalies = CollectsAnomaliesTrait.current?.anomalies ?? []
        #expect(
            anomalies.map(\.shortMessage) == ["cascading rows changed without update"],
            "one anomaly: \(anomalies.map(\.shortMessage))")
        #expect(anomalies.first?.message.contains("setNeedsUpdate()") == true)
        #expect(section.askedOutOfRange.isEmpty, "never asked about a row it no longer has")
        for _ in 0..<20 where table.numberOfRows(inSection: 0) != 2 { await Task.yield() }
        table.finishAnimations()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(manager.textSnapshot()?.lines == ["  Ben", "  Chen"])

        section.append("Dana")  // grown: the new row appears too
        for _ in 0..<20 where table.numberOfRows(inSection: 0) != 3 { await Task.yield() }
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["  Ben", "  Chen", "  Dana"])
        #expect(section.askedOutOfRange.isEmpty)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// The same habit with `setNeedsUpdate()` called (the guide's way): nothing reported, nothing waits.
    @Test(
        "Cascading: a section that calls setNeedsUpdate() after changing its data is not reported", .collectsAnomalies)
    func cascadingSetNeedsUpdateIsNotReported() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = HabitSection()
        let root = CascadingTableRoot(children: [section])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        root.performUpdates {
            section.reviews.remove(at: 0)
            table.layoutIfNeeded()  // asked inside a batch of changes: not a forgotten update
            section.setNeedsUpdate()
        }
        table.finishAnimations()
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
        #expect(manager.textSnapshot()?.lines == ["  Ben", "  Chen"])
        #expect(section.askedOutOfRange.isEmpty)
        _ = window
    }

    final class BannerHeader: UITableViewHeaderFooterView, TextSnapshotRepresentable {
        var text = ""
        var snapshotText: String { text }
    }

    /// A CascadingTableDelegate section with a custom header view: `tableView(_:viewForHeaderInSection:)` and
    /// `tableView(_:heightForHeaderInSection:)`, the usual pair on the library's "rich pages". The guide says
    /// "Your sections keep their UITableViewDataSource/UITableViewDelegate methods, with the same signatures", but
    /// `CascadingTableNode` declares no `viewForHeaderInSection` (nor `viewForFooterInSection`, `willSelectRowAt`,
    /// `accessoryButtonTappedForRowWith`, `trailingSwipeActionsConfigurationForRowAt`,
    /// `estimatedHeightForHeaderInSection`): the user's `override` does not compile; without `override` the method
    /// is never called and the section shows a 40-point blank header. The user should see their header view.
    final class PhotosSection: CascadingTableNode {
        override func prepare(tableView: UITableView) {
            tableView.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
            tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "line")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? BannerHeader
            view?.text = "PHOTOS"
            return view
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    }

    @Test(
        "Cascading: a section's viewForHeaderInSection (UIKit-shaped) has no CascadingTableNode counterpart",
        .collectsAnomalies)
    func cascadingHeaderViewMethod() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let root = CascadingTableRoot(children: [PhotosSection()])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        #expect(table.rectForHeader(inSection: 0).height == 40)
        #expect((table.headerView(forSection: 0) as? BannerHeader)?.text == "PHOTOS")
        _ = window
    }

    /// A CascadingTableDelegate section often makes static cells itself in `cellForRowAt`
    /// (`UITableViewCell(style: .value1, reuseIdentifier: nil)`, as the migration test's own `LabelRow` does) and,
    /// after a change, called `tableView.reloadData()`, which took any cell. The guide maps that to
    /// `setNeedsUpdate()`, which refreshes the section's rows on screen with UIKit's `reconfigureRows`; UIKit
    /// requires the data source to hand back the existing cell then, so the section's fresh cell raises
    /// `NSInternalInconsistencyException` (a crash on a device). The user should see the new height and text (a
    /// cell without a reuse identifier cannot be reconfigured: Trellis could reload such rows), or the guide should
    /// say that cells must be dequeued.
    final class StaticCellsSection: CascadingTableNode {
        var status = "off"
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = AdopterAttackTests.LineCell(style: .default, reuseIdentifier: nil)
            cell.line = "row \(indexPath.row): \(status)"
            return cell
        }
    }

    @Test(
        "Cascading: setNeedsUpdate() on a section whose cellForRowAt makes its own cells raises in reconfigureRows",
        .collectsAnomalies)
    func cascadingSetNeedsUpdateWithUndequeuedCells() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = StaticCellsSection()
        manager.attach(to: table, root: CascadingTableRoot(children: [section]))
        table.finishAnimations()
        section.status = "on"
        section.setNeedsUpdate()
        table.finishAnimations()
        #expect(table.exceptions.isEmpty)
        #expect(manager.textSnapshot()?.lines == ["  row 0: on", "  row 1: on"])

        // The migration guide's own row delegate (`LabelRow`, which makes its cell itself), refreshed as the guide
        // says ("setNeedsUpdate() on a row child refreshes its row").
        let row = CascadingTableDelegateMigrationTests.LabelRow("one")
        let other = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let otherWindow = Adopter.window(other)
        let otherManager = TableViewManager()
        otherManager.attach(to: other, root: CascadingTableRoot(children: [CascadingTableNode(children: [row])]))
        other.finishAnimations()
        row.setNeedsUpdate()
        other.finishAnimations()
        #expect(other.exceptions.isEmpty, "the guide's LabelRow after setNeedsUpdate()")
        _ = (window, otherWindow)
    }

    // MARK: Preparing at any depth

    /// A section whose `prepare(tableView:)` registers its own cell and does not call `super`.
    final class SelfishSection: CascadingTableNode {
        private(set) var prepared = 0
        override func prepare(tableView: UITableView) { prepared += 1 }
    }

    @Test(
        "Cascading: every node is prepared once per table, at any depth, however children are added, replaced or moved",
        .collectsAnomalies)
    func cascadingPreparedOncePerTableAtAnyDepth() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let first = AdopterAttackTests.DequeuingRow("first")
        let selfish = SelfishSection(children: [first])  // its override does not cascade: the row is prepared anyway
        let section = CascadingTableNode(children: [AdopterAttackTests.DequeuingRow("a")])
        let root = CascadingTableRoot(children: [selfish, section])
        manager.attach(to: table, root: root)
        table.finishAnimations()
        #expect(selfish.prepared == 1 && first.prepared == 1)

        // A row that holds row delegates of its own, added later: the whole subtree is prepared, parents first.
        let deep = AdopterAttackTests.DequeuingRow("deep")
        let group = CascadingTableNode(children: [deep])
        section.children.append(group)
        table.finishAnimations()
        #expect(deep.prepared == 1)

        // Replaced and reordered: only the new one is prepared; a node that comes back is not prepared again.
        let late = AdopterAttackTests.DequeuingRow("late")
        let kept = try #require(section.children.first as? AdopterAttackTests.DequeuingRow)
        section.children = [late, kept]
        table.finishAnimations()
        section.children.reverse()
        table.finishAnimations()
        section.children.append(group)
        table.finishAnimations()
        #expect(late.prepared == 1 && kept.prepared == 1 && deep.prepared == 1)
        #expect(table.exceptions.isEmpty)
        #expect(manager.textSnapshot()?.lines.prefix(3) == ["  first", "  a", "  late"])

        // Attached to another table: prepared for it too.
        let other = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let otherWindow = Adopter.window(other)
        manager.attach(to: other, root: root)
        other.finishAnimations()
        #expect(kept.prepared == 2 && late.prepared == 2 && deep.prepared == 2 && first.prepared == 2)
        #expect(other.exceptions.isEmpty)
        _ = (window, otherWindow)
    }

    // MARK: Editing: CascadingTableDelegate's defaults, and plain trees

    /// A section that handles editing as a CascadingTableDelegate section did: it says which rows are editable and
    /// with which style, and removes the row on commit.
    final class EditableSection: CascadingTableNode {
        var items = ["Aiko", "Ben"]
        override func prepare(tableView: UITableView) {
            tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "editable")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "editable", for: indexPath)
            (cell as? AdopterAttackTests.LineCell)?.line = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        { .delete }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            items.remove(at: indexPath.row)
            setNeedsUpdate()
        }
    }

    @Test("Cascading: a section that handles editing still deletes by swipe", .collectsAnomalies)
    func cascadingEditableSectionDeletes() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = EditableSection()
        manager.attach(to: table, root: CascadingTableRoot(children: [section]))
        table.finishAnimations()
        let delete = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        #expect(delete.title == "Delete")
        table.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["  Ben"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    /// A plain engine section (rows as models, cells from the registry) that never mentions editing.
    final class PostsSection: CascadingNode {
        var posts = [Adopter.Post(id: 1, title: "one"), Adopter.Post(id: 2, title: "two")]
        private(set) var committed: [ItemPath] = []
        let editable: Bool
        init(editable: Bool) {
            self.editable = editable
            super.init()
        }
        override var rows: [Any] { posts }
        override func canEditRow(at path: ItemPath) -> Bool? { editable ? true : super.canEditRow(at: path) }
        override func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
            committed.append(path)
            guard editable else { return }
            posts.remove(at: path.item)
            setNeedsUpdate()
        }
    }

    @Test(
        "Cascading: a plain tree's rows are editable only when a node or a closure says so (no Delete that deletes nothing)",
        .collectsAnomalies)
    func cascadingPlainTreeEditingDefaults() throws {
        func screen(editable: Bool, commitClosure: Bool) -> (UITableView, TableViewManager, PostsSection, UIWindow) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            let window = Adopter.window(table)
            let manager = TableViewManager()
            let section = PostsSection(editable: editable)
            let root = CascadingRoot(children: [section])
            manager.register(Adopter.PostCell.self)
            if commitClosure {
                manager.dispatcher.commitEditingStyle(withModel: Adopter.Post.self) { _, path, _ in
                    section.posts.remove(at: path.item)
                    section.setNeedsUpdate()
                }
            }
            root.prepare(manager.registry)
            manager.attach(to: table, content: root)
            table.finishAnimations()
            return (table, manager, section, window)
        }
        let (silent, _, _, w1) = screen(editable: false, commitClosure: false)
        #expect(silent.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0)) == nil, "never handled: no Delete")

        let (byNode, nodeManager, node, w2) = screen(editable: true, commitClosure: false)
        let delete = try #require(byNode.simulateTrailingSwipe(at: IndexPath(row: 0, section: 0))?.actions.first)
        byNode.simulatePerform(delete, at: IndexPath(row: 0, section: 0))
        byNode.finishAnimations()
        #expect(node.committed == [ItemPath(item: 0, section: 0)])
        #expect(nodeManager.textSnapshot()?.lines == ["  two"])

        let (byClosure, closureManager, _, w3) = screen(editable: false, commitClosure: true)
        let closureDelete = try #require(
            byClosure.simulateTrailingSwipe(at: IndexPath(row: 1, section: 0))?.actions.first)
        byClosure.simulatePerform(closureDelete, at: IndexPath(row: 1, section: 0))
        byClosure.finishAnimations()
        #expect(closureManager.textSnapshot()?.lines == ["  one"])
        #expect(silent.exceptions.isEmpty && byNode.exceptions.isEmpty && byClosure.exceptions.isEmpty)
        _ = (w1, w2, w3)
    }

    // MARK: The UIKit-shaped methods a section keeps

    /// A section with a footer view, header estimates, a redirected and a refused selection, an accessory button and
    /// swipe actions of its own, all with UIKit's signatures.
    final class RichSection: CascadingTableNode {
        private(set) var events: [String] = []
        override func prepare(tableView: UITableView) {
            tableView.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
            tableView.register(AdopterAttackTests.LineCell.self, forCellReuseIdentifier: "rich")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "rich", for: indexPath)
            (cell as? AdopterAttackTests.LineCell)?.line = "row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? BannerHeader
            view?.text = "END"
            return view
        }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            25
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath.row)")
            switch indexPath.row {
            case 1: return IndexPath(row: 2, section: indexPath.section)  // row 1 selects row 2
            case 2: return nil  // row 2 cannot be tapped
            default: return indexPath
            }
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            events.append("didSelect \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            events.append("accessory \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] action, _, done in
                self?.events.append("flag \(indexPath.row) \(action.title ?? "?")")
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [flag])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            indexPath.row == 0
                ? UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Pin") { [weak self] _, _, done in
                        self?.events.append("pin \(indexPath.row)")
                        done(true)
                    }
                ]) : nil
        }
    }

    @Test(
        "Cascading: footer views, header estimates, willSelect, the accessory button and swipe actions reach the section",
        .collectsAnomalies)
    func cascadingUIKitShapedMethods() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let section = RichSection()
        manager.attach(to: table, root: CascadingTableRoot(children: [PhotosSection(), section]))
        table.finishAnimations()
        #expect((table.headerView(forSection: 0) as? BannerHeader)?.text == "PHOTOS")
        #expect((table.footerView(forSection: 1) as? BannerHeader)?.text == "END")
        #expect(table.rectForFooter(inSection: 1).height == 30)
        #expect(manager.proxy.tableView(table, estimatedHeightForHeaderInSection: 1) == 25)
        #expect(manager.proxy.tableView(table, estimatedHeightForHeaderInSection: 0) == 40, "the height, as estimate")

        table.simulateTap(at: IndexPath(row: 0, section: 1))
        table.simulateTap(at: IndexPath(row: 1, section: 1))
        table.simulateTap(at: IndexPath(row: 2, section: 1))
        #expect(
            section.events == [
                "willSelect 0", "didSelect 0", "willSelect 1", "didSelect 2", "willSelect 2",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))

        #expect(manager.proxy.responds(to: Selector("tableView:accessoryButtonTappedForRowWithIndexPath:")))
        manager.proxy.tableView(table, accessoryButtonTappedForRowWith: IndexPath(row: 1, section: 1))
        #expect(section.events.last == "accessory 1")

        let trailing = try #require(table.simulateTrailingSwipe(at: IndexPath(row: 2, section: 1)))
        #expect(trailing.actions.map(\.title) == ["Flag"] && !trailing.performsFirstActionWithFullSwipe)
        table.simulatePerform(try #require(trailing.actions.first), at: IndexPath(row: 2, section: 1))
        #expect(section.events.last == "flag 2 Flag")
        let leading = try #require(table.simulateLeadingSwipe(at: IndexPath(row: 0, section: 1)))
        #expect(leading.actions.map(\.title) == ["Pin"] && leading.actions.first?.style == .destructive)
        table.simulatePerform(try #require(leading.actions.first), at: IndexPath(row: 0, section: 1))
        #expect(section.events.last == "pin 0")
        #expect(table.simulateLeadingSwipe(at: IndexPath(row: 1, section: 1)) == nil)
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    // MARK: Live models

    /// A row delegate that is an `@Observable` object and makes its cell itself, reading its `title`.
    @Observable
    final class LiveRow: CascadingTableNode {
        var title: String
        init(_ title: String) {
            self.title = title
            super.init()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = AdopterAttackTests.LineCell(style: .default, reuseIdentifier: nil)
            cell.line = title
            return cell
        }
    }

    /// Live models reconfigure a cell whose model's observed properties changed (UIKit: `reconfigureRows`), which
    /// UIKit refuses when the data source makes a new cell: a row whose cell a node makes itself is not tracked (it
    /// is refreshed by `setNeedsUpdate()`, as the guide says).
    @Test("Cascading: an @Observable row delegate that makes its own cell is not reconfigured live", .collectsAnomalies)
    func cascadingObservableRowIsNotReconfiguredLive() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let window = Adopter.window(table)
        let manager = TableViewManager()
        let row = LiveRow("one")
        manager.attach(to: table, root: CascadingTableRoot(children: [CascadingTableNode(children: [row])]))
        table.finishAnimations()
        row.title = "two"
        for _ in 0..<10 { await Task.yield() }
        #expect(table.exceptions.isEmpty)
        row.setNeedsUpdate()
        table.finishAnimations()
        #expect(manager.textSnapshot()?.lines == ["  two"])
        #expect(table.exceptions.isEmpty)
        _ = window
    }

    // MARK: Events a node answers through its one door

    /// A root whose nodes answer the indentation level in their `answer` override (docs/CascadingDefaults.md).
    final class IndentingRoot: CascadingRoot {
        override func answersThroughNodes<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
            event.matches(.indentationLevel) || super.answersThroughNodes(event)
        }
    }

    final class IndentingSection: CascadingNode {
        override var rows: [Any] { [Adopter.Post(id: 1, title: "one")] }
        override func answer<Argument, Result>(
            _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?,
            argument: Argument
        ) -> Result? {
            if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 2 }) { return level }
            return super.answer(event, kind: kind, at: path, view: view, argument: argument)
        }
    }

    @Test(
        "Cascading: an event a node answers in its answer override reaches UIKit when the root says so",
        .collectsAnomalies)
    func cascadingAnswersThroughNodes() throws {
        let selector = Selector("tableView:indentationLevelForRowAtIndexPath:")
        for root in [IndentingRoot(children: [IndentingSection()]), CascadingRoot(children: [IndentingSection()])] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            let window = Adopter.window(table)
            let manager = TableViewManager()
            manager.register(Adopter.PostCell.self)
            manager.attach(to: table, content: root)
            table.finishAnimations()
            let told = root is IndentingRoot
            #expect(manager.proxy.responds(to: selector) == told, "implemented only when the root says so")
            if told {
                #expect(manager.proxy.tableView(table, indentationLevelForRowAt: IndexPath(row: 0, section: 0)) == 2)
            }
            _ = window
        }
    }
}
