import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A cell for rows whose model has no identity (`Void`), as a Flow settings screen's "Log out" row.
private final class LogoutCell: DeclarativeCell, ConstructibleView {
    typealias Model = Void
    init() {}
    func configure(_ model: Void, path: ItemPath) {}
}

@MainActor
@Suite("Rows whose model has no identity are known by their place among rows of their type")
struct TokenRowIdentityTests {
    /// Before: a `Void` row was known by its index in its section, so a row inserted above it deleted it and inserted
    /// it again (found by an outside probe, `AdopterPathTests.flowVoidModelRowReinsertedWhenRowsChangeAround`).
    @Test("Rows with an identity inserted and removed around Void rows leave the Void rows untouched")
    func identifiedRowsAround() throws {
        var above: [String] = []
        let content = DeclarativeContent()
        func render() {
            content.sections = [
                ListSection(id: "account") {
                    for name in above { ListRow<TextCell>(name) }
                    ListRow<LogoutCell>(())
                    ListRow<TextCell>("middle")
                    ListRow<LogoutCell>(())
                }
            ]
        }
        render()
        let screen = DeclarativeScreen(content)
        for next in [["Upgrade"], ["Upgrade", "Invite"], ["Invite"], []] {
            above = next
            render()
            let update = try #require(screen.updates.last)
            let batches = update.stages.map(\.update)
            #expect(batches.allSatisfy { $0.reloadedItems.isEmpty }, "\(next): \(batches)")
            #expect(batches.flatMap(\.movedItems).isEmpty, "\(next): \(batches)")
            #expect(screen.table.textSnapshot().lines.count == next.count + 3)
        }
    }

    @Test("A second Void row of the same type inserted after the first is one insert; the first stays")
    func sameTypeAppended() throws {
        let content = DeclarativeContent()
        content.sections = [ListSection(id: 0) { ListRow<LogoutCell>(()) }]
        let screen = DeclarativeScreen(content)
        content.sections = [
            ListSection(id: 0) {
                ListRow<TextCell>("title")
                ListRow<LogoutCell>(())
                ListRow<LogoutCell>(())
            }
        ]
        let batch = try #require(screen.updates.last?.stages.last?.update)
        #expect(batch.insertedItems == [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)])
        #expect(batch.deletedItems.isEmpty && batch.reloadedItems.isEmpty)
    }
}
