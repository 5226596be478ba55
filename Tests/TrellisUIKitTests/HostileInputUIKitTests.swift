import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

/// Bad input and lost callbacks at the UIKit edge: malformed index paths, managers released or reloaded while updates
/// wait. (docs/HostileInput.md lists the catalogue.)
@MainActor
@Suite("Hostile input: UIKit managers and proxies")
struct HostileInputUIKitTests {
    @Test("An index path without two indexes answers defaults and never traps, in every kind of proxy method")
    func malformedIndexPaths() {
        let screen = Screen()
        let proxy = screen.manager.proxy
        for path in [IndexPath(index: 0), IndexPath(), IndexPath(indexes: [0, 1, 2])] {
            _ = proxy.tableView(screen.table, cellForRowAt: path)
            _ = proxy.tableView(screen.table, heightForRowAt: path)
            _ = proxy.tableView(screen.table, willSelectRowAt: path)
            proxy.tableView(screen.table, didSelectRowAt: path)
            _ = proxy.tableView(screen.table, canEditRowAt: path)
            _ = proxy.tableView(screen.table, editingStyleForRowAt: path)
        }
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("A manager released while an update animates still calls its completions")
    func releasedManagerCompletes() async {
        var finished: [String] = []
        do {
            let screen = Screen()
            try? screen.storage.addItem(Post(id: 100, title: "new"))  // animating: the stand-in waits
            #expect(screen.manager.isUpdating)
            screen.manager.whenUpdatesFinish { finished.append("in flight") }
            try? screen.storage.addItem(Post(id: 101, title: "newer"))  // waits behind it
            screen.manager.apply(ContentUpdate(stages: []), completion: { finished.append("queued") })
        }
        // The screen (window, table, manager) is gone: the completions still run, once.
        for _ in 0..<10 where finished.count < 2 { await Task.yield() }
        #expect(finished.sorted() == ["in flight", "queued"])
    }

    @Test("Replacing the content while updates wait runs their completions instead of dropping them")
    func supersededUpdatesComplete() {
        let screen = Screen()
        var finished = 0
        try? screen.storage.addItem(Post(id: 100, title: "new"))
        #expect(screen.manager.isUpdating)
        let waiting = ContentUpdate(stages: [
            ContentUpdate.Stage(
                data: ContentSnapshot(sections: [StorageSection(items: posts(0...11))]),
                update: BatchUpdate(insertedItems: [ItemPath(item: 11, section: 0)]))
        ])
        screen.manager.apply(waiting) { finished += 1 }
        screen.manager.setContent(MemoryStorage(items: posts(0...2)))
        #expect(finished == 1)
        #expect(screen.table.exceptions.isEmpty)
    }
}
