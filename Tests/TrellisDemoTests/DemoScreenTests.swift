import Foundation
import Testing

/// The demo as a person uses it: in a terminal (tmux), keys in, screen out. Skipped only when tmux is not installed
/// (CI installs it).
@Suite(
    "trellis-demo in tmux", .serialized,
    .enabled(if: TmuxDemo.isInstalled, "tmux is not installed: apt-get install tmux"))
struct DemoScreenTests {
    @Test(
        "The menu lists every screen, opens one with Enter, comes back with q, and quits leaving the terminal as it was"
    )
    func menu() throws {
        let demo = try TmuxDemo(demo: "")
        let screen = try demo.waitFor("Posts (DTTableViewManager)")
        for title in [
            "Countries (Flow)", "Login form (Flow)", "Destination (Cascading)", "Outline", "Live leaderboard",
            "Filter as you type", "A million rows", "Live models (@Observable)",
        ] { #expect(screen.contains(title)) }
        #expect(lines(screen)[2].hasPrefix("›"), "the cursor is on the first screen")
        try demo.send("Down", "Down", "Down", "Down", "Down", "Down", "Enter")
        try demo.waitFor("Filter: type to filter")
        try demo.send("Escape")
        try demo.waitFor("Trellis demo: one engine")
        try demo.send("q")
        let after = try demo.waitFor("icanon")
        #expect(after.contains("EXITED 0"))
        #expect(after.contains("icanon") && !after.contains("-icanon"), "raw mode is turned off")
        #expect(!after.contains("Trellis demo"), "the alternate screen is left")
    }

    @Test("Posts: typed select events per model type, a section-conditional cell, insert, delete and move")
    func posts() throws {
        let demo = try TmuxDemo(demo: "--screen posts")
        var screen = try demo.waitFor("★ TRELLIS 0.1 IS OUT")
        #expect(screen.contains("Diffing in linear time  by ada  ♥ 7"), "section 1's posts use the plain PostCell")
        #expect(screen.contains("@ada  writes about diffing"), "a class instance gets its own cell")
        #expect(screen.contains("A plain String is a model too"))
        #expect(screen.contains("! Incident: docs site slow"), "any Announcement is shown by one cell")
        try demo.send("Enter")
        try demo.waitFor("didSelect featured Post \"Trellis 0.1 is out\"")
        try demo.send("j", "j", "Enter")
        try demo.waitFor("didSelect Author @ada")
        try demo.send("End", "Enter")
        try demo.waitFor("didSelect any Announcement (Incident): Incident: docs site slow")
        try demo.send("g", "n")
        screen = try demo.waitFor("+ Fresh post #101")
        #expect(
            lines(screen).firstIndex { $0.contains("Fresh post #101") }
                == lines(screen).firstIndex { $0.contains("Latest") }.map { $0 + 1 },
            "the new post is the first of Latest")
        try demo.send("j", "d")
        screen = try demo.waitFor("commitEditingStyle(.delete): removed \"Fresh post #101\"")
        #expect(!screen.contains("Fresh post #101  by"), "the deleted row vanished")
        try demo.send("J")
        screen = try demo.waitFor("moveItem: \"Diffing in linear time\"")
        let order = lines(screen).filter { $0.contains("by ada") || $0.contains("@ada") }
        #expect(order.first?.contains("@ada") == true, "the moved post went below the author: \(order)")
        try demo.send("l")
        try demo.waitFor("Diffing in linear time  by ada  ♥ 8")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test(
        "Posts: s shuffles into a new order each time (not a reversal); d on a row that cannot be deleted says so; a move shows its own numbers"
    )
    func postsEdits() throws {
        let demo = try TmuxDemo(demo: "--screen posts")
        var screen = try demo.waitFor("★ TRELLIS 0.1 IS OUT")
        let latest = { (screen: String) -> [String] in
            let rows = lines(screen)
            guard let start = rows.firstIndex(where: { $0.hasPrefix("▍Latest") }) else { return [] }
            return rows[(start + 1)...].prefix { !$0.hasPrefix(" n adds") }.map { String($0.dropFirst(4)) }
        }
        let original = latest(screen)
        #expect(original.count == 6, "\(original)")
        var orders: [[String]] = []
        for _ in 0..<3 {
            let before = orders.last ?? original
            try demo.send("s")
            screen = try demo.waitFor("a new order of Latest") {
                $0.contains("shuffled Latest") && latest($0) != before
            }
            let order = latest(screen)
            #expect(order.sorted() == original.sorted(), "the same rows: \(order)")
            orders.append(order)
        }
        #expect(orders.contains { $0 != original && $0 != original.reversed() }, "a shuffle, not a reversal: \(orders)")

        // The announcements and the plain String cannot be deleted: d says so, and nothing leaves.
        try demo.send("End", "d")
        screen = try demo.waitFor("this row cannot be deleted")
        #expect(screen.contains("Incident: docs site slow"))

        // An insert, then a move of a row without a moveItem closure: the status line shows the move's numbers.
        try demo.send("g", "n")
        screen = try demo.waitFor("+ Fresh post #101")
        // The author's row (no moveItem closure answers for it, so no status message hides the summary), wherever
        // the shuffles put it: Latest starts at row 2.
        let author = try #require(latest(screen).firstIndex { $0.contains("@ada") })
        for _ in 0...author { try demo.send("j") }
        try demo.waitFor("row \(2 + author) of 10")
        try demo.send("K")
        screen = try demo.waitFor("last update: +0 -0 ↕1 ~0 in 1 stage, moved on screen")
        #expect(!screen.contains("+1 -0"), "not the insert's numbers")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test("Live: the board changes every second and stays sorted")
    func live() throws {
        let demo = try TmuxDemo(demo: "--screen live")
        try demo.waitFor("Round 0")
        let screen = try demo.waitFor("Round 2", timeout: 6)
        let scores = lines(screen).compactMap { line -> Int? in
            let fields = line.split(separator: " ")
            guard fields.count >= 2, line.hasPrefix("    ") || line.hasPrefix("›") || line.hasPrefix("  ") else {
                return nil
            }
            return fields.dropFirst(fields.first == "›" || fields.first == "↕" || fields.first == "~" ? 2 : 1).first
                .flatMap { Int($0) }
        }
        #expect(scores.count == 16, "16 players on the board: \(scores)")
        #expect(scores == scores.sorted(by: >), "sorted by score: \(scores)")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test("Filter: each keystroke filters the list; Backspace and Esc bring rows back")
    func filter() throws {
        let demo = try TmuxDemo(demo: "--screen filter")
        try demo.waitFor("80 of 80 cities")
        try demo.type("par")
        var screen = try demo.waitFor("1 of 80 cities")
        #expect(screen.contains("Paris") && !screen.contains("Amsterdam"))
        try demo.send("BSpace")
        screen = try demo.waitFor("2 of 80 cities")
        #expect(screen.contains("Sao Paulo") && screen.contains("Paris"))
        try demo.send("Down", "Enter")
        try demo.waitFor("picked Sao Paulo, Brazil")
        try demo.send("Escape")
        screen = try demo.waitFor("80 of 80 cities")
        #expect(screen.contains("row 62 of 80") && screen.contains("Sao Paulo"), "the cursor stays on its city")
        try demo.send("Home")
        try demo.waitFor("Amsterdam")
        try demo.send("Escape")
        try demo.waitFor("EXITED 0")
    }

    @Test("Filter: a filter that matches nothing shows the empty state instead of an empty table")
    func filterEmptyState() throws {
        let demo = try TmuxDemo(demo: "--screen filter")
        try demo.waitFor("80 of 80 cities")
        try demo.type("qqq")
        let screen = try demo.waitFor("No city matches “qqq”")
        #expect(screen.contains("Backspace or Esc to widen the search"))
        #expect(screen.contains("0 of 80 cities"))
        try demo.send("Escape")
        try demo.waitFor("Amsterdam")
        try demo.send("Escape")
        try demo.waitFor("EXITED 0")
    }

    @Test("Live models: @Observable prices change in place; cells update with no content update and no row flashing")
    func market() throws {
        let demo = try TmuxDemo(demo: "--screen market")
        let start = try demo.waitFor("Tick 0")
        #expect(start.contains("AAPL") && start.contains("234.12"))
        let screen = try demo.waitFor("Tick 4", timeout: 8)
        #expect(screen.contains("content updates: 0"), "no diff, no update: \(screen)")
        #expect(!screen.contains("cells updated in place: 0"), "some prices changed in place")
        #expect(screen.contains("▲") || screen.contains("▼"))
        let rows = lines(screen).filter { line in
            ["AAPL", "MSFT", "GOOG", "NVDA", "SHOP"].contains { line.contains($0) }
        }
        #expect(rows.count == 5)
        #expect(
            rows.allSatisfy { row in !["+", "~", "↕"].contains { row.dropFirst(2).hasPrefix($0) } },
            "no row flashes as inserted, reloaded or moved: \(rows)")
        try demo.send("Enter")
        try demo.waitFor("didSelect AAPL")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test("A million rows: End jumps to the last row at once; cells only for the rows on screen")
    func million() throws {
        let demo = try TmuxDemo(demo: "--screen million", environment: "XDG_CACHE_HOME=\(DemoTestCache.shared)")
        try demo.waitFor("row 1 of 1,000,000", timeout: 60)
        try demo.send("End")
        // A frame can be captured half written: wait for all of it.
        var screen = try demo.waitFor("the last row", timeout: 3) {
            $0.contains("row 1,000,000 of 1,000,000") && $0.contains("Row 1000000")
        }
        #expect(!screen.contains("Row 27 "))
        try demo.send("PageUp", "Enter")
        screen = try demo.waitFor("cells created so far")
        let created = screen.components(separatedBy: "cells created so far: ").last.flatMap {
            Int($0.prefix { $0.isNumber })
        }
        #expect((created ?? .max) <= 30, "cells created: \(created.map(String.init) ?? "?")")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test("Ctrl-C, SIGTERM and a crash all leave raw mode and the alternate screen")
    func terminalRestored() throws {
        let interrupted = try TmuxDemo(demo: "--screen posts")
        try interrupted.waitFor("TRELLIS 0.1 IS OUT")
        try interrupted.send("C-c")
        var after = try interrupted.waitFor("icanon")
        #expect(after.contains("EXITED 0"))
        #expect(after.contains("icanon") && !after.contains("-icanon"))

        let terminated = try TmuxDemo(demo: "--screen posts")
        try terminated.waitFor("TRELLIS 0.1 IS OUT")
        let pid = try #require(try terminated.demoProcessID())
        kill(pid, SIGTERM)
        after = try terminated.waitFor("icanon")
        #expect(after.contains("EXITED 143"), "ended by SIGTERM")
        #expect(after.contains("icanon") && !after.contains("-icanon") && !after.contains("TRELLIS 0.1"))

        // The Swift runtime's backtracer (which our handler hands the crash to, once the terminal is restored) would
        // print a long report; it is turned off to keep the test short.
        let crashed = try TmuxDemo(
            demo: "--screen posts", environment: "TRELLIS_DEMO_CRASH_KEY=x SWIFT_BACKTRACE=enable=no")
        try crashed.waitFor("TRELLIS 0.1 IS OUT")
        try crashed.send("x")
        after = try crashed.waitFor("icanon")
        #expect(after.contains("EXITED 139"), "ended by SIGSEGV")
        #expect(after.contains("icanon") && !after.contains("-icanon") && !after.contains("TRELLIS 0.1"))
    }

    @Test("A resized terminal is redrawn at its new size")
    func resize() throws {
        let demo = try TmuxDemo(demo: "--screen posts", columns: 100, rows: 30)
        try demo.waitFor("TRELLIS 0.1 IS OUT")
        try demo.resize(columns: 60, rows: 12)
        let screen = try demo.waitFor("the status bar on the last of 12 lines") { screen in
            let rows = lines(screen)
            return rows.count >= 12 && rows[11].contains("Enter select")
        }
        #expect(lines(screen)[0].hasSuffix("row 1 of 9"), "the title is cut, the position kept")
        #expect(lines(screen).allSatisfy { $0.count <= 60 })
    }

    @Test("NO_COLOR: attributes but no colours")
    func noColor() throws {
        let demo = try TmuxDemo(demo: "--screen posts", environment: "NO_COLOR=1")
        try demo.waitFor("TRELLIS 0.1 IS OUT")
        let styled = try demo.capture(escapes: true)
        let colour = try Regex(#"\u{1B}\[[0-9;]*(3[0-7]|4[0-7]|9[0-7]|10[0-7])m"#)
        #expect(styled.firstMatch(of: colour) == nil, "no colour sequences")
        #expect(styled.contains("\u{1B}[7m") || styled.contains(";7m"), "the cursor's row is in reverse video")
    }

    @Test("Piped output: the screen printed once, no escape sequences; --help lists the screens")
    func piped() throws {
        let printed = try TmuxDemo.run(TmuxDemo.demoPath, ["--screen", "posts"])
        #expect(printed.status == 0)
        #expect(printed.output.hasPrefix("Posts: DTTableViewManager's mappings"))
        #expect(printed.output.contains("★ TRELLIS 0.1 IS OUT"))
        #expect(!printed.output.contains("\u{1B}"))
        let help = try TmuxDemo.run(TmuxDemo.demoPath, ["--help"])
        for name in ["posts", "countries", "login", "destination", "outline", "live", "filter", "million"] {
            #expect(help.output.contains("  \(name) "))
        }
        let wrong = try TmuxDemo.run(TmuxDemo.demoPath, ["--screen", "nope"])
        #expect(
            wrong.status == 2
                && wrong.output.contains(
                    "--screen needs one of: posts, countries, login, destination, outline, live, filter, million")
        )
        let menu = try TmuxDemo.run(TmuxDemo.demoPath, [])
        #expect(
            menu.status == 0 && menu.output.contains("Destination (Cascading)")
                && menu.output.contains("A million rows"),
            "piped, the menu is printed once with every screen")
    }
}
