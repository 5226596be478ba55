// SwiftUI rows: the content-configuration registrations with a SwiftUI view, hosted by `UIHostingConfiguration`
// (iOS 16), which sizes the cell to the view (self-sizing rows; in collections, a layout with estimated sizes such
// as a list layout) and follows the view's size as it changes. The view observes its `@Observable` models itself.
// A hosting view is reused from row to row: give the root view an identity (`.id(post.id)`) when it keeps `@State`.
// Apple platforms only: SwiftUI's hosting does not exist elsewhere; everything it builds on is tested on Linux.
#if canImport(SwiftUI) && canImport(UIKit)
public import SwiftUI
public import Trellis

extension TableViewManager {
    /// Shows every `model` row (or header or footer, `kind`) as the SwiftUI view `content` builds:
    ///
    /// ```swift
    /// manager.register(Post.self) { post in PostRow(post: post) }
    /// manager.register(Section.self, as: .header) { section in Text(section.title).font(.headline) }
    /// ```
    @available(iOS 16.0, *) @discardableResult
    public func register<Model, Content: View>(
        _ model: Model.Type, as kind: ViewKind = .cell, when condition: MappingCondition = .always,
        @ViewBuilder content: @escaping @MainActor (Model) -> Content
    ) -> ViewMapping {
        register(model, as: kind, when: condition) { model, _ in UIHostingConfiguration { content(model) } }
    }
}

extension CollectionViewManager {
    /// Shows every `model` item (or supplementary view of `kind`) as the SwiftUI view `content` builds.
    @available(iOS 16.0, *) @discardableResult
    public func register<Model, Content: View>(
        _ model: Model.Type, as kind: ViewKind = .cell, when condition: MappingCondition = .always,
        @ViewBuilder content: @escaping @MainActor (Model) -> Content
    ) -> ViewMapping {
        register(model, as: kind, when: condition) { model, _ in UIHostingConfiguration { content(model) } }
    }
}
#endif
