// swift-format-ignore-file
// Not formatted: this file holds, line for line, the code blocks of a guide (DocCodeBlocksTests checks them), which
// are laid out for reading.
import Testing
import TrellisUIKitTesting

// docs/Migrating-from-Flow.md, compiled and run (DocCodeBlocksTests checks the guide shows this code).

@MainActor
@Suite("Migrating from Flow: the country list")
struct FlowMigrationTests {
    struct Country: Hashable { let name: String; let continent: String }

    final class CountryCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = Country
        static var defaultHeight: Double? { 57 }
        private(set) var label = ""
        func configure(_ country: Country, path: ItemPath) { label = "\(path.item + 1). \(country.name)" }
        var snapshotText: String { label }
    }

    @MainActor final class CountriesScreen {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let manager = TableViewManager()
        let content = DeclarativeContent()
        private(set) var shown: [Country] = []

        func section(_ continent: String, _ countries: [Country]) -> ListSection {
            ListSection(id: continent, header: "\(continent) (\(countries.count))") {
                ListRow<CountryCell>.create(countries) { row in
                    row.onTap { [weak self] event in
                        self?.shown.append(event.model)
                        return .deselect(animated: true)
                    }
                }
            }
        }

        func viewDidLoad() {
            manager.attach(to: tableView, content: content)
            content.sections = [
                section("Europe", [Country(name: "Italy", continent: "Europe"), Country(name: "Spain", continent: "Europe")]),
                section("Asia", [Country(name: "Japan", continent: "Asia")]),
            ]
        }

        func showAmericasInsteadOfAsia() {
            content.update(animation: .fade) { content in
                content.sections.removeAll { $0.id == ItemIdentity(value: "Asia") }
                content.sections.insert(section("Americas", [Country(name: "Peru", continent: "Americas")]), at: 0)
            }
        }
    }

    @MainActor @Test(.collectsAnomalies) func countriesScreen() throws {
        let screen = CountriesScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        window.addSubview(screen.tableView)
        screen.viewDidLoad()
        screen.tableView.finishAnimations()

        screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        screen.showAmericasInsteadOfAsia()
        screen.tableView.finishAnimations()

        #expect(screen.shown.map(\.name) == ["Spain"])
        #expect(screen.tableView.indexPathsForSelectedRows == nil, "onTap deselected the row")
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 57)
        #expect(screen.tableView.exceptions.isEmpty)
        expectTextSnapshot(try #require(screen.manager.textSnapshot()), matches: """
            [Americas (1)]
              1. Peru
            [Europe (2)]
              1. Italy
              2. Spain
            """)
    }

    @Test("Flow's spellings: a row configured in its initializer; a declarative cell in a registry gets its path")
    func spellings() {
        var tapped = 0
        let row = ListRow<CountryCell>(model: Country(name: "Chile", continent: "Americas")) { row in
            row.onTap { _ in tapped += 1; return .keepSelected }
        }
        let content = DeclarativeContent { ListSection(id: 0, rows: [row]) }
        let dispatcher = Dispatcher(content: content)
        #expect(dispatcher.tapItem(at: ItemPath(item: 0, section: 0)) == .keepSelected && tapped == 1)
        #expect(dispatcher.heightForItem(at: ItemPath(item: 0, section: 0)) == 57, "the cell's defaultHeight")
        let mapping = MappingRegistry().register(CountryCell.self)
        let cell = CountryCell(style: .default, reuseIdentifier: nil)
        #expect(mapping.configure(cell, with: Country(name: "Peru", continent: "Americas"), at: ItemPath(item: 4, section: 0)))
        #expect(cell.label == "5. Peru")
    }
}
