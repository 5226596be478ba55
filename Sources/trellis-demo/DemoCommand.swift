import Foundation
import TrellisTerminal

/// The command line: `--help`, `--screen NAME`, or the menu.
@MainActor
enum DemoCommand {
    static var usage: String {
        var names: [String] = []
        for screen in DemoCatalog.screens {
            let name: String = screen.name
            names.append("  " + name.padding(to: 12) + " " + screen.title + ": " + screen.summary)
        }
        return """
        usage: trellis-demo [--screen NAME] [--help]

        Without arguments: a menu of the screens. Keys: arrows or j/k, PgUp/PgDn, Home/End, Enter selects,
        d deletes a row, J/K move it, q or Esc goes back, Ctrl-C quits. Set NO_COLOR for no colours.
        With output that is not a terminal, the screen is printed once.

        screens (--screen NAME):
        \(names.joined(separator: "\n"))
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

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
