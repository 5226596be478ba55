import Foundation
import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

/// Proxy methods that answer with a UIKit object, called off the main thread: an object made with the proxy, at once,
/// never waiting for the main thread (which may be waiting for the caller); `offMainActor` says so.
@MainActor
@Suite("Off the main thread, answers made without waiting for it", .serialized)
struct OffMainAnswersTests {

    @Test("drop proposals asked off the main thread: a cancelled drop at once, reported")
    func dropProposalsOffMain() async {
        let screen = ReentrantTable()
        let collectionScreen = ReentrantCollection()
        collectionScreen.manager.dispatcher.anomalyHandler = screen.log.handler
        let tableProxy = screen.manager.proxy, table = screen.table
        let collectionProxy = collectionScreen.manager.proxy, collection = collectionScreen.collection
        let session = TestDropSession(items: [])
        let answers = onAnotherThreadWhileMainWaits { () -> (UITableViewDropProposal, UICollectionViewDropProposal) in
            (
                tableProxy.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: nil),
                collectionProxy.collectionView(collection, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
            )
        }
        #expect(answers?.0.operation == .cancel && answers?.1.operation == .cancel, "a call waited for the main thread")
        await eventually { screen.log.all.count >= 2 }
        #expect(
            screen.log.messages == ["call off the main actor", "call off the main actor"], "\(screen.log.messages)")
    }

    @Test("the transition layout asked on the main actor is made from the two layouts")
    func transitionLayoutOnMain() {
        let screen = ReentrantCollection()
        let from = screen.collection.collectionViewLayout
        let to = UICollectionViewFlowLayout()
        let layout = screen.manager.proxy.collectionView(
            screen.collection, transitionLayoutForOldLayout: from, newLayout: to)
        #expect(layout.currentLayout === from && layout.nextLayout === to)
        #expect(screen.log.all.isEmpty)
    }
}
