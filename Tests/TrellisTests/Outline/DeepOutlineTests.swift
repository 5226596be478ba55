import Testing
import Trellis

/// Outlines as deep as their data: every walk over the items is iterative, so 100,000 levels neither overflow the
/// stack nor take quadratic time.
@MainActor
@Suite("Deep outlines")
struct DeepOutlineTests {
    /// A chain `depth` levels deep, every level expanded: "n0" on top, "leaf" at the bottom.
    static func chain(depth: Int) -> OutlineItem {
        var item = OutlineItem("leaf")
        for level in (0..<depth).reversed() { item = OutlineItem("n\(level)", isExpanded: true, children: [item]) }
        return item
    }

    @Test("100,000 levels: shown, indented, toggled at the bottom and collapsed at the top, without recursion")
    func hundredThousandLevels() {
        let depth = 100_000
        let content = OutlineContent { OutlineSection(id: 0, items: [Self.chain(depth: depth)]) }
        #expect(content.numberOfItems(inSection: 0) == depth + 1)
        #expect(content.depth(of: "leaf") == depth)
        #expect(content.isExpanded("n\(depth - 1)") == true)
        #expect(content.toggle("n\(depth - 1)"))
        #expect(content.numberOfItems(inSection: 0) == depth, "the leaf is hidden")
        content.setAllExpanded(false)
        #expect(content.numberOfItems(inSection: 0) == 1, "only the top item shows")
        #expect(content.isExpanded("n0") == false)
        content.setAllExpanded(true)
        #expect(content.numberOfItems(inSection: 0) == depth + 1)
        content.sections = []
        #expect(content.numberOfSections == 0)
    }
}
