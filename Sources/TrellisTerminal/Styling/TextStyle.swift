/// How a run of text looks: colours and attributes. Without colour (``ColorMode/monochrome``) only the attributes
/// are drawn; in plain text (``ColorMode/plain``) nothing is.
public struct TextStyle: Hashable, Sendable {
    /// The text colour, or `nil` for the terminal's own.
    public var foreground: TerminalColor?
    /// The background colour, or `nil` for the terminal's own.
    public var background: TerminalColor?
    /// Bold (or bright) text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped: how the table shows the row under the cursor.
    public var reverse: Bool

    /// A style; by default the terminal's own.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's own style.
    public static let plain = TextStyle()
    /// Bold text.
    public static let bold = TextStyle(bold: true)
    /// Dim text.
    public static let dim = TextStyle(dim: true)

    /// Text in `color`.
    public static func colored(_ color: TerminalColor, bold: Bool = false) -> TextStyle {
        TextStyle(foreground: color, bold: bold)
    }

    /// This style with `other`'s colours (where set) and attributes added.
    public func merging(_ other: TextStyle) -> TextStyle {
        TextStyle(
            foreground: other.foreground ?? foreground, background: other.background ?? background,
            bold: bold || other.bold, dim: dim || other.dim, underline: underline || other.underline,
            reverse: reverse || other.reverse)
    }

    /// The SGR parameters for this style (after a reset), in `mode`.
    func sgrParameters(in mode: ColorMode) -> [Int] {
        guard mode != .plain else { return [] }
        var parameters: [Int] = []
        if bold { parameters.append(1) }
        if dim { parameters.append(2) }
        if underline { parameters.append(4) }
        if reverse { parameters.append(7) }
        if mode == .color {
            if let foreground { parameters += foreground.sgrParameters(background: false) }
            if let background { parameters += background.sgrParameters(background: true) }
        }
        return parameters
    }
}
