import Testing
import Trellis
import UIKitStandIn

/// The stand-in lays sections out as UIKit stacks them: a header, the rows, a footer; `rect(forSection:)`,
/// `rectForHeader(inSection:)` and `rectForFooter(inSection:)` answer from that layout.
@MainActor
@Suite("The stand-in's section frames")
struct StandInLayoutTests {
    @Test("a section's frame holds its header, rows and footer; a missing header or footer has no height")
    func sectionFrames() {
        let screen = Screen(
            sections: [posts(0...1), posts(2...4)],
            configure: { manager in
                manager.registry.register(TitleHeader.self, as: .header)
            })
        screen.storage.setSectionHeaderModels([HeaderModel(text: "first")])
        screen.table.reloadData()
        let table = screen.table
        let header0 = table.rectForHeader(inSection: 0)
        #expect(header0.minY == 0 && header0.height > 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header0.maxY)
        #expect(table.rect(forSection: 0).minY == 0)
        #expect(table.rect(forSection: 0).maxY == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForFooter(inSection: 0).minY == table.rect(forSection: 0).maxY)
        let section1 = table.rect(forSection: 1)
        #expect(section1.minY == table.rect(forSection: 0).maxY)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: section1.minY, width: section1.width, height: 0))
        #expect(section1.height == CGFloat(3 * 44))
        for section in [-1, 2, Int.max, Int.min] {
            #expect(table.rect(forSection: section) == .zero)
            #expect(table.rectForHeader(inSection: section) == .zero)
            #expect(table.rectForFooter(inSection: section) == .zero)
        }
    }
}
