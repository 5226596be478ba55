// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Where TrellisUIKit builds against the stand-in: the platforms without UIKit (`canImport(UIKit)` is false there).
let withoutUIKit: [Platform] = [.linux, .macOS]

let package = Package(
    name: "Trellis",
    // iOS 15 and its Mac Catalyst and visionOS 1, every API TrellisUIKit uses checked against Apple's headers
    // (docs/UIKitSelectors.md); tvOS is left out (no swipe actions, drag and drop or row actions there). macOS 13:
    // the terminal host, the demo and the benchmarks use `ContinuousClock` and `Duration` (macOS 13); on a Mac,
    // TrellisUIKit itself builds against the stand-in, for tests.
    platforms: [.iOS(.v15), .macCatalyst(.v15), .visionOS(.v1), .macOS(.v13)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .library(name: "TrellisUIKitTesting", targets: ["TrellisUIKitTesting"]),
        .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
        .library(name: "TrellisGRDB", targets: ["TrellisGRDB"]),
        .executable(name: "trellis-demo", targets: ["trellis-demo"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0")
    ],
    targets: [
        // The engine: standard library and Foundation only.
        .target(name: "Trellis", swiftSettings: strict),
        // What users need to test their own screens without a simulator.
        .target(name: "TrellisTesting", dependencies: ["Trellis"], swiftSettings: strict),
        // The parts of UIKit (and, on Linux, of the Objective-C runtime) that TrellisUIKit touches, with the SDK's
        // signatures, and behavioural table and collection views: UIKit where there is none (Linux, macOS). It plays
        // UIKit, so it depends on nothing of ours.
        .target(name: "UIKitStandIn", swiftSettings: strict),
        // UITableView / UICollectionView managers: the proxy that asks the dispatcher, safe animated updates.
        .target(
            name: "TrellisUIKit",
            dependencies: ["Trellis", .target(name: "UIKitStandIn", condition: .when(platforms: withoutUIKit))],
            swiftSettings: strict
        ),
        // Testing code that uses TrellisUIKit on Linux and macOS without a simulator: TrellisUIKit, TrellisTesting and
        // (without UIKit) the stand-in, whose views simulate taps, swipes, edits and moves, in one import.
        .target(
            name: "TrellisUIKitTesting",
            dependencies: [
                "Trellis", "TrellisTesting", "TrellisUIKit",
                .target(name: "UIKitStandIn", condition: .when(platforms: withoutUIKit)),
            ],
            swiftSettings: strict
        ),
        // A SQLite query's rows as windowed, observed content (GRDB). GRDBSQLite: SQLite's own C API, to ask where a
        // result column comes from (`sqlite3_column_origin_name`) instead of trusting its name.
        .target(
            name: "TrellisGRDB",
            dependencies: [
                "Trellis", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        // Seeded generators and oracles shared by tests and benchmarks. Not public API.
        .target(name: "_TrellisTestSupport", dependencies: ["Trellis"], swiftSettings: strict),
        // A table view in the terminal: the engine's host for Linux terminals, and the demo's screen.
        .target(name: "TrellisTerminal", dependencies: ["Trellis"], swiftSettings: strict),
        .executableTarget(
            name: "trellis-demo",
            dependencies: ["Trellis", "TrellisTerminal", "TrellisGRDB", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                "Trellis", "_TrellisTestSupport", "TrellisTesting", "TrellisTerminal", "TrellisGRDB",
                .product(name: "GRDB", package: "GRDB.swift"),
                "TrellisUIKit", .target(name: "UIKitStandIn", condition: .when(platforms: withoutUIKit)),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting", "_TrellisTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TrellisUIKitTests",
            dependencies: [
                "Trellis", "TrellisUIKit", "TrellisTesting", "TrellisUIKitTesting", "_TrellisTestSupport",
                .target(name: "UIKitStandIn", condition: .when(platforms: withoutUIKit)),
            ],
            // Stand-in nibs (text files, see UIKitStandIn's UINib) in the target's resource bundle, `Bundle.module`,
            // where a Swift package keeps its nibs: docs/Cells.md's nib registrations load them from there.
            resources: [.process("Resources")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TrellisTerminalTests",
            dependencies: ["Trellis", "TrellisTerminal", "TrellisTesting", "_TrellisTestSupport"],
            swiftSettings: strict
        ),
        // Drives the built trellis-demo binary through tmux, as a person would.
        .testTarget(name: "TrellisDemoTests", swiftSettings: strict),
        .testTarget(
            name: "TrellisGRDBTests",
            dependencies: [
                "TrellisGRDB", "Trellis", "TrellisTesting", "_TrellisTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TrellisTestingTests", dependencies: ["Trellis", "TrellisTesting", "_TrellisTestSupport"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
