import Testing
import Trellis
import UIKitStandIn

/// The stand-in keeps a reuse pool per kind of view, as UIKit does, while each view's `reuseIdentifier` is the
/// identifier it was registered with, as UIKit's is (the stand-in once read `cell/PostItemCell` there).
@MainActor
@Suite("The stand-in's reuse identifiers")
struct StandInReuseIdentifierTests {
    @Test("a collection's cell and header carry the identifier they were registered with, one pool per kind")
    func collectionViewsCarryTheirIdentifier() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(PostItemCell.self, forCellWithReuseIdentifier: "Shared")
        collection.register(
            TitleSupplementary.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Shared")
        let path = IndexPath(item: 0, section: 0)
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "Shared", for: path)
        let header = collection.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Shared", for: path)
        #expect(cell is PostItemCell && cell.reuseIdentifier == "Shared")
        #expect(header is TitleSupplementary && header.reuseIdentifier == "Shared")
        #expect(collection.exceptions.isEmpty)
    }

    @Test("a managed collection's cells are reused under their registered identifier, scrolled and reloaded")
    func managedCollectionReusesCells() {
        let screen = CollectionScreen(sections: [posts(0...99)], visibleItems: 5)
        screen.collection.layoutIfNeeded()
        let first = screen.collection.visibleCells
        #expect(first.allSatisfy { $0.reuseIdentifier == "PostItemCell" })
        screen.collection.contentOffset = CGPoint(x: 0, y: 44 * 50)
        screen.collection.layoutIfNeeded()
        #expect(screen.shownPosts.first == 50)
        #expect(screen.collection.visibleCells.allSatisfy { $0.reuseIdentifier == "PostItemCell" })
        #expect(screen.collection.visibleCells.contains { cell in first.contains { $0 === cell } }, "reused")
        #expect(screen.cellsMatchStorage())
        #expect(screen.collection.exceptions.isEmpty && screen.log.all.isEmpty)
    }
}
