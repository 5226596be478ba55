import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// Attacks on declarative heights as a UIKit table gets them (through TableViewManager over the stand-in): the heights
// UIKit lays out with, after each kind of change.

/// A table in a window, driven by a manager showing declarative content.
@MainActor
private struct DeclarativeTable {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let manager = TableViewManager()

    init(_ content: DeclarativeContent) {
        table.completesAnimationsAutomatically = false
        window.addSubview(table)
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
    }

    func height(_ section: Int, _ row: Int) -> CGFloat {
        table.rectForRow(at: IndexPath(row: row, section: section)).height
    }

    func proxyHeight(_ section: Int, _ row: Int) -> CGFloat {
        manager.proxy.tableView(table, heightForRowAt: IndexPath(row: row, section: section))
    }
}

@MainActor
private func sized(_ post: Post) -> ListRow<PostCell> {
    ListRow<PostCell>(post).height { post, _ in Double(post.title.count) }
}

@MainActor
@Suite("Attacks: declarative heights a UIKit table lays out", .collectsAnomalies)
struct RowHeightAttackUIKitTests {
    /// Found by an outside probe: a row renamed in the same update as its section's title is reloaded with its section
    /// (`reloadSections`), and UIKit asks its height again, but the declarative content answers the old name's
    /// cached height (`RowDispatch.invalidateHeights` forgets only `reloadedItems`).
    @Test("A row renamed while its section's title changes is laid out at its new height")
    func sectionTitleAndRowChangeTogether() {
        let content = DeclarativeContent {
            ListSection(id: "s", header: "Old") {
                sized(Post(id: 1, title: "short")); sized(Post(id: 2, title: "two"))
            }
        }
        let screen = DeclarativeTable(content)
        #expect(screen.height(0, 0) == 5)
        content.set {
            ListSection(id: "s", header: "New") {
                sized(Post(id: 1, title: "a much longer title")); sized(Post(id: 2, title: "two"))
            }
        }
        screen.table.finishAnimations()
        screen.table.layoutIfNeeded()
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect(screen.proxyHeight(0, 0) == 19)
        #expect(screen.height(0, 0) == 19)
    }

    @Test("A renamed row (its section unchanged) is laid out at its new height; rows that move keep theirs")
    func renamedAndMovedRows() {
        let content = DeclarativeContent {
            ListSection(id: "a") {
                sized(Post(id: 1, title: "one")); sized(Post(id: 2, title: "second"))
            }
            ListSection(id: "b") { sized(Post(id: 3, title: "the third")) }
        }
        let screen = DeclarativeTable(content)
        #expect([screen.height(0, 0), screen.height(0, 1), screen.height(1, 0)] == [3, 6, 9])
        content.set {
            ListSection(id: "b") {
                sized(Post(id: 3, title: "the third")); sized(Post(id: 1, title: "one!"))
            }
            ListSection(id: "a") { sized(Post(id: 2, title: "second")) }
        }
        screen.table.finishAnimations()
        screen.table.layoutIfNeeded()
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
        #expect([screen.height(0, 0), screen.height(0, 1), screen.height(1, 0)] == [9, 4, 6])
        #expect([screen.proxyHeight(0, 0), screen.proxyHeight(0, 1), screen.proxyHeight(1, 0)] == [9, 4, 6])
    }

    @Test("Content with no heights, then rows with heights and a default: the delegate answers them")
    func heightsArriveLater() {
        let content = DeclarativeContent { ListSection(id: "s") { ListRow<PostCell>(Post(id: 1, title: "x")) } }
        let screen = DeclarativeTable(content)
        #expect(screen.height(0, 0) == 44)
        content.set {
            ListSection(id: "s") {
                sized(Post(id: 1, title: "seven!!")); ListRow<PostCell>(Post(id: 2, title: "y"))
            }
        }
        content.setDefaultHeight(30, for: PostCell.self)
        screen.table.finishAnimations()
        screen.table.reloadData()
        screen.table.layoutIfNeeded()
        #expect(screen.height(0, 0) == 7)
        #expect(screen.height(0, 1) == 30)
        #expect(screen.table.exceptions.isEmpty, "\(screen.table.exceptions)")
    }

    @Test("The proxy's height at hostile paths is UIKit's default and never traps")
    func proxyHostilePaths() {
        let content = DeclarativeContent { ListSection(id: "s") { sized(Post(id: 1, title: "abc")) } }
        let screen = DeclarativeTable(content)
        for path in [IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 9), IndexPath(row: -1, section: 0)] {
            let height = screen.manager.proxy.tableView(screen.table, heightForRowAt: path)
            #expect(height >= 0 || height == UITableView.automaticDimension)
        }
        #expect(screen.proxyHeight(0, 0) == 3)
    }
}
