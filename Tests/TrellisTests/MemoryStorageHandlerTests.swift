import Testing
@testable import Trellis

@MainActor
@Suite("MemoryStorage's own anomaly handler")
struct MemoryStorageHandlerTests {
    @Test("a storage with its own handler reports there: duplicates and refused deferred edits")
    func ownHandler() throws {
        let storage = MemoryStorage()
        let log = AnomalyLog()
        storage.anomalyHandler = log.handler
        try storage.addItems([Badge.hot])
        try storage.addItem(Badge.hot)
        guard case .duplicateIdentity(let duplicate)? = log.all.first else {
            Issue.record("no duplicate reported: \(log.all)")
            return
        }
        #expect(duplicate.identity == "Badge.hot")
        #expect(duplicate.paths == [path(0, 0), path(0, 1)])
        let observation = storage.observe { _ in
            // An edit during delivery is deferred and reported; an impossible one is reported when it runs.
            try? storage.removeItem(at: path(9, 9))
        }
        defer { observation.cancel() }
        try storage.addItem(Article(title: "a"))
        #expect(log.all.contains { $0.shortMessage == "edit during update" })
        #expect(log.all.contains { $0.shortMessage.hasPrefix("invalid storage edit") })
    }
}
