import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@MainActor
@Suite("Collection manager: the other events")
struct CollectionEventTests {
    @Test(
        "highlight, deselection, display, primary actions, focus, editing, spring loading, edit menu, multiple selection"
    )
    func events() {
        var log: [String] = []
        let screen = CollectionScreen(
            events: { mapping in
                mapping.shouldHighlight { _, post, _ in post.id != 5 }
                mapping.didHighlight { _, post, _ in log.append("highlight \(post.id)") }
                mapping.shouldDeselect { _, post, _ in post.id != 3 }
                mapping.didDeselect { _, post, _ in log.append("deselect \(post.id)") }
                mapping.willDisplay { _, post, _ in if post.id == 6 { log.append("display 6") } }
                mapping.didEndDisplaying { _, post, _ in if post.id == 0 { log.append("end 0") } }
                mapping.canPerformPrimaryAction { _, post, _ in post.id == 1 }
                mapping.performPrimaryAction { _, post, _ in log.append("primary \(post.id)") }
                mapping.canFocus { post, _ in post.id != 2 }
                mapping.selectionFollowsFocus { _, _ in true }
                mapping.canEdit { post, _ in post.id != 2 }
                mapping.shouldSpringLoad { _, _, _ in false }
                mapping.shouldShowMenu { _, _, _ in true }
                mapping.canPerformAction { _, _, _, action in action == "copy:" }
                mapping.shouldBeginMultipleSelectionInteraction { _, _ in true }
                mapping.prefetch { post, _ in log.append("prefetch \(post.id)") }
                mapping.contextMenu { _, post, _, _ in ContextMenuDescription(title: "\(post.id)", children: []) }
                mapping.contextMenuHighlightPreview { _, _, _, _ in ContextMenuPreview(cornerRadius: 3) }
                mapping.targetPathForMove { _, _, _ in ItemPath(item: 1, section: 0) }
            },
            configure: { manager in
                manager.dispatcher.targetContentOffset { proposed in TrellisPoint(x: 0, y: proposed.y.rounded()) }
                manager.dispatcher.minimumLineSpacingForSection { _ in 3 }
                manager.dispatcher.didEndMultipleSelectionInteraction { log.append("multi end") }
            })
        let collection = screen.collection
        let proxy = screen.manager.proxy
        collection.allowsMultipleSelection = true
        collection.simulateTap(at: ip(0, 3))
        collection.simulateTap(at: ip(0, 3))
        collection.simulateTap(at: ip(0, 4))
        collection.simulateTap(at: ip(0, 4))
        collection.contentOffset = CGPoint(x: 0, y: 44 * 2)
        collection.prefetchDataSource?.collectionView(collection, prefetchItemsAt: [ip(0, 8)])
        #expect(proxy.collectionView(collection, canPerformPrimaryActionForItemAt: ip(0, 1)))
        #expect(!proxy.collectionView(collection, canPerformPrimaryActionForItemAt: ip(0, 3)))
        proxy.collectionView(collection, performPrimaryActionForItemAt: ip(0, 3))
        #expect(!proxy.collectionView(collection, canFocusItemAt: ip(0, 2)))
        #expect(proxy.collectionView(collection, selectionFollowsFocusForItemAt: ip(0, 2)))
        #expect(!proxy.collectionView(collection, canEditItemAt: ip(0, 2)))
        #expect(!proxy.collectionView(collection, shouldSpringLoadItemAt: ip(0, 2), with: TestAnimation()))
        #expect(proxy.collectionView(collection, shouldShowMenuForItemAt: ip(0, 2)))
        #expect(
            proxy.collectionView(collection, canPerformAction: Selector("copy:"), forItemAt: ip(0, 2), withSender: nil))
        #expect(proxy.collectionView(collection, shouldBeginMultipleSelectionInteractionAt: ip(0, 2)))
        proxy.collectionViewDidEndMultipleSelectionInteraction(collection)
        #expect(
            proxy.collectionView(collection, targetContentOffsetForProposedContentOffset: CGPoint(x: 5, y: 7.6))
                == CGPoint(x: 0, y: 8))
        #expect(
            proxy.collectionView(collection, layout: collection.collectionViewLayout, minimumLineSpacingForSectionAt: 0)
                == 3)
        #expect(
            proxy.collectionView(
                collection, targetIndexPathForMoveOfItemFromOriginalIndexPath: ip(0, 5), atCurrentIndexPath: ip(0, 4),
                toProposedIndexPath: ip(0, 3)) == ip(0, 1))
        let menu = proxy.collectionView(collection, contextMenuConfigurationForItemsAt: [ip(0, 4)], point: .zero)
        #expect(menu?.simulateMenu()?.title == "4")
        if let menu {
            let preview = proxy.collectionView(
                collection, contextMenuConfiguration: menu, highlightPreviewForItemAt: ip(0, 4))
            #expect(preview?.parameters.cornerRadius == 3)
        }
        #expect(!proxy.collectionView(collection, shouldHighlightItemAt: ip(0, 5)))
        // off screen: no view, UIKit's default
        #expect(proxy.collectionView(collection, shouldHighlightItemAt: ip(0, 9)))
        #expect(
            log == [
                "highlight 3", "highlight 3", "highlight 4", "highlight 4", "deselect 4", "end 0", "display 6",
                "prefetch 8", "primary 3", "multi end",
            ])
        #expect(collection.indexPathsForSelectedItems == [ip(0, 3)])
    }

    @Test("a call off the main thread is answered with a safe default and reported")
    func offMainThread() async {
        let screen = CollectionScreen()
        let proxy = screen.manager.proxy
        let collection = screen.collection
        let count = await Task.detached { proxy.collectionView(collection, numberOfItemsInSection: 0) }.value
        #expect(count == 0)
        for _ in 0..<100 where screen.log.all.isEmpty { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(screen.log.all.contains { if case .offMainActor = $0 { return true } else { return false } })
    }
}
