// A cascading root as a host sees it: sectioned content read from what was last sent, observable, answering
// through its tree, and editable by a user's move.

extension CascadingRoot: ObservableContent {
    public var numberOfSections: Int { published.shown.count }

    public func numberOfItems(inSection section: Int) -> Int { published.numberOfItems(inSection: section) }

    public func item(at path: ItemPath) -> Any? { published.item(at: path) }

    public func headerModel(forSection section: Int) -> Any? { published.headerModel(forSection: section) }

    public func footerModel(forSection section: Int) -> Any? { published.footerModel(forSection: section) }

    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        published.publisher.observe(handler)
    }

    public var snapshot: ContentSnapshot { published.snapshot }
}

extension CascadingRoot: DispatchingContent {
    public func viewMapping(for model: Any, kind: ViewKind, at path: ItemPath) -> ViewMapping? {
        rowDispatch.viewMapping(for: model, kind: kind)
    }

    public func didConfigure(_ view: AnyObject, with model: Any, kind: ViewKind, at path: ItemPath) {
        (model as? AnyRow)?.didDequeue(view, at: path)
    }

    /// The tree's answer, else a declarative row's. A notification (an event without a result) goes to the tree
    /// and then on to the row's closures and the registry, so every listener hears it.
    public func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument
    ) -> Result? {
        let fromTree = answer(event, kind: kind, at: path, view: view, argument: argument)
        if let fromTree, Result.self != Void.self { return fromTree }
        return rowDispatch.answer(event, model: model, at: path, view: view, argument: argument)
    }

    public func registryModel(for model: Any) -> Any { RowDispatch.registryModel(for: model) }

    /// Every event whose key routes it to a typed method of the nodes (``EventKey``'s cascading routes), the
    /// events the rows answer, and the section index when a child has an index title.
    public func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        event.hasCascadingRoute || rowDispatch.answeredNames.contains(event.name)
            || (event.matches(.sectionIndexTitles) && indexTitles() != nil)
    }

    /// A section's answer through the event's section route (a header's or footer's height from
    /// ``CascadingNode/heightForHeader(inSection:)``, ...), and the section index from the children's index titles.
    public func unboundAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath?, argument: Argument
    ) -> Result? {
        if let route = event.cascadingSectionRoute {
            guard let path else { return nil }
            return route(self, path.section, argument)
        }
        guard event.matches(.sectionIndexTitles) || event.matches(.sectionForSectionIndexTitle),
              let titles = indexTitles() else { return nil }
        return event.answer(as: .sectionIndexTitles, argument: argument) { _ in titles }
            ?? event.answer(as: .sectionForSectionIndexTitle, argument: argument) { title, _ in
                children.firstIndex { $0.indexTitle == title } ?? 0
            }
    }

    public var viewMappings: [ViewMapping] { rowDispatch.viewMappings }
}

extension CascadingRoot: EditableContent {
    /// Moves a row the user moved on screen: the section node's ``CascadingNode/moveRow(at:to:)`` moves it in its
    /// data (by default, reordering its row children).
    public func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        guard children.indices.contains(source.section) else {
            throw StorageError(.sectionOutOfRange, operation: "moveItem(at:to:)",
                               message: "the tree has no section \(source.section).")
        }
        try children[source.section].moveRow(at: source, to: destination)
    }
}
