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
        if kind == .cell, let mapping = viewMappingForRow(at: path) { return mapping }
        return rowDispatch.viewMapping(for: model, kind: kind)
    }

    public func didConfigure(_ view: AnyObject, with model: Any, kind: ViewKind, at path: ItemPath) {
        guard rowDispatch.runsDequeueClosures else { return }
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
    /// events the rows answer, the section index when a child has an index title, and the events
    /// ``CascadingRoot/answersThroughNodes(_:)`` names.
    public func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        event.hasCascadingRoute || rowDispatch.answeredNames.contains(event.name)
            || (event.matches(.sectionIndexTitles) && indexTitles() != nil) || answersThroughNodes(event)
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
            let titles = indexTitles()
        else { return nil }
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
    ///
    /// An override that moves its data but does not call ``CascadingNode/setNeedsUpdate(animation:)`` would leave
    /// the tree's published rows behind its nodes (the next update would replay the move on a view that already
    /// shows it): the root sees that nothing was published, reports ``Anomaly/cascadingMoveNotPublished(node:from:to:)``
    /// and publishes the move itself. An override that changes nothing throws, so the host reloads and shows the
    /// rows where the data has them.
    public func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        guard children.indices.contains(source.section) else {
            throw StorageError(
                .sectionOutOfRange, operation: "moveItem(at:to:)",
                message: "the tree has no section \(source.section).")
        }
        let node = children[source.section]
        let published = publishCount
        try node.moveRow(at: source, to: destination)
        guard publishCount == published, source != destination else { return }
        let nodeName = String(describing: type(of: node))
        guard showsDifferentRows(than: PublishedSections.positioned(currentSections())) else {
            throw StorageError(
                .invalidArgument, operation: "moveRow(at:to:)",
                message:
                    "\(nodeName).moveRow(at: \(source), to: \(destination)) left its rows as they were (as far as the tree can see: "
                    + "rows known by their place show a move only once the node calls setNeedsUpdate()), so the view (which moved "
                    + "the row) and the tree disagree; the view reloads. Move the row in the node's data there, then call setNeedsUpdate()."
            )
        }
        AnomalyReporter.report(
            .cascadingMoveNotPublished(node: nodeName, from: source, to: destination), to: anomalyHandler)
        node.setNeedsUpdate()  // what the override should have called
    }

    /// Whether `current` (the nodes' rows now) differs from what the tree last published: another row, or a row
    /// whose content changed, somewhere.
    private func showsDifferentRows(than current: [StorageSection]) -> Bool {
        let shown = published.shown
        guard shown.count == current.count else { return true }
        for (old, new) in zip(shown, current) {
            guard old.items.count == new.items.count else { return true }
            for (before, after) in zip(old.items, new.items)
            where before.identity != after.identity || !before.hasSameContent(as: after) {
                return true
            }
        }
        return false
    }
}

extension CascadingRoot: RowBackedContent {
    var publishedSections: PublishedSections { published }
    /// `nil`: a node may give the row at a path a mapping of its own (`viewMappingForRow(at:)`).
    var rowCells: RowDispatch? { nil }
}
