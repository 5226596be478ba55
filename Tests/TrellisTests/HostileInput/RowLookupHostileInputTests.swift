import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// Hostile ids given to `DeclarativeContent.path(ofRowWithID:)` and `reloadRows(withIDs:)`: extreme numbers, NaN,
/// control characters, ids of another type. Each is not found (nil, or `itemNotFound` with nothing refreshed), and
/// the rows stay as they were.
@MainActor
@Suite("Hostile input: rows looked up and reloaded by id", .collectsAnomalies)
struct RowLookupHostileInputTests {
    func content() -> DeclarativeContent {
        DeclarativeContent {
            ListSection(id: "s") {
                ListRow<TextCell>("a", id: 1)
                ListRow<TextCell>("b", id: "\u{0}\u{1B}[2J")
                ListRow<TextCell>("c", id: Double.infinity)
            }
        }
    }

    @Test("extreme, NaN and control-character ids: not found, nothing refreshed, rows unchanged")
    func hostileIDs() {
        let content = content()
        let table = HeadlessTableView(content: content)
        let before = table.textSnapshot().description
        table.clearLog()
        #expect(content.path(ofRowWithID: Int.max) == nil)
        #expect(content.path(ofRowWithID: Int.min) == nil)
        #expect(content.path(ofRowWithID: -1) == nil)
        #expect(content.path(ofRowWithID: Double.nan) == nil, "NaN is equal to nothing, itself included")
        #expect(content.path(ofRowWithID: "") == nil)
        #expect(content.path(ofRowWithID: "\u{0}") == nil)
        #expect(content.path(ofRowWithID: String(repeating: "\u{7}", count: 100_000)) == nil)
        #expect(content.path(ofRowWithID: Int64(1)) == nil, "an id of another type is another id")
        for ids in [[Int.max], [Int.min, -1], [1, Int.max]] {
            #expect(throws: StorageError.self) { try content.reloadRows(withIDs: ids) }
        }
        #expect(throws: StorageError.self) { try content.reloadRows(withIDs: [Double.nan]) }
        #expect(throws: StorageError.self) { try content.reloadRows(withIDs: ["\u{0}"]) }
        #expect(table.log.batches.isEmpty, "a refused reload refreshes nothing")
        #expect(table.textSnapshot().description == before)
    }

    @Test("ids that are control characters or infinity are found when a row has them, and reload only that row")
    func oddButValidIDs() throws {
        let content = content()
        let table = HeadlessTableView(content: content)
        #expect(content.path(ofRowWithID: "\u{0}\u{1B}[2J") == ItemPath(item: 1, section: 0))
        #expect(content.path(ofRowWithID: Double.infinity) == ItemPath(item: 2, section: 0))
        table.clearLog()
        try content.reloadRows(withIDs: ["\u{0}\u{1B}[2J"])
        #expect(table.log.reloadedItems + table.log.reconfiguredItems == [ItemPath(item: 1, section: 0)])
        #expect(table.counts == [3])
    }
}
