internal import Trellis
#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

// The `UICollectionViewDelegateFlowLayout` methods: sizes, insets and spacings from the dispatcher, else the flow
// layout's own properties (what UIKit uses when they are not implemented).

extension CollectionViewProxy {
    /// `sizeForItem`, else the layout's `itemSize`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        onMain(.zero, with: self, collectionViewLayout, indexPath) { proxy, collectionViewLayout, indexPath in
            if let size = proxy.dispatcher.sizeForItem(at: indexPath.itemPath) { return Self.size(size) }
            return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }
    }

    /// `insetForSection`, else the layout's `sectionInset`.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        onMain(.zero) {
            if let inset = dispatcher.insetForSection(at: section) {
                return UIEdgeInsets(
                    top: CGFloat(inset.top), left: CGFloat(inset.left), bottom: CGFloat(inset.bottom),
                    right: CGFloat(inset.right))
            }
            return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        }
    }

    /// `minimumLineSpacing`, else the layout's.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        onMain(0) {
            if let spacing = dispatcher.minimumLineSpacingForSection(at: section) { return CGFloat(spacing) }
            return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
        }
    }

    /// `minimumInteritemSpacing`, else the layout's.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        onMain(0) {
            if let spacing = dispatcher.minimumInteritemSpacingForSection(at: section) { return CGFloat(spacing) }
            return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
        }
    }

    /// `referenceSizeForHeader` (`.zero` without a header model), else the layout's.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        onMain(.zero) {
            dispatcher.referenceSizeForHeader(inSection: section).map(Self.size)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        }
    }

    /// `referenceSizeForFooter` (`.zero` without a footer model), else the layout's.
    nonisolated public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        onMain(.zero) {
            dispatcher.referenceSizeForFooter(inSection: section).map(Self.size)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
        }
    }

    nonisolated static func size(_ size: TrellisSize) -> CGSize {
        CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}
