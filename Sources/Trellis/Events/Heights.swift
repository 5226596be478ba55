// Heights: a row's height and estimated height, and a section header's or footer's, for tables. A collection's
// sizes come from its layout (see `CollectionLayout.swift` for a flow layout's delegate).
//
// Heights are asked before a view exists, so their closures receive `(Model, ItemPath)`. A header's or footer's
// closures hang on its mapping (`kind` `.header` / `.footer`) and receive the path of item 0 of its section; a
// `String` header or footer (a title) has no mapping, so the dispatcher also takes closures by section alone
// (`heightForHeaders { section in ... }`).
//
// ## When nothing answers
//
// Every answer here is `nil` when no closure answers, and a UIKit host must then report the delegate method as
// unimplemented (`answers(.heightForCell)` is `false`): UIKit then uses `rowHeight`, `estimatedRowHeight`,
// `sectionHeaderHeight`, ... whose defaults (`UITableView.automaticDimension`) keep self-sizing cells working. When a
// closure is registered for some rows but none answers for this one, the host returns the table's own property
// (`tableView.rowHeight`, `tableView.estimatedRowHeight`, `tableView.sectionHeaderHeight`, ...), which is what
// UIKit would have used.
//
// ## Estimated heights
//
// An estimated height falls back to the real height (as CascadingTableDelegate's children do): when no estimated
// closure answers for an item but a height closure does, the estimate is that height, which is exact. This
// fallback applies only when the host asks, that is when some estimated closure is registered: a screen that
// registers only `heightForCell` keeps `estimatedHeightForRowAt` unimplemented, so UIKit asks the exact height for
// visible rows only rather than for every row up front.

extension EventKey where Argument == Void, Result == Double {
    /// `tableView(_:heightForRowAt:)`. A cascading tree: ``CascadingNode/heightForRow(at:)``.
    public static var heightForCell: EventKey { EventKeys.heightForCell }
    /// `tableView(_:estimatedHeightForRowAt:)`. A cascading tree: ``CascadingNode/estimatedHeightForRow(at:)``.
    public static var estimatedHeightForCell: EventKey { EventKeys.estimatedHeightForCell }
    /// `tableView(_:heightForHeaderInSection:)`. A cascading tree, for the section:
    /// ``CascadingNode/heightForHeader(inSection:)``.
    public static var heightForHeader: EventKey { EventKeys.heightForHeader }
    /// `tableView(_:heightForFooterInSection:)`. A cascading tree, for the section:
    /// ``CascadingNode/heightForFooter(inSection:)``.
    public static var heightForFooter: EventKey { EventKeys.heightForFooter }
    /// `tableView(_:estimatedHeightForHeaderInSection:)`. A cascading tree, for the section:
    /// ``CascadingNode/estimatedHeightForHeader(inSection:)``.
    public static var estimatedHeightForHeader: EventKey { EventKeys.estimatedHeightForHeader }
    /// `tableView(_:estimatedHeightForFooterInSection:)`. A cascading tree, for the section:
    /// ``CascadingNode/estimatedHeightForFooter(inSection:)``.
    public static var estimatedHeightForFooter: EventKey { EventKeys.estimatedHeightForFooter }
}

extension EventKeys {
    static let heightForCell = EventKey<Void, Double>(
        "heightForCell", asksDuringLayout: true,
        cascading: { node, path, _, _ in
            node.heightForRow(at: path)
        })
    static let estimatedHeightForCell = EventKey<Void, Double>(
        "estimatedHeightForCell", asksDuringLayout: true,
        cascading: { node, path, _, _ in node.estimatedHeightForRow(at: path) })
    static let heightForHeader = EventKey<Void, Double>(
        "heightForHeader", asksDuringLayout: true, asksAboutHeadersAndFooters: true,
        cascadingSection: { node, section, _ in
            node.heightForHeader(inSection: section)
        })
    static let heightForFooter = EventKey<Void, Double>(
        "heightForFooter", asksDuringLayout: true, asksAboutHeadersAndFooters: true,
        cascadingSection: { node, section, _ in
            node.heightForFooter(inSection: section)
        })
    static let estimatedHeightForHeader = EventKey<Void, Double>(
        "estimatedHeightForHeader", asksDuringLayout: true, asksAboutHeadersAndFooters: true,
        cascadingSection: {
            node, section, _ in node.estimatedHeightForHeader(inSection: section)
        })
    static let estimatedHeightForFooter = EventKey<Void, Double>(
        "estimatedHeightForFooter", asksDuringLayout: true, asksAboutHeadersAndFooters: true,
        cascadingSection: {
            node, section, _ in node.estimatedHeightForFooter(inSection: section)
        })
}

extension TypedViewMapping {
    /// The height of a row showing the model, in points.
    @discardableResult @inlinable
    public func heightForCell(_ body: @escaping @MainActor (View.Model, ItemPath) -> Double) -> Self {
        onModel(.heightForCell, body)
    }

    /// An estimate of the height of a row showing the model, cheaper than the real one: UIKit asks it for rows not
    /// yet on screen, to size the scroll indicator.
    @discardableResult @inlinable
    public func estimatedHeightForCell(_ body: @escaping @MainActor (View.Model, ItemPath) -> Double) -> Self {
        onModel(.estimatedHeightForCell, body)
    }

    /// The height of the header showing the model (on a mapping registered `as: .header`). The path is item 0 of
    /// the header's section.
    @discardableResult @inlinable
    public func heightForHeader(_ body: @escaping @MainActor (View.Model, ItemPath) -> Double) -> Self {
        onModel(.heightForHeader, body)
    }

    /// The height of the footer showing the model (on a mapping registered `as: .footer`).
    @discardableResult @inlinable
    public func heightForFooter(_ body: @escaping @MainActor (View.Model, ItemPath) -> Double) -> Self {
        onModel(.heightForFooter, body)
    }

    /// An estimate of the height of the header showing the model (on a mapping registered `as: .header`).
    @discardableResult @inlinable
    public func estimatedHeightForHeader(_ body: @escaping @MainActor (View.Model, ItemPath) -> Double) -> Self {
        onModel(.estimatedHeightForHeader, body)
    }

    /// An estimate of the height of the footer showing the model (on a mapping registered `as: .footer`).
    @discardableResult @inlinable
    public func estimatedHeightForFooter(_ body: @escaping @MainActor (View.Model, ItemPath) -> Double) -> Self {
        onModel(.estimatedHeightForFooter, body)
    }
}

extension Dispatcher {
    // MARK: Registering

    /// For every mapping of `view`: the height of a row showing its model.
    @inlinable
    public func heightForCell<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Double
    ) {
        on(.heightForCell, modelOf: view, body)
    }

    /// For every model of type `model`: the height of its row.
    @inlinable
    public func heightForCell<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Double
    ) {
        on(.heightForCell, model: model, body)
    }

    /// For every mapping of `view`: an estimate of the height of a row showing its model.
    @inlinable
    public func estimatedHeightForCell<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Double
    ) {
        on(.estimatedHeightForCell, modelOf: view, body)
    }

    /// For every model of type `model`: an estimate of the height of its row.
    @inlinable
    public func estimatedHeightForCell<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Double
    ) {
        on(.estimatedHeightForCell, model: model, body)
    }

    /// For every header mapping of `view`: the height of a header showing its model.
    @inlinable
    public func heightForHeader<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Double
    ) {
        on(.heightForHeader, modelOf: view, body)
    }

    /// For every header model of type `model`: the header's height.
    @inlinable
    public func heightForHeader<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Double
    ) {
        on(.heightForHeader, model: model, body)
    }

    /// For every footer mapping of `view`: the height of a footer showing its model.
    @inlinable
    public func heightForFooter<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Double
    ) {
        on(.heightForFooter, modelOf: view, body)
    }

    /// For every footer model of type `model`: the footer's height.
    @inlinable
    public func heightForFooter<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Double
    ) {
        on(.heightForFooter, model: model, body)
    }

    /// For every header mapping of `view`: an estimate of the height of a header showing its model.
    @inlinable
    public func estimatedHeightForHeader<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Double
    ) {
        on(.estimatedHeightForHeader, modelOf: view, body)
    }

    /// For every footer mapping of `view`: an estimate of the height of a footer showing its model.
    @inlinable
    public func estimatedHeightForFooter<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Double
    ) {
        on(.estimatedHeightForFooter, modelOf: view, body)
    }

    /// For every header model of type `model`: an estimate of the header's height.
    @inlinable
    public func estimatedHeightForHeader<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Double
    ) {
        on(.estimatedHeightForHeader, model: model, body)
    }

    /// For every footer model of type `model`: an estimate of the footer's height.
    @inlinable
    public func estimatedHeightForFooter<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Double
    ) {
        on(.estimatedHeightForFooter, model: model, body)
    }

    /// The height of each section's header by its index alone, for headers no model-tied closure answers: title
    /// headers (a `String` model has no mapping), or sections with no header model. Return `nil` for the table's
    /// `sectionHeaderHeight`. The last one registered wins.
    ///
    /// ```swift
    /// dispatcher.heightForHeaders { section in section == 0 ? 56 : nil }
    /// ```
    public func heightForHeaders(_ body: @escaping @MainActor (_ section: Int) -> Double?) {
        setSectionHeights(.heightForHeader, body)
    }

    /// The height of each section's footer by its index alone; see ``heightForHeaders(_:)``.
    public func heightForFooters(_ body: @escaping @MainActor (_ section: Int) -> Double?) {
        setSectionHeights(.heightForFooter, body)
    }

    /// An estimate of each section's header height by its index alone; see ``heightForHeaders(_:)``.
    public func estimatedHeightForHeaders(_ body: @escaping @MainActor (_ section: Int) -> Double?) {
        setSectionHeights(.estimatedHeightForHeader, body)
    }

    /// An estimate of each section's footer height by its index alone; see ``heightForHeaders(_:)``.
    public func estimatedHeightForFooters(_ body: @escaping @MainActor (_ section: Int) -> Double?) {
        setSectionHeights(.estimatedHeightForFooter, body)
    }

    /// Registers `body`, a height by section index, as the whole view's answer to `event` (asked with a path in the
    /// section). Unwrapped with `guard`, not `path.flatMap`: a main-actor closure handed to the standard library
    /// checks its actor on every call.
    private func setSectionHeights(_ event: EventKey<Void, Double>, _ body: @escaping @MainActor (Int) -> Double?) {
        setUnbound(event) { path, _ in
            guard let path else { return nil }
            return body(path.section)
        }
    }

    // MARK: Answers to the host

    /// `heightForRowAt`: the row's height, or `nil` when nothing answers. A host reports the method unimplemented
    /// unless `answers(.heightForCell)`, and otherwise turns `nil` into `tableView.rowHeight`.
    public func heightForItem(at path: ItemPath) -> Double? {
        checkedLength(answer(.heightForCell, at: path), "row height", at: path)
    }

    /// `estimatedHeightForRowAt`: the estimate, else the real height (see the fallback above), else `nil`. A host
    /// reports the method unimplemented unless `answers(.estimatedHeightForCell)`, and otherwise turns `nil` into
    /// `tableView.estimatedRowHeight`.
    public func estimatedHeightForItem(at path: ItemPath) -> Double? {
        checkedLength(answer(.estimatedHeightForCell, at: path), "estimated row height", at: path)
            ?? heightForItem(at: path)
    }

    /// `heightForHeaderInSection`: the header's closures, else the ``heightForHeaders(_:)`` closure, else `nil`
    /// (unimplemented unless `answers(.heightForHeader)`; otherwise `tableView.sectionHeaderHeight`). A hidden
    /// header (``hidesHeadersOfEmptySections`` and an empty section) is `0` high (a host showing a grouped table,
    /// where UIKit reads `0` as "the default height", sends `.leastNonzeroMagnitude` instead).
    public func heightForHeader(inSection section: Int) -> Double? {
        supplementaryHeight(.heightForHeader, kind: .header, inSection: section)
    }

    /// `heightForFooterInSection`: as ``heightForHeader(inSection:)``, for the footer (`tableView.sectionFooterHeight`).
    public func heightForFooter(inSection section: Int) -> Double? {
        supplementaryHeight(.heightForFooter, kind: .footer, inSection: section)
    }

    /// `estimatedHeightForHeaderInSection`: the estimate (from the header's closures, else the section closure),
    /// else the real height, else `nil` (`tableView.estimatedSectionHeaderHeight`).
    public func estimatedHeightForHeader(inSection section: Int) -> Double? {
        supplementaryHeight(.estimatedHeightForHeader, kind: .header, inSection: section)
            ?? heightForHeader(inSection: section)
    }

    /// `estimatedHeightForFooterInSection`: as ``estimatedHeightForHeader(inSection:)``, for the footer
    /// (`tableView.estimatedSectionFooterHeight`).
    public func estimatedHeightForFooter(inSection section: Int) -> Double? {
        supplementaryHeight(.estimatedHeightForFooter, kind: .footer, inSection: section)
            ?? heightForFooter(inSection: section)
    }

    private func supplementaryHeight(
        _ event: EventKey<Void, Double>, kind: ViewKind, inSection section: Int
    ) -> Double? {
        let hides = kind == .footer ? hidesFootersOfEmptySections : hidesHeadersOfEmptySections
        if hides && numberOfItems(inSection: section) == 0 { return 0 }
        let path = ItemPath(item: 0, section: section)
        let what = "\(kind) height"
        return checkedLength(answer(event, kind: kind, at: path), what, at: path)
            ?? checkedLength(unboundAnswer(event, at: path), what, at: path)
    }
}

// MARK: - Registering a model-only closure for a view type
