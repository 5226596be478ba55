import Testing
import Trellis
@testable import TrellisUIKit
@testable import UIKitStandIn

/// A table in a window whose rows are registered with content configurations, not cell classes.
@MainActor
struct ConfigurationScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let manager = TableViewManager()
    let storage = MemoryStorage()
    let log = AnomalyLog()

    init(sections: [[Post]] = [posts(0...9)], headers: [HeaderModel]? = nil, register: (TableViewManager) -> Void) {
        table.completesAnimationsAutomatically = false
        manager.dispatcher.anomalyHandler = log.handler
        register(manager)
        storage.setItems(sections)
        if let headers {
            for (section, header) in headers.enumerated() {
                try? storage.setSectionHeaderModel(header, forSection: section)
            }
        }
        window.addSubview(table)
        manager.attach(to: table, content: storage)
    }

    func cell(_ row: Int, _ section: Int = 0) -> ConfigurationTableCell? {
        table.cellForRow(at: IndexPath(row: row, section: section)) as? ConfigurationTableCell
    }

    /// The list configuration the cell at `row` shows.
    func content(_ row: Int) -> UIListContentConfiguration? {
        (cell(row)?.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration
    }
}

/// The list content of a post in a cell state: the title, and what the state is in the secondary text.
@MainActor
func postContent(_ post: Post, _ state: UICellConfigurationState) -> any UIContentConfiguration {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = post.title
    content.secondaryText = [state.isSelected ? "selected" : nil, state.isEditing ? "editing" : nil]
        .compactMap { $0 }.joined(separator: ",")
    return content
}

@MainActor
@Suite("Content configurations")
struct ContentConfigurationTests {
    @Test("a model registered with a content configuration shows in a plain Trellis cell, set before display")
    func showsConfiguration() throws {
        let screen = ConfigurationScreen { $0.register(Post.self, configuration: postContent) }
        #expect(screen.content(0)?.text == "post 0")
        #expect(screen.content(4)?.text == "post 4")
        #expect(screen.cell(0)?.model as? Post == Post(id: 0, title: "post 0"))
        #expect(screen.log.all.isEmpty)
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("the configuration follows the cell's state: selected, editing")
    func followsState() throws {
        let screen = ConfigurationScreen { $0.register(Post.self, configuration: postContent) }
        screen.table.simulateTap(at: IndexPath(row: 1, section: 0))
        let cell = try #require(screen.cell(1))
        cell.layoutIfNeeded()  // the update UIKit runs in the next layout pass
        #expect(screen.content(1)?.secondaryText == "selected")
        screen.table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(screen.content(1)?.secondaryText == "selected,editing")
        screen.cell(2)?.layoutIfNeeded()
        #expect(screen.content(2)?.secondaryText == "editing")
    }

    @Test("a changed row is reconfigured in its cell, whose configuration is made again")
    func reconfigures() throws {
        let screen = ConfigurationScreen { $0.register(Post.self, configuration: postContent) }
        let cell = try #require(screen.cell(2))
        try screen.storage.replaceItem(at: ItemPath(item: 2, section: 0), with: Post(id: 2, title: "edited"))
        #expect(screen.table.updateLog.last?.batch?.reconfiguredItems == [IndexPath(row: 2, section: 0)])
        #expect(screen.cell(2) === cell)
        #expect(screen.content(2)?.text == "edited")
    }

    @Test("headers and footers take content configurations too, with the view's state")
    func headers() throws {
        let screen = ConfigurationScreen(
            sections: [posts(0...1), posts(2...3)], headers: [HeaderModel(text: "A"), HeaderModel(text: "B")]
        ) {
            $0.register(Post.self, configuration: postContent)
            $0.register(HeaderModel.self, as: .header) { header, _ in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = header.text
                return content
            }
        }
        let header = try #require(screen.table.headerView(forSection: 1) as? ConfigurationHeaderFooterView)
        #expect(
            (header.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration
                == {
                    var content = UIListContentConfiguration.groupedHeader()
                    content.text = "B"
                    return content
                }())
        #expect(header.model as? HeaderModel == HeaderModel(text: "B"))
    }

    @Test("collections: cells and supplementary views from content configurations")
    func collections() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let manager = CollectionViewManager()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 300),
            collectionViewLayout: manager.listLayout(appearance: .plain, supplementaryHeaders: true))
        manager.register(Post.self, configuration: postContent)
        manager.register(HeaderModel.self, as: .header) { header, _ in
            var content = UIListContentConfiguration.cell()
            content.text = header.text
            return content
        }
        let storage = MemoryStorage()
        storage.setItems([posts(0...3)])
        try storage.setSectionHeaderModel(HeaderModel(text: "Posts"), forSection: 0)
        window.addSubview(collection)
        manager.attach(to: collection, content: storage)
        let cell = try #require(
            collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? ConfigurationCollectionCell)
        #expect(
            ((cell.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text == "post 1")
        let header = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? ConfigurationSupplementaryView)
        #expect(
            ((header.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text == "Posts")
        #expect(collection.exceptions.isEmpty)
    }

    @Test("who tracks a configuration's reads follows UIKit: the stand-in plays iOS 26 unless told otherwise")
    func trackingSwitch() {
        let saved = UIView.standInObservationTrackingEnabled
        defer { UIView.standInObservationTrackingEnabled = saved }
        UIView.standInObservationTrackingEnabled = true
        #expect(UIKitObservationTracking.tracksConfigurationUpdates)
        UIView.standInObservationTrackingEnabled = false
        #expect(!UIKitObservationTracking.tracksConfigurationUpdates)
    }
}
