import Trellis
import TrellisTerminal

/// A cell that draws its `String` model.
final class NameCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var name = ""
    private(set) var updates = 0
    init() {}
    func update(with model: String) {
        name = model
        updates += 1
    }
    func draw(width: Int) -> StyledLine { StyledLine(name) }
}

/// A cell for `Int` models, drawn in bold.
final class NumberCell: TerminalView, ModelTransfer, ConstructibleView {
    private(set) var value = 0
    init() {}
    func update(with model: Int) { value = model }
    func draw(width: Int) -> StyledLine { StyledLine("#\(value)", .bold) }
}

/// What a person sees: the table's frame rendered in colour into a virtual terminal.
@MainActor
func screen(_ table: TerminalTableView, columns: Int = 40, rows: Int = 12, mode: ColorMode = .color) -> VirtualTerminal
{
    let size = TerminalSize(columns: columns, rows: rows)
    var terminal = VirtualTerminal(size: size)
    terminal.feed(AnsiRenderer(mode: mode).render(table.frame(size: size)))
    return terminal
}

/// The names a screen shows in its rows (the text after the gutter of each row line), top to bottom.
func rowTexts(_ terminal: VirtualTerminal, from first: Int = 1) -> [String] {
    terminal.lines.dropFirst(first).dropLast().compactMap { line in
        guard line.count > TerminalTableView.gutterWidth, !line.hasPrefix("▍") else { return nil }
        return String(line.dropFirst(TerminalTableView.gutterWidth))
    }
}

/// A table of `sections` (title, names) with `NameCell`s.
@MainActor
func namesTable(
    _ sections: [(String?, [String])], rows: Int = 12, events: (TypedViewMapping<NameCell>) -> Void = { _ in }
) throws -> (TerminalTableView, MemoryStorage) {
    let storage = MemoryStorage()
    try storage.setSections(
        sections.enumerated().map { index, section in
            StorageSection(id: index, header: section.0, items: section.1)
        })
    let table = TerminalTableView(title: "Names")
    table.dispatcher.registry.register(NameCell.self, events: events)
    table.show(storage)
    _ = table.frame(size: TerminalSize(columns: 40, rows: rows))
    return (table, storage)
}
