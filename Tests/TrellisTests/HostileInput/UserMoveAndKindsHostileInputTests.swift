import Testing
@testable import Trellis
import _TrellisTestSupport

/// A cell for the rows below.
@MainActor
private final class WordCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}

/// The public API this change added that takes paths, indexes or text (`applyUserMove(from:to:)`, the supplementary
/// models of a layout's own kinds, `UpdatesHeldWhileConfiguring`), fed hostile values: each is refused with a clear
/// anomaly or error, or answers nothing, and the content stays as it was.
@MainActor
@Suite("Hostile input: user moves and supplementary kinds")
struct UserMoveAndKindsHostileInputTests {
    func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// Runs `body` and returns the anomalies it reported.
    func anomalies(_ body: () throws -> Void) rethrows -> [Anomaly] {
        let collected = Locked<[Anomaly]>([])
        try AnomalyReporter.collecting(into: AnomalyHandler { anomaly in collected.withLock { $0.append(anomaly) } }) {
            try body()
        }
        return collected.withLock { $0 }
    }

    static let hostilePaths: [(ItemPath, ItemPath)] = [
        (ItemPath(item: Int.max, section: Int.max), ItemPath(item: 0, section: 0)),
        (ItemPath(item: Int.min, section: Int.min), ItemPath(item: 0, section: 0)),
        (ItemPath(item: -1, section: 0), ItemPath(item: 0, section: 0)),
        (ItemPath(item: 0, section: 0), ItemPath(item: Int.max, section: 0)),
        (ItemPath(item: 0, section: 0), ItemPath(item: Int.min, section: 0)),
        (ItemPath(item: 0, section: 0), ItemPath(item: 0, section: Int.max)),
        (ItemPath(item: 0, section: 0), ItemPath(item: 0, section: -1)),
    ]

    @Test("applyUserMove with hostile paths: refused with an anomaly, over every kind of content; nothing moves")
    func hostileUserMoves() throws {
        let storage = MemoryStorage(items: ["a", "b", "c"])
        let declarative = DeclarativeContent {
            ListSection(id: "s") { for word in ["a", "b", "c"] { ListRow<WordCell>(word).onCanMove { _ in true } } }
        }
        for content in [storage, declarative] as [any SectionedContent] {
            let dispatcher = Dispatcher(content: content)
            dispatcher.registry.register(WordCell.self)
            for (source, destination) in Self.hostilePaths {
                var result: UserMoveResult?
                let reported = anomalies { result = dispatcher.applyUserMove(from: source, to: destination) }
                #expect(result == .refused, "\(type(of: content)) \(source) -> \(destination)")
                #expect(reported.count == 1, "\(type(of: content)) \(source) -> \(destination): \(reported)")
                #expect(reported.allSatisfy { if case .invalidStorageEdit = $0 { true } else { false } })
                #expect(!dispatcher.isApplyingUserMove)
            }
            let models = (0..<3).map { dispatcher.registryModel(for: dispatcher.model(at: path($0)) ?? "-") as? String }
            #expect(models == ["a", "b", "c"], "\(type(of: content))")
            #expect(dispatcher.applyUserMove(from: path(0), to: path(2)) == .moved, "a real move still moves")
        }
    }

    @Test(
        "Supplementary models at hostile sections or kinds: nil when read, an error when written, nothing changed",
        arguments: [Int.max, Int.min, -1, 1 << 40])
    func hostileSections(section: Int) throws {
        let storage = MemoryStorage(items: ["a"])
        try storage.setSupplementaryModel("badge", ofKind: "badge", forSection: 0)
        let updates = Locked(0)
        let observation = storage.observe { _ in updates.withLock { $0 += 1 } }
        defer { observation.cancel() }
        #expect(throws: StorageError.self) {
            try storage.setSupplementaryModel("x", ofKind: "badge", forSection: section)
        }
        #expect(storage.supplementaryModel(ofKind: "badge", forSection: section) == nil)
        #expect(storage.numberOfSections == 1)
        #expect(updates.withLock { $0 } == 0)
        let dispatcher = Dispatcher(content: storage)
        #expect(dispatcher.supplementaryModel(ofKind: .supplementary("badge"), inSection: section) == nil)
        #expect(dispatcher.supplementaryView(ofKind: .supplementary("badge"), inSection: section) == nil)
        let declarative = DeclarativeContent { ListSection(id: "s") { ListRow<WordCell>("a") } }
        #expect(declarative.supplementaryModel(ofKind: "badge", forSection: section) == nil)
    }

    @Test("Kinds that are empty, control characters or very long are kinds like any other: kept apart, nothing else")
    func hostileKinds() throws {
        let kinds = ["", "\u{0}", "\u{1B}[2J\u{7}", "\u{202E}badge", String(repeating: "k", count: 10_000)]
        let storage = MemoryStorage(items: ["a"])
        for (index, kind) in kinds.enumerated() {
            try storage.setSupplementaryModel("model \(index)", ofKind: kind, forSection: 0)
        }
        for (index, kind) in kinds.enumerated() {
            #expect(storage.supplementaryModel(ofKind: kind, forSection: 0) as? String == "model \(index)")
        }
        #expect(storage.supplementaryModel(ofKind: "badge", forSection: 0) == nil)
        #expect(storage.headerModel(forSection: 0) == nil && storage.footerModel(forSection: 0) == nil)
        #expect(storage.items(inSection: 0) as? [String] == ["a"])
        var section = ListSection(id: "s") { ListRow<WordCell>("a") }
        for kind in kinds { section.supplementaries[kind] = .title("t") }
        let declarative = DeclarativeContent { section }
        for kind in kinds { #expect(declarative.supplementaryModel(ofKind: kind, forSection: 0) as? String == "t") }
    }

    @Test("UpdatesHeldWhileConfiguring holds nothing while no view is configured, and releases nothing then")
    func holdsNothingOutsideConfiguration() {
        let held = UpdatesHeldWhileConfiguring()
        let dispatcher = Dispatcher(content: MemoryStorage(items: ["a"]))
        var reported: [Anomaly] = []
        var applied = 0
        reported = anomalies {
            #expect(!held.hold(ContentUpdate(stages: []), for: dispatcher, host: "\u{1B}[31mhost\u{0}"))
            #expect(!held.release(for: dispatcher, apply: { _ in applied += 1 }, configureAgain: {}))
        }
        #expect(held.isEmpty && applied == 0 && reported.isEmpty)
    }
}
