// A declarative section that shows the models of a `MemoryStorage` section: the storage stays the place where the
// models are edited (with its full editing API), and every edit reaches the screen as the same change of the
// declarative section's rows, applied to them (`StorageSectionBinding.swift`) and sent without a diff.

extension DeclarativeContent {
    /// Makes the rows of the section identified by `sectionID` follow `section` of `storage`: one `ListRow<Cell>` per
    /// model that is a `Cell.Model`, configured by `configure`. The rows are made from the storage now, and each
    /// storage update is applied to them as one animated update of this content: only the rows of inserted and
    /// reloaded models are made, and the section is not diffed again (an update that inserts, removes or moves
    /// storage sections makes the rows afresh). A row keeps its model until the storage reports that item changed.
    /// The section keeps these rows when the sections are set again (a rebuilt screen), and a section with this id
    /// added later shows them; binding an id the content has no section for is reported
    /// (``Anomaly/boundSectionMissing(operation:section:sections:)``). The binding lasts as long as the content, or
    /// until the section is bound again (to this or another source).
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
        let binding = StorageSectionBinding(
            storage: storage, storageSection: storageSection, identity: identity, configure: configure)
        let observation = storage.observe { [weak self] update in
            guard let self else { return }
            binding.refresh(self, after: update)
        }
        follow(identity, with: .storage(observation))
        binding.refresh(self, after: nil)
    }
}
