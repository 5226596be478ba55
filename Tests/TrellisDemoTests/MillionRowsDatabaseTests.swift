import Foundation
import Testing

/// The million-row screen is a SQLite table shown through TrellisGRDB: a commit animates in the terminal; the
/// database is built once, with its progress shown, in the user's cache directory. In the serialized tmux suite;
/// every test points `XDG_CACHE_HOME` at a directory of the tests' own.
extension DemoScreenTests {
    @Test("i inserts a row below the cursor in one commit and it flashes in; d deletes it through the editing events")
    func insertAndDeleteThroughTheDatabase() throws {
        let demo = try TmuxDemo(
            demo: "--screen million", environment: "XDG_CACHE_HOME=\(DemoTestCache.shared)", columns: 110)
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

    @Test(
        "First open: the build's progress shows, the database lands in $XDG_CACHE_HOME/trellis-demo, later runs open it at once, --rebuild-database and --remove-database do what they say"
    )
    func databaseInTheCacheDirectory() throws {
        let cache = try DemoTestCache.fresh()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let database = cache + "/trellis-demo/million-v1.sqlite"
        let temporaryBefore = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])

        let first = try TmuxDemo(demo: "--screen million", environment: "XDG_CACHE_HOME=\(cache)", columns: 120)
        var screen = try first.waitFor("Building the demo database (first run only)")
        #expect(screen.contains("kept in \(database)"), "the status line says where")
        screen = try first.waitFor("row 1 of 1,000,000", timeout: 60)
        #expect(screen.contains("Row 1 ") && screen.contains("built the database in"))
        try first.send("q")
        try first.waitFor("EXITED 0")
        #expect(FileManager.default.fileExists(atPath: database))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/trellis-demo")) ?? []
        #expect(!files.contains { $0.contains("building") }, "no half-built file left: \(files)")
        let temporaryAfter = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])
        #expect(
            !temporaryAfter.subtracting(temporaryBefore).contains { $0.contains("million") },
            "nothing left in the temporary directory")

        let second = try TmuxDemo(demo: "--screen million", environment: "XDG_CACHE_HOME=\(cache)", columns: 120)
        screen = try second.waitFor("row 1 of 1,000,000", timeout: 5)
        #expect(!screen.contains("Building"), "a later run opens the database at once")
        try second.send("q")
        try second.waitFor("EXITED 0")

        let rebuilt = try TmuxDemo(
            demo: "--screen million --rebuild-database", environment: "XDG_CACHE_HOME=\(cache)", columns: 120)
        try rebuilt.waitFor("Building the demo database")
        try rebuilt.waitFor("row 1 of 1,000,000", timeout: 60)
        try rebuilt.send("q")
        try rebuilt.waitFor("EXITED 0")

        let help = try TmuxDemo.run(TmuxDemo.demoPath, ["--help"], environment: ["XDG_CACHE_HOME": cache])
        #expect(
            help.output.contains(database) && help.output.contains("--rebuild-database")
                && help.output.contains("--remove-database"), "--help says where the database is and how to remove it")
        let removed = try TmuxDemo.run(TmuxDemo.demoPath, ["--remove-database"], environment: ["XDG_CACHE_HOME": cache])
        #expect(
            removed.status == 0 && removed.output.contains("removed the demo database from \(cache)/trellis-demo"),
            "\(removed.output)")
        #expect(!FileManager.default.fileExists(atPath: database))
        let again = try TmuxDemo.run(TmuxDemo.demoPath, ["--remove-database"], environment: ["XDG_CACHE_HOME": cache])
        #expect(again.status == 0 && again.output.contains("nothing to remove"), "\(again.output)")

        // Printed once (no terminal): the build finishes first, then the rows are printed.
        let printed = try TmuxDemo.run(
            TmuxDemo.demoPath, ["--screen", "million"], environment: ["XDG_CACHE_HOME": cache])
        #expect(
            printed.status == 0 && printed.output.contains("Row 1 ") && printed.output.contains("Sensor 0"),
            "\(printed.output.prefix(400))")
    }

    @Test("A cache directory that cannot be written, or holds escape sequences, gets a clear message, drawn safely")
    func unwritableCacheDirectory() throws {
        let printed = try TmuxDemo.run(
            TmuxDemo.demoPath, ["--screen", "million"],
            environment: ["XDG_CACHE_HOME": "/dev/null/\u{1B}]0;pwned\u{7}\u{1B}[2Jcache"])
        #expect(printed.status == 0)
        #expect(
            printed.output.contains("Could not build the demo database in /dev/null/cache/trellis-demo"),
            "\(printed.output)")
        #expect(!printed.output.contains("\u{1B}") && !printed.output.contains("\u{7}"))

        let home = try DemoTestCache.fresh()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let help = try TmuxDemo.run(
            TmuxDemo.demoPath, ["--help"], environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": home])
        #expect(
            help.output.contains(home + "/.cache/trellis-demo/million-v1.sqlite"),
            "a relative XDG_CACHE_HOME is ignored, as the XDG specification says")
    }
}
