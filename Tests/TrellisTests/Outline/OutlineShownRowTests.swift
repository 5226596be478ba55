import Testing
import Trellis
import TrellisTesting

/// A model with no identity of its own: neither `Identifiable` nor `Hashable`, and not a class.
private struct OutlineNote: CustomStringConvertible {
    var text: String
    var description: String { text }
}

@MainActor
private final class OutlineNoteCell: ModelTransfer, ConstructibleView {
    private(set) var text: String?
    init() {}
    func update(with model: OutlineNote) { text = model.text }
}

/// Two cell types for one model type: rows of one model shown by each are two rows.
@MainActor
private final class OutlineLabelCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}

@MainActor
private final class OutlineBadgeCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: String) {}
}

/// What a row shows, as text (a declarative row's model).
@MainActor
private func text(_ model: Any) -> String {
    if let row = model as? AnyRow { return String(describing: row.anyModel) }
    return String(describing: model)
}

@MainActor
private func shown(_ table: HeadlessTableView) -> [String] { table.models(inSection: 0).map(text) }

@MainActor
private func depths(_ table: HeadlessTableView) -> [Int?] {
    (0..<table.numberOfRows(inSection: 0)).map {
        table.dispatcher.indentationLevelForItem(at: ItemPath(item: $0, section: 0))
    }
}

private func at(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

/// Each row an outline shows answers for itself (its depth, whether selecting it toggles, which item it toggles),
/// whatever its model: rows are told apart by where they are shown, not by their model's identity.
@MainActor
@Suite("Outline rows by shown path", .collectsAnomalies)
struct OutlineShownRowTests {
    @Test("Items whose models have no identity of their own are indented, and selecting one toggles it")
    func modelsWithoutIdentity() {
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem(OutlineNote(text: "folder"), isExpanded: true) { OutlineItem(OutlineNote(text: "file")) }
                OutlineItem(OutlineNote(text: "closed")) { OutlineItem(OutlineNote(text: "hidden")) }
            }
        }
        var toggled: [String] = []
        outline.onToggle = { model, expanded in toggled.append("\(model) \(expanded)") }
        let table = HeadlessTableView(content: outline)
        table.registry.register(OutlineNoteCell.self)
        #expect(shown(table) == ["folder", "file", "closed"])
        #expect(depths(table) == [0, 1, 0])
        table.select(at: at(2))
        #expect(shown(table) == ["folder", "file", "closed", "hidden"])
        #expect(depths(table) == [0, 1, 0, 1])
        table.select(at: at(0))
        #expect(shown(table) == ["folder", "closed", "hidden"])
        #expect(toggled == ["closed true", "folder false"])
        // By path: what the host shows.
        #expect(outline.isExpanded(at: at(1)) == true)
        #expect(outline.depth(at: at(2)) == 1)
        #expect(outline.toggle(at: at(1)))
        #expect(shown(table) == ["folder", "closed"])
        #expect(outline.toggle(at: at(5)) == false)
    }

    @Test("Finding an item by a model with no identity of its own is reported, and changes nothing")
    func modelsWithoutIdentityByModel() throws {
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem(OutlineNote(text: "folder")) { OutlineItem(OutlineNote(text: "file")) }
            }
        }
        #expect(outline.toggle(OutlineNote(text: "folder")) == false)
        #expect(outline.setExpanded(true, OutlineNote(text: "folder")) == false)
        #expect(outline.isExpanded(OutlineNote(text: "folder")) == nil)
        #expect(outline.depth(of: OutlineNote(text: "folder")) == nil)
        #expect(outline.numberOfItems(inSection: 0) == 1)
        let reported = try #require(
            CollectsAnomaliesTrait.current?.anomalies(withShortMessage: "model without identity"))
        #expect(reported.count == 4)
        let message = try #require(reported.first).message
        #expect(message.contains("OutlineContent.toggle(_:)") && message.contains("OutlineNote"))
        #expect(message.contains("Identifiable") && message.contains("toggle(at:)"))
    }

    @Test("A declarative row of a model with no identity of its own: found by the row itself, and by selection")
    func rowsOfModelsWithoutIdentity() {
        let folder = ListRow<OutlineNoteCell>(OutlineNote(text: "folder"))
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem(folder) { OutlineItem(ListRow<OutlineNoteCell>(OutlineNote(text: "file"))) }
                OutlineItem(ListRow<OutlineNoteCell>(OutlineNote(text: "other"))) {
                    OutlineItem(ListRow<OutlineNoteCell>(OutlineNote(text: "x")))
                }
            }
        }
        let table = HeadlessTableView(content: outline)
        #expect(outline.toggle(folder))
        #expect(shown(table) == ["folder", "file", "other"])
        #expect(depths(table) == [0, 1, 0])
        table.select(at: at(2))
        #expect(shown(table) == ["folder", "file", "other", "x"])
        #expect(
            outline.toggle(ListRow<OutlineNoteCell>(OutlineNote(text: "folder"))) == false, "a new row is a new item")
        #expect(CollectsAnomaliesTrait.current?.anomalies(withShortMessage: "model without identity").count == 1)
    }

    @Test("One model at two depths: each row has its own depth, and selecting one toggles that one")
    func oneModelAtTwoDepths() {
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem("x")
                OutlineItem("folder", isExpanded: true) {
                    OutlineItem("x") { OutlineItem("inside x") }
                }
            }
        }
        var toggled: [String] = []
        outline.onToggle = { model, expanded in toggled.append("\(model) \(expanded)") }
        let table = HeadlessTableView(content: outline)
        table.registry.register(TextCell.self)
        #expect(shown(table) == ["x", "folder", "x"])
        #expect(depths(table) == [0, 0, 1])
        table.select(at: at(0))  // a leaf: nothing to toggle
        #expect(toggled.isEmpty)
        table.select(at: at(2))
        #expect(shown(table) == ["x", "folder", "x", "inside x"])
        #expect(depths(table) == [0, 0, 1, 2])
        #expect(toggled == ["x true"])
        #expect(outline.depth(of: "x") == 0, "by model: the first row showing it")
    }

    @Test("Rows of one model with two cell types are two items: each its own depth, toggled alone")
    func rowsOfTwoCellTypes() {
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem(ListRow<OutlineLabelCell>("same"))
                OutlineItem(ListRow<OutlineBadgeCell>("parent"), isExpanded: true) {
                    OutlineItem(ListRow<OutlineBadgeCell>("same")) { OutlineItem(ListRow<OutlineBadgeCell>("child")) }
                }
            }
        }
        let table = HeadlessTableView(content: outline)
        #expect(shown(table) == ["same", "parent", "same"])
        #expect(depths(table) == [0, 0, 1])
        table.select(at: at(0))  // the leaf: nothing to toggle
        #expect(shown(table) == ["same", "parent", "same"])
        table.select(at: at(2))
        #expect(shown(table) == ["same", "parent", "same", "child"])
        // By model, a row finds the item of its own cell type.
        #expect(outline.isExpanded(ListRow<OutlineBadgeCell>("same")) == true)
        #expect(outline.isExpanded(ListRow<OutlineLabelCell>("same")) == false)
        #expect(outline.toggle(ListRow<OutlineBadgeCell>("same")))
        #expect(shown(table) == ["same", "parent", "same"])
        #expect(outline.depth(of: ListRow<OutlineBadgeCell>("same")) == 1)
        // A row's plain model finds the first row showing it.
        #expect(outline.toggle("parent"))
        #expect(shown(table) == ["same", "parent"])
        #expect(CollectsAnomaliesTrait.current?.anomalies(withShortMessage: "duplicate identity").isEmpty == true)
    }

    @Test("Selecting the row 100,000 levels deep toggles it; each row's depth is read without a walk")
    func deepSelection() {
        let depth = 100_000
        var chain = OutlineItem(OutlineNote(text: "leaf"))
        for level in (0..<depth).reversed() {
            chain = OutlineItem(OutlineNote(text: "n\(level)"), isExpanded: level < depth - 1, children: [chain])
        }
        let outline = OutlineContent { OutlineSection(id: 0, items: [chain]) }
        #expect(outline.numberOfItems(inSection: 0) == depth)
        #expect(outline.depth(at: at(depth - 1)) == depth - 1)
        #expect(outline.isExpanded(at: at(depth - 1)) == false)
        #expect(outline.toggle(at: at(depth - 1)))
        #expect(outline.numberOfItems(inSection: 0) == depth + 1)
        #expect(outline.depth(at: at(depth)) == depth)
        #expect(outline.toggle(at: at(0)))
        #expect(outline.numberOfItems(inSection: 0) == 1)
    }

    @Test(
        "path calls at paths no row is shown at (negative, past the end, Int.max, Int.min) answer nothing and change nothing",
        arguments: [
            ItemPath(item: -1, section: 0), ItemPath(item: 0, section: -1), ItemPath(item: 2, section: 0),
            ItemPath(item: 0, section: 1), ItemPath(item: Int.max, section: Int.max),
            ItemPath(item: Int.min, section: Int.min),
        ])
    func hostilePaths(path: ItemPath) {
        let outline = OutlineContent {
            OutlineSection(id: "s") { OutlineItem("folder", isExpanded: true) { OutlineItem("file") } }
        }
        let table = HeadlessTableView(content: outline)
        let before = shown(table)
        #expect(outline.toggle(at: path) == false)
        #expect(outline.setExpanded(false, at: path) == false)
        #expect(outline.isExpanded(at: path) == nil)
        #expect(outline.depth(at: path) == nil)
        #expect(shown(table) == before)
        #expect(outline.numberOfItems(inSection: 0) == 2)
    }
}
