import Trellis
import TrellisTerminal

// A million rows: a SectionedContent that computes each row when asked, so nothing is stored per row; the table
// dequeues cells only for the rows on screen, so End, PgDn and holding j cost what a ten-row table costs.

/// One computed row.
struct ComputedRow {
    let index: Int
    /// A value derived from the index (a hash), standing in for a database column.
    var checksum: UInt32 {
        var z = UInt64(index) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        return UInt32(truncatingIfNeeded: z ^ (z >> 27))
    }
}

/// A million rows in ten sections of 100,000, computed on demand.
final class MillionRowsContent: SectionedContent {
    static let sections = 10
    static let rowsPerSection = 100_000

    var numberOfSections: Int { Self.sections }

    func numberOfItems(inSection section: Int) -> Int {
        (0..<Self.sections).contains(section) ? Self.rowsPerSection : 0
    }

    func item(at path: ItemPath) -> Any? {
        guard (0..<Self.sections).contains(path.section), (0..<Self.rowsPerSection).contains(path.item) else { return nil }
        return ComputedRow(index: path.section * Self.rowsPerSection + path.item)
    }

    func headerModel(forSection section: Int) -> Any? {
        "Rows \(section * Self.rowsPerSection + 1) to \((section + 1) * Self.rowsPerSection)"
    }

    func footerModel(forSection section: Int) -> Any? { nil }
}

/// A computed row's cell.
final class ComputedRowCell: TerminalView, ModelTransfer, ConstructibleView {
    private var row = ComputedRow(index: 0)
    init() {}
    func update(with row: ComputedRow) { self.row = row }
    func draw(width: Int) -> StyledLine {
        let number = "Row \(row.index + 1)"
        return StyledLine(number.padding(to: 16), .bold) + StyledLine("checksum " + String(row.checksum, radix: 16), .dim)
    }
}

final class MillionRowsScreen: DemoScreen {
    static let name = "million"
    static let title = "A million rows"
    static let summary = "1,000,000 computed rows; only the visible ones get cells"

    let table = TerminalTableView(title: "A million rows: computed on demand, cells only for what is on screen")

    init() {
        table.keyHints = "j/k  PgUp/PgDn  Home/End (g/G)  Enter select  q back"
        table.dispatcher.registry.register(ComputedRowCell.self) { [unowned self] mapping in
            mapping.didSelect { _, row, _ in
                self.table.statusMessage = "didSelect row \(row.index + 1); cells created so far: \(self.table.createdViewCount)"
            }
        }
        table.show(MillionRowsContent())
    }
}
