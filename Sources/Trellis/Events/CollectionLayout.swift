// A collection's layout questions: the sizes, insets and spacings of `UICollectionViewDelegateFlowLayout` (the
// collection counterpart of a table's heights), and `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
//
// Sizes are asked before a view exists, so item and header/footer closures receive `(Model, ItemPath)` (a header or
// footer: item 0 of its section); insets and spacings belong to a section, not a model, and are registered on the
// dispatcher by section index.
//
// ## When nothing answers
//
// Every answer is `nil` and a UIKit host reports the method unimplemented unless `answers(...)` for its event: the
// flow layout then uses its own `itemSize`, `headerReferenceSize`, `sectionInset`, `minimumLineSpacing`, ...
// (and `estimatedItemSize` self-sizing keeps working). When closures are registered but none answers for this
// item or section, the host returns the layout's property. A section with no header (or footer) model, or one
// hidden by `hidesHeadersOfEmptySections`, has a `.zero` reference size whenever the method is implemented, so
// UIKit never asks for a supplementary view the dispatcher has no model for.
//
// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` is not covered: its answer is a
// `UICollectionViewTransitionLayout`, a layout object with no host-neutral description; a host answers it itself.

extension EventKey where Argument == Void, Result == TrellisSize {
    /// `collectionView(_:layout:sizeForItemAt:)`.
    public static var sizeForItem: EventKey { EventKeys.sizeForItem }
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    public static var referenceSizeForHeader: EventKey { EventKeys.referenceSizeForHeader }
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    public static var referenceSizeForFooter: EventKey { EventKeys.referenceSizeForFooter }
}

extension EventKey where Argument == Int, Result == TrellisEdgeInsets {
    /// `collectionView(_:layout:insetForSectionAt:)`: the argument is the section (for the whole view).
    public static var insetForSection: EventKey { EventKeys.insetForSection }
}

extension EventKey where Argument == Int, Result == Double {
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`: the argument is the section (for the whole view).
    public static var minimumLineSpacing: EventKey { EventKeys.minimumLineSpacing }
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)` (for the whole view).
    public static var minimumInteritemSpacing: EventKey { EventKeys.minimumInteritemSpacing }
}

extension EventKey where Argument == TrellisPoint, Result == TrellisPoint {
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` (for the whole view).
    public static var targetContentOffset: EventKey { EventKeys.targetContentOffset }
}

extension EventKeys {
    static let sizeForItem = EventKey<Void, TrellisSize>("sizeForItem", asksDuringLayout: true)
    static let referenceSizeForHeader = EventKey<Void, TrellisSize>(
        "referenceSizeForHeader", asksDuringLayout: true, asksAboutHeadersAndFooters: true)
    static let referenceSizeForFooter = EventKey<Void, TrellisSize>(
        "referenceSizeForFooter", asksDuringLayout: true, asksAboutHeadersAndFooters: true)
    static let insetForSection = EventKey<Int, TrellisEdgeInsets>("insetForSection", asksDuringLayout: true)
    static let minimumLineSpacing = EventKey<Int, Double>("minimumLineSpacing", asksDuringLayout: true)
    static let minimumInteritemSpacing = EventKey<Int, Double>("minimumInteritemSpacing", asksDuringLayout: true)
    static let targetContentOffset = EventKey<TrellisPoint, TrellisPoint>("targetContentOffset")
}

extension TypedViewMapping {
    /// The size of an item showing the model, in a flow layout.
    @discardableResult @inlinable
    public func sizeForItem(_ body: @escaping @MainActor (View.Model, ItemPath) -> TrellisSize) -> Self {
        onModel(.sizeForItem, body)
    }

    /// The size of the header showing the model (on a mapping registered `as: .header`), in a flow layout. Only the
    /// height counts in a vertical layout, only the width in a horizontal one.
    @discardableResult @inlinable
    public func referenceSizeForHeader(_ body: @escaping @MainActor (View.Model, ItemPath) -> TrellisSize) -> Self {
        onModel(.referenceSizeForHeader, body)
    }

    /// The size of the footer showing the model (on a mapping registered `as: .footer`), in a flow layout.
    @discardableResult @inlinable
    public func referenceSizeForFooter(_ body: @escaping @MainActor (View.Model, ItemPath) -> TrellisSize) -> Self {
        onModel(.referenceSizeForFooter, body)
    }
}

extension Dispatcher {
    // MARK: Registering

    /// For every mapping of `view`: the size of an item showing its model.
    @inlinable
    public func sizeForItem<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> TrellisSize
    ) {
        on(.sizeForItem, modelOf: view, body)
    }

    /// For every model of type `model`: the size of its item.
    @inlinable
    public func sizeForItem<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> TrellisSize
    ) {
        on(.sizeForItem, model: model, body)
    }

    /// For every header mapping of `view`: the size of a header showing its model.
    @inlinable
    public func referenceSizeForHeader<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> TrellisSize
    ) {
        on(.referenceSizeForHeader, modelOf: view, body)
    }

    /// For every header model of type `model`: the header's size.
    @inlinable
    public func referenceSizeForHeader<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> TrellisSize
    ) {
        on(.referenceSizeForHeader, model: model, body)
    }

    /// For every footer mapping of `view`: the size of a footer showing its model.
    @inlinable
    public func referenceSizeForFooter<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> TrellisSize
    ) {
        on(.referenceSizeForFooter, modelOf: view, body)
    }

    /// For every footer model of type `model`: the footer's size.
    @inlinable
    public func referenceSizeForFooter<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> TrellisSize
    ) {
        on(.referenceSizeForFooter, model: model, body)
    }

    /// The insets of each section's content, by section index; `nil` for the layout's `sectionInset`. The last one
    /// registered wins.
    public func insetForSection(_ body: @escaping @MainActor (_ section: Int) -> TrellisEdgeInsets?) {
        setUnbound(.insetForSection) { _, section in body(section) }
    }

    /// The spacing between the lines (rows of a vertical layout) of each section; `nil` for the layout's
    /// `minimumLineSpacing`. The last one registered wins.
    public func minimumLineSpacingForSection(_ body: @escaping @MainActor (_ section: Int) -> Double?) {
        setUnbound(.minimumLineSpacing) { _, section in body(section) }
    }

    /// The spacing between the items of a line in each section; `nil` for the layout's `minimumInteritemSpacing`.
    /// The last one registered wins.
    public func minimumInteritemSpacingForSection(_ body: @escaping @MainActor (_ section: Int) -> Double?) {
        setUnbound(.minimumInteritemSpacing) { _, section in body(section) }
    }

    /// Where the collection should scroll to after a layout change or an animated update, given where the layout
    /// proposes. The last one registered wins.
    public func targetContentOffset(_ body: @escaping @MainActor (_ proposed: TrellisPoint) -> TrellisPoint) {
        setUnbound(.targetContentOffset) { _, proposed in body(proposed) }
    }

    // MARK: Answers to the host

    /// `layout:sizeForItemAt:`: `nil` when nothing answers (the host returns the layout's `itemSize`).
    public func sizeForItem(at path: ItemPath) -> TrellisSize? {
        checkedSize(answer(.sizeForItem, at: path), "item size", at: path)
    }

    /// `layout:referenceSizeForHeaderInSection:`: `.zero` for a section with no header model or a hidden header,
    /// else the header's closures, else `nil` (the host returns the layout's `headerReferenceSize`).
    public func referenceSizeForHeader(inSection section: Int) -> TrellisSize? {
        referenceSize(.referenceSizeForHeader, kind: .header, inSection: section)
    }

    /// `layout:referenceSizeForFooterInSection:`: as ``referenceSizeForHeader(inSection:)``, for the footer.
    public func referenceSizeForFooter(inSection section: Int) -> TrellisSize? {
        referenceSize(.referenceSizeForFooter, kind: .footer, inSection: section)
    }

    /// `layout:insetForSectionAt:`: `nil` when nothing answers (the host returns the layout's `sectionInset`).
    public func insetForSection(at section: Int) -> TrellisEdgeInsets? {
        guard let insets: TrellisEdgeInsets = unboundAnswer(.insetForSection, argument: section) else { return nil }
        // A loop, not `first(where:)`: a main-actor closure given to the standard library checks its actor per call.
        for side in [insets.top, insets.left, insets.bottom, insets.right] where !side.isFinite {
            reportInvalid(
                "section insets", value: "\(side)", place: "section \(section)", why: "is not a finite number")
            return nil
        }
        return insets
    }

    /// `layout:minimumLineSpacingForSectionAt:`: `nil` when nothing answers (the layout's `minimumLineSpacing`).
    public func minimumLineSpacingForSection(at section: Int) -> Double? {
        checkedFinite(unboundAnswer(.minimumLineSpacing, argument: section), "minimum line spacing", inSection: section)
    }

    /// `layout:minimumInteritemSpacingForSectionAt:`: `nil` when nothing answers (the layout's
    /// `minimumInteritemSpacing`).
    public func minimumInteritemSpacingForSection(at section: Int) -> Double? {
        checkedFinite(
            unboundAnswer(.minimumInteritemSpacing, argument: section), "minimum interitem spacing", inSection: section)
    }

    /// `targetContentOffsetForProposedContentOffset:`: `proposed` itself (UIKit's default) when nothing answers.
    public func targetContentOffset(forProposed proposed: TrellisPoint) -> TrellisPoint {
        guard let point: TrellisPoint = unboundAnswer(.targetContentOffset, argument: proposed) else { return proposed }
        guard point.x.isFinite && point.y.isFinite else {
            reportInvalid(
                "target content offset", value: "\(point)", place: "the scroll view", why: "is not a finite point",
                replacement: "the proposed offset")
            return proposed
        }
        return point
    }

    private func referenceSize(
        _ event: EventKey<Void, TrellisSize>, kind: ViewKind, inSection section: Int
    ) -> TrellisSize? {
        let hides = kind == .footer ? hidesFootersOfEmptySections : hidesHeadersOfEmptySections
        guard supplementaryModel(ofKind: kind, inSection: section) != nil,
            !(hides && numberOfItems(inSection: section) == 0)
        else { return .zero }
        let path = ItemPath(item: 0, section: section)
        return checkedSize(answer(event, kind: kind, at: path), "\(kind) reference size", at: path)
    }
}
