import Testing
@testable import Trellis
import TrellisTesting

/// A folder: a class, neither `Equatable` nor `Hashable` (identified by the instance).
private final class KeptFolder {
    var name: String
    init(_ name: String) { self.name = name }
}

/// An `Identifiable` struct that is not `Equatable` (it might hold a closure).
private struct KeptNote: Identifiable {
    let id: Int
    var text: String
}

/// An `Identifiable`, `Equatable` struct.
private struct KeptTag: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// A header model that is not `Equatable`.
private final class KeptBanner {}

/// An outline item keeps its wrap (its content revision) until its model is set: expanding, collapsing or editing
/// beside it never reloads it, whatever its model's type; setting its model again (or another model) does.
@MainActor
@Suite("Outline: unchanged items are not reloaded", .collectsAnomalies)
struct OutlineUnchangedItemTests {
    /// One section of `count` items of `model(i)`, each with one collapsed child, under a header.
    private func outline(_ count: Int, header: Any? = "Items", _ model: (Int) -> Any) -> OutlineContent {
        OutlineContent {
            OutlineSection(id: 0, header: header) {
                for i in 0..<count { OutlineItem(model(i)) { OutlineItem(model(count + i)) } }
            }
        }
    }

    @Test(
        "expanding and collapsing reloads no row, for class, non-Equatable, Equatable, String and declarative models",
        arguments: ["class", "non-Equatable struct", "Equatable struct", "String", "declarative row"])
    func toggleReloadsNothing(kind: String) {
        let outline = outline(1_000) { i -> Any in
            switch kind {
            case "class": KeptFolder("f\(i)")
            case "non-Equatable struct": KeptNote(id: i, text: "n\(i)")
            case "Equatable struct": KeptTag(id: i, title: "t\(i)")
            case "String": "s\(i)"
            default: ListRow<TextCell>("r\(i)")
            }
        }
        let changes = UpdateChanges(outline)
        #expect(outline.toggle(at: ItemPath(item: 10, section: 0)))
        #expect(changes.inserted == [ItemPath(item: 11, section: 0)])
        #expect(outline.toggle(at: ItemPath(item: 10, section: 0)))
        #expect(changes.deleted == [ItemPath(item: 11, section: 0)])
        outline.setAllExpanded(true)
        #expect(changes.inserted.count == 1 + 1_000)
        outline.toggleSection(0)
        outline.toggleSection(0)
        #expect(changes.reloaded.isEmpty)
        #expect(changes.reloadedSections.isEmpty)
    }

    @Test("a header that is not Equatable does not reload its section when a row is toggled")
    func headerKeepsItsContent() {
        let outline = outline(10, header: KeptBanner()) { KeptFolder("f\($0)") }
        let changes = UpdateChanges(outline)
        outline.toggle(at: ItemPath(item: 0, section: 0))
        #expect(changes.inserted.count == 1)
        #expect(changes.reloadedSections.isEmpty && changes.reloaded.isEmpty)
        // Setting the header again (the same instance) is a change: the section is reloaded, once.
        outline.sections[0].header = outline.sections[0].header
        #expect(changes.reloadedSections == [0])
        changes.reset()
        outline.toggle(at: ItemPath(item: 0, section: 0))
        #expect(changes.reloadedSections.isEmpty && changes.reloaded.isEmpty)
    }

    @Test("setting an item's model again reloads exactly its row; an unchanged Equatable value reloads nothing")
    func settingAModelReloadsItsRow() {
        let folders = (0..<20).map { KeptFolder("f\($0)") }
        let outline = OutlineContent {
            OutlineSection(id: 0) {
                for (i, folder) in folders.enumerated() {
                    OutlineItem(folder) { OutlineItem(KeptTag(id: i, title: "child")) }
                }
            }
        }
        outline.setAllExpanded(true)
        let changes = UpdateChanges(outline)
        // A class instance changed in place, set again: its row (item 5, shown at 10) is reloaded.
        folders[5].name = "renamed"
        outline.sections[0].items[5].model = folders[5]
        #expect(changes.reloaded == [ItemPath(item: 10, section: 0)])
        changes.reset()
        // An Equatable child set to an equal value: nothing to show.
        outline.sections[0].items[7].children[0].model = KeptTag(id: 7, title: "child")
        #expect(changes.reloaded.isEmpty && changes.inserted.isEmpty && changes.deleted.isEmpty)
        // Set to another value: its row (shown at 15) is reloaded, and no other.
        outline.sections[0].items[7].children[0].model = KeptTag(id: 7, title: "edited")
        #expect(changes.reloaded == [ItemPath(item: 15, section: 0)])
        changes.reset()
        // A new instance with the same identity is a new model: reloaded; the rows beside it are not.
        let same = KeptNote(id: 3, text: "before")
        outline.sections[0].items[2].model = same
        changes.reset()
        outline.sections[0].items[2].model = KeptNote(id: 3, text: "after")
        #expect(changes.reloaded == [ItemPath(item: 4, section: 0)])
        #expect(changes.inserted.isEmpty && changes.deleted.isEmpty)
    }

    @Test("sections rebuilt from kept items reload nothing; from new items, every non-Equatable model")
    func rebuildingSections() {
        let outline = outline(50) { KeptNote(id: $0, text: "n\($0)") }
        let changes = UpdateChanges(outline)
        var kept = outline.sections
        kept[0].items.swapAt(0, 49)
        outline.sections = kept
        #expect(changes.updates == 1)
        #expect(changes.reloaded.isEmpty && changes.reloadedSections.isEmpty)
        changes.reset()
        outline.sections = [
            OutlineSection(id: 0, header: "Items") { for i in 0..<50 { OutlineItem(KeptNote(id: i, text: "n")) } }
        ]
        #expect(changes.reloaded.count == 50)
    }
}
