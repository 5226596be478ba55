import Testing
import Trellis
@testable import TrellisUIKit
import UIKitStandIn

/// The Swift names of the members of `protocol` declared in the stand-in source file at `path` (relative to the
/// package root), read from the source so that a member added to the stand-in without a place in the proxies' method
/// tables fails here.
private func members(of protocolName: String, in path: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    guard let start = source.range(of: "public protocol \(protocolName)") else { return [] }
    var depth = 0
    var body = ""
    var began = false
    for character in source[start.upperBound...] {
        if character == "{" { depth += 1; began = true }
        if character == "}" { depth -= 1 }
        if began { body.append(character) }
        if began && depth == 0 { break }
    }
    let lines = body.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
    let text = lines.joined(separator: " ")
    var names: [String] = []
    for piece in text.components(separatedBy: "func ").dropFirst() {
        guard let open = piece.firstIndex(of: "(") else { continue }
        let name = piece[..<open]
        var depth = 0
        var labels: [String] = []
        var current = ""
        for character in piece[piece.index(after: open)...] {
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                labels.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        labels.append(current)
        let parts = labels.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        names.append(
            "\(name)(" + parts.map { String($0.split(separator: ":")[0].split(separator: " ")[0]) + ":" }.joined() + ")"
        )
    }
    return names
}

@MainActor
@Suite("Proxy method tables")
struct MethodTableTests {
    @Test("every table protocol member has a place in the table proxy's method table, each with its own selector")
    func tableMethods() throws {
        var all: [String] = []
        for name in [
            "UITableViewDataSource", "UITableViewDataSourcePrefetching", "UITableViewDragDelegate",
            "UITableViewDropDelegate",
        ] {
            all += try members(of: name, in: "Sources/UIKitStandIn/Table/UITableViewDataSource.swift")
        }
        all += try members(of: "UITableViewDelegate", in: "Sources/UIKitStandIn/Table/UITableViewDelegate.swift")
        all += try members(of: "UIScrollViewDelegate", in: "Sources/UIKitStandIn/Views/UIScrollView.swift")
        #expect(all.count == 93)
        let known = Set(TableMethods.always.keys).union(TableMethods.conditional.keys)
        #expect(Set(all).subtracting(known).isEmpty, "unclassified: \(Set(all).subtracting(known).sorted())")
        #expect(known.subtracting(all).isEmpty, "not in UIKit: \(known.subtracting(all).sorted())")
        let selectors = Array(TableMethods.always.values) + TableMethods.conditional.values.map(\.selector)
        #expect(Set(selectors).count == selectors.count)
    }

    @Test("every collection protocol member has a place in the collection proxy's method table")
    func collectionMethods() throws {
        var all: [String] = []
        for name in [
            "UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching", "UICollectionViewDelegate",
            "UICollectionViewDelegateFlowLayout", "UICollectionViewDragDelegate", "UICollectionViewDropDelegate",
        ] {
            all += try members(of: name, in: "Sources/UIKitStandIn/Collection/UICollectionViewProtocols.swift")
        }
        all += try members(of: "UIScrollViewDelegate", in: "Sources/UIKitStandIn/Views/UIScrollView.swift")
        #expect(all.count == 84)
        let known = Set(CollectionMethods.always.keys).union(CollectionMethods.conditional.keys)
        #expect(Set(all).subtracting(known).isEmpty, "unclassified: \(Set(all).subtracting(known).sorted())")
        #expect(known.subtracting(all).isEmpty, "not in UIKit: \(known.subtracting(all).sorted())")
        let selectors = Array(CollectionMethods.always.values) + CollectionMethods.conditional.values.map(\.selector)
        #expect(Set(selectors).count == selectors.count)
    }

    @Test("with no closures, only the core methods are implemented")
    func nothingRegistered() {
        let table = TableViewManager()
        let collection = CollectionViewManager()
        for method in TableMethods.conditional.keys { #expect(!table.proxy.answersMethod(method), "\(method)") }
        for method in CollectionMethods.conditional.keys {
            #expect(!collection.proxy.answersMethod(method), "\(method)")
        }
        for method in TableMethods.always.keys { #expect(table.proxy.answersMethod(method)) }
    }
}
