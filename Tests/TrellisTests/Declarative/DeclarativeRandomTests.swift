import Foundation
import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// Seeded random edits of declarative content: every update passes UIKit's rules on the headless table, and the
/// table ends showing exactly the declared rows (identity and content), with each visible cell showing its row.
@MainActor
@Suite("Declarative random edits")
struct DeclarativeRandomTests {
    static let runs = UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "") ?? 300

    @Test func randomEditsEndInTheDeclaredContent() {
        for seed in 0..<Self.runs {
            var random = SeededGenerator(seed: seed)
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
            var nextSection = 0
            var nextRow = 0
            func newRow() -> AnyRow {
                nextRow += 1
                return ListRow<CountryCell>(Country(code: "c\(nextRow)", name: "v0"))
            }
            func newSection() -> ListSection {
                nextSection += 1
                return ListSection(
                    id: nextSection, header: "S\(nextSection)", rows: (0..<int(0...4)).map { _ in newRow() })
            }
            let content = DeclarativeContent { for _ in 0..<int(0...3) { newSection() } }
            let screen = DeclarativeScreen(
                content, kind: seed % 2 == 0 ? .tableView : .collectionView, viewportHeight: 8)
            for _ in 0..<int(1...6) {
                content.update { content in
                    for _ in 0..<int(1...4) {
                        Self.edit(&content.sections, int: int, newRow: newRow, newSection: newSection)
                    }
                }
            }
            let declared = content.sections.map {
                $0.rows.map { "\(($0 as? ListRow<CountryCell>)?.model.code ?? "?")" }
            }
            let shown = (0..<screen.table.numberOfSections).map {
                screen.table.models(inSection: $0).map { (($0 as? ListRow<CountryCell>)?.model.code ?? "?") }
            }
            let declaredNames = content.sections.flatMap { $0.rows.map { ($0 as? ListRow<CountryCell>)?.model.name } }
            let shownNames = (0..<screen.table.numberOfSections).flatMap {
                screen.table.models(inSection: $0).map { ($0 as? ListRow<CountryCell>)?.model.name }
            }
            let visibleOK = screen.table.visibleItemPaths.allSatisfy { path in
                guard let cell = screen.table.cell(at: path) as? CountryCell,
                    let row = screen.table.model(at: path) as? ListRow<CountryCell>
                else { return false }
                return cell.shown.last == row.model
            }
            #expect(
                screen.errors.isEmpty && declared == shown && declaredNames == shownNames && visibleOK,
                "seed \(seed): errors \(screen.errors), declared \(declared), shown \(shown)")
            if !screen.errors.isEmpty || declared != shown { return }
        }
    }

    /// One random edit: insert, remove, move or change rows, or insert, remove or move sections.
    private static func edit(
        _ sections: inout [ListSection], int: (ClosedRange<Int>) -> Int, newRow: () -> AnyRow,
        newSection: () -> ListSection
    ) {
        let choice = int(0...7)
        if sections.isEmpty || choice == 0 {
            sections.insert(newSection(), at: int(0...sections.count))
            return
        }
        let section = int(0...sections.count - 1)
        switch choice {
        case 1: sections.remove(at: section)
        case 2: sections.swapAt(section, int(0...sections.count - 1))
        case 3: sections[section].rows.insert(newRow(), at: int(0...sections[section].rows.count))
        case 4 where !sections[section].rows.isEmpty:
            sections[section].rows.remove(at: int(0...sections[section].rows.count - 1))
        case 5 where !sections[section].rows.isEmpty:
            // Move a row, possibly to another section.
            let row = sections[section].rows.remove(at: int(0...sections[section].rows.count - 1))
            let target = int(0...sections.count - 1)
            sections[target].rows.insert(row, at: int(0...sections[target].rows.count))
        case 6 where !sections[section].rows.isEmpty:
            // Change a row's content: same identity, new name (a reload).
            let index = int(0...sections[section].rows.count - 1)
            if let row = sections[section].rows[index] as? ListRow<CountryCell> {
                sections[section].rows[index] = ListRow<CountryCell>(
                    Country(code: row.model.code, name: "v\(int(1...9))"))
            }
        default:
            sections[section].header = "H\(int(0...3))"
        }
    }
}
