import Trellis
import TrellisTerminal

/// The terminal scenarios: `terminal-scroll-1m`, beside the same keys on tables of 1,000 and 10 rows.
///
/// One step is what a key press costs in `trellis-demo`: page down (Home once at the end, so the table keeps
/// scrolling), lay out the viewport (cells dequeued and configured through the dispatcher for the rows that came on
/// screen, the others back to their reuse queues), draw the frame, and render it as escape sequences over the
/// previous frame. Rows are computed on demand, so the only difference between the tables is their row count: a
/// host whose cost grew with it would show here.
@MainActor
func terminalScenarios() -> [Scenario] {
    [
        Scenario(name: "terminal-scroll-1m") { _ in
            let steps = 2_000
            let million = TerminalBenchTable(rows: 1_000_000)
            let thousand = TerminalBenchTable(rows: 1_000)
            let ten = TerminalBenchTable(rows: 10)
            // A warm-up round, so the note's cell counts include scrolling.
            _ = million.scroll(steps: steps)
            _ = ten.scroll(steps: steps)
            return PreparedScenario(
                run: { million.scroll(steps: steps) },
                baselines: [
                    Baseline(name: "same-keys-1k-rows", run: { thousand.scroll(steps: steps) }),
                    Baseline(name: "same-keys-10-rows", run: { ten.scroll(steps: steps) }),
                ],
                notes: [
                    "\(steps) page-downs, each laid out, drawn (100 x 30) and rendered; 28 rows on screen; "
                        + "cells created after a warm-up round of \(steps) steps: \(million.createdCells()) for 1,000,000 rows, \(ten.createdCells()) for 10"
                ])
        }, terminalUpdateScenario(),
    ]
}

/// `terminal-edit-1m`: single edits to a 1,000,000-row MemoryStorage shown in a terminal table (each update checked
/// and replayed, the visible cells carried, the frame drawn), beside the same edits with a storage observer that
/// does nothing (the storage's own cost).
@MainActor
func terminalUpdateScenario() -> Scenario {
    Scenario(name: "terminal-edit-1m") { _ in
        let edits = 50
        let shown = MemoryStorage()
        shown.setItems([Array(0..<1_000_000)])
        let table = TerminalTableView(content: shown, title: "bench")
        table.dispatcher.registry.register(TerminalBenchCell.self)
        let size = TerminalSize(columns: 100, rows: 30)
        _ = table.frame(size: size)
        let alone = MemoryStorage()
        alone.setItems([Array(0..<1_000_000)])
        var received = 0
        let observation = alone.observe { received &+= $0.stages.count }
        /// Inserts a row near the top and removes it again, `edits` times; `draw` after each edit.
        @MainActor func edit(_ storage: MemoryStorage, draw: () -> Int) -> Int {
            var total = 0
            for index in 0..<edits {
                try? storage.insertItem(-1 - index, at: ItemPath(item: 5, section: 0))
                total &+= draw()
                try? storage.removeItem(at: ItemPath(item: 5, section: 0))
                total &+= draw()
            }
            return total
        }
        return PreparedScenario(
            run: { edit(shown) { table.frame(size: size).lines.count } },
            baselines: [
                Baseline(
                    name: "storage-edits-alone", run: { withExtendedLifetime(observation) { edit(alone) { received } } }
                )
            ],
            notes: [
                "\(edits * 2) single edits (insert at row 5, then remove it) to 1,000,000 rows; each update is "
                    + "checked with BatchUpdateRules and replayed on the window of rows the change touches, then a frame is drawn"
            ])
    }
}

/// Rows computed from their index: the same content at any size.
@MainActor
final class ComputedBenchRows: SectionedContent {
    let count: Int
    init(count: Int) { self.count = count }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
    func item(at path: ItemPath) -> Any? { path.section == 0 && path.item < count ? path.item : nil }
    func headerModel(forSection section: Int) -> Any? { "Rows" }
    func footerModel(forSection section: Int) -> Any? { nil }
}

/// A cell drawing its row number.
final class TerminalBenchCell: TerminalView, ModelTransfer, ConstructibleView {
    private var row = 0
    init() {}
    func update(with row: Int) { self.row = row }
    func draw(width: Int) -> StyledLine { StyledLine("Row \(row)", .bold) + StyledLine("  computed", .dim) }
}

/// A terminal table of `rows` computed rows, and the loop that pages through it.
@MainActor
final class TerminalBenchTable {
    private let table: TerminalTableView
    private let size = TerminalSize(columns: 100, rows: 30)
    private let renderer = AnsiRenderer(mode: .color)
    private var previous: TerminalFrame?

    init(rows: Int) {
        table = TerminalTableView(content: ComputedBenchRows(count: rows), title: "bench")
        table.dispatcher.registry.register(TerminalBenchCell.self)
        previous = table.frame(size: size)
    }

    /// Pages down `steps` times (Home at the end), drawing and rendering each frame; returns the bytes rendered.
    func scroll(steps: Int) -> Int {
        var bytes = 0
        for _ in 0..<steps {
            if let cursor = table.cursor, table.rowIndex(of: cursor) == table.rowCount - 1 {
                table.handle(.home)
            } else {
                table.handle(.pageDown)
            }
            let frame = table.frame(size: size)
            bytes &+= renderer.render(frame, over: previous).utf8.count
            previous = frame
        }
        return bytes
    }

    func createdCells() -> Int { table.createdViewCount }
}
