import Foundation
import Trellis
import TrellisTerminal

/// The demo as one terminal scene: the menu of screens, and the screen opened from it (or from `--screen`). Keys go
/// to the open screen first (a filter takes what you type), then to its table; q or Escape goes back to the menu
/// (or quits, when the screen was opened with `--screen`); Ctrl-C quits from anywhere.
@MainActor
final class DemoApp: TerminalScene {
    private let menu: TerminalTableView
    private let menuStorage = MemoryStorage()
    private var screen: (any DemoScreen)?
    private let quitsFromScreen: Bool
    /// Anomalies, shown in the status bar instead of written over the screen.
    private let anomalies = AnomalyLog()

    init(opening initial: (any DemoScreen.Type)? = nil) {
        menu = TerminalTableView(title: "Trellis demo: one engine, three libraries' screens, live in your terminal")
        quitsFromScreen = initial != nil
        anomalies.install()
        menu.keyHints = "↑↓ choose  Enter open  q quit        (trellis-demo --help lists the screens)"
        menu.dispatcher.registry.register(MenuCell.self) { [unowned self] mapping in
            mapping.didSelect { _, entry, _ in self.open(entry.screen) }
        }
        try? menuStorage.setSections([
            StorageSection(
                id: "screens", header: "Screens", footer: "Enter opens a screen; q or Esc inside it comes back here.",
                items: DemoCatalog.screens.map { MenuEntry(screen: $0, id: $0.name) })
        ])
        menu.show(menuStorage)
        if let initial { open(initial) }
    }

    private func open(_ type: any DemoScreen.Type) {
        screen = type.init()
    }

    private var table: TerminalTableView { screen?.table ?? menu }

    func frame(size: TerminalSize) -> TerminalFrame {
        if let message = anomalies.takeMessage() { table.statusMessage = message }
        return table.frame(size: size)
    }

    /// The key that simulates a crash (a segmentation fault), from `TRELLIS_DEMO_CRASH_KEY`: for the test that
    /// checks the terminal is restored after a crash.
    private let crashKey = ProcessInfo.processInfo.environment["TRELLIS_DEMO_CRASH_KEY"].flatMap(\.first)

    func handle(key: Key) -> KeyResponse {
        if key == .control("c") { return .quit }
        if let crashKey, key == .character(crashKey) { raise(SIGSEGV) }
        table.statusMessage = nil
        if let screen {
            if screen.handle(key: key) { return .handled }
            if key == .character("q") || key == .escape {
                if quitsFromScreen { return .quit }
                screen.table.stopObserving()
                self.screen = nil
                return .handled
            }
            return screen.table.handle(key) ? .handled : .ignored
        }
        if key == .character("q") || key == .escape { return .quit }
        return menu.handle(key) ? .handled : .ignored
    }

    var nextDeadline: ContinuousClock.Instant? {
        [table.flashDeadline, screen?.nextDeadline].compactMap { $0 }.min()
    }

    func tick() {
        let now = ContinuousClock.now
        if let deadline = screen?.nextDeadline, now >= deadline { screen?.tick() }
        table.endFlash()
    }

    func printedLines(width: Int) -> [StyledLine] {
        screen?.finishLoading()
        return table.printedLines(width: width, maxLines: 60)
    }
}

/// A menu row: a screen of the catalogue.
struct MenuEntry: Identifiable {
    let screen: any DemoScreen.Type
    let id: String
}

/// Draws a menu row: the screen's title, its `--screen` name, and its summary.
final class MenuCell: TerminalView, ModelTransfer, ConstructibleView {
    private var entry: MenuEntry?
    init() {}
    func update(with entry: MenuEntry) { self.entry = entry }
    func draw(width: Int) -> StyledLine {
        guard let entry else { return StyledLine() }
        var line = StyledLine(entry.screen.title.padding(to: 28), .bold)
        line.append(entry.screen.name.padding(to: 12), .colored(.magenta))
        line.append(entry.screen.summary, .dim)
        return line
    }
}

extension String {
    /// The string padded with spaces to `width` columns on screen (not cut; one space after it when it is as wide
    /// or wider).
    func padding(to width: Int) -> String {
        let columns = TerminalText.width(of: self)
        return columns >= width ? self + " " : self + String(repeating: " ", count: width - columns)
    }
}
