import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// An outline (files in folders) in a stand-in table and a stand-in collection: a tap on a folder expands or
// collapses it, its children sliding in and out as one batch, indented by depth.

struct FileNode: Hashable {
    let name: String
}

final class FileNodeCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: FileNode) { text = model.name }
}

final class FileNodeItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var text: String?
    func update(with model: FileNode) { text = model.name }
}

@MainActor
private func files() -> OutlineContent {
    OutlineContent(animation: .fade) {
        OutlineSection(id: "files", header: "Files") {
            OutlineItem(FileNode(name: "Docs")) {
                OutlineItem(FileNode(name: "a.txt"))
                OutlineItem(FileNode(name: "Drafts")) { OutlineItem(FileNode(name: "b.txt")) }
            }
            OutlineItem(FileNode(name: "README"))
        }
    }
}

@MainActor
@Suite("Sample in stand-in views: an outline that expands and collapses")
struct OutlineTests {
    @Test("In a table: a tap on a folder expands it as one batch, children indented; another tap collapses it")
    func table() {
        let outline = files()
        var toggled: [String] = []
        outline.onToggle = { model, expanded in toggled.append("\((model as? FileNode)?.name ?? "?") \(expanded)") }
        let screen = SampleTable(outline) { $0.registry.register(FileNodeCell.self) }
        #expect(screen.visibleTexts == ["Docs", "README"])
        #expect(screen.headerTitle(0) == "Files")

        screen.tap(0, 0)
        #expect(screen.batches.count == 1)
        #expect(screen.batches.last?.insertedItems == [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)])
        #expect(screen.lastAnimations?[.insertRows] == .fade)
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["Docs", "a.txt", "Drafts", "README"])
        #expect(
            screen.manager.proxy.tableView(screen.table, indentationLevelForRowAt: IndexPath(row: 2, section: 0)) == 1)
        #expect(screen.selectedRows == [IndexPath(row: 0, section: 0)])

        screen.tap(0, 2)
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["Docs", "a.txt", "Drafts", "b.txt", "README"])
        #expect(
            screen.manager.proxy.tableView(screen.table, indentationLevelForRowAt: IndexPath(row: 3, section: 0)) == 2)

        screen.tap(0, 0)
        #expect(screen.batches.last?.deletedItems == [1, 2, 3].map { ItemPath(item: $0, section: 0) })
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["Docs", "README"])
        #expect(toggled == ["Docs true", "Drafts true", "Docs false"])
        #expect(screen.reloads == 1)
        #expect(screen.isClean)
    }

    /// The outline answers by the rows it published; a table animating a batch holds the next update back and shows
    /// the rows before it meanwhile: a row tapped or indented then is the one the table shows, found by its model.
    @Test("In a table holding an update back: a tapped folder toggles, and rows are indented, as the table shows them")
    func tableHoldingAnUpdateBack() {
        let outline = files()
        var toggled: [String] = []
        outline.onToggle = { model, expanded in toggled.append("\((model as? FileNode)?.name ?? "?") \(expanded)") }
        let screen = SampleTable(outline) { $0.registry.register(FileNodeCell.self) }
        screen.tap(0, 0)  // Docs expands, animated
        outline.sections[0].items.swapAt(0, 1)  // held back: README, Docs, a.txt, Drafts
        #expect(screen.text(0, 2) == "Drafts")
        #expect(
            screen.manager.proxy.tableView(screen.table, indentationLevelForRowAt: IndexPath(row: 2, section: 0)) == 1)
        screen.tap(0, 2)
        #expect(toggled == ["Docs true", "Drafts true"])
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["README", "Docs", "a.txt", "Drafts", "b.txt"])
        #expect(
            screen.manager.proxy.tableView(screen.table, indentationLevelForRowAt: IndexPath(row: 4, section: 0)) == 2)
        #expect(screen.isClean)
    }

    @Test(
        "In a collection: a tap on a folder inserts its children as one batch, and collapsing the section removes all")
    func collection() {
        let outline = files()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(FileNodeItemCell.self)
        window.addSubview(collection)
        manager.attach(to: collection, content: outline)
        var names: [String] { collection.visibleCells.compactMap { ($0 as? FileNodeItemCell)?.text } }
        #expect(names == ["Docs", "README"])

        collection.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(
            collection.updateLog.last?.map(BatchUpdate.init)?.insertedItems == [
                ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0),
            ])
        collection.finishAnimations()
        #expect(names == ["Docs", "a.txt", "Drafts", "README"])

        outline.toggleSection("files")
        #expect(collection.updateLog.last?.map(BatchUpdate.init)?.deletedItems.count == 4)
        collection.finishAnimations()
        #expect(names.isEmpty)
        #expect(collection.numberOfSections == 1)
        #expect(collection.exceptions.isEmpty)
        #expect(log.all.isEmpty)
    }
}
