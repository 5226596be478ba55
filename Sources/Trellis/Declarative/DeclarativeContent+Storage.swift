// A declarative section that shows the models of a `MemoryStorage` section: the storage stays the place where the
// models are edited (with its full editing API), and every edit reaches the screen as a change of the declarative
// section's rows, diffed with the rest of the content.

extension DeclarativeContent {
    /// Makes the rows of the section identified by `sectionID` follow `section` of `storage`: one `ListRow<Cell>` per
    /// model that is a `Cell.Model`, configured by `configure`. The rows are rebuilt from the storage now and after
    /// every storage update, each time as one animated update of this content. The binding lasts as long as the
    /// content.
    ///
    /// ```swift
    /// content.sections = [ListSection(id: "posts", header: "Posts"), ListSection(id: "footer") { ListRow<TextCell>("End") }]
    /// content.bind(section: "posts", to: storage, as: PostCell.self) { row in row.onTap { _ in .deselect(animated: true) } }
    /// try storage.addItem(post)   // the row appears, animated
    /// ```
    ///
    /// Models of another type are skipped and reported (``Anomaly/noMapping(_:)``).
    public func bind<ID: Hashable, Cell: ModelTransfer>(
        section sectionID: ID, to storage: MemoryStorage, storageSection: Int = 0, as cell: Cell.Type,
        configure: @escaping @MainActor (ListRow<Cell>) -> Void = { _ in }
    ) {
        let identity = ItemIdentity(value: sectionID)
        let refresh: @MainActor (DeclarativeContent) -> Void = { content in
            guard content.sections.contains(where: { $0.id == identity }) else { return }
            var rows: [AnyRow] = []
            for item in 0..<storage.numberOfItems(inSection: storageSection) {
                let path = ItemPath(item: item, section: storageSection)
                guard let model = storage.item(at: path) else { continue }
                guard let typed = model as? Cell.Model else {
                    content.report(
                        .noMapping(
                            MissingMapping(
                                model: String(describing: model), modelType: String(describing: type(of: model)),
                                kind: .cell,
                                path: path, registeredForKind: [String(describing: Cell.self)])))
                    continue
                }
                let row = ListRow<Cell>(typed)
                configure(row)
                rows.append(row)
            }
            // Found again: `configure` and the anomaly handler are the app's code, and may have edited the sections.
            guard let index = content.sections.firstIndex(where: { $0.id == identity }) else { return }
            content.sections[index].rows = rows
        }
        refresh(self)
        storageBindings.append(
            storage.observe { [weak self] _ in
                guard let self else { return }
                refresh(self)
            })
    }
}
