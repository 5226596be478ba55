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
    /// The model of `section`'s supplementary view of element kind `kind` (a collection layout's own kinds, not the
    /// header or footer), if any. Default: none.
    func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any?
}

extension SectionedContent {
    /// None: content holds headers and footers only unless it says otherwise.
    public func supplementaryModel(ofKind kind: String, forSection section: Int) -> Any? { nil }
}

extension MemoryStorage: SectionedContent {}
