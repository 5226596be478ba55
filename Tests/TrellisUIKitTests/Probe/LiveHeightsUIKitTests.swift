import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport
@testable import TrellisUIKit
import UIKitStandIn

/// Found by the lifecycle probe: a live model's computed height, through UIKit's entry points (the stand-in).
@MainActor
@Suite("Live heights through UIKit", .collectsAnomalies)
struct LiveHeightsUIKitTests {
    /// A declarative row whose height is computed from an `@Observable` model, shown by a `TableViewManager`. The
    /// model changes: the manager reconfigures the row's cell (`reconfigureRows`, the cell shows 3 lines), and UIKit
    /// re-measures a reconfigured row, but `tableView(_:heightForRowAt:)` keeps answering the height computed for 1
    /// line (20): the declarative height cache forgets a row's height only when the diff reloads it. The user sees
    /// three lines clipped into a one-line row. They should get 60.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("heightForRowAt follows an @Observable model a declarative row's height closure reads")
    func heightFollowsLiveModel() throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        let path = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? LifecycleUIKitNoteCell)
        #expect(manager.proxy.tableView(table, heightForRowAt: path) == 20)
        note.lines = 3
        manager.proxy.liveCells.flush()
        #expect(cell.shown == [1, 3], "the row's cell was reconfigured")
        #expect(manager.proxy.tableView(table, heightForRowAt: path) == 60, "the height still says one line")
        #expect(table.exceptions.isEmpty)
    }

    /// The table lays the row out again at its new height: the manager sends an empty batch update once heights
    /// changed, so UIKit asks for them again (reconfiguring a cell does not re-measure a row the delegate sizes).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the table lays the row out at its new height after the model changes")
    func tableLaysOutAgain() async throws {
        let note = LifecycleUIKitNote(id: 1, lines: 1)
        let content = DeclarativeContent {
            ListSection(id: "notes") {
                ListRow<LifecycleUIKitNoteCell>(note).height { note, _ in Double(note.lines * 20) }
                ListRow<LifecycleUIKitNoteCell>(LifecycleUIKitNote(id: 2, lines: 1)).height(20)
            }
        }
        let (window, table) = lifecycleUIKitTable()
        defer { withExtendedLifetime(window) {} }
        let manager = TableViewManager()
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 20)
        let batches = table.updateLog.count
        note.lines = 3
        await eventually { table.updateLog.count > batches }
        #expect(table.updateLog.count == batches + 1, "one empty batch asks the table for its heights again")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
        #expect(table.exceptions.isEmpty)
    }
}
