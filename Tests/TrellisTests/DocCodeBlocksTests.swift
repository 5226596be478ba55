import Foundation
import Testing

/// The package's root directory.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Each guide's Swift code blocks must be code the tests compile and run: every block, line for line (indentation
/// aside), appears in one of the test files. A block edited in a guide but not in its test (or the other way round)
/// fails here. The few blocks that only Apple's SDKs compile are listed in ``appleOnly`` and checked against the
/// documentation of the source that implements them instead. A guide is any Markdown file with a Swift block: the
/// README, `docs/*.md` and every DocC article (`Sources/*/*.docc/*.md`); ``guides`` lists them, and a test checks
/// that no such file is left out.
@Suite("Guides: every code block is tested code")
struct DocCodeBlocksTests {
    static let guides = [
        "README.md", "docs/Testing.md", "docs/Migrating-from-DTTableViewManager.md", "docs/Migrating-from-Flow.md",
        "docs/Migrating-from-CascadingTableDelegate.md", "docs/Cells.md", "docs/CascadingDefaults.md", "docs/UIKit.md",
        "Sources/Trellis/Trellis.docc/Trellis.md", "Sources/TrellisUIKit/TrellisUIKit.docc/TrellisUIKit.md",
        "Sources/TrellisTesting/TrellisTesting.docc/TrellisTesting.md",
        "Sources/TrellisUIKitTesting/TrellisUIKitTesting.docc/TrellisUIKitTesting.md",
        "Sources/TrellisGRDB/TrellisGRDB.docc/TrellisGRDB.md",
    ]

    /// A block no test holds yet, for a reason being fixed elsewhere: checked as a known issue (it passes once a
    /// test holds it; then remove it from ``pending``).
    struct PendingBlock: Sendable {
        /// The guide that shows it.
        let guide: String
        /// Its first line (indentation aside).
        let firstLine: String
        /// Why no test holds it yet.
        let reason: String
    }

    /// Keep it empty: every entry is a guide's block that a reader cannot compile off Apple's platforms today.
    static let pending: [PendingBlock] = []

    /// Every Markdown file of the package with a Swift block: README.md, `docs/*.md`, the DocC articles.
    static func markdownFilesWithSwiftBlocks() -> [String] {
        var paths = ["README.md"]
        let manager = FileManager.default
        let docs = root.appendingPathComponent("docs").path
        paths +=
            (try? manager.contentsOfDirectory(atPath: docs))?.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } ?? []
        for case let path as String in manager.enumerator(atPath: root.appendingPathComponent("Sources").path)
            ?? .init()
        where path.hasSuffix(".md") && path.contains(".docc/") {
            paths.append("Sources/" + path)
        }
        return paths.filter {
            let text = try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
            return text?.contains("```swift") == true
        }.sorted()
    }

    /// The top-level `@Test` functions and `@Suite` types of a block (its unindented lines) that are not
    /// `@MainActor`, on their own line or the line before: Trellis's contents, hosts, registries and the headless
    /// table are main-actor isolated, so such a test, pasted as it is shown, does not compile in Swift 6 mode.
    static func testsWithoutMainActor(in code: String) -> [String] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.filter { index in
            let line = lines[index]
            guard
                line.hasPrefix("@Test") || line.hasPrefix("@Suite") || line.hasPrefix("@MainActor @Test")
                    || line.hasPrefix("@MainActor @Suite") || line.hasPrefix("nonisolated")
            else { return false }
            let previous = index > 0 ? lines[index - 1] : ""
            return !line.hasPrefix("@MainActor") && !line.hasPrefix("nonisolated") && previous != "@MainActor"
        }.map { lines[$0] }
    }

    /// The line that marks the next Swift block of a guide as one only Apple's SDKs compile.
    static let appleOnlyMarker = "<!-- apple-only -->"

    /// A block of a guide that no test built on Linux can hold, because the API it shows exists only in Apple's SDKs.
    struct AppleOnlyBlock: Sendable, CustomTestStringConvertible {
        /// The guide that shows it.
        let guide: String
        /// Its first line (indentation aside): which of the guide's marked blocks it is.
        let firstLine: String
        /// The source whose `///` documentation holds the same code as a Swift block (compiled code shows it there).
        let documentedIn: String
        /// Why only Apple's SDKs compile it.
        let reason: String

        var testDescription: String { "\(guide): \(firstLine)" }
    }

    /// The allow-list: every Swift block a guide marks `<!-- apple-only -->` (on the line before its ```swift line)
    /// must be listed here, and be, line for line, a Swift block of its source's `///` documentation; a listed block
    /// that no guide marks fails too. Keep it short: a block belongs here only when what it shows does not exist
    /// without Apple's SDKs (everything else compiles against `UIKitStandIn`).
    static let appleOnly = [
        AppleOnlyBlock(
            guide: "docs/Cells.md", firstLine: "manager.register(Post.self) { post in PostRow(post: post) }",
            documentedIn: "Sources/TrellisUIKit/Configurations/HostingConfigurations.swift",
            reason: "SwiftUI rows are hosted by UIHostingConfiguration, which exists only in Apple's SwiftUI")
    ]

    /// `text` without indentation, trailing spaces or blank lines. (The test files that hold guides' blocks are not
    /// formatted, `// swift-format-ignore-file`, so that their lines stay the guides' own.)
    static func normalized(_ text: some StringProtocol) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// The first line of a normalized block.
    static func firstLine(of code: String) -> String {
        code.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// A Swift code block of a Markdown text, and whether the line before it marks it as Apple-only.
    struct CodeBlock {
        let code: String
        let isAppleOnly: Bool
    }

    /// The Swift code blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = [], current: [Substring]?, appleOnly = false, previous = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
                appleOnly = previous == appleOnlyMarker
            } else if let lines = current, trimmed == "```" {
                blocks.append(CodeBlock(code: lines.joined(separator: "\n"), isAppleOnly: appleOnly))
                current = nil
            } else {
                current?.append(line)
            }
            previous = trimmed
        }
        return blocks
    }

    /// The Swift blocks of a source file's `///` documentation comments.
    static func documentedBlocks(inSource source: String) -> [String] {
        let documentation = source.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
            line -> Substring? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return nil }
            let text = trimmed.dropFirst(3)
            return text.first == " " ? text.dropFirst() : text
        }
        return swiftBlocks(in: documentation.joined(separator: "\n")).map(\.code)
    }

    /// Every test file, normalized.
    static let testFiles: [String: String] = {
        let tests = root.appendingPathComponent("Tests")
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: tests.path) ?? .init()
        where path.hasSuffix(".swift") {
            if let text = try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8) {
                files[path] = normalized(text)
            }
        }
        return files
    }()

    @Test("every Markdown file with a Swift block is a checked guide")
    func everyGuideIsChecked() {
        let unchecked = Self.markdownFilesWithSwiftBlocks().filter { !Self.guides.contains($0) }
        #expect(unchecked == [], "Markdown files with Swift blocks that DocCodeBlocksTests.guides leaves out")
    }

    @Test("each Swift block of each guide appears, line for line, in a test file", arguments: guides)
    func blocksAreTested(guide: String) throws {
        let markdown = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(!blocks.isEmpty, "\(guide) has no Swift code block")
        for (index, block) in blocks.enumerated() {
            let code = Self.normalized(block.code)
            let pending = Self.pending.first { $0.guide == guide && $0.firstLine == Self.firstLine(of: code) }
            if let pending {
                withKnownIssue(Testing.Comment(rawValue: pending.reason), isIntermittent: true) {
                    #expect(
                        Self.testFiles.values.contains { $0.contains(code) },
                        "\(guide), Swift block \(index + 1) is not in any test file:\n\(block.code)")
                }
            } else if block.isAppleOnly {
                let listed = Self.appleOnly.contains { $0.guide == guide && $0.firstLine == Self.firstLine(of: code) }
                #expect(
                    listed,
                    "\(guide), Swift block \(index + 1) is marked \(Self.appleOnlyMarker) but is not in DocCodeBlocksTests.appleOnly:\n\(block.code)"
                )
            } else {
                #expect(
                    Self.testFiles.values.contains { $0.contains(code) },
                    "\(guide), Swift block \(index + 1) is not in any test file:\n\(block.code)")
            }
        }
    }

    @Test("a guide's top-level @Test functions and @Suite types are @MainActor", arguments: guides)
    func topLevelTestsAreMainActor(guide: String) throws {
        let markdown = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        for (index, block) in Self.swiftBlocks(in: markdown).enumerated() {
            let missing = Self.testsWithoutMainActor(in: block.code)
            #expect(
                missing == [],
                "\(guide), Swift block \(index + 1): a test pasted as shown does not compile (Trellis's API is main-actor isolated); write `@MainActor` before: \(missing)"
            )
        }
    }

    @Test("each pending block is still in its guide")
    func pendingBlocksExist() throws {
        for pending in Self.pending {
            #expect(Self.guides.contains(pending.guide))
            let markdown = try String(contentsOf: root.appendingPathComponent(pending.guide), encoding: .utf8)
            let firstLines = Self.swiftBlocks(in: markdown).map { Self.firstLine(of: Self.normalized($0.code)) }
            #expect(
                firstLines.contains(pending.firstLine),
                "no Swift block of \(pending.guide) starts with \(pending.firstLine)")
        }
    }

    @Test("each Apple-only block is marked in its guide and is its source's documented code", arguments: appleOnly)
    func appleOnlyBlocksAreDocumentedCode(block listed: AppleOnlyBlock) throws {
        #expect(Self.guides.contains(listed.guide), "\(listed.guide) is not a checked guide")
        let markdown = try String(contentsOf: root.appendingPathComponent(listed.guide), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: markdown).filter {
            Self.firstLine(of: Self.normalized($0.code)) == listed.firstLine
        }
        let block = try #require(blocks.first, "no Swift block of \(listed.guide) starts with \(listed.firstLine)")
        #expect(blocks.count == 1, "\(blocks.count) Swift blocks of \(listed.guide) start with \(listed.firstLine)")
        #expect(block.isAppleOnly, "the block is not marked \(Self.appleOnlyMarker) in \(listed.guide)")
        let source = try String(contentsOf: root.appendingPathComponent(listed.documentedIn), encoding: .utf8)
        let code = Self.normalized(block.code)
        #expect(
            Self.documentedBlocks(inSource: source).map(Self.normalized).contains(code),
            "\(listed.documentedIn) documents no Swift block identical to \(listed.guide)'s:\n\(block.code)")
    }

    @Test("the block reader: a marker applies to the next block only; documentation blocks lose their slashes")
    func reader() {
        let markdown = """
            \(Self.appleOnlyMarker)
            ```swift
            a()
            ```
            text
            ```swift
              b()
            ```
            """
        #expect(Self.swiftBlocks(in: markdown).map(\.isAppleOnly) == [true, false])
        #expect(Self.swiftBlocks(in: markdown).map(\.code) == ["a()", "  b()"])
        let source = """
                /// Does it:
                ///
                /// ```swift
                /// it()
                ///     .again()
                /// ```
                func it() {}
            """
        #expect(Self.documentedBlocks(inSource: source) == ["it()\n    .again()"])
    }

    @Test("the @MainActor rule: an unindented @Test or @Suite needs @MainActor on its line or the line before")
    func mainActorRule() {
        let code = """
            @Test func a() {}
            @MainActor @Test func b() {}
            @MainActor
            @Suite struct C {
                @Test func nested() {}
            }
            @Suite(.collectsAnomalies) struct D {}
            nonisolated @Test func e() {}
            """
        #expect(
            Self.testsWithoutMainActor(in: code) == ["@Test func a() {}", "@Suite(.collectsAnomalies) struct D {}"])
    }
}
