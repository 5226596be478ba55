import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A declarative row's computed height follows the `@Observable` model its closure reads, wherever declarative rows
/// are shown (declarative content, a cascading tree, an outline), on screen or not, whichever thread changes it.
@MainActor
@Suite("Live heights", .collectsAnomalies)
struct LiveHeightTests {
    let first = ItemPath(item: 0, section: 0)

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func noteRow(_ note: LifecycleNote) -> ListRow<LifecycleNoteCell> {
        ListRow<LifecycleNoteCell>(note).height { note, _ in Double(note.lines * 20) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the new height is answered on the next turn without a flush, and the dispatcher says heights changed")
    func nextTurnWithoutFlush() async throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let content = DeclarativeContent { ListSection(id: "notes") { noteRow(note) } }
        let table = HeadlessTableView(content: content)
        var told = 0
        table.dispatcher.heightsDidChange = { told += 1 }
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        note.lines = 2
        note.lines = 3
        await eventually { told > 0 }
        #expect(table.dispatcher.heightForItem(at: first) == 60)
        #expect(told == 1, "changes of one turn are told once")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a row off screen (no cell, nothing reconfigured) gets its new height too")
    func offScreenRow() async throws {
        let notes = (0..<30).map { LifecycleNote(id: $0, lines: 1) }
        let content = DeclarativeContent { ListSection(id: "notes") { notes.map(noteRow) } }
        let table = HeadlessTableView(content: content, viewportHeight: 5)
        let far = ItemPath(item: 25, section: 0)
        #expect(table.cell(at: far) == nil)
        #expect(table.dispatcher.heightForItem(at: far) == 20)
        notes[25].lines = 4
        await eventually { table.dispatcher.heightForItem(at: far) == 80 }
        #expect(table.dispatcher.heightForItem(at: far) == 80)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a model changed off the main thread: the next flush answers the new height with the new cell")
    func changedOffMain() async throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let content = DeclarativeContent { ListSection(id: "notes") { noteRow(note) } }
        let table = HeadlessTableView(content: content)
        let cell = try #require(table.cell(at: first) as? LifecycleNoteCell)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        await Task.detached { note.lines = 5 }.value
        table.updateLiveCells()
        #expect(cell.shown.last == 5)
        #expect(table.dispatcher.heightForItem(at: first) == 100)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the height keeps following after several changes (each computation is tracked anew)")
    func severalChanges() async throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let content = DeclarativeContent { ListSection(id: "notes") { noteRow(note) } }
        let table = HeadlessTableView(content: content)
        for lines in 2...4 {
            #expect(table.dispatcher.heightForItem(at: first) == Double((lines - 1) * 20))
            note.lines = lines
            table.updateLiveCells()
        }
        #expect(table.dispatcher.heightForItem(at: first) == 80)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a row of a cascading tree (a declarative section node) follows its live model's height")
    func cascading() async throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let root = CascadingRoot(children: [DeclarativeSectionNode(ListSection(id: "notes") { noteRow(note) })])
        let table = HeadlessTableView(content: root)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        note.lines = 3
        table.updateLiveCells()
        #expect(table.dispatcher.heightForItem(at: first) == 60)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a row of an outline follows its live model's height")
    func outline() async throws {
        let note = LifecycleNote(id: 1, lines: 1)
        let outline = OutlineContent { OutlineSection(id: "s") { OutlineItem(noteRow(note)) } }
        let table = HeadlessTableView(content: outline)
        #expect(table.dispatcher.heightForItem(at: first) == 20)
        note.lines = 3
        table.updateLiveCells()
        #expect(table.dispatcher.heightForItem(at: first) == 60)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a height closure that reads a model that is a value is not tracked, and keeps its cached answer")
    func valueModelsAreNotTracked() throws {
        var computed = 0
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<LifecycleItemCell>(LifecycleItem(id: 1, text: "a")).height { _, _ in
                    computed += 1
                    return 30
                }
            }
        }
        let table = HeadlessTableView(content: content)
        #expect(table.dispatcher.heightForItem(at: first) == 30)
        #expect(table.dispatcher.heightForItem(at: first) == 30)
        #expect(computed == 1)
    }
}
