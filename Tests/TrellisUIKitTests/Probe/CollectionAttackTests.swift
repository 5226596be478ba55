import Observation
import Testing
import Trellis
import TrellisTesting
@testable import TrellisUIKit
import UIKitStandIn
import _TrellisTestSupport

private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

/// Seeded random edits of a memory storage shown in a stand-in collection (flow layout, headers and footers where a
/// section has a model), interleaved with animations finishing, scrolling, taps, prefetching and the user's drags:
/// after every step the collection raised nothing, a tap reached the model its cell showed, and once caught up the
/// collection's counts, visible cells and visible headers and footers match the model the test keeps.
@MainActor
@Suite("Probe: collection attacks, random edits", .serialized)
struct CollectionRandomAttackTests {
    static let runs =
        UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 8) } ?? 120

    @Test("Random storage edits, layout, scrolls, taps, prefetches and drags: the collection shows the model")
    func randomEdits() {
        for seed in 0..<Self.runs {
            if let failure = Self.run(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    static func run(seed: UInt64, trace: Bool = false) -> String? {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var nextID = 1000
        func newPost() -> Post {
            nextID += 1
            return Post(id: nextID, title: "p\(nextID)")
        }
        func maybeHeader() -> HeaderModel? { int(0...2) == 0 ? nil : HeaderModel(text: "h\(int(0...999))") }
        func maybeFooter() -> CAFooter? { int(0...3) == 0 ? CAFooter(text: "f\(int(0...999))") : nil }
        let initial = (0..<int(0...3)).map { s in (0..<int(0...8)).map { _ in newPost() } }
        let rig = CACollectionRig(
            sections: initial, headers: initial.map { _ in maybeHeader() }, footers: initial.map { _ in maybeFooter() },
            height: CGFloat(int(2...8)) * 44)
        rig.collection.allowsMultipleSelection = int(0...1) == 0
        rig.manager.scrollAnchor = int(0...1) == 0 ? .none : .firstVisibleItem
        // Half the runs show an empty state, over a background of the user's own.
        let mine = UIView()
        let showsEmptyState = int(0...1) == 0
        if showsEmptyState {
            rig.collection.backgroundView = mine
            rig.manager.emptyState = .emptyState(EmptyState("Nothing here"))
        }
        var log: [String] = []
        for step in 0..<int(5...40) {
            let sections = rig.model.count
            func anySection() -> Int? { sections == 0 ? nil : int(0...(sections - 1)) }
            func anyItem() -> (Int, Int)? {
                let filled = rig.model.indices.filter { !rig.model[$0].isEmpty }
                guard let s = filled.randomElement(using: &random) else { return nil }
                return (s, int(0...(rig.model[s].count - 1)))
            }
            do {
                switch int(0...17) {
                case 0, 1:
                    guard let s = anySection() else {
                        let header = maybeHeader()
                        try rig.storage.addSection(StorageSection(header: header, items: []))
                        rig.model.append([])
                        rig.headers.append(header)
                        rig.footers.append(nil)
                        log.append("add section")
                        break
                    }
                    let post = newPost()
                    let i = int(0...rig.model[s].count)
                    try rig.storage.insertItem(post, at: path(s, i))
                    rig.model[s].insert(post, at: i)
                    log.append("insert \(post.id) at [\(s), \(i)]")
                case 2, 3:
                    guard let (s, i) = anyItem() else { break }
                    try rig.storage.removeItem(at: path(s, i))
                    rig.model[s].remove(at: i)
                    log.append("remove [\(s), \(i)]")
                case 4:
                    guard let (s, i) = anyItem(), let t = anySection() else { break }
                    let j = int(0...(rig.model[t].count - (s == t ? 1 : 0)))
                    try rig.storage.moveItem(at: path(s, i), to: path(t, j))
                    let post = rig.model[s].remove(at: i)
                    rig.model[t].insert(post, at: j)
                    log.append("move [\(s), \(i)] to [\(t), \(j)]")
                case 5:
                    guard let (s, i) = anyItem() else { break }
                    var post = rig.model[s][i]
                    post.title = "r\(int(0...999))"
                    try rig.storage.replaceItem(at: path(s, i), with: post)
                    rig.model[s][i] = post
                    log.append("retitle [\(s), \(i)]")
                case 6:
                    guard let (s, i) = anyItem() else { break }
                    try rig.storage.reloadItem(at: path(s, i))
                    log.append("reload [\(s), \(i)]")
                case 7:
                    let at = int(0...sections)
                    let items = (0..<int(0...4)).map { _ in newPost() }
                    let header = maybeHeader()
                    let footer = maybeFooter()
                    try rig.storage.insertSection(StorageSection(header: header, footer: footer, items: items), at: at)
                    rig.model.insert(items, at: at)
                    rig.headers.insert(header, at: at)
                    rig.footers.insert(footer, at: at)
                    log.append("insert section at \(at)")
                case 8:
                    guard let s = anySection() else { break }
                    try rig.storage.removeSection(at: s)
                    rig.model.remove(at: s)
                    rig.headers.remove(at: s)
                    rig.footers.remove(at: s)
                    log.append("remove section \(s)")
                case 9:
                    guard let s = anySection(), let t = anySection() else { break }
                    try rig.storage.moveSection(s, to: t)
                    rig.model.insert(rig.model.remove(at: s), at: t)
                    rig.headers.insert(rig.headers.remove(at: s), at: t)
                    rig.footers.insert(rig.footers.remove(at: s), at: t)
                    log.append("move section \(s) to \(t)")
                case 10:
                    guard let s = anySection() else { break }
                    let header = maybeHeader()
                    try rig.storage.setSectionHeaderModel(header, forSection: s)
                    rig.headers[s] = header
                    log.append("header \(s) = \(header?.text ?? "nil")")
                case 11:
                    rig.collection.contentOffset = CGPoint(x: 0, y: CGFloat(int(0...30)) * 22)
                    log.append("scroll")
                case 12:
                    let visible = rig.collection.indexPathsForVisibleItems
                    guard let target = visible.randomElement(using: &random) else { break }
                    let tapped = (rig.collection.cellForItem(at: target) as? PostItemCell)?.post
                    let before = rig.selections.count
                    rig.collection.simulateTap(at: target)
                    log.append("tap \(target)")
                    if rig.selections.count > before, let received = rig.selections.last?.received,
                        received != tapped
                    {
                        return "step \(step): a tap on \(target) showing \(tapped?.id ?? -1) selected \(received.id)"
                            + "\n" + log.joined(separator: "\n")
                    }
                case 13:
                    let all = rig.model.indices.flatMap { s in (0...rig.model[s].count + 1).map { ip(s, $0) } }
                    let paths = (0..<int(1...4)).compactMap { _ in all.randomElement(using: &random) }
                    rig.collection.simulateCellPrefetching(at: paths)
                    rig.manager.proxy.collectionView(rig.collection, prefetchItemsAt: paths)
                    rig.manager.proxy.collectionView(rig.collection, cancelPrefetchingForItemsAt: paths)
                    log.append("prefetch \(paths)")
                case 14:
                    // The user drags an item (only what the collection shows, as a user can).
                    let shown = rig.collection.indexPathsForVisibleItems
                    guard let from = shown.randomElement(using: &random), rig.collection.numberOfSections > 0
                    else { break }
                    let t = int(0...(rig.collection.numberOfSections - 1))
                    let count = rig.collection.numberOfItems(inSection: t)
                    let to = ip(t, int(0...max(0, count - (t == from.section ? 1 : 0))))
                    let shownBefore = (rig.collection.cellForItem(at: from) as? PostItemCell)?.post
                    rig.collection.simulateMove(from: from, to: to)
                    log.append("drag \(from) to \(to) (\(shownBefore?.id ?? -1))")
                    // The storage either took the move (of the model the cell showed) or refused it.
                    let stored = rig.stored
                    if stored != rig.model {
                        var moved = rig.model
                        if let shownBefore, let s = moved.firstIndex(where: { $0.contains(shownBefore) }),
                            let i = moved[s].firstIndex(of: shownBefore)
                        {
                            moved[s].remove(at: i)
                            if moved.indices.contains(to.section), to.item <= moved[to.section].count {
                                moved[to.section].insert(shownBefore, at: to.item)
                            }
                        }
                        guard stored == moved else {
                            return "step \(step): after a drag of \(shownBefore?.id ?? -1) from \(from) to \(to) the "
                                + "storage holds \(stored.map { $0.map(\.id) }), expected \(moved.map { $0.map(\.id) })"
                                + "\n" + log.joined(separator: "\n")
                        }
                        rig.model = moved
                    }
                case 15:
                    rig.collection.finishAnimations()
                    log.append("finish")
                case 16:
                    // Several edits in one update.
                    try rig.storage.performUpdates { () throws(StorageError) in
                        for _ in 0..<int(1...4) {
                            if let (s, i) = anyItem(), int(0...1) == 0 {
                                try rig.storage.removeItem(at: path(s, i))
                                rig.model[s].remove(at: i)
                            } else if let s = anySection() {
                                let post = newPost()
                                let i = int(0...rig.model[s].count)
                                try rig.storage.insertItem(post, at: path(s, i))
                                rig.model[s].insert(post, at: i)
                            }
                        }
                    }
                    log.append("perform updates")
                default:
                    let fresh = (0..<int(0...3)).map { _ in (0..<int(0...5)).map { _ in newPost() } }
                    rig.storage.setItems(fresh)
                    // setItems keeps the headers of the sections that stay, drops the others.
                    rig.model = fresh
                    rig.headers = fresh.indices.map { rig.headers.indices.contains($0) ? rig.headers[$0] : nil }
                    rig.footers = fresh.indices.map { rig.footers.indices.contains($0) ? rig.footers[$0] : nil }
                    log.append("set items \(fresh.map(\.count))")
                }
            } catch {
                return "step \(step): the storage refused an edit: \(error)\n" + log.joined(separator: "\n")
            }
            if int(0...2) == 0 {
                rig.collection.finishAnimations()
                log.append("finish")
            }
            if trace { print("seed \(seed) step \(step): \(log.last ?? "")") }
            if let exception = rig.collection.exceptions.first {
                return "step \(step): \(exception)\n" + log.joined(separator: "\n")
            }
            // A drag while updates wait for an animation is refused by design (the view reloads); nothing else.
            if let anomaly = rig.log.all.first(where: { !$0.message.contains("while updates were waiting") }) {
                return "step \(step): anomaly \(anomaly.message)\n" + log.joined(separator: "\n")
            }
            if let mismatch = rig.mismatches.first {
                return "step \(step): \(mismatch)\n" + log.joined(separator: "\n")
            }
            if !rig.manager.isUpdating, let wrong = rig.disagreement() {
                return "step \(step) (caught up): \(wrong)\n" + log.joined(separator: "\n")
            }
            if showsEmptyState, !rig.manager.isUpdating {
                let empty = rig.model.allSatisfy(\.isEmpty)
                let background = rig.collection.backgroundView
                if empty ? !(background is UIContentUnavailableView) : background !== mine {
                    return "step \(step) (caught up): the collection is \(empty ? "" : "not ")empty, its background is "
                        + "\(background.map { "\(type(of: $0))" } ?? "none")\n" + log.joined(separator: "\n")
                }
            }
        }
        rig.settle()
        if let wrong = rig.disagreement() { return "at the end: \(wrong)\n" + log.joined(separator: "\n") }
        for offset in stride(from: 0, through: Int(rig.collection.contentSize.height), by: 44) {
            rig.collection.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            if let wrong = rig.disagreement() {
                return "scrolled to \(offset) at the end: \(wrong)\n" + log.joined(separator: "\n")
            }
        }
        if let exception = rig.collection.exceptions.first { return "at the end: \(exception)" }
        return nil
    }
}

// MARK: - Diffable

/// Seeded random snapshots applied to a collection through `attachDiffable` (headers from the section id, a badge of
/// the layout's own kind), animated or not, with retitles reconfigured, interleaved with scrolls, taps, drags and
/// animations finishing: no exception, no anomaly, a tap reaches what its cell shows, and the collection shows the
/// last snapshot, its titles and headers.
@MainActor
@Suite("Probe: diffable collection attacks, random snapshots", .serialized)
struct DiffableCollectionRandomAttackTests {
    static let runs =
        UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 8) } ?? 100

    @Test("Random snapshots, reconfigures, scrolls, taps and drags: the collection shows the last snapshot")
    func randomSnapshots() {
        for seed in 0..<Self.runs {
            if let failure = Self.run(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    static func run(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(int(3...8)) * 44), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        var titles: [Int: String] = [:]
        var taps: [(shown: Post?, received: Post)] = []
        manager.registry.register(PostItemCell.self) { mapping in
            mapping.didSelect { cell, post, _ in taps.append((cell.post, post)) }
            mapping.moveItem { _, _, _ in }
        }
        manager.registry.register(CAHeaderView.self, as: .header)
        manager.registry.register(CABadgeView.self, as: .supplementary(caBadgeKind))
        let dataSource = manager.attachDiffable(
            to: collection, sections: String.self, items: Int.self,
            model: { id in titles[id].map { Post(id: id, title: $0) } }, header: { HeaderModel(text: $0) },
            supplementary: { kind, section in kind == caBadgeKind ? CABadge(count: section.count) : nil })
        var sections: [(id: String, items: [Int])] = []
        var nextID = 0, nextSection = 0
        var steps: [String] = []
        func trail() -> String { "\n" + steps.joined(separator: "\n") }
        for step in 0..<int(5...30) {
            switch int(0...8) {
            case 0, 1, 2:
                // A new snapshot: random inserts, deletes and moves of items and sections.
                for _ in 0..<int(1...4) {
                    switch int(0...5) {
                    case 0:
                        nextSection += 1
                        sections.insert(("s\(nextSection)", []), at: int(0...sections.count))
                    case 1 where !sections.isEmpty:
                        sections.remove(at: int(0...(sections.count - 1)))
                    case 2 where sections.count > 1:
                        let moved = sections.remove(at: int(0...(sections.count - 1)))
                        sections.insert(moved, at: int(0...sections.count))
                    case 3 where !sections.isEmpty:
                        let s = int(0...(sections.count - 1))
                        guard !sections[s].items.isEmpty else { break }
                        let item = sections[s].items.remove(at: int(0...(sections[s].items.count - 1)))
                        let t = int(0...(sections.count - 1))
                        sections[t].items.insert(item, at: int(0...sections[t].items.count))
                    case 4 where !sections.isEmpty:
                        let s = int(0...(sections.count - 1))
                        guard !sections[s].items.isEmpty else { break }
                        sections[s].items.remove(at: int(0...(sections[s].items.count - 1)))
                    default:
                        guard !sections.isEmpty else { break }
                        let s = int(0...(sections.count - 1))
                        for _ in 0..<int(1...3) {
                            nextID += 1
                            titles[nextID] = "t\(nextID)"
                            sections[s].items.insert(nextID, at: int(0...sections[s].items.count))
                        }
                    }
                }
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(sections.map(\.id))
                for section in sections { snapshot.appendItems(section.items, toSection: section.id) }
                // Retitle some items, reconfigured.
                let all = sections.flatMap(\.items)
                var retitled: [Int] = []
                for _ in 0..<int(0...2) {
                    guard let id = all.randomElement(using: &random) else { break }
                    titles[id] = "r\(int(0...999))"
                    if !retitled.contains(id) { retitled.append(id) }
                }
                if !retitled.isEmpty { snapshot.reconfigureItems(retitled) }
                dataSource.apply(snapshot, animatingDifferences: int(0...2) != 0)
                steps.append("apply \(sections.map { "\($0.id):\($0.items)" }) retitled \(retitled)")
            case 3:
                collection.contentOffset = CGPoint(x: 0, y: CGFloat(int(0...20)) * 22)
                steps.append("scroll")
            case 4, 5:
                guard let target = collection.indexPathsForVisibleItems.randomElement(using: &random) else { break }
                let before = taps.count
                collection.simulateTap(at: target)
                steps.append("tap \(target)")
                if taps.count > before, let last = taps.last, last.shown != last.received {
                    return
                        "step \(step): a tap on \(target) showing \(last.shown?.id ?? -1) reached \(last.received.id)"
                        + trail()
                }
            case 6:
                guard let from = collection.indexPathsForVisibleItems.randomElement(using: &random) else { break }
                let t = int(0...(collection.numberOfSections - 1))
                let count = collection.numberOfItems(inSection: t)
                let to = ip(t, int(0...max(0, count - (t == from.section ? 1 : 0))))
                if collection.simulateMove(from: from, to: to) != nil {
                    let snapshot = dataSource.snapshot()
                    sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
                }
                steps.append("drag \(from) to \(to)")
            case 7:
                let paths = (0..<int(1...3)).map { _ in ip(int(0...3), int(0...8)) }
                collection.simulateCellPrefetching(at: paths)
                steps.append("prefetch \(paths)")
            default:
                collection.finishAnimations()
                steps.append("finish")
            }
            if let exception = collection.exceptions.first { return "step \(step): \(exception)" + trail() }
            if let anomaly = log.all.first { return "step \(step): anomaly \(anomaly.message)" + trail() }
            collection.layoutIfNeeded()
            if collection.numberOfSections != sections.count
                || sections.indices.contains(where: {
                    collection.numberOfItems(inSection: $0) != sections[$0].items.count
                })
            {
                return "step \(step): the collection shows counts "
                    + "\((0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }), "
                    + "the snapshot \(sections.map(\.items.count))" + trail()
            }
            for path in collection.indexPathsForVisibleItems {
                let shown = (collection.cellForItem(at: path) as? PostItemCell)?.post
                let id = sections[path.section].items[path.item]
                if shown?.id != id || shown?.title != titles[id] {
                    return
                        "step \(step): the cell at \(path) shows \(shown.map { "\($0.id) \($0.title)" } ?? "nothing"), "
                        + "the snapshot \(id) \(titles[id] ?? "?")" + trail()
                }
            }
            for section in sections.indices {
                let header = collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: ip(section, 0))
                if let header, (header as? CAHeaderView)?.text != sections[section].id {
                    return "step \(step): the header of section \(section) shows "
                        + "\((header as? CAHeaderView)?.text ?? "nothing"), the snapshot \(sections[section].id)"
                        + trail()
                }
                let badge = collection.simulateSupplementaryRequest(ofKind: caBadgeKind, at: ip(section, 0))
                if (badge as? CABadgeView)?.count != sections[section].id.count {
                    return "step \(step): the badge of section \(section) is wrong" + trail()
                }
            }
        }
        return nil
    }
}

// MARK: - Edge cases

@MainActor
@Suite("Probe: collection edge-case attacks", .serialized)
struct CollectionEdgeCaseAttackTests {
    @Test("Zero sections: layout, taps, prefetch, menus, supplementary requests and drags answer safely")
    func zeroSections() throws {
        let rig = CACollectionRig(sections: [])
        let collection = rig.collection
        let proxy = rig.manager.proxy
        #expect(collection.numberOfSections == 0)
        collection.simulateTap(at: ip(0, 0))
        collection.simulateCellPrefetching(at: [ip(0, 0), ip(3, 1)])
        proxy.collectionView(collection, prefetchItemsAt: [ip(0, 0)])
        _ = proxy.collectionView(collection, contextMenuConfigurationForItemsAt: [ip(0, 0)], point: .zero)
        _ = collection.simulateSupplementaryRequest(ofKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))
        _ = collection.simulateSupplementaryRequest(ofKind: caBadgeKind, at: ip(2, 0))
        #expect(collection.simulateMove(from: ip(0, 0), to: ip(0, 0)) == nil)
        try rig.storage.addSection(StorageSection(header: HeaderModel(text: "A"), items: [Post(id: 1, title: "a")]))
        rig.model = [[Post(id: 1, title: "a")]]
        rig.headers = [HeaderModel(text: "A")]
        rig.footers = [nil]
        rig.settle()
        #expect(rig.disagreement() == nil)
        rig.storage.removeAll()
        rig.model = []
        rig.headers = []
        rig.footers = []
        rig.settle()
        #expect(rig.disagreement() == nil)
        #expect(collection.exceptions.isEmpty)
    }

    @Test("Empty sections with headers show their headers; filling and emptying them keeps headers right")
    func emptySectionsWithHeaders() throws {
        let rig = CACollectionRig(
            sections: [[], [], [Post(id: 1, title: "a")]],
            headers: [HeaderModel(text: "A"), HeaderModel(text: "B"), HeaderModel(text: "C")],
            footers: [CAFooter(text: "fa"), nil, CAFooter(text: "fc")], height: 600)
        let collection = rig.collection
        func header(_ s: Int) -> String? {
            (collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: ip(s, 0))
                as? CAHeaderView)?.text
        }
        #expect([header(0), header(1), header(2)] == ["A", "B", "C"])
        try rig.storage.insertItem(Post(id: 2, title: "b"), at: path(1, 0))
        rig.model[1] = [Post(id: 2, title: "b")]
        rig.settle()
        #expect(rig.disagreement() == nil)
        #expect([header(0), header(1), header(2)] == ["A", "B", "C"])
        try rig.storage.removeItem(at: path(1, 0))
        try rig.storage.removeItem(at: path(2, 0))
        rig.model = [[], [], []]
        rig.settle()
        #expect(rig.disagreement() == nil)
        #expect([header(0), header(1), header(2)] == ["A", "B", "C"])
        #expect(collection.exceptions.isEmpty)
        #expect(rig.log.all.isEmpty)
    }

    @Test("didSelect removing the selected item: no exception, the selection goes, the collection shows the storage")
    func didSelectRemovesItself() throws {
        weak var rigRef: CACollectionRig?
        var removed: [(shown: Post?, received: Post)] = []
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.didSelect { cell, post, _ in
                guard let rig = rigRef else { return }
                removed.append((cell.post, post))
                try? rig.storage.removeItem(post)
                rig.model[0].removeAll { $0 == post }
            }
        }
        rigRef = rig
        rig.collection.simulateTap(at: ip(0, 2))
        #expect(rig.collection.indexPathsForSelectedItems == [])
        // Tap another while the removal animates: the collection already shows 0, 1, 3, 4, 5, so [0, 4] is 5.
        rig.collection.simulateTap(at: ip(0, 4))
        rig.settle()
        #expect(rig.disagreement() == nil)
        #expect(rig.model[0].map(\.id) == [0, 1, 3, 4])
        #expect(rig.collection.exceptions.isEmpty)
        #expect(rig.log.all.isEmpty)
        #expect(removed.map(\.received.id) == [2, 5])
        #expect(removed.allSatisfy { $0.shown == $0.received })
    }

    @Test("didSelect inserting above the selected item: the item stays selected where it moved")
    func didSelectInsertsAbove() throws {
        weak var rigRef: CACollectionRig?
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.didSelect { _, post, _ in
                guard let rig = rigRef, post.id < 100 else { return }
                try? rig.storage.insertItem(Post(id: 100 + post.id, title: "new"), at: path(0, 0))
                rig.model[0].insert(Post(id: 100 + post.id, title: "new"), at: 0)
            }
        }
        rigRef = rig
        rig.collection.simulateTap(at: ip(0, 3))
        rig.settle()
        #expect(rig.collection.indexPathsForSelectedItems == [ip(0, 4)])
        #expect(rig.disagreement() == nil)
        #expect(rig.collection.exceptions.isEmpty)
    }

    @Test("A prefetch closure that removes the prefetched item: no exception, the collection shows the storage")
    func prefetchRemovesItem() throws {
        weak var rigRef: CACollectionRig?
        let rig = CACollectionRig(sections: [posts(0...19)], height: 220) { mapping in
            mapping.prefetch { post, _ in
                guard let rig = rigRef, post.id % 2 == 0 else { return }
                try? rig.storage.removeItem(post)
                rig.model[0].removeAll { $0 == post }
            }
        }
        rigRef = rig
        let paths = [ip(0, 8), ip(0, 9), ip(0, 10)]
        rig.manager.proxy.collectionView(rig.collection, prefetchItemsAt: paths)
        rig.collection.simulateCellPrefetching(at: [ip(0, 11), ip(0, 12)])
        rig.collection.contentOffset = CGPoint(x: 0, y: 44 * 8)
        rig.settle()
        #expect(rig.disagreement() == nil)
        #expect(rig.collection.exceptions.isEmpty)
        #expect(rig.model[0].map(\.id) == [0, 1, 2, 3, 4, 5, 6, 7, 9] + Array(11...19))
    }

    @Test("A header whose model has no mapping, in a layout that asks every section for one: a placeholder, reported")
    func headerKindWithoutView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        flow.headerReferenceSize = CGSize(width: 320, height: 30)
        flow.footerReferenceSize = CGSize(width: 320, height: 10)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flow)
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostItemCell.self)
        let storage = MemoryStorage()
        storage.setItems([posts(0...1), posts(2...3)])
        storage.setSectionHeaderModels([HeaderModel(text: "A"), nil])
        window.addSubview(collection)
        manager.attach(to: collection, content: storage)
        #expect(collection.exceptions.isEmpty)
        let header0 = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))
        let header1 = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: ip(1, 0))
        // A section with no header model gets no header (the proxy answers .zero, as documented).
        #expect(header0 != nil)
        #expect(header1 == nil)
        // A header model nothing maps is reported, and gets a plain view UIKit dequeued.
        #expect(log.all.contains { $0.message.contains("HeaderModel") })
        try storage.insertItem(Post(id: 9, title: "x"), at: path(1, 0))
        collection.finishAnimations()
        try storage.removeSection(at: 0)
        collection.finishAnimations()
        #expect(collection.exceptions.isEmpty)
    }

    @Test("A manager released while the collection lives on: later layout, scrolls, taps and prefetches do not crash")
    func managerReleased() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        let storage = MemoryStorage()
        storage.setItems([posts(0...30)])
        weak var released: CollectionViewManager?
        do {
            let manager = CollectionViewManager()
            manager.dispatcher.anomalyHandler = AnomalyLog().handler
            manager.registry.register(PostItemCell.self) { mapping in
                mapping.prefetch { _, _ in }
                mapping.didSelect { _, _, _ in }
            }
            manager.attach(to: collection, content: storage)
            collection.collectionViewLayout = manager.listLayout(appearance: .plain)
            try storage.removeItem(at: path(0, 0))  // an animation pending when the manager goes
            released = manager
        }
        #expect(released == nil)
        collection.finishAnimations()
        try storage.removeItem(at: path(0, 0))
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.simulateTap(at: ip(0, 1))
        collection.simulateCellPrefetching(at: [ip(0, 20)])
        collection.prefetchDataSource?.collectionView(collection, prefetchItemsAt: [ip(0, 20)])
        let list = (collection.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration
        _ = list?.trailingSwipeActionsConfigurationProvider?(ip(0, 1))
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.exceptions.isEmpty)
    }

    @Test(
        "An outline in a list layout with supplementary headers: its title headers are shown or reported, no exception")
    func outlineInListLayoutWithHeaders() throws {
        let outline = OutlineContent {
            OutlineSection(id: "a", header: "Files") {
                OutlineItem(FileNode(name: "Docs")) { OutlineItem(FileNode(name: "a.txt")) }
            }
            OutlineSection(id: "b") { OutlineItem(FileNode(name: "README")) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(FileNodeItemCell.self)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.collectionViewLayout = manager.listLayout(appearance: .plain, supplementaryHeaders: true)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        manager.attach(to: collection, content: outline)
        collection.simulateTap(at: ip(0, 0))
        collection.finishAnimations()
        outline.toggleSection("a")
        collection.finishAnimations()
        #expect(collection.exceptions.isEmpty)
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))
        #expect(header != nil)
        // A String header has no collection view of its own: the user learns why it shows nothing.
        print("PROBE-LOG", log.all.map(\.message), type(of: header as Any))
        #expect(log.all.isEmpty || log.all.contains { $0.message.contains("String") }, "\(log.all.map(\.message))")
        // A drag in an outline (which has no move) moves nothing.
        #expect(collection.simulateMove(from: ip(1, 0), to: ip(0, 0)) == nil)
        #expect(collection.numberOfItems(inSection: 1) == 1)
    }

    @Test("didSelect replacing the manager's content: no exception, the collection shows the new content")
    func didSelectReplacesContent() throws {
        let replacement = MemoryStorage()
        replacement.setItems([posts(100...102)])
        weak var rigRef: CACollectionRig?
        let rig = CACollectionRig(sections: [posts(0...5)], height: 600) { mapping in
            mapping.didSelect { _, _, _ in rigRef?.manager.setContent(replacement) }
        }
        rigRef = rig
        rig.collection.simulateTap(at: ip(0, 2))
        rig.settle()
        #expect(rig.collection.exceptions.isEmpty)
        #expect(rig.collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id } == [100, 101, 102])
        #expect(rig.collection.indexPathsForSelectedItems == [])
        try replacement.removeItem(at: path(0, 0))
        rig.settle()
        #expect(rig.collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id } == [101, 102])
        #expect(rig.collection.exceptions.isEmpty)
    }

    /// A second manager attached to a collection another manager drove (without `detach()`): edits of the first
    /// one's storage must not send batches to a collection whose data source is now the second one's.
    @Test("Two managers on one collection: edits of the first one's storage do not reach the second one's collection")
    func twoManagersOnOneCollection() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        let first = CollectionViewManager()
        let second = CollectionViewManager()
        let log = AnomalyLog()
        for manager in [first, second] {
            manager.dispatcher.anomalyHandler = log.handler
            manager.registry.register(PostItemCell.self)
        }
        let old = MemoryStorage()
        old.setItems([posts(0...4)])
        let new = MemoryStorage()
        new.setItems([posts(100...101)])
        first.attach(to: collection, content: old)
        second.attach(to: collection, content: new)
        try old.insertItem(Post(id: 9, title: "x"), at: path(0, 0))
        collection.finishAnimations()
        try old.removeItem(at: path(0, 3))
        collection.finishAnimations()
        #expect(collection.exceptions.isEmpty, "\(collection.exceptions.first?.description ?? "")")
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id } == [100, 101])
    }

}

// MARK: - Outlines

/// The outline the test keeps: nodes named uniquely, with their expansion, in sections that collapse.
struct CAOutline {
    struct Node {
        var name: String
        var expanded = false
        var children: [Node] = []
    }
    struct Section {
        var id: Int
        var collapsed = false
        var items: [Node] = []
    }
    var sections: [Section] = []

    /// The outline's sections for `OutlineContent`.
    var outlineSections: [OutlineSection] {
        func item(_ node: Node) -> OutlineItem {
            OutlineItem(FileNode(name: node.name), isExpanded: node.expanded, children: node.children.map(item))
        }
        return sections.map {
            OutlineSection(id: $0.id, header: "S\($0.id)", isCollapsed: $0.collapsed, items: $0.items.map(item))
        }
    }

    /// The rows shown: each section's names and depths, depth first, children of expanded nodes only.
    var shown: [[(name: String, depth: Int, expandable: Bool)]] {
        func walk(_ nodes: [Node], _ depth: Int, _ out: inout [(name: String, depth: Int, expandable: Bool)]) {
            for node in nodes {
                out.append((node.name, depth, !node.children.isEmpty))
                if node.expanded { walk(node.children, depth + 1, &out) }
            }
        }
        return sections.map { section in
            var out: [(name: String, depth: Int, expandable: Bool)] = []
            if !section.collapsed { walk(section.items, 0, &out) }
            return out
        }
    }

    /// Every node's place: section index and child indexes.
    var places: [(section: Int, path: [Int])] {
        var out: [(section: Int, path: [Int])] = []
        func walk(_ nodes: [Node], _ section: Int, _ prefix: [Int]) {
            for (index, node) in nodes.enumerated() {
                out.append((section, prefix + [index]))
                walk(node.children, section, prefix + [index])
            }
        }
        for (index, section) in sections.enumerated() { walk(section.items, index, []) }
        return out
    }

    func node(_ section: Int, _ path: [Int]) -> Node {
        var node = sections[section].items[path[0]]
        for index in path.dropFirst() { node = node.children[index] }
        return node
    }

    mutating func modify(_ section: Int, _ path: [Int], _ body: (inout Node) -> Void) {
        func go(_ nodes: inout [Node], _ rest: ArraySlice<Int>) {
            guard let first = rest.first else { return }
            if rest.count == 1 { body(&nodes[first]) } else { go(&nodes[first].children, rest.dropFirst()) }
        }
        go(&sections[section].items, path[...])
    }

    /// Removes and returns the node at the place.
    mutating func remove(_ section: Int, _ path: [Int]) -> Node {
        if path.count == 1 { return sections[section].items.remove(at: path[0]) }
        var removed: Node?
        modify(section, Array(path.dropLast())) { removed = $0.children.remove(at: path.last!) }
        return removed!
    }

    /// Inserts `node` as child `index` of the node at `parent` (top level when empty).
    mutating func insert(_ node: Node, _ section: Int, parent: [Int], at index: Int) {
        if parent.isEmpty {
            sections[section].items.insert(node, at: min(index, sections[section].items.count))
        } else {
            modify(section, parent) { $0.children.insert(node, at: min(index, $0.children.count)) }
        }
    }

    func place(of name: String) -> (section: Int, path: [Int])? {
        places.first { node($0.section, $0.path).name == name }
    }
}

/// A host showing an outline, as the random outline attack drives it: a table or a collection.
@MainActor
struct CAOutlineHost {
    var exceptions: () -> [String]
    var counts: () -> [Int]
    /// The text of the visible cell at each visible path.
    var visible: () -> [(IndexPath, String?)]
    var tap: (IndexPath) -> Void
    var scroll: (CGFloat) -> Void
    var finish: () -> Void
    var isUpdating: () -> Bool
    var layout: () -> Void
    /// The indentation the host shows at a path (`nil` where it has none).
    var indentation: (IndexPath) -> Int?
}

@MainActor
@Suite("Probe: outline attacks, random expand, collapse and edits", .serialized)
struct OutlineRandomAttackTests {
    static let runs =
        UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 8) } ?? 100

    static func collectionHost(_ outline: OutlineContent, log: AnomalyLog) -> (CAOutlineHost, AnyObject) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 264), collectionViewLayout: layout)
        collection.completesAnimationsAutomatically = false
        let manager = CollectionViewManager()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(FileNodeItemCell.self)
        window.addSubview(collection)
        manager.attach(to: collection, content: outline)
        let host = CAOutlineHost(
            exceptions: { collection.exceptions.map(\.description) },
            counts: { (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) } },
            visible: {
                collection.indexPathsForVisibleItems.map {
                    ($0, (collection.cellForItem(at: $0) as? FileNodeItemCell)?.text)
                }
            },
            tap: { collection.simulateTap(at: $0) },
            scroll: { collection.contentOffset = CGPoint(x: 0, y: $0) },
            finish: { collection.finishAnimations() },
            isUpdating: { manager.isUpdating },
            layout: { collection.layoutIfNeeded() },
            indentation: { _ in nil })
        return (host, [window, collection, manager] as AnyObject)
    }

    static func tableHost(_ outline: OutlineContent, log: AnomalyLog) -> (CAOutlineHost, AnyObject) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 264), style: .plain)
        table.completesAnimationsAutomatically = false
        let manager = TableViewManager()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(FileNodeCell.self)
        window.addSubview(table)
        manager.attach(to: table, content: outline)
        let host = CAOutlineHost(
            exceptions: { table.exceptions.map(\.description) },
            counts: { (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } },
            visible: {
                (table.indexPathsForVisibleRows ?? []).map { ($0, (table.cellForRow(at: $0) as? FileNodeCell)?.text) }
            },
            tap: { table.simulateTap(at: $0) },
            scroll: { table.contentOffset = CGPoint(x: 0, y: $0) },
            finish: { table.finishAnimations() },
            isUpdating: { manager.isUpdating },
            layout: { table.layoutIfNeeded() },
            indentation: { manager.proxy.tableView(table, indentationLevelForRowAt: $0) })
        return (host, [window, table, manager] as AnyObject)
    }

    @Test("In a collection: random expand, collapse, taps, section folds, inserts, removals and moves")
    func collection() {
        for seed in 0..<Self.runs {
            if let failure = Self.run(seed: seed, host: Self.collectionHost) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    @Test("In a table: random expand, collapse, taps, section folds, inserts, removals and moves")
    func table() {
        for seed in 0..<Self.runs {
            if let failure = Self.run(seed: seed, host: Self.tableHost) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    static func run(
        seed: UInt64, host makeHost: (OutlineContent, AnomalyLog) -> (CAOutlineHost, AnyObject), trace: Bool = false
    ) -> String? {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var nextName = 0
        func newNode(depth: Int) -> CAOutline.Node {
            nextName += 1
            let name = "n\(nextName)"
            let children = depth < 2 && int(0...2) == 0 ? (0..<int(1...3)).map { _ in newNode(depth: depth + 1) } : []
            return CAOutline.Node(name: name, expanded: int(0...3) == 0, children: children)
        }
        var nextSection = 0
        func newSection() -> CAOutline.Section {
            nextSection += 1
            return CAOutline.Section(
                id: nextSection, collapsed: int(0...5) == 0, items: (0..<int(0...4)).map { _ in newNode(depth: 0) })
        }
        var tree = CAOutline(sections: (0..<int(1...3)).map { _ in newSection() })
        let outline = OutlineContent()
        outline.sections = tree.outlineSections
        let log = AnomalyLog()
        let (host, keep) = makeHost(outline, log)
        var steps: [String] = []
        func trail() -> String { "\n" + steps.joined(separator: "\n") }
        for step in 0..<int(5...35) {
            let shown = tree.shown
            let places = tree.places
            switch int(0...11) {
            case 0, 1:
                guard let place = places.randomElement(using: &random) else { break }
                let name = tree.node(place.section, place.path).name
                outline.toggle(FileNode(name: name))
                tree.modify(place.section, place.path) { $0.expanded.toggle() }
                steps.append("toggle \(name)")
            case 2:
                let paths = shown.indices.flatMap { s in shown[s].indices.map { path(s, $0) } }
                guard let at = paths.randomElement(using: &random) else { break }
                outline.toggle(at: at)
                let name = shown[at.section][at.item].name
                if let place = tree.place(of: name) { tree.modify(place.section, place.path) { $0.expanded.toggle() } }
                steps.append("toggle at \(at) (\(name))")
            case 3, 4:
                host.layout()
                let visible = host.visible()
                guard let (target, text) = visible.randomElement(using: &random), let text else { break }
                host.tap(target)
                // A tap toggles the row the user saw, when it is shown now and has children.
                if shown.joined().contains(where: { $0.name == text && $0.expandable }),
                    let place = tree.place(of: text)
                {
                    tree.modify(place.section, place.path) { $0.expanded.toggle() }
                }
                steps.append("tap \(target) (\(text))")
            case 5:
                guard let s = tree.sections.indices.randomElement(using: &random) else { break }
                outline.toggleSection(tree.sections[s].id)
                tree.sections[s].collapsed.toggle()
                steps.append("toggle section \(s)")
            case 6:
                let expanded = int(0...1) == 0
                outline.setAllExpanded(expanded)
                for place in places where !tree.node(place.section, place.path).children.isEmpty {
                    tree.modify(place.section, place.path) { $0.expanded = expanded }
                }
                steps.append("set all expanded \(expanded)")
            case 7:
                guard let s = tree.sections.indices.randomElement(using: &random) else { break }
                let parents = places.filter { $0.section == s }.map(\.path) + [[]]
                let parent = parents.randomElement(using: &random)!
                let node = newNode(depth: parent.count)
                tree.insert(node, s, parent: parent, at: int(0...5))
                outline.sections = tree.outlineSections
                steps.append("insert \(node.name) under \(s) \(parent)")
            case 8:
                guard let place = places.randomElement(using: &random) else { break }
                let removed = tree.remove(place.section, place.path)
                outline.sections = tree.outlineSections
                steps.append("remove \(removed.name)")
            case 9:
                // Move a node (with its subtree) elsewhere in the outline.
                guard let place = places.randomElement(using: &random) else { break }
                let moved = tree.remove(place.section, place.path)
                let s = int(0...(tree.sections.count - 1))
                let parents = tree.places.filter { $0.section == s }.map(\.path) + [[]]
                let parent = parents.randomElement(using: &random)!
                tree.insert(moved, s, parent: parent, at: int(0...5))
                outline.sections = tree.outlineSections
                steps.append("move \(moved.name) to \(s) \(parent)")
            case 10:
                if int(0...1) == 0 || tree.sections.count < 2 {
                    let at = int(0...tree.sections.count)
                    tree.sections.insert(newSection(), at: at)
                    steps.append("insert section at \(at)")
                } else {
                    let at = int(0...(tree.sections.count - 1))
                    tree.sections.remove(at: at)
                    steps.append("remove section \(at)")
                }
                outline.sections = tree.outlineSections
            default:
                host.scroll(CGFloat(int(0...20)) * 22)
                steps.append("scroll")
            }
            if int(0...2) == 0 {
                host.finish()
                steps.append("finish")
            }
            if trace {
                print(
                    "step \(step): \(steps.last ?? "") tree \(tree.shown.map { $0.map { "\($0.name)\($0.expandable ? "+" : "")" } })"
                )
                print("   host \(host.visible().map { "\($0.0) \($0.1 ?? "-")" })")
            }
            if let exception = host.exceptions().first { return "step \(step): \(exception)" + trail() }
            if let anomaly = log.all.first { return "step \(step): anomaly \(anomaly.message)" + trail() }
            if !host.isUpdating(), let wrong = disagreement(host, tree) {
                return "step \(step) (caught up): \(wrong)" + trail()
            }
        }
        var turns = 0
        while host.isUpdating() && turns < 100 {
            host.finish()
            turns += 1
        }
        if trace {
            host.scroll(0)
            print("end tree \(tree.shown.map { $0.map { "\($0.name)\($0.expandable ? "+" : "")" } })")
            print(
                "   outline \((0..<outline.numberOfSections).map { s in (0..<outline.numberOfItems(inSection: s)).map { (outline.item(at: path(s, $0)) as? FileNode)?.name ?? "?" } })"
            )
            host.scroll(200)
            print("   host \(host.visible().map { "\($0.0) \($0.1 ?? "-")" })")
        }
        if let wrong = disagreement(host, tree) { return "at the end: \(wrong)" + trail() }
        withExtendedLifetime(keep) {}
        return nil
    }

    static func disagreement(_ host: CAOutlineHost, _ tree: CAOutline) -> String? {
        host.layout()
        let shown = tree.shown
        if host.counts() != shown.map(\.count) {
            return "the host shows counts \(host.counts()), the outline \(shown.map(\.count))"
        }
        for (path, text) in host.visible() {
            let row = shown[path.section][path.item]
            if text != row.name { return "the cell at \(path) shows \(text ?? "nothing"), the outline \(row.name)" }
            if let level = host.indentation(path), level != row.depth {
                return "the row at \(path) (\(row.name)) is indented \(level), its depth is \(row.depth)"
            }
        }
        return nil
    }
}

// MARK: - The rig
// What the collection probes share: views that show what they were given, and a collection in a window driven by a
// manager over a memory storage, beside the model the test keeps of what the storage holds.

/// A collection header that shows a `HeaderModel`'s text.
final class CAHeaderView: UICollectionReusableView, ModelTransfer {
    private(set) var text: String?
    func update(with model: HeaderModel) { text = model.text }
}

/// A footer model.
struct CAFooter: Hashable {
    var text: String
}

/// A collection footer that shows a `CAFooter`.
final class CAFooterView: UICollectionReusableView, ModelTransfer {
    private(set) var text: String?
    func update(with model: CAFooter) { text = model.text }
}

/// A badge of a layout's own kind.
struct CABadge: Hashable {
    var count: Int
}

/// A view of the badge kind.
final class CABadgeView: UICollectionReusableView, ModelTransfer {
    private(set) var count: Int?
    func update(with model: CABadge) { count = model.count }
}

let caBadgeKind = "probe-badge"

/// A collection (flow layout, 44-point items, 30-point headers and 20-point footers where a section has a model)
/// driven by a manager over a memory storage, with the model the test keeps.
@MainActor
final class CACollectionRig {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    let collection: UICollectionView
    let manager: CollectionViewManager
    let storage = MemoryStorage()
    let log = AnomalyLog()
    /// What the storage should hold (the test's own model).
    var model: [[Post]]
    var headers: [HeaderModel?]
    var footers: [CAFooter?]
    /// Each selection: the post of the cell tapped, as seen before the tap, and the post the event received.
    var selections: [(tapped: Post?, received: Post)] = []
    var prefetched: [Post] = []
    /// Events that got another model than their cell shows.
    var mismatches: [String] = []

    init(
        sections: [[Post]], headers: [HeaderModel?]? = nil, footers: [CAFooter?]? = nil, height: CGFloat = 220,
        manager: CollectionViewManager = CollectionViewManager(),
        events: (TypedViewMapping<PostItemCell>) -> Void = { _ in }
    ) {
        self.manager = manager
        model = sections
        self.headers = headers ?? sections.map { _ in nil }
        self.footers = footers ?? sections.map { _ in nil }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(PostItemCell.self) { [unowned self] mapping in
            mapping.didSelect { cell, post, _ in self.selections.append((cell.post, post)) }
            mapping.prefetch { post, _ in self.prefetched.append(post) }
            mapping.moveItem { _, _, _ in }
            // Each event with a cell must get the model that cell shows.
            func check(_ event: String) -> @MainActor @Sendable (PostItemCell, Post, ItemPath) -> Void {
                { [unowned self] cell, post, path in
                    if cell.post != post {
                        self.mismatches.append(
                            "\(event) at \(path): the cell shows \(cell.post?.id ?? -1), the event got \(post.id)")
                    }
                }
            }
            mapping.didHighlight(check("didHighlight"))
            mapping.didUnhighlight(check("didUnhighlight"))
            mapping.didDeselect(check("didDeselect"))
            mapping.willDisplay(check("willDisplay"))
            mapping.didEndDisplaying(check("didEndDisplaying"))
            events(mapping)
        }
        manager.registry.register(CAHeaderView.self, as: .header) {
            $0.referenceSizeForHeader { _, _ in TrellisSize(width: 320, height: 30) }
        }
        manager.registry.register(CAFooterView.self, as: .footer) {
            $0.referenceSizeForFooter { _, _ in TrellisSize(width: 320, height: 20) }
        }
        manager.registry.register(CABadgeView.self, as: .supplementary(caBadgeKind))
        storage.setItems(sections)
        storage.setSectionHeaderModels(self.headers)
        storage.setSectionFooterModels(self.footers)
        window.addSubview(collection)
        manager.attach(to: collection, content: storage)
    }

    /// The posts the storage holds.
    var stored: [[Post]] {
        (0..<storage.numberOfSections).map { section in storage.items(inSection: section).compactMap { $0 as? Post } }
    }

    /// The item counts the collection shows.
    var shownCounts: [Int] { (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) } }

    /// Runs every pending animation to its end, and the updates that waited for it.
    func settle() {
        var turns = 0
        while manager.isUpdating && turns < 100 {
            collection.finishAnimations()
            turns += 1
        }
    }

    /// What is wrong with what the collection shows, compared with the kept model; `nil` when it agrees. Asks the
    /// collection to lay out first (as the next frame would).
    func disagreement() -> String? {
        collection.layoutIfNeeded()
        if stored != model { return "the storage holds \(ids(stored)), the model \(ids(model))" }
        let expected = model.map(\.count)
        if shownCounts != expected { return "the collection shows counts \(shownCounts), the model \(expected)" }
        for path in collection.indexPathsForVisibleItems {
            let shown = (collection.cellForItem(at: path) as? PostItemCell)?.post
            let wanted = model[path.section][path.item]
            if shown != wanted {
                return "the cell at \(path) shows \(shown.map { "\($0.id) \($0.title)" } ?? "nothing"), "
                    + "the model \(wanted.id) \(wanted.title)"
            }
        }
        for section in model.indices {
            let path = IndexPath(item: 0, section: section)
            let header = collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: path)
            if let header, (header as? CAHeaderView)?.text != headers[section]?.text {
                return "the header of section \(section) shows \((header as? CAHeaderView)?.text ?? "nothing"), "
                    + "the model \(headers[section]?.text ?? "none")"
            }
            let footer = collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: path)
            if let footer, (footer as? CAFooterView)?.text != footers[section]?.text {
                return "the footer of section \(section) shows \((footer as? CAFooterView)?.text ?? "nothing"), "
                    + "the model \(footers[section]?.text ?? "none")"
            }
        }
        return nil
    }

    private func ids(_ sections: [[Post]]) -> String {
        sections.map { "[" + $0.map { "\($0.id)" }.joined(separator: ",") + "]" }.joined()
    }
}

// MARK: - Live models

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class CAQuote {
    let id: Int
    var price: Int
    init(_ id: Int, _ price: Int) {
        self.id = id
        self.price = price
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class CAQuoteCell: UICollectionViewCell, ModelTransfer {
    private(set) var quote: CAQuote?
    private(set) var price: Int?
    func update(with model: CAQuote) {
        quote = model
        price = model.price
    }
}

/// Seeded random edits of a storage of observable models in a collection, interleaved with property changes of
/// models on screen, off screen and removed, flushed at random moments (while batches animate too), with scrolls
/// and prefetches: no exception, no anomaly, and every visible cell shows its item's model at its current price.
@MainActor
@Suite("Probe: live models in a collection, random edits", .serialized)
struct LiveCollectionRandomAttackTests {
    static let runs =
        UInt64(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_CASES"] ?? "").map { max(1, $0 / 8) } ?? 100

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("Random edits and property changes: visible cells show their models' current values")
    func randomLiveEdits() {
        for seed in 0..<Self.runs {
            if let failure = Self.run(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func run(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(int(2...6)) * 44), collectionViewLayout: flow)
        collection.completesAnimationsAutomatically = false
        window.addSubview(collection)
        let manager = CollectionViewManager()
        let log = AnomalyLog()
        manager.dispatcher.anomalyHandler = log.handler
        manager.registry.register(CAQuoteCell.self)
        var nextID = 0
        func quote() -> CAQuote {
            nextID += 1
            return CAQuote(nextID, int(0...99))
        }
        var model: [[CAQuote]] = (0..<int(1...2)).map { _ in (0..<int(0...10)).map { _ in quote() } }
        var removed: [CAQuote] = []
        let storage = MemoryStorage()
        storage.setItems(model)
        manager.attach(to: collection, content: storage)
        var steps: [String] = []
        func trail() -> String { "\n" + steps.joined(separator: "\n") }
        for step in 0..<int(5...40) {
            let filled = model.indices.filter { !model[$0].isEmpty }
            do {
                switch int(0...9) {
                case 0, 1:
                    let s = int(0...(model.count - 1))
                    let q = quote()
                    let i = int(0...model[s].count)
                    try storage.insertItem(q, at: path(s, i))
                    model[s].insert(q, at: i)
                    steps.append("insert \(q.id) at [\(s), \(i)]")
                case 2:
                    guard let s = filled.randomElement(using: &random) else { break }
                    let i = int(0...(model[s].count - 1))
                    try storage.removeItem(at: path(s, i))
                    removed.append(model[s].remove(at: i))
                    steps.append("remove [\(s), \(i)]")
                case 3:
                    guard let s = filled.randomElement(using: &random) else { break }
                    let i = int(0...(model[s].count - 1))
                    let t = int(0...(model.count - 1))
                    let j = int(0...(model[t].count - (s == t ? 1 : 0)))
                    try storage.moveItem(at: path(s, i), to: path(t, j))
                    model[t].insert(model[s].remove(at: i), at: j)
                    steps.append("move [\(s), \(i)] to [\(t), \(j)]")
                case 4, 5, 6:
                    // Change a shown, an off-screen or a removed model.
                    let all = model.joined() + removed
                    guard let q = all.randomElement(using: &random) else { break }
                    q.price = int(100...999)
                    steps.append("price \(q.id) = \(q.price)")
                case 7:
                    manager.proxy.liveCells.flush()
                    steps.append("flush")
                case 8:
                    collection.contentOffset = CGPoint(x: 0, y: CGFloat(int(0...12)) * 22)
                    collection.simulateCellPrefetching(at: (0..<2).map { _ in ip(int(0...1), int(0...12)) })
                    steps.append("scroll and prefetch")
                default:
                    collection.finishAnimations()
                    steps.append("finish")
                }
            } catch {
                return "step \(step): the storage refused: \(error)" + trail()
            }
            if let exception = collection.exceptions.first { return "step \(step): \(exception)" + trail() }
            if let anomaly = log.all.first { return "step \(step): anomaly \(anomaly.message)" + trail() }
        }
        var turns = 0
        while manager.isUpdating && turns < 50 {
            collection.finishAnimations()
            turns += 1
        }
        manager.proxy.liveCells.flush()
        for offset in stride(from: 0, through: Int(collection.contentSize.height), by: 44) {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            manager.proxy.liveCells.flush()
            for indexPath in collection.indexPathsForVisibleItems {
                guard let cell = collection.cellForItem(at: indexPath) as? CAQuoteCell else {
                    return "no quote cell at \(indexPath)" + trail()
                }
                let wanted = model[indexPath.section][indexPath.item]
                if cell.quote !== wanted {
                    return "the cell at \(indexPath) shows quote \(cell.quote?.id ?? -1), the storage \(wanted.id)"
                        + trail()
                }
                if cell.price != wanted.price {
                    return "the cell at \(indexPath) (quote \(wanted.id)) shows \(cell.price ?? -1), the model "
                        + "\(wanted.price)" + trail()
                }
            }
        }
        if let exception = collection.exceptions.first { return "at the end: \(exception)" + trail() }
        withExtendedLifetime((window, manager)) {}
        return nil
    }
}
