import Foundation
import Testing

/// The package's root directory.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Each guide's Swift code blocks must be code the tests compile and run: every block, line for line (indentation
/// aside), appears in one of the test files. A block edited in a guide but not in its test (or the other way round)
/// fails here.
@Suite("Guides: every code block is tested code")
struct DocCodeBlocksTests {
    static let guides = [
        "docs/Testing.md", "docs/Migrating-from-DTTableViewManager.md", "docs/Migrating-from-Flow.md",
        "docs/Migrating-from-CascadingTableDelegate.md", "README.md",
    ]

    /// `text` without indentation, trailing spaces or blank lines.
    static func normalized(_ text: some StringProtocol) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// The Swift code blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Every test file, normalized.
    static let testFiles: [String: String] = {
        let tests = root.appendingPathComponent("Tests")
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: tests.path) ?? .init() where path.hasSuffix(".swift") {
            if let text = try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8) {
                files[path] = normalized(text)
            }
        }
        return files
    }()

    @Test("each Swift block of each guide appears, line for line, in a test file", arguments: guides)
    func blocksAreTested(guide: String) throws {
        let markdown = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(!blocks.isEmpty, "\(guide) has no Swift code block")
        for (index, block) in blocks.enumerated() {
            let code = Self.normalized(block)
            #expect(Self.testFiles.values.contains { $0.contains(code) },
                    "\(guide), Swift block \(index + 1) is not in any test file:\n\(block)")
        }
    }
}
