// A declarative section that shows the models of a `MemoryStorage` section: the storage stays the place where the
// models are edited (with its full editing API), and every edit reaches the screen as a change of the declarative
// section's rows, diffed with the rest of the content.

extension DeclarativeContent {
    /// Makes the rows of the section identified by `sectionID` follow `section` of `storage`: one `ListRow<Cell>` per
    /// model that is a `Cell.Model`, configured by `configure`. The rows are rebuilt from the storage now and after
    /// every storage update, each time as one animated update of this content. The section keeps these rows when the
    /// sections are set again (a rebuilt screen), and a section with this id added later shows them; binding an id
    /// the content has no section for is reported (``Anomaly/boundSectionMissing(operation:section:sections:)``). The
    /// binding lasts as long as the content, or until the section is bound again (to this or another source).
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
        reportMissingBoundSection(identity, operation: "DeclarativeContent.bind(section:to:storageSection:as:)")
        let refresh: @MainActor (DeclarativeContent) -> Void = { content in
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
            // Kept for the section with this id, now and when the sections are set again (a rebuilt screen).
            content.setBoundRows(rows, of: identity, binding: nil)
        }
        let observation = storage.observe { [weak self] _ in
            guard let self else { return }
            refresh(self)
        }
        follow(identity, with: .storage(observation))
        refresh(self)
    }
}
