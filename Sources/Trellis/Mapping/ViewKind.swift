/// Which place a mapped view fills.
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
    /// A table's row or a collection's item.
    case cell
    /// A section header (a table's header view, a collection's header supplementary view).
    case header
    /// A section footer.
    case footer
    /// A collection view supplementary element of another kind, by its element kind string.
    case supplementary(String)

    /// `cell`, `header`, `footer`, or `supplementary "kind"`.
    public var description: String {
        switch self {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        case .supplementary(let kind): return "supplementary \"\(kind)\""
        }
    }
}
