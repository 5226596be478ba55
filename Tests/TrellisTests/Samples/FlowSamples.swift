import Testing
@testable import Trellis
import TrellisTesting

// Flow's samples: a login form (rows that appear and disappear with the form's state, taps that deselect) and a
// country list (sections by initial, an index, a search that filters with animation). Content builders are plain
// functions of the screen's state, the shape the demo copies.

/// A text field of the login form.
struct FormField: Hashable {
    enum Kind: Hashable { case email, password }
    let kind: Kind
    var text: String
}

@MainActor final class TextFieldCell: ModelTransfer, ConstructibleView {
    var field: FormField?
    init() {}
    func update(with model: FormField) { field = model }
}

@MainActor final class ButtonCell: ModelTransfer, ConstructibleView {
    var title: String?
    init() {}
    func update(with model: String) { title = model }
}

@MainActor final class ErrorCell: ModelTransfer, ConstructibleView {
    var message: String?
    init() {}
    func update(with model: String) { message = model }
}

/// The login form's state, and its content as a function of it.
@MainActor
final class LoginForm {
    var email = ""
    var password = ""
    var error: String?
    var rememberMe = false
    private(set) var attempts = 0
    let content = DeclarativeContent(animation: .fade)

    init() { render() }

    func render() {
        content.set {
            ListSection(id: "credentials", header: "Sign in", footer: error.map { SectionSupplement.title($0) }) {
                ListRow<TextFieldCell>(FormField(kind: .email, text: email), id: "email").height(52)
                ListRow<TextFieldCell>(FormField(kind: .password, text: password), id: "password").height(52)
                if let error { ListRow<ErrorCell>(error).automaticHeight() }
            }
            ListSection(id: "actions") {
                ListRow<ButtonCell>("Sign in").onTap { [weak self] _ in
                    self?.signIn()
                    return .deselect(animated: true)
                }
                ListRow<ButtonCell>(rememberMe ? "Remember me: on" : "Remember me: off", id: "remember")
                    .onTap { [weak self] _ in
                        self?.rememberMe.toggle()
                        self?.render()
                        return .deselect(animated: false)
                    }
            }
        }
    }

    func signIn() {
        attempts += 1
        error = password.count < 4 ? "Password too short" : nil
        render()
    }
}

/// The country list's content: sections by initial, filtered by a search text.
@MainActor
func countryList(_ countries: [Country], search: String, onPick: @escaping @MainActor (Country) -> Void)
    -> [ListSection]
{
    let shown = countries.filter { search.isEmpty || $0.name.localizedCaseInsensitiveContains(search) }
    let initials = Array(Set(shown.map { String($0.name.prefix(1)) })).sorted()
    return initials.map { initial in
        ListSection(id: initial, header: "\(initial)", indexTitle: initial) {
            for country in shown where country.name.hasPrefix(initial) {
                ListRow<CountryCell>(country).onTap { event in
                    onPick(event.model); return .deselect(animated: true)
                }
            }
        }
    }
}

@MainActor
@Suite("Sample: Flow's login form and country list")
struct FlowSampleTests {
    @Test("The login form shows an error row after a failed sign-in, animated, and removes it after a good one")
    func loginForm() throws {
        let form = LoginForm()
        let screen = DeclarativeScreen(form.content)
        screen.table.itemRefresh = .reload  // this test reads reloads; by default a changed row is reconfigured
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 52)
        #expect(screen.dispatcher.tapItem(at: path(1, 0)) == .deselect(animated: true))
        #expect(form.attempts == 1)
        #expect(screen.table.log.insertedItems == [path(0, 2)])
        #expect(screen.updates.last?.animation == .fade)
        #expect((screen.table.cell(at: path(0, 2)) as? ErrorCell)?.message == "Password too short")
        #expect(screen.dispatcher.title(ofKind: .footer, inSection: 0) == "Password too short")
        #expect(screen.dispatcher.heightForItem(at: path(0, 2)) == nil)
        form.password = "secret"
        form.render()
        #expect(screen.table.log.reloadedItems.contains(path(0, 1)))
        _ = screen.dispatcher.tapItem(at: path(1, 0))
        #expect(screen.table.log.deletedItems == [path(0, 2)])
        #expect(screen.dispatcher.tapItem(at: path(1, 1)) == .deselect(animated: false))
        #expect((screen.table.cell(at: path(1, 1)) as? ButtonCell)?.title == "Remember me: on")
        #expect(screen.errors.isEmpty)
    }

    @Test("The country list has a section per initial with an index, and a search filters it with animation")
    func countryListSearch() {
        let countries = ["France", "Finland", "Japan", "Jordan", "Peru", "Portugal", "Spain"].map {
            Country(code: String($0.prefix(3)).uppercased(), name: $0)
        }
        var picked: [String] = []
        let content = DeclarativeContent { countryList(countries, search: "", onPick: { picked.append($0.name) }) }
        let screen = DeclarativeScreen(content)
        #expect(screen.dispatcher.sectionIndexTitles() == ["F", "J", "P", "S"])
        #expect(screen.shownModels.flatMap { $0 }.count == 7)
        content.set(animation: .automatic) { countryList(countries, search: "an", onPick: { picked.append($0.name) }) }
        #expect(screen.shownModels.map(\.count) == [2, 2])
        #expect(screen.dispatcher.sectionIndexTitles() == ["F", "J"])
        #expect(Set(screen.table.log.deletedSections) == [2, 3])
        _ = screen.dispatcher.tapItem(at: path(1, 0))
        #expect(picked == ["Japan"])
        content.set { countryList(countries, search: "", onPick: { picked.append($0.name) }) }
        #expect(screen.shownModels.flatMap { $0 }.count == 7)
        #expect(screen.errors.isEmpty)
    }
}
