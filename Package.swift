// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .visionOS(.v2)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisGRDB", targets: ["TrellisGRDB"]),
        .executable(name: "trellis-demo", targets: ["trellis-demo"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // The engine: standard library and Foundation only.
        .target(name: "Trellis", swiftSettings: strict),
        // What users need to test their own screens without a simulator.
        .target(name: "TrellisTesting", dependencies: ["Trellis"], swiftSettings: strict),
        // A SQLite query's rows as windowed, observed content (GRDB).
        .target(
            name: "TrellisGRDB",
            dependencies: ["Trellis", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        // Seeded generators and oracles shared by tests and benchmarks. Not public API.
        .target(name: "_TrellisTestSupport", dependencies: ["Trellis"], swiftSettings: strict),
        .executableTarget(name: "trellis-demo", dependencies: ["Trellis", "TrellisTesting"], swiftSettings: strict),
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                "Trellis", "_TrellisTestSupport", "TrellisGRDB", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting", "_TrellisTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "TrellisGRDBTests",
            dependencies: [
                "TrellisGRDB", "Trellis", "TrellisTesting", "_TrellisTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "TrellisTestingTests", dependencies: ["Trellis", "TrellisTesting", "_TrellisTestSupport"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
