// Declarative content as a host sees it: sectioned content (read from what was last sent), observable, answering
// its rows' events through the dispatcher, and editable by a user's move.

extension DeclarativeContent: ObservableContent {
    public var numberOfSections: Int { published.shown.count }

    public func numberOfItems(inSection section: Int) -> Int { published.numberOfItems(inSection: section) }

    /// The ``AnyRow`` at `path` (the dispatcher shows it with its own cell type).
    public func item(at path: ItemPath) -> Any? { published.item(at: path) }

    /// The header: a `String` (a title) or an ``AnySectionView``.
    public func headerModel(forSection section: Int) -> Any? { published.headerModel(forSection: section) }

    /// The footer: a `String` (a title) or an ``AnySectionView``.
    public func footerModel(forSection section: Int) -> Any? { published.footerModel(forSection: section) }

    /// A supplementary view of a layout's own kind (``ListSection/supplementaries``): a `String` or an
    /// ``AnySectionView``.
    public func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? {
        published.supplementaryModel(ofKind: kind, forSection: section)
    }

    public func observe(_ handler: @escaping @MainActor (ContentUpdate) -> Void) -> ContentObservation {
        published.publisher.observe(handler)
    }

    public var snapshot: ContentSnapshot { published.snapshot }
}

extension DeclarativeContent: DispatchingContent {
    public func viewMapping(for model: Any, kind: ViewKind, at path: ItemPath) -> ViewMapping? {
        rows.viewMapping(for: model, kind: kind)
    }

    public func didConfigure(_ view: AnyObject, with model: Any, kind: ViewKind, at path: ItemPath) {
        guard rows.runsDequeueClosures else { return }
        (model as? AnyRow)?.didDequeue(view, at: path)
    }

    public func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument
    ) -> Result? {
        rows.answer(event, model: model, at: path, view: view, argument: argument)
    }

    public func registryModel(for model: Any) -> Any { RowDispatch.registryModel(for: model) }

    public func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool {
        rows.answeredNames.contains(event.name) || (hasIndexTitles && event.matches(.sectionIndexTitles))
    }

    /// The section index, from the sections' index titles, when any section has one.
    public func unboundAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath?, argument: Argument
    ) -> Result? {
        guard event.matches(.sectionIndexTitles) || event.matches(.sectionForSectionIndexTitle),
            let titles = indexTitles()
        else { return nil }
        return event.answer(as: .sectionIndexTitles, argument: argument) { _ in titles }
            ?? event.answer(as: .sectionForSectionIndexTitle, argument: argument) { title, _ in
                sections.firstIndex { $0.indexTitle == title } ?? 0
            }
    }
}

extension DeclarativeContent: EditableContent {
    /// Moves the row at `source` to `destination` (a move the user made on screen), sending the update like any
    /// other edit.
    public func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        guard sections.indices.contains(source.section), sections[source.section].rows.indices.contains(source.item)
        else {
            throw StorageError(
                .itemOutOfRange, operation: "moveItem(at:to:)",
                message: "there is no row \(source.item) in section \(source.section).")
        }
        guard sections.indices.contains(destination.section),
            (0...sections[destination.section].rows.count - (source.section == destination.section ? 1 : 0))
                .contains(destination.item)
        else {
            throw StorageError(
                .itemOutOfRange, operation: "moveItem(at:to:)",
                message: "row \(destination.item) of section \(destination.section) is out of range.")
        }
        update { content in
            let row = content.sections[source.section].rows.remove(at: source.item)
            content.sections[destination.section].rows.insert(row, at: destination.item)
        }
    }
}

extension DeclarativeContent: RowBackedContent {
    var publishedSections: PublishedSections { published }
    var rowCells: RowDispatch? { rows }
    var rowDispatch: RowDispatch { rows }
}
