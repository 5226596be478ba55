import Testing
@testable import Trellis
import _TrellisTestSupport

/// Reuse identifiers a user gives (a declarative row's, a registration's) and the text Trellis writes about them:
/// empty, control characters, a long one and one that only differs by a character each get their own cell, with
/// the row's model shown and no row lost; the log line that quotes one cannot drive the console.
@MainActor
@Suite("Hostile input: reuse identifiers and the text that quotes them")
struct ReuseIdentifierHostileInputTests {
    nonisolated static let identifiers = [
        "", "\u{1B}[2J\u{1B}[H", "line\nbreak\r", "nul\u{0}", String(repeating: "x", count: 100_000), "x", "x\u{0}",
        "\u{9B}31m", "🙂\u{200D}",
    ]

    @Test("Declarative rows: each identifier dequeues its own cell, the row's model shown, nothing reported")
    func rowsKeepTheirIdentifiers() throws {
        let content = DeclarativeContent {
            ListSection(id: 0) {
                for (index, identifier) in Self.identifiers.enumerated() {
                    ListRow<TextCell>("row \(index)", reuseIdentifier: identifier)
                }
            }
        }
        let dispatcher = Dispatcher(content: content)
        let host = TestHost()
        dispatcher.host = host
        let log = AnomalyLog()
        dispatcher.anomalyHandler = log.handler
        for (index, identifier) in Self.identifiers.enumerated() {
            let shown = try #require(dispatcher.cell(at: ItemPath(item: index, section: 0)))
            #expect((shown.view as? TextCell)?.text == "row \(index)")
            #expect(shown.reuseIdentifier == identifier)
        }
        #expect(host.dequeued == Self.identifiers)
        #expect(dispatcher.numberOfItems(inSection: 0) == Self.identifiers.count)
        #expect(log.all.isEmpty)
    }

    @Test("Registrations: the identifier given is the one dequeued", arguments: identifiers)
    func registrationsKeepTheirIdentifier(identifier: String) throws {
        let storage = try MemoryStorage(sections: [StorageSection(items: [Article(title: "a")])])
        let dispatcher = Dispatcher(content: storage)
        let host = TestHost()
        dispatcher.host = host
        dispatcher.registry.register(ArticleCellView.self, reuseIdentifier: identifier)
        let shown = try #require(dispatcher.cell(at: ItemPath(item: 0, section: 0)))
        #expect((shown.view as? ArticleCellView)?.shown == [Article(title: "a")])
        #expect(host.dequeued == [identifier])
    }

    @Test("The standard error logger writes one line per message, every control character escaped")
    func logLinesCannotDriveTheConsole() {
        for identifier in Self.identifiers {
            let message = Anomaly.viewUnavailable(
                ViewUnavailable(reuseIdentifier: identifier, kind: .cell, path: ItemPath(item: 0, section: 0))
            ).message
            let line = StandardErrorLogger.line(for: message)
            #expect(line.hasSuffix("\n"))
            let controls = line.dropLast().unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "a control character reaches the console for \(identifier.debugDescription)")
        }
        #expect(StandardErrorLogger.line(for: "a\u{1B}[2Jb\nc") == "a\\u{1B}[2Jb\\u{A}c\n")
        #expect(StandardErrorLogger.line(for: "🙂 naïve") == "🙂 naïve\n", "other text is written as it is")
    }
}
