import Testing
import TrellisUIKitTesting
import _TrellisTestSupport

// Models, cells and screens shared by the probe of today's rules (paths while UIKit holds updates, cells configured
// with their path, rows without identity, cascading answers, heights of repeated identities).

@MainActor
enum NewRules {
    static func window(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: view.frame)
        window.addSubview(view)
        return window
    }

    /// A row model with an identity of its own.
    struct Item: Hashable, Identifiable {
        let id: Int
        var title: String
    }

    /// A row model with no identity of its own (neither Hashable nor Identifiable nor a class).
    struct Note {
        var text: String
    }

    /// A cell showing its title (no path).
    final class TitleCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = String
        static var defaultHeight: Double? { 44 }
        private(set) var title = ""
        private(set) var configurations = 0
        func configure(_ title: String, path: ItemPath) {
            configurations += 1
            self.title = title
        }
        var snapshotText: String { title }
    }

    /// A cell numbering its row from its path ("[s.i] title").
    final class PathCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = String
        private(set) var label = ""
        private(set) var configurations = 0
        func configure(_ title: String, path: ItemPath) {
            configurations += 1
            label = "[\(path.section).\(path.item)] \(title)"
        }
        var snapshotText: String { label }
    }

    /// A collection cell numbering its item from its path.
    final class PathItemCell: UICollectionViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = String
        private(set) var label = ""
        func configure(_ title: String, path: ItemPath) { label = "[\(path.section).\(path.item)] \(title)" }
        var snapshotText: String { label }
    }

    /// A cell showing a note (a model without identity).
    final class NoteCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = Note
        private(set) var text = ""
        func configure(_ note: Note, path: ItemPath) { text = note.text }
        var snapshotText: String { text }
    }

    /// A cell with no model (`Void`).
    final class VoidCell: UITableViewCell, DeclarativeCell, TextSnapshotRepresentable {
        typealias Model = Void
        private(set) var configurations = 0
        func configure(_ model: Void, path: ItemPath) { configurations += 1 }
        var snapshotText: String { "—" }
    }

    /// A DT-style cell for memory storage.
    final class ItemCell: UITableViewCell, ModelTransfer, TextSnapshotRepresentable {
        private(set) var item: Item?
        func update(with item: Item) { self.item = item }
        var snapshotText: String { item?.title ?? "?" }
    }

    /// The titles the table shows (what the user sees), from the cells on screen, in order.
    static func shownTitles(_ table: UITableView) -> [String] {
        var titles: [String] = []
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let cell = table.cellForRow(at: IndexPath(row: row, section: section))
                titles.append((cell as? any TextSnapshotRepresentable)?.snapshotText ?? "?")
            }
        }
        return titles
    }
}
