import Trellis
import TrellisTerminal

// Flow's country list (flags, and capitals in their own scripts: columns line up by width on screen, not by
// character count): declarative `ListSection`s (one per initial, with an index title) built with the result-builder
// DSL, each `ListRow<CountryCell>` with its own tap closure (the country goes to the status line and the row is
// deselected again), and a search field: each keystroke rebuilds the sections inside `update(animation:)`, and the
// diff removes the rows and sections that no longer match and brings back those that match again (they flash).

/// A country of the list.
struct Country: Identifiable, Hashable {
    let code: String
    let name: String
    let capital: String
    var id: String { code }

    /// The country's flag: its code as two regional indicator symbols (one emoji, two columns wide).
    var flag: String {
        String(String.UnicodeScalarView(code.unicodeScalars.compactMap { Unicode.Scalar(0x1F1E6 + $0.value - 0x41) }))
    }
}

/// A country row: its code, name and capital.
final class CountryCell: TerminalView, ModelTransfer, ConstructibleView {
    private var country: Country?
    init() {}
    func update(with country: Country) { self.country = country }
    func draw(width: Int) -> StyledLine {
        guard let country else { return StyledLine() }
        // Columns line up whatever the script: padding counts columns on screen (a flag or a CJK character takes two).
        return StyledLine(country.flag + " " + country.code + "  ", .colored(.magenta, bold: true))
            + StyledLine(country.name.padding(to: 16), .bold) + StyledLine(country.capital, .dim)
    }
}

/// A row that says nothing matches.
final class EmptyResultCell: TerminalView, ModelTransfer, ConstructibleView {
    private var text = ""
    init() {}
    func update(with text: String) { self.text = text }
    func draw(width: Int) -> StyledLine { StyledLine(text, .colored(.yellow)) }
}

final class CountriesScreen: DemoScreen {
    static let name = "countries"
    static let title = "Countries (Flow)"
    static let summary = "declarative sections, row taps, animated search"

    let table = TerminalTableView(title: "Countries: Flow's declarative sections; type to search, Enter taps a row")
    private let content = DeclarativeContent(animation: .automatic)
    private var query = ""

    init() {
        table.keyHints = "type to search  Backspace  ↑↓ move  Enter tap  Esc clear/back"
        content.sections = sections()
        table.show(content)
        updateBanner()
    }

    func handle(key: Key) -> Bool {
        switch key {
        case .character(let character) where character.isLetter || character == " ":
            query.append(character)
        case .backspace:
            guard !query.isEmpty else { return true }
            query.removeLast()
        case .escape:
            guard !query.isEmpty else { return false }
            query = ""
        default:
            return false
        }
        // One update for the whole keystroke: the diff finds the rows and sections that left and came back.
        content.update(animation: .automatic) { content in content.sections = sections() }
        updateBanner()
        return true
    }

    /// The list for the current search: a section per initial, each row with its tap closure.
    @SectionsBuilder
    private func sections() -> [ListSection] {
        let shown =
            query.isEmpty ? Self.countries : Self.countries.filter { $0.name.lowercased().contains(query.lowercased()) }
        let initials = Array(Set(shown.map { String($0.name.prefix(1)) })).sorted()
        for initial in initials {
            ListSection(id: initial, header: "\(initial)", indexTitle: initial) {
                for country in shown where country.name.hasPrefix(initial) {
                    ListRow<CountryCell>(country).onTap { [unowned self] event in
                        self.table.statusMessage =
                            "onTap \(event.model.name) (\(event.model.code)), capital \(event.model.capital): deselected again"
                        return .deselect(animated: true)
                    }
                }
            }
        }
        if shown.isEmpty {
            ListSection(id: "none") { ListRow<EmptyResultCell>("No country matches \"\(query)\"") }
        }
    }

    private func updateBanner() {
        let count = (0..<content.numberOfSections).reduce(0) { total, section in
            total + content.numberOfItems(inSection: section)
        }
        let shown = content.sectionIndex(of: "none") == nil ? count : 0
        let index = table.dispatcher.sectionIndexTitles()?.joined(separator: " ") ?? ""
        table.banner =
            StyledLine(" Search: ", .bold) + StyledLine(query + "▏", .colored(.yellow, bold: true))
            + StyledLine("   \(shown) of \(Self.countries.count) countries", .dim)
            + StyledLine("   index: \(index)", .colored(.cyan))
    }

    static let countries: [Country] = [
        ("AR", "Argentina", "Buenos Aires"), ("AU", "Australia", "Canberra"), ("AT", "Austria", "Vienna"),
        ("BE", "Belgium", "Brussels"), ("BR", "Brazil", "Brasília"), ("CA", "Canada", "Ottawa"),
        ("CL", "Chile", "Santiago"), ("CN", "China", "Beijing 北京"), ("CO", "Colombia", "Bogotá"),
        ("DK", "Denmark", "Copenhagen"), ("EG", "Egypt", "Cairo"), ("EE", "Estonia", "Tallinn"),
        ("FI", "Finland", "Helsinki"), ("FR", "France", "Paris"), ("DE", "Germany", "Berlin"),
        ("GR", "Greece", "Athens Αθήνα"), ("HU", "Hungary", "Budapest"), ("IS", "Iceland", "Reykjavík"),
        ("IN", "India", "New Delhi"), ("IE", "Ireland", "Dublin"), ("IT", "Italy", "Rome"),
        ("JP", "Japan", "Tokyo 東京"), ("JO", "Jordan", "Amman"), ("KE", "Kenya", "Nairobi"),
        ("LV", "Latvia", "Riga"), ("LT", "Lithuania", "Vilnius"), ("MX", "Mexico", "Mexico City, Ciudad de México"),
        ("NL", "Netherlands", "Amsterdam"), ("NZ", "New Zealand", "Wellington"), ("NO", "Norway", "Oslo"),
        ("PE", "Peru", "Lima"), ("PL", "Poland", "Warsaw"), ("PT", "Portugal", "Lisbon"),
        ("SN", "Senegal", "Dakar"), ("ES", "Spain", "Madrid"), ("SE", "Sweden", "Stockholm"),
        ("CH", "Switzerland", "Bern"), ("TH", "Thailand", "Bangkok กรุงเทพฯ"), ("UA", "Ukraine", "Kyiv Київ"),
        ("UY", "Uruguay", "Montevideo"), ("VN", "Vietnam", "Hanoi Hà Nội"),
    ].map { Country(code: $0.0, name: $0.1, capital: $0.2) }
}
