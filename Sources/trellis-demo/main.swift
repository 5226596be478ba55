// trellis-demo: Trellis live in the terminal.
//
//     swift run trellis-demo                  # the menu of screens
//     swift run trellis-demo --screen posts   # one screen directly
//     swift run trellis-demo --help           # the screens
//
// Each screen is a `TerminalTableView` driven by the engine's dispatcher: cells mapped by model type, typed events,
// storages whose edits animate through the diff. With output that is not a terminal (a pipe, CI) the demo prints the
// screen once and exits. Screens: `DemoCatalog.swift`; the command line: `DemoCommand.swift`.

import Foundation

exit(DemoCommand.run(Array(CommandLine.arguments.dropFirst())))
