import Testing
import UIKitStandIn

/// The stand-in's table and collection controllers implement every method of their protocols (a subclass writes
/// `override`, as with UIKit), each with the SDK's availability and, where they go through the runtime's forwarding,
/// the selector of Apple's header (`docs/UIKitSelectors.md`).
@Suite("View controllers' protocol methods against Apple's headers")
struct ViewControllerMethodTableTests {
    @Test(
        "each controller declares each method of its protocols with the SDK's availability and forwards Apple's selectors",
        arguments: [
            (
                "Sources/UIKitStandIn/Controllers/UITableViewController.swift",
                ["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"]
            ),
            (
                "Sources/UIKitStandIn/Controllers/UICollectionViewController.swift",
                ["UICollectionViewDataSource", "UICollectionViewDelegate", "UIScrollViewDelegate"]
            ),
        ])
    func controllerMethods(path: String, protocols: [String]) throws {
        let text = try packageFile(path)
        var declarations: [String: [FunctionDeclaration]] = [:]
        for declaration in functionDeclarations(in: text) {
            declarations[declaration.swiftName, default: []].append(declaration)
        }
        let methods = try headerMethods().filter { protocols.contains($0.protocolName) }
        #expect(methods.count > 60)
        for method in methods {
            let found = declarations[method.swiftName] ?? []
            #expect(found.count == 1, "\(path) declares \(method.swiftName) \(found.count) times")
            for declaration in found {
                let available = declaration.attributes.filter { $0.hasPrefix("@available") }
                #expect(available == method.expectedAttributes, "\(path): \(method.protocolName).\(method.swiftName)")
            }
        }
        let selectors = Set(methods.map(\.selector))
        let forwarded = text.components(separatedBy: "forwardUnimplemented(").dropFirst().compactMap {
            $0.drop { $0.isWhitespace }.split(separator: "\"", maxSplits: 2).first.map(String.init)
        }
        #expect(forwarded.count > 50)
        for selector in forwarded { #expect(selectors.contains(selector), "\(path) forwards \(selector)") }
    }
}
