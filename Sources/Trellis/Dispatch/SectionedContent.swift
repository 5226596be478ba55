/// What a dispatcher shows: sections of models, with header and footer models. `MemoryStorage` is one; any
/// storage can be.
@MainActor
public protocol SectionedContent: AnyObject {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in `section` (0 for a section that does not exist).
    func numberOfItems(inSection section: Int) -> Int
    /// The model at `path`, or `nil` when there is none.
    func item(at path: ItemPath) -> Any?
    /// The header model of `section`, if any.
    func headerModel(forSection section: Int) -> Any?
    /// The footer model of `section`, if any.
    func footerModel(forSection section: Int) -> Any?
}

extension MemoryStorage: SectionedContent {}
