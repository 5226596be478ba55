import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// Content that answers for itself (declarative rows, cascading trees, outlines: `DispatchingContent`) through the
// UIKit managers: its views are registered, its tap closures deselect, and a user's reorder is absorbed.

enum Billing {
    final class TitleCell: UITableViewCell, ModelTransfer, ShowsText {
        private(set) var text: String?
        func update(with model: String) { text = "billing: " + model }
    }
}

enum Shipping {
    final class TitleCell: UITableViewCell, ModelTransfer, ShowsText {
        private(set) var text: String?
        func update(with model: String) { text = "shipping: " + model }
    }
}

@MainActor
@Suite("Table manager: declarative and cascading content")
struct DispatchingContentTests {
    @Test("Attaching registers the content's row and section view classes, even for rows not on screen yet")
    func registersContentViews() {
        let content = DeclarativeContent {
            ListSection(id: "top", header: .view(SectionView<BannerHeader>("Hi"))) {
                for index in 0..<20 { ListRow<CountryCell>(Country(code: "C\(index)", name: "Country \(index)")) }
            }
            ListSection(id: "bottom") { ListRow<ButtonCell>("Far below") }
        }
        let screen = SampleTable(content, height: 220)
        #expect(screen.table.visibleCells.allSatisfy { $0 is CountryCell })
        #expect(screen.table.dequeueReusableCell(withIdentifier: "ButtonCell") is ButtonCell)
        #expect(screen.table.dequeueReusableHeaderFooterView(withIdentifier: "BannerHeader") is BannerHeader)
        #expect(screen.table.headerView(forSection: 0) is BannerHeader)
        screen.table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .bottom, animated: false)
        #expect(screen.visibleTexts.last == "Far below")
        #expect(screen.isClean)
    }

    @Test("Two cell classes with one reuse identifier each get their own cells, and the clash is reported once")
    func reuseIdentifierClash() {
        let content = DeclarativeContent {
            ListSection(id: "order") {
                ListRow<Billing.TitleCell>("Ana", id: 1)
                ListRow<Shipping.TitleCell>("Bo", id: 2)
                ListRow<Shipping.TitleCell>("Cy", id: 3)
            }
        }
        let screen = SampleTable(content)
        #expect(screen.visibleTexts == ["billing: Ana", "shipping: Bo", "shipping: Cy"])
        #expect(screen.table.exceptions.isEmpty)
        let clashes = screen.log.all.filter { if case .reuseIdentifierConflict = $0 { true } else { false } }
        #expect(clashes.count == 1)
        #expect(screen.log.all.count == 1)
        screen.manager.reloadData()
        #expect(screen.visibleTexts == ["billing: Ana", "shipping: Bo", "shipping: Cy"])
        #expect(screen.log.all.count == 1)
    }

    @Test("A clash inside the registry is reported by the registry alone; both classes still get their own cells")
    func registryClash() {
        let content = DeclarativeContent { ListSection(id: "order") { ListRow<ButtonCell>("Pay") } }
        let screen = SampleTable(nil) { manager in
            manager.registry.register(Billing.TitleCell.self)
            manager.registry.register(Shipping.TitleCell.self, when: .section(1))
        }
        let storage = MemoryStorage()
        storage.setItems([["Ana"], ["Bo"]])
        screen.manager.setContent(storage)
        #expect(screen.visibleTexts == ["billing: Ana", "shipping: Bo"])
        #expect(screen.log.all.count == 1)
        screen.manager.setContent(content)
        #expect(screen.visibleTexts == ["Pay"])
        #expect(screen.log.all.count == 1)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("A tap closure that inserts rows above its own row deselects the row where it is now")
    func deselectsMovedRow() {
        let content = DeclarativeContent()
        var added = 0
        content.sections = [
            ListSection(id: "list") {
                ListRow<ButtonCell>("first")
                ListRow<ButtonCell>("Add above").onTap { [weak content] _ in
                    added += 1
                    content?.sections[0].rows.insert(ListRow<ButtonCell>("added \(added)"), at: 0)
                    return .deselect(animated: true)
                }
            }
        ]
        let screen = SampleTable(content)
        screen.tap(0, 1)
        #expect(screen.batches.last?.insertedItems == [ItemPath(item: 0, section: 0)])
        #expect(screen.selectedRows.isEmpty)
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["added 1", "first", "Add above"])
        #expect(screen.isClean)
    }

    @Test(
        "A tap closure that removes its own row and asks to deselect deselects nothing: never the row that took its place"
    )
    func removedRowDeselectsNothing() {
        let content = DeclarativeContent()
        content.sections = [
            ListSection(id: "list") {
                ListRow<ButtonCell>("first")
                ListRow<ButtonCell>("Remove me").onTap { [weak content] _ in
                    content?.sections[0].rows.remove(at: 1)
                    return .deselect(animated: true)
                }
                ListRow<ButtonCell>("next")
            }
        ]
        let screen = SampleTable(content)
        screen.table.allowsMultipleSelection = true
        screen.tap(0, 2)  // "next" is selected
        screen.table.finishAnimations()
        screen.tap(0, 1)  // "Remove me" removes itself; "next" takes its place
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["first", "next"])
        #expect(screen.selectedRows == [IndexPath(row: 1, section: 0)], "\"next\" is still selected")
        #expect(screen.isClean)
    }

    @Test("In a collection, a tap closure that removes its own item deselects nothing either")
    func removedItemDeselectsNothing() {
        let content = DeclarativeContent()
        content.sections = [
            ListSection(id: "list") {
                ListRow<ButtonItemCell>("first")
                ListRow<ButtonItemCell>("Remove me").onTap { [weak content] _ in
                    content?.sections[0].rows.remove(at: 1)
                    return .deselect(animated: false)
                }
                ListRow<ButtonItemCell>("next")
            }
        ]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        window.addSubview(collection)
        collection.allowsMultipleSelection = true
        let manager = CollectionViewManager()
        manager.attach(to: collection, content: content)
        collection.simulateTap(at: IndexPath(item: 2, section: 0))
        collection.finishAnimations()
        collection.simulateTap(at: IndexPath(item: 1, section: 0))
        collection.finishAnimations()
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    private func reorderable(_ moved: @escaping @MainActor (String, ItemPath) -> Void) -> DeclarativeContent {
        DeclarativeContent {
            ListSection(id: "list") {
                for name in ["A", "B", "C", "D"] {
                    ListRow<ButtonCell>(name).onMove { event, destination in moved(event.model, destination) }
                }
            }
        }
    }

    @Test("A user's reorder of declarative rows is not animated a second time; later edits animate from it")
    func declarativeUserMove() {
        var moves: [String] = []
        let content = reorderable { name, destination in moves.append("\(name)→\(destination.item)") }
        let screen = SampleTable(content)
        #expect(screen.table.standInCanMoveRow(at: IndexPath(row: 0, section: 0)))
        screen.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(moves == ["A→2"])
        #expect(screen.batches.isEmpty)
        #expect(content.sections[0].rows.compactMap { ($0 as? ListRow<ButtonCell>)?.model } == ["B", "C", "A", "D"])
        #expect(screen.visibleTexts == ["B", "C", "A", "D"])

        content.sections[0].rows.append(ListRow<ButtonCell>("E"))
        #expect(screen.batches.last?.insertedItems == [ItemPath(item: 4, section: 0)])
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["B", "C", "A", "D", "E"])
        #expect(screen.isClean)
    }

    @Test("A user's reorder in a cascading tree's declarative section is absorbed the same way")
    func cascadingUserMove() {
        let node = DeclarativeSectionNode(
            ListSection(id: "list") {
                for name in ["A", "B", "C"] { ListRow<ButtonCell>(name).onCanMove { _ in true } }
            })
        let root = CascadingRoot(children: [node])
        let screen = SampleTable(root)
        screen.table.simulateMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(screen.batches.isEmpty)
        #expect(node.section.rows.compactMap { ($0 as? ListRow<ButtonCell>)?.model } == ["C", "A", "B"])
        #expect(screen.visibleTexts == ["C", "A", "B"])
        node.section.rows.removeLast()
        screen.table.finishAnimations()
        #expect(screen.batches.last?.deletedItems == [ItemPath(item: 2, section: 0)])
        #expect(screen.visibleTexts == ["C", "A"])
        #expect(screen.isClean)
    }

    @Test("A reorder while a batch animates: cells dequeued before the next update show the moved rows")
    func userMoveWhileAnimating() {
        let content = reorderable { _, _ in }
        let screen = SampleTable(content, height: 88)
        content.sections[0].rows.append(ListRow<ButtonCell>("E"))  // animating
        screen.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        content.sections[0].rows.append(ListRow<ButtonCell>("F"))  // waits for the animation
        #expect(screen.visibleTexts == ["B", "C"])
        screen.table.contentOffset = CGPoint(x: 0, y: 88)  // rows 2 and 3 come into view
        #expect(screen.visibleTexts == ["A", "D"])
        screen.table.finishAnimations()
        screen.table.contentOffset = CGPoint(x: 0, y: 176)
        #expect(screen.visibleTexts == ["E", "F"])
        #expect(screen.isClean)
    }

    @Test("Scrolling while updates wait for an animation shows declarative rows with their own cells and closures")
    func scrollWhileUpdatesWait() {
        var tapped: [String] = []
        let content = DeclarativeContent {
            ListSection(id: "list") {
                for name in ["A", "B", "C", "D"] {
                    ListRow<ButtonCell>(name).height(44).onTap { event in
                        tapped.append(event.model); return .deselect(animated: false)
                    }
                }
            }
        }
        let screen = SampleTable(content, height: 88)
        content.sections[0].rows.append(ListRow<ButtonCell>("E"))  // animating
        content.sections[0].rows.insert(ListRow<ButtonCell>("Z"), at: 0)  // waits for the animation
        screen.table.contentOffset = CGPoint(x: 0, y: 88)  // rows 2 and 3 of what the table shows
        #expect(screen.visibleTexts == ["C", "D"])
        screen.tap(0, 3)
        #expect(tapped == ["D"])
        #expect(screen.selectedRows.isEmpty)
        screen.table.finishAnimations()
        #expect(screen.batches.last?.insertedItems == [ItemPath(item: 0, section: 0)])
        #expect(screen.isClean)
    }

    @Test("A reorder while updates wait is refused with an anomaly: the table reloads, then the updates follow")
    func userMoveWhileUpdatesWait() {
        var moves = 0
        let content = reorderable { _, _ in moves += 1 }
        let screen = SampleTable(content, height: 300)
        content.sections[0].rows.append(ListRow<ButtonCell>("E"))  // animating
        content.sections[0].rows.append(ListRow<ButtonCell>("F"))  // waits
        screen.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(moves == 0)
        #expect(screen.table.updateLog.last == .reloadData)
        #expect(screen.visibleTexts == ["A", "B", "C", "D", "E"])
        guard case .invalidStorageEdit? = screen.log.all.first else {
            Issue.record("no anomaly: \(screen.log.all)")
            return
        }
        screen.table.finishAnimations()
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["A", "B", "C", "D", "E", "F"])
        #expect(screen.table.exceptions.isEmpty)
        #expect(screen.log.all.count == 1)
    }
}

/// A collection cell showing a string.
final class ButtonItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var text: String?
    func update(with model: String) { text = model }
}
