import Foundation
import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

/// A cell made from a nib: it knows whether it woke from one.
final class NibPostCell: UITableViewCell, ModelTransfer {
    private(set) var post: Post?
    private(set) var awoke = false
    override func awakeFromNib() { awoke = true }
    func update(with model: Post) { post = model }
}

/// A header made from a nib.
final class NibHeader: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var text: String?
    private(set) var awoke = false
    override func awakeFromNib() { awoke = true }
    func update(with model: HeaderModel) { text = model.text }
}

/// A collection cell made from a nib.
final class NibItemCell: UICollectionViewCell, ModelTransfer {
    private(set) var post: Post?
    private(set) var awoke = false
    override func awakeFromNib() { awoke = true }
    func update(with model: Post) { post = model }
}

/// A directory that plays an app's bundle, holding stand-in nibs (text files named `<name>.nib`).
final class NibBundle {
    let directory: URL
    let bundle: Bundle

    init(_ nibs: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-nibs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in nibs {
            try text.write(to: directory.appendingPathComponent("\(name).nib"), atomically: true, encoding: .utf8)
        }
        bundle = try #require(Bundle(path: directory.path))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

@MainActor
@Suite("Nibs and storyboard prototypes")
struct NibAndStoryboardTests {
    func table(
        _ manager: TableViewManager, _ log: AnomalyLog, header: Bool = false,
        prototypes: (UITableView) -> Void = { _ in }
    ) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        manager.dispatcher.anomalyHandler = log.handler
        prototypes(table)
        window.addSubview(table)
        let storage = MemoryStorage()
        storage.setItems([posts(0...3)])
        if header { try? storage.setSectionHeaderModel(HeaderModel(text: "H"), forSection: 0) }
        manager.attach(to: table, content: storage)
        return (window, table)
    }

    @Test("cells and headers come from a nib named after the class, in a given bundle; they wake from it")
    func namedAfterClass() throws {
        let nibs = try NibBundle([
            "NibPostCell": "TrellisUIKitTests.NibPostCell reuseIdentifier=NibPostCell",
            "NibHeader": "TrellisUIKitTests.NibHeader",
        ])
        let manager = TableViewManager()
        let log = AnomalyLog()
        manager.register(NibPostCell.self, from: .nib(bundle: nibs.bundle))
        manager.register(NibHeader.self, from: .nib(bundle: nibs.bundle), as: .header)
        let (window, table) = self.table(manager, log, header: true)
        defer { withExtendedLifetime(window) {} }
        let cells = table.visibleCells.compactMap { $0 as? NibPostCell }
        #expect(cells.count == 4)
        #expect(cells.allSatisfy { $0.awoke })
        #expect(cells.map { $0.post?.id } == [0, 1, 2, 3])
        let header = try #require(table.headerView(forSection: 0) as? NibHeader)
        #expect(header.awoke && header.text == "H")
        #expect(log.all.isEmpty)
        #expect(table.exceptions.isEmpty)
    }

    @Test("a nib with another name, and a collection cell from a nib")
    func givenNibAndCollection() throws {
        let nibs = try NibBundle(["Compact": "TrellisUIKitTests.NibItemCell"])
        let manager = CollectionViewManager()
        manager.register(NibItemCell.self, from: .nib("Compact", bundle: nibs.bundle))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: flow)
        window.addSubview(collection)
        let storage = MemoryStorage()
        storage.setItems([posts(0...2)])
        manager.attach(to: collection, content: storage)
        let cells = collection.visibleCells.compactMap { $0 as? NibItemCell }
        #expect(cells.count == 3 && cells.allSatisfy { $0.awoke })
        #expect(collection.exceptions.isEmpty)
    }

    @Test("a missing nib is reported, naming the nib and the bundle; the class is registered instead")
    func missingNib() throws {
        let nibs = try NibBundle([:])
        let manager = TableViewManager()
        let log = AnomalyLog()
        manager.register(NibPostCell.self, from: .nib("PostCellCompact", bundle: nibs.bundle))
        let (window, table) = self.table(manager, log)
        defer { withExtendedLifetime(window) {} }
        let cells = table.visibleCells.compactMap { $0 as? NibPostCell }
        #expect(cells.count == 4 && !cells.contains { $0.awoke })
        guard case .viewSourceMissing(let missing)? = log.all.first else {
            Issue.record("no anomaly: \(log.all)")
            return
        }
        #expect(missing.wanted == "the nib \"PostCellCompact\" in \(nibs.bundle.bundlePath)")
        #expect(missing.missing == "no such nib exists, and no storyboard prototype has that identifier")
        #expect(Anomaly.viewSourceMissing(missing).message.contains("Add PostCellCompact.xib to the target"))
        #expect(log.all.count == 1)
    }

    @Test("storyboard prototype cells are dequeued by identifier, without registration; by default too")
    func prototypes() throws {
        let nib = UINib(data: Data("TrellisUIKitTests.NibPostCell reuseIdentifier=NibPostCell".utf8), bundle: nil)
        for explicit in [true, false] {
            let manager = TableViewManager()
            let log = AnomalyLog()
            if explicit {
                manager.register(NibPostCell.self, from: .storyboardPrototype)
            } else {
                manager.registry.register(NibPostCell.self)
            }
            let (window, table) = self.table(manager, log) {
                $0.standInAddPrototype(nib, forCellReuseIdentifier: "NibPostCell")
            }
            defer { withExtendedLifetime(window) {} }
            let cells = table.visibleCells.compactMap { $0 as? NibPostCell }
            #expect(cells.count == 4 && cells.allSatisfy { $0.awoke }, "explicit: \(explicit)")
            #expect(log.all.isEmpty)
            #expect(table.exceptions.isEmpty)
        }
    }

    @Test("a missing storyboard prototype is reported, naming the identifier")
    func missingPrototype() throws {
        let manager = TableViewManager()
        let log = AnomalyLog()
        manager.register(NibPostCell.self, from: .storyboardPrototype, reuseIdentifier: "PostPrototype")
        let (window, table) = self.table(manager, log)
        defer { withExtendedLifetime(window) {} }
        #expect(table.visibleCells.count == 4)
        guard case .viewSourceMissing(let missing)? = log.all.first else {
            Issue.record("no anomaly: \(log.all)")
            return
        }
        #expect(missing.reuseIdentifier == "PostPrototype")
        #expect(missing.missing == "the table has no prototype cell with that identifier")
        #expect(
            Anomaly.viewSourceMissing(missing).message.contains(
                "Set the prototype cell's Identifier to \"PostPrototype\""))
    }

    @Test("stand-in: a nib must hold one cell, whose own identifier (if set) is the one registered")
    func standInNibChecks() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(
            UINib(data: Data("TrellisUIKitTests.NibPostCell\nTrellisUIKitTests.NibPostCell".utf8), bundle: nil),
            forCellReuseIdentifier: "Two")
        #expect(table.dequeueReusableCell(withIdentifier: "Two") == nil)
        #expect(
            table.exceptions.last?.reason
                == "invalid nib registered for identifier (Two) - nib must contain exactly one top level object which must be a UITableViewCell instance"
        )
        table.register(
            UINib(data: Data("TrellisUIKitTests.NibPostCell reuseIdentifier=Other".utf8), bundle: nil),
            forCellReuseIdentifier: "Mine")
        #expect(table.dequeueReusableCell(withIdentifier: "Mine") == nil)
        #expect(
            table.exceptions.last?.reason
                == "cell reuse indentifier in nib (Other) does not match the identifier used to register the nib (Mine)"
        )
        table.register(NibPostCell.self, forCellReuseIdentifier: "Mine")
        #expect(
            (table.dequeueReusableCell(withIdentifier: "Mine") as? NibPostCell)?.awoke == false,
            "a class registration replaces the nib")
    }
}
