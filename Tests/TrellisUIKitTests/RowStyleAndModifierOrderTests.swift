import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

/// A cell that shows an entry's title: one cell type, two styles (reuse identifiers).
private final class StyledCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: String) { text = model }
}

/// A header view of one type, two styles.
private final class StyledHeader: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var text: String?
    func update(with model: String) { text = model }
}

/// A declarative row's modifiers say the same whatever their order, and a row or header given another reuse
/// identifier (an Epoxy item's new style) gets a view of that identifier. Found by an outside probe of teams moving
/// from Epoxy and RxDataSources.
@MainActor
@Suite("Declarative rows: modifier order and style switches")
struct RowStyleAndModifierOrderTests {
    @Test("a row given another reuse identifier (same id, same model) is reloaded with a cell of that identifier")
    func styleSwitchByReuseIdentifier() {
        func build(_ style: String) -> [ListSection] {
            [
                ListSection(id: 0) {
                    ListRow<StyledCell>("one", id: 1, reuseIdentifier: style)
                    ListRow<StyledCell>("two", id: 2, reuseIdentifier: "compact")
                }
            ]
        }
        let content = DeclarativeContent { build("compact") }
        let screen = SampleTable(content)
        #expect(screen.cell(0, 0)?.reuseIdentifier == "compact")
        content.set { build("large") }
        screen.table.finishAnimations()
        #expect(screen.cell(0, 0)?.reuseIdentifier == "large")
        #expect(screen.text(0, 0) == "one")
        #expect(screen.cell(0, 1)?.reuseIdentifier == "compact")
        #expect(screen.batches.last?.reloadedItems == [ItemPath(item: 0, section: 0)])
        #expect(screen.isClean)
        // The same style again: nothing changes.
        let batches = screen.batches.count
        content.set { build("large") }
        screen.table.finishAnimations()
        #expect(screen.batches.count == batches)
    }

    @Test("a header view given another reuse identifier is replaced by one of that identifier")
    func headerStyleSwitch() {
        func build(_ style: String) -> [ListSection] {
            [
                ListSection(
                    id: 0, header: .view(SectionView<StyledHeader>("Head", reuseIdentifier: style)),
                    rows: [ListRow<StyledCell>("one")])
            ]
        }
        let content = DeclarativeContent { build("plain") }
        let screen = SampleTable(content)
        #expect(screen.table.headerView(forSection: 0)?.reuseIdentifier == "plain")
        content.set { build("bold") }
        screen.table.finishAnimations()
        #expect(screen.table.headerView(forSection: 0)?.reuseIdentifier == "bold")
        #expect(screen.isClean)
    }

    @Test("onCanMove { false } keeps a row in place whether it comes before or after onMove")
    func canMoveBeforeOrAfterOnMove() {
        var moves: [String] = []
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<StyledCell>("pinned first").onCanMove { _ in false }.onMove { event, _ in
                    moves.append(event.model)
                }
                ListRow<StyledCell>("pinned after").onMove { event, _ in moves.append(event.model) }.onCanMove { _ in
                    false
                }
                ListRow<StyledCell>("free").onMove { event, _ in moves.append(event.model) }
            }
        }
        let screen = SampleTable(content)
        let source = screen.table.dataSource
        #expect(source?.tableView(screen.table, canMoveRowAt: IndexPath(row: 0, section: 0)) == false)
        #expect(source?.tableView(screen.table, canMoveRowAt: IndexPath(row: 1, section: 0)) == false)
        #expect(source?.tableView(screen.table, canMoveRowAt: IndexPath(row: 2, section: 0)) == true)
        _ = screen.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(moves.isEmpty, "the pinned row does not move")
        _ = screen.table.simulateMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        screen.table.finishAnimations()
        #expect(moves == ["free"])
        #expect(screen.visibleTexts == ["free", "pinned first", "pinned after"])
    }

    @Test("onCanEdit and onEditingStyle keep their answers whether they come before or after onDelete")
    func canEditBeforeOrAfterOnDelete() {
        var deleted: [String] = []
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<StyledCell>("locked").onCanEdit { _ in false }.onDelete { deleted.append($0.model) }
                ListRow<StyledCell>("inserting").onEditingStyle { _ in .insert }.onDelete { deleted.append($0.model) }
                ListRow<StyledCell>("deletable").onDelete { deleted.append($0.model) }
            }
        }
        let screen = SampleTable(content)
        let dispatcher = screen.manager.dispatcher
        #expect(dispatcher.canEditItem(at: ItemPath(item: 0, section: 0)) == false)
        #expect(dispatcher.editingStyleForItem(at: ItemPath(item: 1, section: 0)) == .insert)
        #expect(dispatcher.canEditItem(at: ItemPath(item: 2, section: 0)))
        #expect(dispatcher.editingStyleForItem(at: ItemPath(item: 2, section: 0)) == .delete)
        dispatcher.commitEditingStyle(.delete, forItemAt: ItemPath(item: 2, section: 0))
        #expect(deleted == ["deletable"])
    }
}
