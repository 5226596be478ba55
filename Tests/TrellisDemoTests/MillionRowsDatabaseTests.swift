import Testing

/// The million-row screen is a SQLite table shown through TrellisGRDB: a commit animates in the terminal. In the
/// serialized tmux suite, because every million-row test shares the demo's database file.
extension DemoScreenTests {
    @Test("i inserts a row below the cursor in one commit and it flashes in; d deletes it through the editing events")
    func insertAndDeleteThroughTheDatabase() throws {
        let demo = try TmuxDemo(demo: "--screen million", columns: 110)
        try demo.waitFor("row 1 of 1,000,000", timeout: 60)
        try demo.send("j", "j", "i")
        var screen = try demo.waitFor("one commit, one animated update")
        #expect(screen.contains("+ Inserted row 1000001"))
        #expect(screen.contains("1,000,001"))
        try demo.send("j", "d")
        screen = try demo.waitFor("deleted row 1000001")
        #expect(!screen.contains("Inserted row"))
        #expect(screen.contains("of 1,000,000"))
        try demo.send("q")
        try demo.waitFor("EXITED 0")
    }
}
