public import Foundation

// Editing sections: insert, remove, move, set them all, and their header and footer models.

extension MemoryStorage {
    // MARK: Inserting

    /// Appends `section` (its items, header, footer and identifier) after the last section.
    public func addSection(_ section: StorageSection) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            try insert(section, at: content.count, operation: operation)
        }
    }

    /// Inserts `section` so that it becomes section `index` (`0` up to ``numberOfSections``).
    ///
    /// Throws when the index is out of range, when another section has the same identifier, and under
    /// ``DuplicatePolicy/keepFirst`` when the section holds an item the storage already holds.
    public func insertSection(_ section: StorageSection, at index: Int) throws(StorageError) {
        let place = sectionPlace(index)
        try edit { [self] operation throws(StorageError) in
            try insert(section, at: place.position(in: self), operation: operation)
        }
    }

    func insert(_ section: StorageSection, at index: Int, operation: String) throws(StorageError) {
        guard index >= 0, index <= content.count else {
            throw StorageError(
                .sectionOutOfRange, operation: operation,
                message:
                    "a section cannot be inserted at \(index): the storage has \(content.count) section"
                    + "\(content.count == 1 ? "" : "s"), so valid indexes are 0...\(content.count).")
        }
        if let id = section.id, let existing = sectionIndex(of: id) {
            throw duplicateSectionError(id, at: existing, operation)
        }
        var section = section
        let evicted = try admit(&section.items, operation: operation)
        removeItems(atSorted: evicted)
        if index == content.count {
            content.append(section)
            notePlaces(of: section.items, section: index, from: 0)
        } else {
            forgetPlaces()
            content.insert(section, at: index)
        }
        renumberSections(from: index)
        var repeated = false
        for item in section.items where retain(item.identity) > 1 { repeated = true }
        if repeated { reportDuplicates(of: StorageLoops.identities(of: section.items)) }
        commit(BatchUpdate(insertedSections: [index], deletedItems: evicted))
    }

    // MARK: Removing

    /// Removes section `index` with its items.
    public func removeSection(at index: Int) throws(StorageError) {
        let place = sectionPlace(index)
        try edit { [self] operation throws(StorageError) in
            try removeSections([place.section(in: self, operation)], operation: operation)
        }
    }

    /// Removes the sections at `indexes` (indexes before the removal) with their items. Throws, removing nothing,
    /// when one of them does not exist.
    public func removeSections(_ indexes: IndexSet) throws(StorageError) {
        try removeSections(Array(indexes))
    }

    /// Removes the sections at `indexes` (indexes before the removal; an index listed twice counts once).
    public func removeSections(_ indexes: [Int]) throws(StorageError) {
        let places = editsWait ? indexes.map { sectionPlace($0) } : nil
        try edit { [self] operation throws(StorageError) in
            // A section an earlier waiting edit removed is reported; the others are removed.
            let indexes =
                places.map { findingEach($0) { place throws(StorageError) in try place.section(in: self, operation) } }
                ?? indexes
            try removeSections(indexes, operation: operation)
        }
    }

    /// Removes the section whose identifier is `id`; throws when there is none.
    public func removeSection<ID: Hashable>(withID id: ID) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            let identity = ItemIdentity(value: id)
            guard let index = sectionIndex(of: identity) else { throw sectionNotFoundError(identity, operation) }
            try removeSections([index], operation: operation)
        }
    }

    func removeSections(_ indexes: [Int], operation: String) throws(StorageError) {
        for index in indexes { try validateSection(index, operation) }
        let sorted = Array(Set(indexes)).sorted()
        guard let first = sorted.first else { return commit(BatchUpdate()) }
        forgetPlaces()
        for index in sorted {
            for item in content[index].items { release(item.identity) }
        }
        if sorted.count <= StorageLoops.onePassThreshold {
            for index in sorted.reversed() { _ = content.remove(at: index) }
        } else {
            // One pass over the sections after the first removed one, however many are removed.
            StorageLoops.remove(atSorted: sorted, from: &content)
        }
        renumberSections(from: first)
        commit(BatchUpdate(deletedSections: sorted))
    }

    /// Removes every section and item.
    public func removeAll() {
        edit { [self] _ in
            let deleted = Array(content.indices)
            forgetPlaces()
            content.removeAll()
            counts.removeAll()
            itemCount = 0
            duplicatedIdentities = 0
            commit(BatchUpdate(deletedSections: deleted))
        }
    }

    // MARK: Moving

    /// Moves section `source` (with its items) so that it becomes section `destination` (both `0` up to
    /// ``numberOfSections`` minus one).
    public func moveSection(_ source: Int, to destination: Int) throws(StorageError) {
        let sourcePlace = sectionPlace(source), destinationPlace = sectionPlace(destination)
        try edit { [self] operation throws(StorageError) in
            let source = try sourcePlace.section(in: self, operation)
            let destination = try destinationPlace.section(in: self, operation)
            try validateSection(source, operation)
            try validateSection(destination, operation)
            guard source != destination else { return commit(BatchUpdate()) }
            forgetPlaces()
            content.insert(content.remove(at: source), at: destination)
            renumberSections(from: min(source, destination))
            commit(BatchUpdate(movedSections: [.init(source: source, target: destination)]))
        }
    }

    // MARK: Headers and footers

    /// Sets the header model of section `section` (`nil` removes it), creating the sections up to it when needed.
    /// The update reloads the section when the header's content changed.
    public func setSectionHeaderModel(_ model: Any?, forSection section: Int) throws(StorageError) {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            try setSupplementary(model, \.header, forSection: place.section(in: self, operation), operation: operation)
        }
    }

    /// Sets the footer model of section `section` (`nil` removes it), creating the sections up to it when needed.
    /// The update reloads the section when the footer's content changed.
    public func setSectionFooterModel(_ model: Any?, forSection section: Int) throws(StorageError) {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            try setSupplementary(model, \.footer, forSection: place.section(in: self, operation), operation: operation)
        }
    }

    /// Sets the model of section `section`'s supplementary view of element kind `kind` (`nil` removes it): a
    /// collection layout's own kinds, such as a section badge (`"badge"`); the header and footer have their own
    /// methods. Creates the sections up to `section` when needed; the update reloads the section when the model's
    /// content changed. Register the view with `registry.register(BadgeView.self, as: .supplementary("badge"))`.
    ///
    /// UIKit's header and footer kinds (`UICollectionView.elementKindSectionHeader`) set the header and footer.
    public func setSupplementaryModel(_ model: Any?, ofKind kind: String, forSection section: Int) throws(StorageError)
    {
        let place = sectionPlace(section)
        try edit { [self] operation throws(StorageError) in
            try setSupplementary(
                model, Self.keyPath(ofKind: kind), forSection: place.section(in: self, operation), operation: operation)
        }
    }

    /// Where a section keeps the model of a supplementary view of `kind`.
    private static func keyPath(ofKind kind: String) -> WritableKeyPath<StorageSection, AnyItem?> {
        switch kind {
        case StorageSection.headerKind: \.header
        case StorageSection.footerKind: \.footer
        default: \.supplementaries[kind]
        }
    }

    /// Sets the models of the supplementary views of element kind `kind` of sections `0..<models.count` (`nil`
    /// removes one), creating sections as needed; later sections keep theirs. The update reloads the sections whose
    /// model changed.
    public func setSupplementaryModels(_ models: [Any?], ofKind kind: String) {
        edit { [self] _ in
            setSupplementaries(models, Self.keyPath(ofKind: kind))
        }
    }

    private func setSupplementary(
        _ model: Any?, _ keyPath: WritableKeyPath<StorageSection, AnyItem?>, forSection section: Int,
        operation: String
    ) throws(StorageError) {
        try checkCreatable(section, operation)
        let created = ensureSection(section)
        let new = model.map { AnyItem($0) }
        let old = content[section][keyPath: keyPath]
        content[section][keyPath: keyPath] = new
        if !created.isEmpty { return commit(BatchUpdate(insertedSections: Array(created))) }
        commit(StorageSection.sameContent(old, new) ? BatchUpdate() : BatchUpdate(reloadedSections: [section]))
    }

    /// Sets the header models of sections `0..<models.count` (`nil` removes one), creating sections as needed;
    /// later sections keep theirs. The update reloads the sections whose header changed.
    public func setSectionHeaderModels(_ models: [Any?]) {
        edit { [self] _ in
            setSupplementaries(models, \.header)
        }
    }

    /// Sets the footer models of sections `0..<models.count` (`nil` removes one), creating sections as needed;
    /// later sections keep theirs. The update reloads the sections whose footer changed.
    public func setSectionFooterModels(_ models: [Any?]) {
        edit { [self] _ in
            setSupplementaries(models, \.footer)
        }
    }

    private func setSupplementaries(_ models: [Any?], _ keyPath: WritableKeyPath<StorageSection, AnyItem?>) {
        let before = content
        _ = ensureSection(models.count - 1)
        for (index, model) in models.enumerated() { content[index][keyPath: keyPath] = model.map { AnyItem($0) } }
        commitDiff(from: before)
    }

    // MARK: Setting everything

    /// Replaces the whole content with `sections`. The update is the diff between the old and new content:
    /// sections are matched by identifier (by position when they have none), items by identity.
    ///
    /// Throws, changing nothing, when two sections share an identifier. Duplicate items follow
    /// ``duplicatePolicy`` across the new content and are reported once each.
    public func setSections(_ sections: [StorageSection]) throws(StorageError) {
        try edit { [self] operation throws(StorageError) in
            var seen: [ItemIdentity: Int] = [:]
            for (index, section) in sections.enumerated() {
                guard let id = section.id else { continue }
                if let first = seen[id] { throw duplicateSectionError(id, at: first, operation) }
                seen[id] = index
            }
            let before = content
            content = sections
            renumberSections()
            rebuildIndex()
            applyPolicyToWholesaleEdit { _ in true }
            commitDiff(from: before)
        }
    }

    /// Replaces the whole content with the sections `build` lists, as `setSections(_:)` with an array does.
    public func setSections(@StorageSectionsBuilder _ build: () -> [StorageSection]) throws(StorageError) {
        try setSections(build())
    }
}
