// Header and footer views a cascading node makes itself (a UIKit-shaped node's `viewForHeaderInSection`), asked by
// a host for a section whose header or footer model no mapping shows: through the key's section route, the question
// reaches ``CascadingNode/viewForSupplementary(ofKind:inSection:)`` of the section's node (where the section is now,
// as for a header's height).

extension EventKeys {
    static let providedSupplementaryView = EventKey<ViewKind, AnyObject?>(
        "providedSupplementaryView", asksAboutHeadersAndFooters: true,
        cascadingSection: { node, section, kind in
            node.viewForSupplementary(ofKind: kind, inSection: section).map(Optional.some)
        })
}

extension Dispatcher {
    /// The header or footer view (`kind`) of `section` that the content makes itself (a cascading node's
    /// ``CascadingNode/viewForSupplementary(ofKind:inSection:)``): what a host shows when the section has no mapped
    /// view (``supplementaryView(ofKind:inSection:)`` is `nil`). `nil` when the content makes none, for a section out
    /// of range, and for a header or footer hidden because its section is empty.
    public func providedSupplementaryView(ofKind kind: ViewKind, inSection section: Int) -> AnyObject? {
        guard dispatchingContent != nil, section >= 0, section < numberOfSections else { return nil }
        let hides = kind == .footer ? hidesFootersOfEmptySections : hidesHeadersOfEmptySections
        if hides, kind == .header || kind == .footer, numberOfItems(inSection: section) == 0 { return nil }
        configuringDepth += 1
        defer { configuringDepth -= 1 }
        return unboundAnswer(
            EventKeys.providedSupplementaryView, at: ItemPath(item: 0, section: section), argument: kind) ?? nil
    }
}
