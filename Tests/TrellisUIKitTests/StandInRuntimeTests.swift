import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// A delegate that implements none of the optional methods and hands every message to `target`, as an Objective-C
/// object that overrides `forwardingTarget(for:)` does; it says it responds to the methods in `forwarded`.
@MainActor
final class ForwardingDelegate: NSObject, UITableViewDelegate, ImplementsNoOptionalMethods {
    var forwarded: Set<String>
    nonisolated(unsafe) weak var target: AnyObject?

    init(forwarding forwarded: Set<String>, to target: AnyObject?) {
        self.forwarded = forwarded
        self.target = target
        super.init()
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        let name = NSStringFromSelector(selector)
        return MainActor.assumeIsolated { forwarded.contains(name) }
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? { target }
}

/// Counts its deallocation.
final class DeallocationCounter: @unchecked Sendable {
    // @unchecked: read and written on the main actor only.
    nonisolated(unsafe) static var count = 0
    /// An associated-object key (a static: its address is stable).
    nonisolated(unsafe) static var key: UInt8 = 0
    deinit { Self.count += 1 }
}

@MainActor
@Suite("The stand-in messages its delegates as the Objective-C runtime does")
struct StandInRuntimeTests {
    @Test("responds(to:) is asked when a delegate is set, and not again when the same object is set")
    func respondsIsSnapshotted() {
        let screen = Screen()
        let table = screen.table
        let mine = RecordingTableDelegate(answering: ["tableView(_:didSelectRowAt:)"])
        table.delegate = mine
        #expect(table.delegateResponds(to: "tableView:didSelectRowAtIndexPath:"))

        // The object changes its answers: UIKit does not ask again, even when the same object is set again.
        mine.answered = ["tableView(_:didHighlightRowAt:)"]
        table.delegate = mine
        table.simulateTap(at: ip(0, 1))
        #expect(mine.calls == ["tableView(_:didSelectRowAt:)"])

        // Another object (here: none), then the same one again: asked again.
        table.delegate = nil
        table.delegate = mine
        mine.calls = []
        table.simulateTap(at: ip(0, 2))
        #expect(mine.calls == ["tableView(_:didHighlightRowAt:)"])
        #expect(!table.delegateResponds(to: "tableView(_:didSelectRowAt:)"))
    }

    @Test("a method the delegate answered is sent through forwardingTarget(for:)")
    func forwardingIsFollowed() {
        let screen = Screen()
        let receiver = RecordingTableDelegate(answering: ["tableView(_:didSelectRowAt:)"])
        let forwarder = ForwardingDelegate(forwarding: ["tableView:didSelectRowAtIndexPath:"], to: receiver)
        screen.table.delegate = forwarder
        screen.table.simulateTap(at: ip(0, 3))
        #expect(receiver.calls == ["tableView(_:didSelectRowAt:)"])
        #expect(screen.table.exceptions.isEmpty)
    }

    @Test("a method answered when the delegate was set and forwarded to nobody later is UIKit's crash")
    func unrecognizedSelector() throws {
        let screen = Screen()
        var receiver: RecordingTableDelegate? = RecordingTableDelegate(answering: ["tableView(_:didSelectRowAt:)"])
        let forwarder = ForwardingDelegate(forwarding: ["tableView:didSelectRowAtIndexPath:"], to: receiver)
        screen.table.delegate = forwarder
        receiver = nil
        screen.table.simulateTap(at: ip(0, 3))
        let exception = try #require(screen.table.exceptions.first)
        #expect(exception.name == .invalidArgument)
        #expect(
            exception.reason.contains("tableView:didSelectRowAtIndexPath:]: unrecognized selector sent to instance"))
        #expect(receiver == nil)
    }

    @Test("a collection snapshots its delegate's answers when it is set, flow-layout methods included")
    func collectionSnapshot() {
        let screen = CollectionScreen()
        let mine = RecordingCollectionDelegate(answering: ["collectionView(_:didSelectItemAt:)"])
        screen.collection.delegate = mine
        mine.answered = []
        screen.collection.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(mine.calls == ["collectionView(_:didSelectItemAt:)"])
        #expect(!screen.collection.delegateResponds(to: "collectionView:layout:sizeForItemAtIndexPath:"))
    }

    @Test("an associated object lives as long as its object")
    func associatedObjects() {
        let before = DeallocationCounter.count
        var object: UIView? = UIView()
        if let object {
            objc_setAssociatedObject(
                object, &DeallocationCounter.key, DeallocationCounter(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(object.map { objc_getAssociatedObject($0, &DeallocationCounter.key) is DeallocationCounter } == true)
        #expect(DeallocationCounter.count == before)
        object = nil
        #expect(DeallocationCounter.count == before + 1)
    }
}
