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
        _ name: EventName, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument, as result: Result.Type
    ) -> Result? {
        let fromTree = answer(name, kind: kind, at: path, view: view, argument: argument, as: result)
        if let fromTree, Result.self != Void.self { return fromTree }
        return rowDispatch.answer(name, model: model, at: path, view: view, argument: argument, as: result)
    }

    public func registryModel(for model: Any) -> Any { RowDispatch.registryModel(for: model) }

    public func answers(_ name: EventName) -> Bool {
        Self.typedEvents.contains(name) || rowDispatch.answeredNames.contains(name)
            || (name == .sectionIndexTitles && indexTitles() != nil)
    }

    public func unboundAnswer<Closure>(_ name: EventName, as type: Closure.Type) -> Closure? {
        let closure: Any
        switch name {
        case .sectionIndexTitles:
            guard indexTitles() != nil else { return nil }
            closure = { [weak self] () -> [String]? in self?.indexTitles() } as @MainActor () -> [String]?
        case .sectionForSectionIndexTitle:
            guard indexTitles() != nil else { return nil }
            closure = { [weak self] (title: String, _: Int) -> Int in
                self?.children.firstIndex { $0.indexTitle == title } ?? 0
            } as @MainActor (String, Int) -> Int
        case .heightForHeader:
            closure = { [weak self] (section: Int) in self?.heightForHeader(inSection: section) } as @MainActor (Int) -> Double?
        case .heightForFooter:
            closure = { [weak self] (section: Int) in self?.heightForFooter(inSection: section) } as @MainActor (Int) -> Double?
        case .estimatedHeightForHeader:
            closure = { [weak self] (section: Int) in
                self?.estimatedHeightForHeader(inSection: section)
            } as @MainActor (Int) -> Double?
        case .estimatedHeightForFooter:
            closure = { [weak self] (section: Int) in
                self?.estimatedHeightForFooter(inSection: section)
            } as @MainActor (Int) -> Double?
        default:
            return nil
        }
        return closure as? Closure
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
