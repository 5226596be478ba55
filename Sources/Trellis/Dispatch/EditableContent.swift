/// Content whose items a user can reorder: when a table or collection view has moved a row on screen (the user
/// dragged its reordering control), the dispatcher moves the item in the content to match, then tells your
/// `moveItem` closures. `MemoryStorage` is one.
@MainActor
public protocol EditableContent: SectionedContent {
    /// Moves the item at `source` to `destination` (its path once the item has left `source`), publishing the
    /// change to observers like any other edit.
    ///
    /// - Throws: ``StorageError`` when either path is out of range; the content is then unchanged.
    func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError)
}

extension MemoryStorage: EditableContent {}
