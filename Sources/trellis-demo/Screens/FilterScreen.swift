import Trellis
import TrellisTerminal

// Filter as you type: each keystroke filters the list and sets it on a MemoryStorage; the diff removes the rows that
// no longer match and brings back those that match again (they flash green), every stage checked against UIKit's
// rules. ↑↓ move in the results, Enter picks, Backspace deletes, Esc clears the filter (or leaves when it is empty).
// A filter that matches nothing shows the table's empty state.

/// A city of the list.
struct City: Hashable {
    let name: String
    let country: String
}

/// A city row, with the filter's match in bold.
final class CityCell: TerminalView, ModelTransfer, ConstructibleView {
    private var city: City?
    init() {}
    func update(with city: City) { self.city = city }
    func draw(width: Int) -> StyledLine {
        guard let city else { return StyledLine() }
        return StyledLine(city.name.padding(to: 18)) + StyledLine(city.country, .dim)
    }
}

final class FilterScreen: DemoScreen {
    static let name = "filter"
    static let title = "Filter as you type"
    static let summary = "each keystroke is a diff: rows leave and come back"

    let table = TerminalTableView(title: "Filter: type to filter the cities; each keystroke is a diff")
    private let storage = MemoryStorage()
    private var query = ""

    init() {
        table.keyHints = "type to filter  Backspace  ↑↓ move  Enter pick  Esc clear/back"
        table.dispatcher.registry.register(CityCell.self) { [unowned self] mapping in
            mapping.didSelect { _, city, _ in self.table.statusMessage = "picked \(city.name), \(city.country)" }
        }
        apply()
        table.show(storage)
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
        apply()
        return true
    }

    private func apply() {
        let matches =
            query.isEmpty ? Self.cities : Self.cities.filter { $0.name.lowercased().contains(query.lowercased()) }
        try? storage.setSections([StorageSection(id: "cities", items: matches)])
        table.emptyState = EmptyState("No city matches “\(query)”", message: "Backspace or Esc to widen the search")
        table.banner =
            StyledLine(" Filter: ", .bold) + StyledLine(query + "▏", .colored(.yellow, bold: true))
            + StyledLine("   \(matches.count) of \(Self.cities.count) cities", .dim)
    }

    static let cities: [City] = [
        ("Amsterdam", "Netherlands"), ("Athens", "Greece"), ("Auckland", "New Zealand"), ("Bangkok", "Thailand"),
        ("Barcelona", "Spain"), ("Beijing", "China"), ("Berlin", "Germany"), ("Bogota", "Colombia"),
        ("Boston", "United States"), ("Brussels", "Belgium"), ("Budapest", "Hungary"), ("Buenos Aires", "Argentina"),
        ("Cairo", "Egypt"), ("Cape Town", "South Africa"), ("Chicago", "United States"), ("Copenhagen", "Denmark"),
        ("Dakar", "Senegal"), ("Delhi", "India"), ("Dublin", "Ireland"), ("Edinburgh", "United Kingdom"),
        ("Florence", "Italy"), ("Geneva", "Switzerland"), ("Hanoi", "Vietnam"), ("Havana", "Cuba"),
        ("Helsinki", "Finland"), ("Hong Kong", "China"), ("Istanbul", "Turkey"), ("Jakarta", "Indonesia"),
        ("Johannesburg", "South Africa"), ("Kyiv", "Ukraine"), ("Kyoto", "Japan"), ("Lagos", "Nigeria"),
        ("Lima", "Peru"), ("Lisbon", "Portugal"), ("London", "United Kingdom"), ("Los Angeles", "United States"),
        ("Lyon", "France"), ("Madrid", "Spain"), ("Manila", "Philippines"), ("Marseille", "France"),
        ("Melbourne", "Australia"), ("Mexico City", "Mexico"), ("Milan", "Italy"), ("Montreal", "Canada"),
        ("Moscow", "Russia"), ("Mumbai", "India"), ("Munich", "Germany"), ("Nairobi", "Kenya"),
        ("Naples", "Italy"), ("New York", "United States"), ("Osaka", "Japan"), ("Oslo", "Norway"),
        ("Paris", "France"), ("Porto", "Portugal"), ("Prague", "Czechia"), ("Reykjavik", "Iceland"),
        ("Riga", "Latvia"), ("Rio de Janeiro", "Brazil"), ("Rome", "Italy"), ("San Francisco", "United States"),
        ("Santiago", "Chile"), ("Sao Paulo", "Brazil"), ("Seattle", "United States"), ("Seoul", "South Korea"),
        ("Seville", "Spain"), ("Shanghai", "China"), ("Singapore", "Singapore"), ("Stockholm", "Sweden"),
        ("Sydney", "Australia"), ("Taipei", "Taiwan"), ("Tallinn", "Estonia"), ("Tokyo", "Japan"),
        ("Toronto", "Canada"), ("Valencia", "Spain"), ("Vancouver", "Canada"), ("Venice", "Italy"),
        ("Vienna", "Austria"), ("Vilnius", "Lithuania"), ("Warsaw", "Poland"), ("Zurich", "Switzerland"),
    ].map { City(name: $0.0, country: $0.1) }
}
