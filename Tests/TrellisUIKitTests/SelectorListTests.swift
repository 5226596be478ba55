import Testing
import Trellis
@testable import TrellisUIKit
import UIKitStandIn

private let tableProtocols = [
    "UITableViewDataSource", "UITableViewDelegate", "UITableViewDataSourcePrefetching",
    "UITableViewDragDelegate", "UITableViewDropDelegate", "UIScrollViewDelegate",
]
private let collectionProtocols = [
    "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
    "UICollectionViewDataSourcePrefetching", "UICollectionViewDragDelegate",
    "UICollectionViewDropDelegate", "UIScrollViewDelegate",
]

/// The hand-written selectors and availability attributes, against Apple's headers as `docs/UIKitSelectors.md`
/// quotes them: a typo in a selector fails silently on a device (UIKit never sends the method), and an attribute
/// that drifts from the SDK's fails to compile only there.
@MainActor
@Suite("Selectors and availability against Apple's headers")
struct SelectorListTests {
    @Test("the list is complete: 149 table and collection methods and 14 scroll-view methods")
    func listIsComplete() throws {
        let methods = try headerMethods()
        #expect(methods.count == 163)
        #expect(Set(methods.map(\.protocolName)) == Set(tableProtocols + collectionProtocols))
    }

    @Test("the table proxy's method table gives each method the selector of Apple's header, and knows no other")
    func tableSelectors() throws {
        let methods = try headerMethods().filter { tableProtocols.contains($0.protocolName) }
        var known = Set(TableMethods.always.keys).union(TableMethods.conditional.keys)
        for method in methods {
            let selector = TableMethods.always[method.swiftName] ?? TableMethods.conditional[method.swiftName]?.selector
            #expect(selector == method.selector, "\(method.protocolName).\(method.swiftName)")
            known.remove(method.swiftName)
        }
        #expect(known.isEmpty, "not in Apple's headers: \(known.sorted())")
    }

    @Test("the collection proxy's method table gives each method the selector of Apple's header, and knows no other")
    func collectionSelectors() throws {
        let methods = try headerMethods().filter { collectionProtocols.contains($0.protocolName) }
        var known = Set(CollectionMethods.always.keys).union(CollectionMethods.conditional.keys)
        for method in methods {
            let selector =
                CollectionMethods.always[method.swiftName] ?? CollectionMethods.conditional[method.swiftName]?.selector
            #expect(selector == method.selector, "\(method.protocolName).\(method.swiftName)")
            known.remove(method.swiftName)
        }
        #expect(known.isEmpty, "not in Apple's headers: \(known.sorted())")
    }

    @Test("the roles a manager reconnects hold the methods of their protocols")
    func roles() throws {
        let methods = try headerMethods()
        func names(_ protocolName: String, optionalOnly: Bool = false) -> Set<String> {
            Set(
                methods.filter { $0.protocolName == protocolName && (!optionalOnly || !$0.isRequired) }.map(\.swiftName)
            )
        }
        #expect(
            TableMethods.dataSourceMethods
                == names("UITableViewDataSource", optionalOnly: true)
                .intersection(TableMethods.conditional.keys))
        #expect(TableMethods.prefetchingMethods == names("UITableViewDataSourcePrefetching"))
        #expect(TableMethods.dragMethods == names("UITableViewDragDelegate"))
        #expect(TableMethods.dropMethods == names("UITableViewDropDelegate"))
        #expect(
            CollectionMethods.dataSourceMethods
                == names("UICollectionViewDataSource", optionalOnly: true)
                .intersection(CollectionMethods.conditional.keys))
        #expect(CollectionMethods.prefetchingMethods == names("UICollectionViewDataSourcePrefetching"))
        #expect(CollectionMethods.dragMethods == names("UICollectionViewDragDelegate"))
        #expect(CollectionMethods.dropMethods == names("UICollectionViewDropDelegate"))
    }

    @Test("the stand-in's own selector lists are Apple's")
    func standInSelectors() throws {
        let methods = try headerMethods()
        for protocolType in UIKitProtocol.allCases {
            let listed = methods.filter { $0.protocolName == protocolType.rawValue }
                .map { ProtocolMethodRow(swiftName: $0.swiftName, selector: $0.selector, isRequired: $0.isRequired) }
            let standIn = protocolType.methods.map {
                ProtocolMethodRow(swiftName: $0.swiftName, selector: $0.selector, isRequired: $0.isRequired)
            }
            #expect(standIn == listed, "\(protocolType.rawValue)")
        }
    }

    @Test("the stand-in declares each protocol method with the SDK's availability, and nothing else")
    func standInAvailability() throws {
        var declarations: [String: [FunctionDeclaration]] = [:]
        for path in [
            "Sources/UIKitStandIn/Table/UITableViewDelegate.swift",
            "Sources/UIKitStandIn/Table/UITableViewDataSource.swift",
            "Sources/UIKitStandIn/Collection/UICollectionViewProtocols.swift",
            "Sources/UIKitStandIn/Views/UIScrollView.swift",
        ] {
            for declaration in functionDeclarations(in: try packageFile(path)) {
                declarations[declaration.swiftName, default: []].append(declaration)
            }
        }
        try checkAvailability(declarations, what: "the stand-in")
    }

    @Test("the proxies implement each protocol method with the SDK's availability, and nothing else")
    func proxyAvailability() throws {
        for (protocols, directory) in [
            (tableProtocols, "Sources/TrellisUIKit/Table"), (collectionProtocols, "Sources/TrellisUIKit/Collection"),
        ] {
            var declarations: [String: [FunctionDeclaration]] = [:]
            for path in packageSwiftFiles(under: directory) + ["Sources/TrellisUIKit/Proxy/Proxies+ScrollView.swift"] {
                for declaration in functionDeclarations(in: try packageFile(path)) {
                    declarations[declaration.swiftName, default: []].append(declaration)
                }
            }
            try checkAvailability(declarations, what: directory, only: protocols)
        }
    }

    /// Every declaration of a listed method (in `only` protocols) has exactly the SDK's `@available` attributes.
    private func checkAvailability(
        _ declarations: [String: [FunctionDeclaration]], what: String, only protocols: [String]? = nil
    ) throws {
        for method in try headerMethods() where protocols?.contains(method.protocolName) ?? true {
            #expect(declarations[method.swiftName]?.isEmpty == false, "\(what) does not declare \(method.swiftName)")
            for declaration in declarations[method.swiftName] ?? [] {
                let available = declaration.attributes.filter { $0.hasPrefix("@available") }
                // A Swift name two protocols share (numberOfSections(in:)) is checked against both rows; they agree.
                #expect(available == method.expectedAttributes, "\(what): \(method.protocolName).\(method.swiftName)")
            }
        }
    }
}

/// A row to compare, without the availability columns.
private struct ProtocolMethodRow: Equatable {
    let swiftName: String
    let selector: String
    let isRequired: Bool
}
