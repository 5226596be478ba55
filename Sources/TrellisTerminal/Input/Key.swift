/// A key the user pressed, decoded from the bytes a terminal sends (``KeyDecoder``).
public enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space).
    case character(Character)
    /// An arrow key.
    case up, down, left, right
    /// Page up / page down.
    case pageUp, pageDown
    /// Home / end.
    case home, end
    /// Return or Enter.
    case enter
    /// Escape, alone.
    case escape
    /// Backspace (DEL or ^H).
    case backspace
    /// The forward-delete key.
    case delete
    /// Tab.
    case tab
    /// A control character: `.control("c")` is Ctrl-C.
    case control(Character)
}
