import Foundation
import TrellisTerminal

/// The command line: `--help`, `--screen NAME`, the database flags, or the menu.
@MainActor
enum DemoCommand {
    static var usage: String {
        var names: [String] = []
        for screen in DemoCatalog.screens {
            let name: String = screen.name
            names.append("  " + name.padding(to: 12) + " " + screen.title + ": " + screen.summary)
        }
        // The path comes from the environment: shown sanitized, as everything the demo prints.
        let database = TerminalText.sanitized(MillionRowsDatabase.location().path)
        return """
            usage: trellis-demo [--screen NAME] [--rebuild-database] [--remove-database] [--help]

            Without arguments: a menu of the screens. Keys: arrows or j/k, PgUp/PgDn, Home/End, Enter selects,
            d deletes a row, J/K move it, q or Esc goes back, Ctrl-C quits. Set NO_COLOR for no colours.
            With output that is not a terminal, the screen is printed once (COLUMNS sets its width, 1 to 4096).

            screens (--screen NAME):
            \(names.joined(separator: "\n"))

            The million-row screen keeps its SQLite database (about 35 MB) in
              \(database)
            ($XDG_CACHE_HOME/trellis-demo, else ~/.cache/trellis-demo; ~/Library/Caches/trellis-demo on macOS).
            The first run builds it, showing its progress (a few seconds); later runs open it at once.
              --rebuild-database  build it again when the screen opens
              --remove-database   delete it and exit
            """
    }

    /// Runs the demo with `arguments` (without the program's name); returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var remaining = arguments[...]
        var initial: (any DemoScreen.Type)?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--screen":
                guard let name = remaining.popFirst(), let screen = DemoCatalog.screen(named: name) else {
                    var names: [String] = []
                    for screen in DemoCatalog.screens { names.append(screen.name) }
                    printError("trellis-demo: --screen needs one of: \(names.joined(separator: ", "))")
                    return 2
                }
                initial = screen
            case "--rebuild-database":
                MillionRowsScreen.rebuildsDatabase = true
            case "--remove-database":
                return removeDatabase()
            default:
                printError("trellis-demo: unknown argument '\(argument)'\n\n\(usage)")
                return 2
            }
        }
        do {
            try TerminalSession().run(DemoApp(opening: initial))
            return 0
        } catch {
            printError("trellis-demo: \(error)")
            return 1
        }
    }

    /// Deletes the million-row screen's database; says what it removed.
    private static func removeDatabase() -> Int32 {
        let directory = MillionRowsDatabase.directory()
        let (files, bytes) = MillionRowsDatabase.remove(in: directory)
        let shown = TerminalText.sanitized(directory.path)
        if files.isEmpty {
            print("trellis-demo: no database in \(shown): nothing to remove")
        } else {
            print(
                "trellis-demo: removed the demo database from \(shown) (\(files.count) file\(files.count == 1 ? "" : "s"), \(bytes / 1_000_000) MB)"
            )
        }
        return 0
    }

    /// Writes `message` to standard error, each line sanitized (an argument may hold escape sequences) and cut to
    /// 200 columns.
    private static func printError(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = StyledLine(String(line))
            return text.width > 200 ? text.fitted(to: 200).text : text.text
        }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
