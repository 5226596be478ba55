import Testing
import Trellis
import TrellisTesting

/// A section of strings that says when its rows change.
@MainActor
private final class Words: CascadingNode {
    var words: [String] { didSet { setNeedsUpdate() } }
    init(_ words: [String]) {
        self.words = words
        super.init()
    }
    override var rows: [Any] { words }
}

/// What the table shows: each section's models.
@MainActor
private func shown(_ table: HeadlessTableView) -> [[String]] {
    (0..<table.numberOfSections).map { section in
        table.models(inSection: section).map { "\(($0 as? AnyRow)?.anyModel ?? $0)" }
    }
}

/// Code of the app's that an edit runs before its update is sent (an anomaly handler it reports to, a node's `rows` it
/// reads) may edit the content. Such an edit waits until the first one is sent, then runs as its own update: the host
/// ends up showing what the content holds. Before, it was sent at once, and the first edit's update, built before it,
/// then put the host back to what the first edit saw.
@MainActor
@Suite("Edits made from inside an edit wait until it is sent", .collectsAnomalies)
struct EditsFromInsideEditsTests {
    /// Keeps the first row of each text.
    static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    @Test("declarative content: an anomaly handler that drops a reported duplicate")
    func declarativeHandler() {
        let content = DeclarativeContent { ListSection(id: "s") { ListRow<LabelCell>("a") } }
        let table = HeadlessTableView(content: content)
        // Weak captures, as the docs show: the content keeps its handler.
        content.anomalyHandler = AnomalyHandler { [weak content] anomaly in
            guard case .duplicateIdentity = anomaly else { return }
            MainActor.assumeIsolated {
                guard let content else { return }
                var seen = Set<String>()
                content.sections[0].rows.removeAll { !seen.insert("\($0.anyModel)").inserted }
            }
        }
        content.sections[0].rows.append(ListRow<LabelCell>("a"))
        #expect(content.sections[0].rows.map { "\($0.anyModel)" } == ["a"])
        #expect(shown(table) == [["a"]])
        #expect(content.numberOfItems(inSection: 0) == 1)
    }

    @Test("a cascading tree: an anomaly handler that drops a reported duplicate")
    func cascadingHandler() {
        let words = Words(["a"])
        let root = CascadingRoot(children: [words])
        let table = HeadlessTableView(content: root)
        table.registry.register(LabelCell.self)
        root.anomalyHandler = AnomalyHandler { [weak words] anomaly in
            guard case .duplicateIdentity = anomaly else { return }
            MainActor.assumeIsolated {
                guard let words else { return }
                let unique = Self.unique(words.words)
                if unique != words.words { words.words = unique }
            }
        }
        words.words.append("a")
        #expect(words.words == ["a"])
        #expect(shown(table) == [["a"]])
    }

    @Test("a cascading tree: a node whose rows getter loads its rows and says they changed")
    func lazyRows() {
        final class Lazy: CascadingNode {
            private var loaded: [String]?
            override var rows: [Any] {
                guard let loaded else {
                    loaded = ["one", "two"]
                    setNeedsUpdate()
                    return []
                }
                return loaded
            }
        }
        let root = CascadingRoot(children: [Words(["w"])])
        let table = HeadlessTableView(content: root)
        table.registry.register(LabelCell.self)
        root.children.append(Lazy())
        #expect(shown(table) == [["w"], ["one", "two"]])
    }

    /// `bind(section:to:)` rebuilds the bound section's rows with the app's `configure` closure, which may edit the
    /// sections: the rows go to the bound section wherever it is then, and nowhere when it is gone (it used to write
    /// at the index found before: into another section, or past the end, a trap).
    @Test("a bound section whose configure closure inserts or removes sections", arguments: [true, false])
    func bindConfigureEditsSections(inserts: Bool) throws {
        let storage = MemoryStorage()
        let content = DeclarativeContent {
            ListSection(id: "intro") { ListRow<LabelCell>("intro") }
            ListSection(id: "posts")
        }
        content.bind(section: "posts", to: storage, as: LabelCell.self) { [weak content] _ in
            guard let content else { return }
            if inserts {
                guard content.sectionIndex(of: "banner") == nil else { return }
                content.sections.insert(ListSection(id: "banner") { ListRow<LabelCell>("banner") }, at: 0)
            } else if content.sectionIndex(of: "intro") != nil {
                content.sections.removeFirst()
            }
        }
        let table = HeadlessTableView(content: content)
        try storage.addItems(["p1", "p2"])
        let expected = inserts ? [["banner"], ["intro"], ["p1", "p2"]] : [["p1", "p2"]]
        #expect(content.sections.map { $0.rows.map { "\($0.anyModel)" } } == expected)
        #expect(shown(table) == expected)
    }

    @Test("a memory storage: an anomaly handler that removes a reported duplicate", arguments: [false, true])
    func storageHandler(batched: Bool) throws {
        let storage = MemoryStorage(items: ["a", "b"])
        let table = HeadlessTableView(content: storage)
        table.registry.register(LabelCell.self)
        storage.anomalyHandler = AnomalyHandler { [weak storage] anomaly in
            guard case .duplicateIdentity(let duplicate) = anomaly, let last = duplicate.paths.last else { return }
            MainActor.assumeIsolated { try? storage?.removeItems(at: [last]) }
        }
        if batched {
            try storage.performUpdates { try storage.insertItems(["a"], at: ItemPath(item: 2, section: 0)) }
        } else {
            try storage.insertItems(["a"], at: ItemPath(item: 2, section: 0))
        }
        #expect(storage.items(inSection: 0).map { "\($0)" } == ["a", "b"])
        #expect(shown(table) == [["a", "b"]])
        let refused = CollectsAnomaliesTrait.current?.anomalies.filter {
            if case .rejectedBatchUpdate = $0 { true } else { false }
        }
        #expect(refused?.isEmpty == true, "every update the host got was legal: \(refused ?? [])")
    }
}
