import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

@MainActor
@Suite("Empty state (UIKit)")
struct EmptyStateTests {
    @Test("a table with no rows shows the empty state behind them; rows take it away, and bring back your background")
    func table() throws {
        let screen = Screen(sections: [posts(0...1)])
        let yours = UIView(frame: .zero)
        screen.table.backgroundView = yours
        screen.manager.emptyState = .emptyState(EmptyState("No posts", message: "Pull to refresh", imageName: "tray"))
        #expect(screen.table.backgroundView === yours, "the table has rows")
        try screen.storage.removeItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
        let shown = try #require(screen.table.backgroundView as? UIContentUnavailableView)
        let content = try #require(shown.configuration as? UIContentUnavailableConfiguration)
        #expect(content.text == "No posts")
        #expect(content.secondaryText == "Pull to refresh")
        #expect(content.image?.name == "tray")
        screen.table.finishAnimations()
        try screen.storage.addItem(Post(id: 9, title: "back"))
        #expect(screen.table.backgroundView === yours)
    }

    @Test("empty from the start, with a content configuration of your own or a view")
    func configurationAndView() throws {
        let screen = Screen(sections: [[]])
        screen.manager.emptyState = .configuration(UIContentUnavailableConfiguration.search())
        #expect(
            (screen.table.backgroundView as? UIContentUnavailableView)?.configuration
                as? UIContentUnavailableConfiguration
                == UIContentUnavailableConfiguration.search())
        let view = UIView(frame: .zero)
        screen.manager.emptyState = .view(view)
        #expect(screen.table.backgroundView === view)
        screen.manager.emptyState = nil
        #expect(screen.table.backgroundView == nil)
    }

    @Test("collections show it too; sections with no items count as empty")
    func collection() throws {
        let screen = CollectionScreen(sections: [[], []])
        screen.manager.emptyState = .emptyState(EmptyState("Nothing here"))
        #expect(
            ((screen.collection.backgroundView as? UIContentUnavailableView)?.configuration
                as? UIContentUnavailableConfiguration)?
                .text == "Nothing here")
        try screen.storage.addItem(Post(id: 1, title: "one"), toSection: 1)
        #expect(screen.collection.backgroundView == nil)
    }
}
