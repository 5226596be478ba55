import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

// Flow's login form and country list (the shape of `Tests/TrellisTests/Samples/FlowSamples.swift`) in a stand-in
// table: per-row tap closures, the deselection they ask for, and edits that animate through the diff.

struct FormField: Hashable {
    enum Kind: Hashable { case email, password }
    let kind: Kind
    var text: String
}

final class TextFieldCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: FormField) { text = "\(model.kind): \(model.text)" }
}

final class ButtonCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: String) { text = model }
}

final class ErrorCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: String) { text = "⚠︎ " + model }
}

/// A header view with its own model (Flow's `SectionView`).
final class BannerHeader: UITableViewHeaderFooterView, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: String) { text = model }
}

/// The login form's state, and its content as a function of it.
@MainActor
final class LoginForm {
    var password = ""
    var error: String?
    var rememberMe = false
    private(set) var attempts = 0
    let content = DeclarativeContent(animation: .fade)

    init() { render() }

    func render() {
        content.set {
            ListSection(
                id: "credentials", header: .view(SectionView<BannerHeader>("Welcome back").height(80)),
                footer: error.map { SectionSupplement.title($0) }
            ) {
                ListRow<TextFieldCell>(FormField(kind: .email, text: "ana@example.com"), id: "email").height(52)
                ListRow<TextFieldCell>(FormField(kind: .password, text: password), id: "password").height(52)
                if let error { ListRow<ErrorCell>(error) }
            }
            ListSection(id: "actions") {
                ListRow<ButtonCell>("Sign in").onTap { [weak self] _ in
                    self?.signIn()
                    return .deselect(animated: true)
                }
                ListRow<ButtonCell>(rememberMe ? "Remember me: on" : "Remember me: off", id: "remember").onTap {
                    [weak self] _ in
                    self?.rememberMe.toggle()
                    self?.render()
                    return .deselect(animated: false)
                }
                ListRow<ButtonCell>("Help").onTap { _ in .keepSelected }
            }
        }
    }

    func signIn() {
        attempts += 1
        error = password.count < 4 ? "Password too short" : nil
        render()
    }
}

struct Country: Hashable, Identifiable {
    var id: String { code }
    let code: String
    let name: String
}

final class CountryCell: UITableViewCell, ModelTransfer, ShowsText {
    private(set) var text: String?
    func update(with model: Country) { text = model.name }
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
@Suite("Sample in a stand-in table: Flow's login form and country list")
struct FlowTableTests {
    @Test("The form's rows, its header view with its own model and height, and no selection to start")
    func formShows() {
        let form = LoginForm()
        let screen = SampleTable(form.content)
        #expect(screen.visibleTexts == ["email: ana@example.com", "password: ", "Sign in", "Remember me: off", "Help"])
        let header = screen.table.headerView(forSection: 0) as? BannerHeader
        #expect(header?.text == "Welcome back")
        #expect(screen.manager.proxy.tableView(screen.table, heightForHeaderInSection: 0) == 80)
        #expect(screen.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 52)
        #expect(screen.selectedRows.isEmpty)
        #expect(screen.isClean)
    }

    @Test("A tap on Sign in runs its closure, the error row animates in, and the row is deselected again")
    func signInTap() {
        let form = LoginForm()
        let screen = SampleTable(form.content)
        screen.tap(1, 0)
        #expect(form.attempts == 1)
        #expect(screen.selectedRows.isEmpty)
        #expect(screen.batches.first?.insertedItems == [ItemPath(item: 2, section: 0)])
        #expect(screen.lastAnimations?.values.allSatisfy { $0 == .fade } == true)
        screen.table.finishAnimations()
        #expect(screen.text(0, 2) == "⚠︎ Password too short")
        #expect(screen.footerTitle(0) == "Password too short")

        // A good password: the error row animates out.
        form.password = "secret"
        form.render()
        screen.table.finishAnimations()
        let before = screen.batches.count
        screen.tap(1, 0)
        screen.table.finishAnimations()
        #expect(screen.batches.dropFirst(before).contains { $0.deletedItems == [ItemPath(item: 2, section: 0)] })
        #expect(
            screen.visibleTexts == [
                "email: ana@example.com", "password: secret", "Sign in", "Remember me: off", "Help",
            ])
        #expect(screen.footerTitle(0) == nil)
        #expect(screen.selectedRows.isEmpty)
        #expect(screen.isClean)
    }

    @Test("A row whose tap re-renders its own text is reloaded and deselected; one that keeps its selection keeps it")
    func toggleAndKeep() {
        let form = LoginForm()
        let screen = SampleTable(form.content)
        screen.tap(1, 1)
        screen.table.finishAnimations()
        #expect(form.rememberMe)
        #expect(screen.text(1, 1) == "Remember me: on")
        #expect(screen.selectedRows.isEmpty)
        screen.tap(1, 2)
        #expect(screen.selectedRows == [IndexPath(row: 2, section: 1)])
        #expect(screen.cell(1, 2)?.isSelected == true)
        #expect(screen.isClean)
    }

    private static let countries = ["France", "Finland", "Japan", "Jordan", "Peru", "Portugal", "Spain"].map {
        Country(code: String($0.prefix(3)).uppercased(), name: $0)
    }

    @Test("The country list: sections by initial with an index, a tap picks and deselects, a filter animates")
    func countryListInTable() {
        var picked: [String] = []
        let pick: @MainActor (Country) -> Void = { picked.append($0.name) }
        let content = DeclarativeContent { countryList(Self.countries, search: "", onPick: pick) }
        let screen = SampleTable(content)
        #expect(screen.visibleTexts == ["France", "Finland", "Japan", "Jordan", "Peru", "Portugal", "Spain"])
        #expect(screen.manager.proxy.sectionIndexTitles(for: screen.table) == ["F", "J", "P", "S"])
        #expect(screen.headerTitle(1) == "J")
        screen.tap(1, 0)
        #expect(picked == ["Japan"])
        #expect(screen.selectedRows.isEmpty)

        let reloads = screen.reloads
        content.set(animation: .automatic) { countryList(Self.countries, search: "an", onPick: pick) }
        #expect(Set(screen.batches.last?.deletedSections ?? []) == [2, 3])
        #expect(screen.lastAnimations?.values.allSatisfy { $0 == .automatic } == true)
        screen.table.finishAnimations()
        #expect(screen.visibleTexts == ["France", "Finland", "Japan", "Jordan"])
        #expect(screen.manager.proxy.sectionIndexTitles(for: screen.table) == ["F", "J"])

        content.set { countryList(Self.countries, search: "", onPick: pick) }
        screen.table.finishAnimations()
        #expect(screen.visibleTexts.count == 7)
        screen.tap(2, 1)
        #expect(picked == ["Japan", "Portugal"])
        #expect(screen.reloads == reloads)
        #expect(screen.isClean)
    }
}
