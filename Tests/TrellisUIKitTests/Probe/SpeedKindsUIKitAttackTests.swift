import Foundation
import Testing
import Trellis
import TrellisUIKit
import TrellisUIKitTesting
import _TrellisTestSupport

// MARK: Fixtures

struct SpeedUIModel: Identifiable, Equatable {
    let id: Int
    var value: Int
}

/// Not `Equatable`: an app's model with a closure or a formatter in it.
struct SpeedUIOpaque: Identifiable {
    let id: Int
    var value: Int
}

final class SpeedUICell: UITableViewCell, ModelTransfer {
    private(set) var value = 0
    func update(with model: SpeedUIModel) { value = model.value }
}

final class SpeedUIOpaqueCell: UITableViewCell, ModelTransfer {
    private(set) var value = 0
    func update(with model: SpeedUIOpaque) { value = model.value }
}

/// A table in a window, driven by a manager; batches animate until `finishAnimations()`.
@MainActor
final class SpeedUIScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let manager = TableViewManager()
    var anomalies: [Anomaly] = []

    init(content: any SectionedContent, animating: Bool = true) {
        table.completesAnimationsAutomatically = !animating
        manager.registry.register(SpeedUICell.self)
        manager.registry.register(SpeedUIOpaqueCell.self)
        window.addSubview(table)
        manager.attach(to: table, content: content)
        table.layoutIfNeeded()
        table.finishAnimations()
    }

    var batchCount: Int { table.updateLog.filter { if case .batch = $0 { true } else { false } }.count }
    var reloadDataCount: Int { table.updateLog.filter { $0 == .reloadData }.count }
    var reloadedRows: Int {
        table.updateLog.reduce(0) { total, record in
            guard case .batch(let batch, _) = record else { return total }
            return total + BatchUpdate(batch).reloadedItems.count
        }
    }
}

@MainActor
final class SpeedUIRowCell: UITableViewCell, ModelTransfer {
    private(set) var value = 0
    func update(with model: SpeedUIModel) { value = model.value }
}

// Speed through a TableViewManager on the stand-in: does an update that changes nothing touch UIKit, and what do
// many small updates cost while a batch animates. Ratios only (debug build); figures printed ("SPEED ...").
@MainActor
@Suite("Probe: speed through the UIKit managers")
struct SpeedKindsUIKitAttackTests {
    @Test("an unchanged setItems and setSections through a manager touch UIKit not at all")
    func unchangedStorageUpdate() throws {
        let models = (0..<1_000).map { SpeedUIModel(id: $0, value: $0) }
        let storage = MemoryStorage(items: models)
        let screen = SpeedUIScreen(content: storage)
        let before = screen.table.updateLog.count
        storage.setItems([models])
        try storage.setSections([StorageSection(items: models.map { $0 as Any })])
        try storage.setItems(models, forSection: 0)
        #expect(screen.table.updateLog.count == before)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("declarative content set again with equal rows touches UIKit not at all")
    func unchangedDeclarativeUpdate() {
        func rows() -> [AnyRow] { (0..<1_000).map { ListRow<SpeedUIRowCell>(SpeedUIModel(id: $0, value: $0)) } }
        let content = DeclarativeContent { ListSection(id: 0, rows: rows()) }
        let screen = SpeedUIScreen(content: content)
        let before = screen.table.updateLog.count
        let same = content.sections
        content.sections = same
        content.set { ListSection(id: 0, rows: rows()) }
        #expect(screen.table.updateLog.count == before)
    }

    /// Documented (`AnyItem`: "Make your models Equatable"), kept as a figure: equal values of a model that is not
    /// `Equatable` reload (or reconfigure) every row, one batch.
    @Test("equal values of a non-Equatable model: one batch that refreshes every row (documented)")
    func unchangedOpaqueModels() {
        let opaque = (0..<1_000).map { SpeedUIOpaque(id: $0, value: $0) }
        let storage = MemoryStorage(items: opaque)
        let screen = SpeedUIScreen(content: storage)
        let before = screen.batchCount
        storage.setItems([opaque])
        print("SPEED non-Equatable setItems again: \(screen.batchCount - before) batch, \(screen.reloadedRows) reloads")
        #expect(screen.batchCount - before == 1)
        #expect(screen.reloadDataCount == 0 || screen.reloadDataCount == 1)
    }

    /// FINDING 8 (fixed: the waiting updates are applied as one, `ContentUpdater+Merging.swift`). Updates that arrive
    /// while a batch animates wait, and when it ends each was applied as its own
    /// `performBatchUpdates` (`ContentUpdater.finishUpdating()` -> `perform(waiting)`, one `Dispatcher.apply` per
    /// update): 1,000 single appends during one animation became 1,000 batches (debug, 1,000-row table: 10 appends
    /// 0.13 s, 100 1.2 s, 1,000 13 s). Floor: one batch from the shown state to the newest (the diff of the last
    /// applied snapshot and the content), which is what the queued updates add up to.
    @Test("100 appends while a batch animates reach UIKit as at most 2 batches once it ends")
    func updatesWaitingForAnAnimation() {
        let storage = MemoryStorage(items: (0..<1_000).map { SpeedUIModel(id: $0, value: $0) })
        let screen = SpeedUIScreen(content: storage)
        try? storage.addItem(SpeedUIModel(id: -1, value: 0))  // starts an animation
        #expect(screen.table.isAnimatingUpdates)
        let before = screen.batchCount
        for i in 0..<100 { try? storage.addItem(SpeedUIModel(id: 10_000 + i, value: i)) }
        let seconds = fastestSeconds(runs: 1) { screen.table.finishAnimations() }
        let batches = screen.batchCount - before
        print("SPEED 100 appends while animating: \(batches) batches, \(seconds) s to apply")
        #expect(screen.table.numberOfRows(inSection: 0) == 1_101)
        #expect(screen.table.exceptions.isEmpty)
        // FINDING 8 (fixed): each update that waited was its own performBatchUpdates; they are now applied as one.
        #expect(batches <= 2)
    }
}
