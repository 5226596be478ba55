import Foundation
import Testing

/// The screens built on declarative rows, the cascading tree and the outline, driven in tmux as a person would.
@Suite(
    "trellis-demo in tmux: declarative, cascading and outline screens", .serialized,
    .enabled(if: TmuxDemo.isInstalled, "tmux is not installed: apt-get install tmux"))
struct DeclarativeScreenTests {
    @Test(
        "Countries: a section per initial; Enter runs the row's tap closure, which deselects; the search animates through update(animation:)"
    )
    func countries() throws {
        let demo = try TmuxDemo(demo: "--screen countries")
        var screen = try demo.waitFor("41 of 41 countries")
        #expect(screen.contains("index: A B C D E F G"))
        #expect(lines(screen).contains("▍A"), "a header per initial")
        try demo.send("Enter")
        screen = try demo.waitFor("onTap Argentina (AR), capital Buenos Aires: deselected again")
        let argentina = lines(screen).first { $0.contains("Argentina") } ?? ""
        #expect(
            argentina.hasPrefix("›") && !argentina.contains("•"), "the tap closure deselected the row: \(argentina)")
        try demo.type("land")
        screen = try demo.waitFor("8 of 41 countries")
        #expect(screen.contains("index: F I N P S T"))
        #expect(screen.contains("New Zealand") && screen.contains("Thailand") && !screen.contains("Argentina"))
        #expect(!lines(screen).contains("▍A"), "sections without a match left")
        try demo.send("Home", "Enter")
        try demo.waitFor("onTap Finland (FI), capital Helsinki")
        try demo.type("zz")
        try demo.waitFor("No country matches \"landzz\"")
        try demo.send("Escape")
        screen = try demo.waitFor("41 of 41 countries")
        #expect(screen.contains("Argentina"), "the rows came back")
        try demo.send("Escape")
        try demo.waitFor("EXITED 0")
    }

    @Test(
        "Countries: flags and capitals in CJK, Thai and Greek line up in a real terminal and are cut at its edge, never past it"
    )
    func countriesWidths() throws {
        let demo = try TmuxDemo(demo: "--screen countries", columns: 36, rows: 16)
        try demo.waitFor("41 of 41 countries")
        try demo.type("japan")
        var screen = try demo.waitFor("1 of 41 countries")
        let japan = try #require(lines(screen).first { $0.contains("JP") })
        #expect(japan.hasSuffix("Tokyo 東…"), "cut after the last wide character that fits: \(japan)")
        #expect(displayColumns(japan) == 36, "as wide as the terminal: \(japan)")
        try demo.send("Enter")
        screen = try demo.waitFor("onTap Japan")
        let status = lines(screen).last { !$0.isEmpty } ?? ""
        #expect(status.hasSuffix("…") && displayColumns(status) == 36, "the status line is cut at the edge: \(status)")
        #expect(lines(screen).allSatisfy { displayColumns($0) <= 36 }, "\(screen)")
        try demo.send("Escape")
        try demo.type("thai")
        try demo.resize(columns: 60, rows: 16)
        screen = try demo.waitFor("Bangkok กรุงเทพฯ")
        let thailand = try #require(lines(screen).first { $0.contains("TH") })
        #expect(
            thailand.hasSuffix("🇹🇭 TH  Thailand        Bangkok กรุงเทพฯ"),
            "the capital starts at the same column: \(thailand)")
        #expect(lines(screen).allSatisfy { displayColumns($0) <= 60 })
        try demo.send("Escape", "Escape")
        try demo.waitFor("EXITED 0")
    }

    /// The columns a captured line takes, for the characters the demo shows: East Asian wide characters and emoji
    /// (a flag is one character) take two, combining marks none (they are part of their character), the rest one.
    private func displayColumns(_ line: String) -> Int {
        line.reduce(0) { total, character in
            guard let first = character.unicodeScalars.first else { return total }
            switch first.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F1E6...0x1F1FF,
                0x1F300...0x1FAFF:
                return total + 2
            default: return total + 1
            }
        }
    }

    @Test(
        "Login: type into the fields (the password masked), toggle remember me, sign in: an error row animates in, then success"
    )
    func login() throws {
        let demo = try TmuxDemo(demo: "--screen login")
        try demo.waitFor("Username  type a name")
        try demo.type("ada")
        try demo.waitFor("Username  ada")
        try demo.send("Tab")
        try demo.type("abc")
        var screen = try demo.waitFor("Password  •••")
        #expect(!screen.contains("abc"), "the password is masked")
        try demo.send("Down", "Enter")
        try demo.waitFor("[x] Remember me")
        try demo.send("Down", "Enter")
        screen = try demo.waitFor("✗ Password too short: 3 of 6 characters")
        let rows = lines(screen)
        let password = rows.firstIndex { $0.contains("Password  •••") }
        #expect(
            password.map { rows[$0 + 1].contains("✗ Password too short") } == true, "the error row is under the fields")
        #expect(screen.contains("onTap Sign in: refused"))
        try demo.send("Up", "Up", "Up")
        try demo.type("def")
        try demo.waitFor("Password  ••••••")
        try demo.send("Down", "Down", "Down", "Enter")
        screen = try demo.waitFor("✓ Signed in as ada, remembered")
        #expect(!screen.contains("✗"), "the error row changed in place")
        try demo.send("Escape")
        try demo.waitFor("EXITED 0")
    }

    @Test(
        "Destination: one child node per section; r loads reviews (setNeedsUpdate), o reorders sections, b does both in one update; a declarative section taps"
    )
    func destination() throws {
        let demo = try TmuxDemo(demo: "--screen destination")
        var screen = try demo.waitFor("KYOTO, Japan")
        #expect(screen.contains("Children: header · info · reviews · related · actions"))
        #expect(screen.contains("↓ 4 more reviews"))
        try demo.send("r")
        screen = try demo.waitFor("4 reviews shown")
        #expect(screen.contains("Chen") && screen.contains("Dara") && screen.contains("↓ 2 more reviews"))
        try demo.send("o")
        screen = try demo.waitFor("header · info · related · reviews · actions")
        var rows = lines(screen)
        #expect(
            (rows.firstIndex(of: "▍You may also like") ?? 99) < (rows.firstIndex(of: "▍Reviews") ?? 0),
            "the sections swapped")
        #expect(screen.contains("reviews node index 3"), "the root re-indexed its children")
        try demo.send("b")
        screen = try demo.waitFor("reviews loaded and children reordered, one update")
        rows = lines(screen)
        #expect(screen.contains("header · info · reviews · related · actions") && screen.contains("Fumi"))
        #expect(!screen.contains("more reviews"), "every review is loaded")
        #expect((rows.firstIndex(of: "▍Reviews") ?? 99) < (rows.firstIndex(of: "▍You may also like") ?? 0))
        try demo.send("End", "Up", "Up", "Enter")
        try demo.waitFor("the related node: didSelectRow [3, 2], Uji")
        try demo.send("End", "Enter")
        screen = try demo.waitFor("a declarative row's onTap: Save to favourites at [4, 1]; deselected")
        let saved = lines(screen).first { $0.contains("Save to favourites") } ?? ""
        #expect(saved.hasPrefix("›") && !saved.contains("•"), "the tap closure deselected the row: \(saved)")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test("Destination: Enter on the more-reviews row loads them through the reviews node")
    func destinationLoadMoreRow() throws {
        let demo = try TmuxDemo(demo: "--screen destination")
        try demo.waitFor("↓ 4 more reviews")
        // Rows: hero, 3 facts (not selectable, but the cursor passes them), 2 reviews, the more row.
        try demo.send("Down", "Down", "Down", "Down", "Down", "Down", "Enter")
        let screen = try demo.waitFor("4 reviews shown")
        #expect(screen.contains("↓ 2 more reviews"))
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    @Test(
        "Outline: Enter expands and collapses folders, children indented by depth; sections fold with c and their number"
    )
    func outline() throws {
        let demo = try TmuxDemo(demo: "--screen outline")
        try demo.waitFor("▸ Trellis/")
        try demo.send("Enter")
        var screen = try demo.waitFor("▸ Declarative/")
        #expect(screen.contains("▾ Trellis/") && screen.contains("expanded Sources/Trellis/"))
        #expect(indentation(of: "▸ Declarative/", in: screen) == TerminalLayout.gutter + 2, "depth 1: two columns")
        try demo.send("Down", "Enter")
        screen = try demo.waitFor("Row.swift")
        #expect(
            indentation(of: "Row.swift", in: screen) == TerminalLayout.gutter + 4 + 2,
            "depth 2, and a file's blank triangle")
        try demo.send("Down", "Enter")
        try demo.waitFor("didSelect Sources/Trellis/Declarative/Row.swift at depth 2")
        try demo.send("c")
        screen = try demo.waitFor("▸ Sources   press 1 to unfold")
        #expect(!screen.contains("Trellis/"), "the section's rows left")
        #expect(!screen.contains("folds)"), "no label that reads as a count")
        try demo.send("1")
        screen = try demo.waitFor("▾ Sources   press 1 to fold")
        #expect(screen.contains("▾ Trellis/") && screen.contains("Row.swift"), "the folders kept their state")
        let unfolded = lines(screen).filter { $0.contains("Trellis/") || $0.contains("Row.swift") }
        #expect(
            !unfolded.isEmpty && unfolded.allSatisfy { $0.dropFirst(2).hasPrefix("+") },
            "the section's rows came back as inserted rows (+), not reloaded (~): \(unfolded)")
        try demo.send("x")
        screen = try demo.waitFor("setAllExpanded(false)")
        #expect(!screen.contains("Declarative/"))
        try demo.send("Home", "c", "3")
        screen = try demo.waitFor("▸ docs   press 3 to unfold")
        #expect(screen.contains("▸ Sources   press 1 to unfold") && !screen.contains("Trellis/"))
        try demo.send("e")
        screen = try demo.waitFor("expanded every section and folder in one update")
        #expect(
            screen.contains("▾ Sources   press 1 to fold") && screen.contains("Screens/"),
            "e unfolds the folded sections too")
        try demo.send("End")
        screen = try demo.waitFor("ARCHITECTURE.md")
        #expect(screen.contains("▾ docs   press 3 to fold"), "e unfolds the folded sections too")
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }

    /// The columns before `text` on the line that shows it.
    private func indentation(of text: String, in screen: String) -> Int? {
        guard let line = lines(screen).first(where: { $0.contains(text) }), let range = line.range(of: text) else {
            return nil
        }
        return line[..<range.lowerBound].count
    }
}

/// The terminal table's layout, as the tests read it.
enum TerminalLayout {
    /// The gutter before each row's content (cursor, selection, update mark, space).
    static let gutter = 4
}
