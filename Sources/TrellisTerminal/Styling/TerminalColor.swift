/// A colour a terminal can show: the eight standard colours, their bright variants, or one of the 256 indexed ones.
public enum TerminalColor: Hashable, Sendable {
    /// One of the eight standard colours.
    case standard(StandardColor)
    /// The bright variant of a standard colour (`.bright(.black)` is grey).
    case bright(StandardColor)
    /// An entry of the 256-colour palette.
    case indexed(UInt8)

    /// The eight standard colours, in ANSI order.
    public enum StandardColor: UInt8, Hashable, Sendable, CaseIterable {
        /// Black (0).
        case black
        /// Red (1).
        case red
        /// Green (2).
        case green
        /// Yellow (3).
        case yellow
        /// Blue (4).
        case blue
        /// Magenta (5).
        case magenta
        /// Cyan (6).
        case cyan
        /// White (7).
        case white
    }

    /// Red.
    public static let red = TerminalColor.standard(.red)
    /// Green.
    public static let green = TerminalColor.standard(.green)
    /// Yellow.
    public static let yellow = TerminalColor.standard(.yellow)
    /// Blue.
    public static let blue = TerminalColor.standard(.blue)
    /// Magenta.
    public static let magenta = TerminalColor.standard(.magenta)
    /// Cyan.
    public static let cyan = TerminalColor.standard(.cyan)
    /// White.
    public static let white = TerminalColor.standard(.white)
    /// Black.
    public static let black = TerminalColor.standard(.black)
    /// Grey (bright black).
    public static let gray = TerminalColor.bright(.black)

    /// The SGR parameters that set this colour as the foreground (`background == false`) or background.
    func sgrParameters(background: Bool) -> [Int] {
        switch self {
        case .standard(let color): return [(background ? 40 : 30) + Int(color.rawValue)]
        case .bright(let color): return [(background ? 100 : 90) + Int(color.rawValue)]
        case .indexed(let index): return [background ? 48 : 38, 5, Int(index)]
        }
    }
}
