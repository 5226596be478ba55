import Trellis
import TrellisTerminal

// Flow's login form: the form is a function of its state (`render()`), declared with the result-builder DSL and
// set through `update(animation:)`, so the diff does the rest. Typing into a field reloads its row without a flash
// (`RowAnimation.none`); the "Remember me" row toggles on Enter; "Sign in" validates in its tap closure and an
// error or success row animates in under the fields (and changes in place on the next attempt).

/// A text field of the form.
struct LoginField: Hashable {
    enum Kind: Hashable { case username, password }
    let kind: Kind
    var text: String
}

/// A text field: its label, then its text (a password masked), or a placeholder.
final class LoginFieldCell: TerminalView, ModelTransfer, ConstructibleView {
    private var field: LoginField?
    init() {}
    func update(with field: LoginField) { self.field = field }
    func draw(width: Int) -> StyledLine {
        guard let field else { return StyledLine() }
        let label = field.kind == .username ? "Username" : "Password"
        var line = StyledLine(label.padding(to: 10), .bold)
        if field.text.isEmpty {
            line.append(field.kind == .username ? "type a name" : "6 characters or more", .dim)
        } else {
            let shown = field.kind == .password ? String(repeating: "•", count: field.text.count) : field.text
            line.append(shown, TextStyle(underline: true))
        }
        return line
    }
}

/// A switch row.
struct LoginToggle: Hashable {
    let title: String
    var isOn: Bool
}

/// Draws a switch: `[x] Remember me`.
final class LoginToggleCell: TerminalView, ModelTransfer, ConstructibleView {
    private var toggle = LoginToggle(title: "", isOn: false)
    init() {}
    func update(with toggle: LoginToggle) { self.toggle = toggle }
    func draw(width: Int) -> StyledLine {
        StyledLine(toggle.isOn ? "[x] " : "[ ] ", .colored(toggle.isOn ? .green : .white, bold: true))
            + StyledLine(toggle.title)
    }
}

/// A button row.
final class LoginButtonCell: TerminalView, ModelTransfer, ConstructibleView {
    private var title = ""
    init() {}
    func update(with title: String) { self.title = title }
    func draw(width: Int) -> StyledLine { StyledLine("[ \(title) ]", .colored(.blue, bold: true)) }
}

/// The outcome of signing in.
struct LoginMessage: Hashable {
    let text: String
    let isError: Bool
}

/// An error (red) or success (green) line.
final class LoginMessageCell: TerminalView, ModelTransfer, ConstructibleView {
    private var message = LoginMessage(text: "", isError: false)
    init() {}
    func update(with message: LoginMessage) { self.message = message }
    func draw(width: Int) -> StyledLine {
        StyledLine(
            (message.isError ? "✗ " : "✓ ") + message.text, .colored(message.isError ? .red : .green, bold: true))
    }
}

final class LoginScreen: DemoScreen {
    static let name = "login"
    static let title = "Login form (Flow)"
    static let summary = "declarative form: fields, toggle, validating button"

    let table = TerminalTableView(title: "Login: Flow's declarative form; rows follow the form's state")
    private let content = DeclarativeContent(animation: .automatic)
    private var username = ""
    private var password = ""
    private var remembers = false
    private var message: LoginMessage?

    init() {
        table.keyHints = "type in a field  Backspace  ↑↓/Tab move  Enter toggle/sign in  Esc back"
        render()
        table.show(content)
    }

    /// The form for the current state, one update (`animation`: how its rows animate).
    private func render(animation: RowAnimation = .automatic) {
        content.update(animation: animation) { content in
            content.sections = form()
        }
    }

    @SectionsBuilder
    private func form() -> [ListSection] {
        ListSection(id: "account", header: "Sign in to Trellis Cloud") {
            ListRow<LoginFieldCell>(LoginField(kind: .username, text: username), id: "username")
            ListRow<LoginFieldCell>(LoginField(kind: .password, text: password), id: "password")
            if let message { ListRow<LoginMessageCell>(message, id: "message") }
        }
        ListSection(id: "options") {
            ListRow<LoginToggleCell>(LoginToggle(title: "Remember me", isOn: remembers), id: "remember")
                .onTap { [unowned self] _ in
                    remembers.toggle()
                    render()
                    table.statusMessage = "onTap Remember me: \(remembers ? "on" : "off")"
                    return .deselect(animated: true)
                }
        }
        ListSection(id: "actions", footer: "Any username; a password of 6 characters or more signs in.") {
            ListRow<LoginButtonCell>("Sign in", id: "sign in").onTap { [unowned self] _ in
                signIn()
                return .deselect(animated: true)
            }
        }
    }

    private func signIn() {
        if username.isEmpty {
            message = LoginMessage(text: "Enter a username", isError: true)
        } else if password.count < 6 {
            message = LoginMessage(text: "Password too short: \(password.count) of 6 characters", isError: true)
        } else {
            message = LoginMessage(text: "Signed in as \(username)\(remembers ? ", remembered" : "")", isError: false)
        }
        render()
        table.statusMessage = "onTap Sign in: \(message?.isError == true ? "refused" : "accepted")"
    }

    /// The field under the cursor, if any.
    private var focusedField: LoginField.Kind? {
        guard let cursor = table.cursor else { return nil }
        return (content.row(at: cursor) as? ListRow<LoginFieldCell>)?.model.kind
    }

    func handle(key: Key) -> Bool {
        if key == .tab {
            table.moveCursor(by: 1)
            return true
        }
        guard let field = focusedField else { return false }
        switch key {
        case .character(let character) where !character.isNewline:
            edit(field) { $0.append(character) }
        case .backspace:
            edit(field) { if !$0.isEmpty { $0.removeLast() } }
        case .enter:
            table.moveCursor(by: 1)
        default:
            return false
        }
        return true
    }

    /// Edits a field's text: its row reloads, without a flash at every keystroke.
    private func edit(_ field: LoginField.Kind, _ change: (inout String) -> Void) {
        switch field {
        case .username: change(&username)
        case .password: change(&password)
        }
        render(animation: RowAnimation.none)
    }
}
