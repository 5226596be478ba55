import Testing
import UIKitStandIn

/// The package's root directory (tests read sources and docs from it).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The text of the file at `path`, relative to the package root.
func packageFile(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The Swift files under `directory` (relative to the package root), recursively.
func packageSwiftFiles(under directory: String) -> [String] {
    let base = packageRoot.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { directory + "/" + $0 }
        .sorted()
}

/// One function declared in a source file: its Swift name (`tableView(_:heightForRowAt:)`) and the attributes on
/// the lines right above it (`@available(iOS 16.0, *)`).
struct FunctionDeclaration {
    let swiftName: String
    let attributes: [String]
}

/// Every `func` declared in `text`, with the attributes on the lines above it.
func functionDeclarations(in text: String) -> [FunctionDeclaration] {
    let lines = text.components(separatedBy: "\n")
    var declarations: [FunctionDeclaration] = []
    for (index, line) in lines.enumerated() {
        guard let range = line.range(of: "func "),
            !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        else { continue }
        // The signature may go on over the next lines, up to the parenthesis closing the parameters.
        var signature = String(line[range.upperBound...])
        var next = index + 1
        while signature.filter({ $0 == "(" }).count > signature.filter({ $0 == ")" }).count || !signature.contains("("),
            next < lines.count
        {
            signature += " " + lines[next].trimmingCharacters(in: .whitespaces)
            next += 1
        }
        guard let open = signature.firstIndex(of: "(") else { continue }
        let name = signature[..<open].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
        var depth = 0, labels: [String] = [], current = ""
        for character in signature[signature.index(after: open)...] {
            if character == "(" || character == "<" || character == "[" { depth += 1 }
            if character == ")" || character == ">" || character == "]" {
                if depth == 0 && character == ")" { break }
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
        let swiftName =
            name + "(" + parts.map { String($0.split(separator: ":")[0].split(separator: " ")[0]) + ":" }.joined() + ")"
        var attributes: [String] = []
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            attributes.insert(lines[above].trimmingCharacters(in: .whitespaces), at: 0)
            above -= 1
        }
        declarations.append(FunctionDeclaration(swiftName: swiftName, attributes: attributes))
    }
    return declarations
}

/// One row of `docs/UIKitSelectors.md`: a protocol method as Apple's headers declare it.
struct HeaderMethod {
    let protocolName: String
    let swiftName: String
    let selector: String
    let isRequired: Bool
    let iOS: String
    let deprecated: String
    let visionOS: String

    /// The `@available` attributes a declaration of this method carries in Trellis's sources, as the SDK has them.
    var expectedAttributes: [String] {
        var attributes: [String] = []
        if deprecated != "—" {
            attributes.append("@available(iOS, introduced: \(iOS), deprecated: \(deprecated))")
        } else if let major = Int(iOS.split(separator: ".")[0]), major >= 16 {
            attributes.append("@available(iOS \(iOS), *)")
        }
        if visionOS == "unavailable" { attributes.append("@available(visionOS, unavailable)") }
        if visionOS.contains("deprecated") {
            attributes.append("@available(visionOS, introduced: 1.0, deprecated: 1.0)")
        }
        return attributes
    }
}

/// The methods listed in `docs/UIKitSelectors.md`, protocol by protocol.
func headerMethods() throws -> [HeaderMethod] {
    var methods: [HeaderMethod] = []
    var protocolName = ""
    for line in try packageFile("docs/UIKitSelectors.md").components(separatedBy: "\n") {
        if line.hasPrefix("## UI") { protocolName = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        guard line.hasPrefix("| `"), !protocolName.isEmpty else { continue }
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 6 else { continue }
        let unquoted = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        methods.append(
            HeaderMethod(
                protocolName: protocolName, swiftName: unquoted(cells[0]), selector: unquoted(cells[1]),
                isRequired: cells[2] == "req",
                iOS: cells[3], deprecated: cells[4], visionOS: cells[5]))
    }
    return methods
}
