import Trellis
import TrellisTerminal

/// One screen of the demo: a terminal table set up the way one of the unified libraries would set up its screen.
///
/// To add a screen: write one file in `Screens/` with a final class conforming to `DemoScreen`, and add its type
/// to `DemoCatalog.screens` (one line). It then appears in the menu, in `--help`, and opens with `--screen NAME`.
@MainActor
protocol DemoScreen: AnyObject {
    /// The name for `--screen NAME` (lowercase, no spaces).
    static var name: String { get }
    /// The menu's title for the screen.
    static var title: String { get }
    /// One line: what the screen shows.
    static var summary: String { get }
    /// A new screen with its content loaded.
    init()
    /// The table the screen shows.
    var table: TerminalTableView { get }
    /// Keys the screen takes before the table (typing into a filter); `true` when used.
    func handle(key: Key) -> Bool
    /// When the screen next wants `tick()` (a timer), if ever.
    var nextDeadline: ContinuousClock.Instant? { get }
    /// Called once `nextDeadline` has passed.
    func tick()
    /// Finishes loading what the screen loads in the background (it is about to be printed once).
    func finishLoading()
}

extension DemoScreen {
    func handle(key: Key) -> Bool { false }
    var nextDeadline: ContinuousClock.Instant? { nil }
    func tick() {}
    func finishLoading() {}
}

extension ItemPath {
    /// `[section, item]`, as UIKit prints an index path.
    var indexPathText: String { "[\(section), \(item)]" }
}
