// swift-format-ignore-file
// The TrellisUIKitTesting article's example, line for line and at file scope, as a reader pastes it (DocCodeBlocksTests
// checks the article's block is here); the screen it tests is TestingArticleViewControllerTests.PostsViewController.
import Testing
import TrellisUIKitTesting

@MainActor @Test(.collectsAnomalies) func tappingAPostOpensIt() throws {
    let screen = PostsViewController()          // your view controller, unchanged
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen          // loads its view: viewDidLoad runs
    window.makeKeyAndVisible()                  // on screen: the table lays out its rows
    screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
    #expect(screen.opened == [posts[1]])
    expectTextSnapshot(try #require(screen.manager.textSnapshot()), matches: """
          Hello
        > World
        """)
}

/// The article's screen and posts, by the names the article uses.
private typealias PostsViewController = TestingArticleViewControllerTests.PostsViewController
@MainActor private let posts = PostsViewController.posts
