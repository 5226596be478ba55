/// A declarative section: an identifier, rows, and a header and footer that are titles or views.
///
/// ```swift
/// ListSection(id: "countries", header: "Countries") {
///     for country in countries { ListRow<CountryCell>(country) }
///     if showsMore { ListRow<MoreCell>("More") }
/// }
/// ```
///
/// The identifier is what the diff follows: a section with the same `id` before and after an update is the same
/// section (moved, its rows edited); give every section of a ``DeclarativeContent`` a different one.
@MainActor
public struct ListSection {
    /// The section's identity.
    public var id: ItemIdentity
    /// The header, if any.
    public var header: SectionSupplement?
    /// The footer, if any.
    public var footer: SectionSupplement?
    /// The section's other supplementary views, by a collection layout's element kind (a compositional layout's
    /// section badge: `section.supplementaries["badge"] = .view(SectionView<BadgeView>(count))`). UIKit's header and
    /// footer kinds are the ``header`` and ``footer``.
    public var supplementaries: [String: SectionSupplement] = [:]
    /// The title shown for the section in the section index, if any.
    public var indexTitle: String?
    /// The rows, in order; edit them like an array.
    public var rows: [AnyRow] {
        didSet {
            // Copies that still hold the old rows keep their wraps; this section makes new ones when published.
            if isKnownUniquelyReferenced(&wraps) { wraps.removeAll() } else { wraps = RowWraps() }
        }
    }
    /// The rows wrapped for the diff, shared by the copies of this section that hold the same rows.
    private(set) var wraps = RowWraps()

    /// A section identified by `id` holding `rows`.
    public init<ID: Hashable>(
        id: ID, header: SectionSupplement? = nil, footer: SectionSupplement? = nil, indexTitle: String? = nil,
        rows: [AnyRow] = []
    ) {
        self.id = ItemIdentity(value: id)
        self.header = header
        self.footer = footer
        self.indexTitle = indexTitle
        self.rows = rows
    }

    /// A section identified by `id` whose rows are built by `rows` (`if`, `for`, optionals, `#available`).
    public init<ID: Hashable>(
        id: ID, header: SectionSupplement? = nil, footer: SectionSupplement? = nil, indexTitle: String? = nil,
        @RowsBuilder rows: () -> [AnyRow]
    ) {
        self.init(id: id, header: header, footer: footer, indexTitle: indexTitle, rows: rows())
    }

    /// The section as the diff and the dispatcher see it.
    /// The rows are wrapped once (``RowWraps``): publishing the same section again reuses the wraps.
    var storageSection: StorageSection {
        var section = StorageSection(header: header?.model, footer: footer?.model)
        section.id = id
        if !supplementaries.isEmpty { section.supplementaries = supplementaries.mapValues { AnyItem($0.model) } }
        section.items = wraps.items(of: rows)
        return section
    }

    /// What the rows ask of the row dispatch that shows them, worked out once for these rows (``RowWraps``).
    var rowSummary: RowSummary { wraps.summary(of: rows) }

    /// Makes `rows` the section's rows, where they are its rows edited by `structural` (deletions, insertions and
    /// moves, in section 0) and `reloads` (indexes in `rows`): the wraps of the rows kept are kept, and the next
    /// publish sends that edit without diffing the section (``RowWraps/derived(from:rows:structural:reloads:)``).
    /// When the wraps cannot be derived, the section is published like any other whose rows changed.
    mutating func replaceRows(_ rows: [AnyRow], edited structural: BatchUpdate, reloads: [Int]) {
        let old = wraps
        self.rows = rows
        if let derived = RowWraps.derived(from: old, rows: rows, structural: structural, reloads: reloads) {
            wraps = derived
        }
    }

    /// Whether some row of the section is identified by its place (its model has no identity of its own). Known
    /// once the section was published (``storageSection``); `true` before, to be safe.
    var mayHoldTokenRows: Bool { wraps.items == nil || wraps.hasTokenRows }
}

/// Builds a section's rows: `ListRow`s, arrays of rows (`ListRow.create(models)`), optional rows, `if`/`else`, `for`,
/// and `if #available`.
@resultBuilder
@MainActor
public enum RowsBuilder {
    /// One row.
    public static func buildExpression(_ row: AnyRow) -> [AnyRow] { [row] }
    /// A row that may be missing.
    public static func buildExpression(_ row: AnyRow?) -> [AnyRow] { row.map { [$0] } ?? [] }
    /// Several rows.
    public static func buildExpression<Rows: Sequence>(_ rows: Rows) -> [AnyRow] where Rows.Element: AnyRow {
        rows.map { $0 }
    }
    /// The rows of each statement, in order.
    public static func buildBlock(_ parts: [AnyRow]...) -> [AnyRow] { parts.flatMap { $0 } }
    /// The rows of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [AnyRow]?) -> [AnyRow] { part ?? [] }
    /// The rows of the `if` branch.
    public static func buildEither(first part: [AnyRow]) -> [AnyRow] { part }
    /// The rows of the `else` branch.
    public static func buildEither(second part: [AnyRow]) -> [AnyRow] { part }
    /// The rows of every pass of a `for` loop.
    public static func buildArray(_ parts: [[AnyRow]]) -> [AnyRow] { parts.flatMap { $0 } }
    /// The rows of an availability check.
    public static func buildLimitedAvailability(_ part: [AnyRow]) -> [AnyRow] { part }
}

/// Builds a list of sections for ``DeclarativeContent``, with the same statements as ``RowsBuilder``.
@resultBuilder
@MainActor
public enum SectionsBuilder {
    /// One section.
    public static func buildExpression(_ section: ListSection) -> [ListSection] { [section] }
    /// A section that may be missing.
    public static func buildExpression(_ section: ListSection?) -> [ListSection] { section.map { [$0] } ?? [] }
    /// Several sections.
    public static func buildExpression(_ sections: [ListSection]) -> [ListSection] { sections }
    /// The sections of each statement, in order.
    public static func buildBlock(_ parts: [ListSection]...) -> [ListSection] { parts.flatMap { $0 } }
    /// The sections of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [ListSection]?) -> [ListSection] { part ?? [] }
    /// The sections of the `if` branch.
    public static func buildEither(first part: [ListSection]) -> [ListSection] { part }
    /// The sections of the `else` branch.
    public static func buildEither(second part: [ListSection]) -> [ListSection] { part }
    /// The sections of every pass of a `for` loop.
    public static func buildArray(_ parts: [[ListSection]]) -> [ListSection] { parts.flatMap { $0 } }
    /// The sections of an availability check.
    public static func buildLimitedAvailability(_ part: [ListSection]) -> [ListSection] { part }
}
