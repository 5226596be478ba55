/// A cascading section built from declarative rows: a ``ListSection`` (rows with their own closures and cells, a
/// title or view header) as one child of a ``CascadingRoot``.
///
/// ```swift
/// let login = DeclarativeSectionNode(ListSection(id: "login", header: "Account") {
///     ListRow<TextFieldCell>(.email).onTap { _ in .deselect(animated: true) }
///     ListRow<ButtonCell>("Sign in")
/// })
/// let root = CascadingRoot(children: [ProfileSection(), login])
/// login.section.rows.append(ListRow<ButtonCell>("Forgot password?"))   // animated, with the rest of the tree
/// ```
///
/// The rows answer their own events (through the root), after any answer of this node or its subclass.
@MainActor
open class DeclarativeSectionNode: CascadingNode {
    /// The section shown; every change animates.
    public var section: ListSection {
        didSet { setNeedsUpdate() }
    }

    /// A node showing `section`.
    public init(_ section: ListSection) {
        self.section = section
        super.init()
    }

    /// The section's identity: its id.
    override open var sectionIdentity: ItemIdentity { section.id }
    /// The section's header.
    override open var header: Any? { section.header?.model }
    /// The section's footer.
    override open var footer: Any? { section.footer?.model }
    /// The section's index title.
    override open var indexTitle: String? { section.indexTitle }
    /// The section's rows.
    override open var rows: [Any] { section.rows }

    /// Reorders the section's rows (a move the user made on screen, within the section).
    override open func moveRow(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        guard source.section == destination.section, section.rows.indices.contains(source.item),
            section.rows.indices.contains(destination.item)
        else {
            throw StorageError(
                .invalidArgument, operation: "moveRow(at:to:)",
                message: "a declarative section moves its rows only within itself.")
        }
        section.rows.insert(section.rows.remove(at: source.item), at: destination.item)
    }
}
