import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

// Attacks on the declarative / cascading / outline height and event path (RowDispatch's row-kept heights under a
// token, heights answered by name, `EventKey.answer(as:)` reinterpreting instead of casting), written from outside as a
// hostile or careless app developer would use the public API. Each test whose doc comment says "Found by an outside
// probe" failed before its fix; the one left alone is `withKnownIssue`.

/// A value with no identity of its own (neither `Identifiable` nor `Hashable`): rows showing it get token
/// identities, and the diff knows them by their place.
private struct Note: Equatable {
    var text: String
}

/// A cell showing a ``Note``.
@MainActor
private final class NoteCell: ModelTransfer, ConstructibleView {
    private(set) var note: Note?
    init() {}
    func update(with model: Note) { note = model }
}

/// A declarative cell with a default height and an estimate.
@MainActor
private final class TallCell: DeclarativeCell, ConstructibleView {
    typealias Model = String
    static var defaultHeight: Double? { 70 }
    static var estimatedHeight: Double? { 65 }
    init() {}
    func configure(_ model: String, path: ItemPath) {}
}

/// What a height closure reads, changed by a test between asks.
@MainActor
private final class Knob {
    var points: Double
    var computations = 0
    init(_ points: Double) { self.points = points }
}

/// A section node whose `answer` override answers many events through `EventKey.answer(as:)`, with arguments of
/// several shapes (none, a point, a path, an integer) and results of several shapes (integers, optionals, structs
/// holding closures and arrays, strings).
@MainActor
private final class AnsweringSection: CascadingNode {
    let words: [String]
    var heard: [String] = []
    init(_ words: [String]) {
        self.words = words
        super.init()
    }

    override var rows: [Any] { words }

    override func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, at path: ItemPath, view: AnyObject?, argument: Argument
    ) -> Result? {
        if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 3 + path.item }) { return level }
        if let can = event.answer(as: .canPerformAction, argument: argument, { action in action == "copy:" }) {
            return can
        }
        // A notification (`Void` result) with a `String` argument.
        if event.answer(as: .performAction, argument: argument, { action in heard.append("\(action) \(path.item)") })
            != nil
        {
            return nil
        }
        if let preview = event.answer(
            as: .contextMenuHighlightPreview, argument: argument,
            { identifier in
                ContextMenuPreview(backgroundColor: .red, cornerRadius: Double(identifier?.count ?? -1))
            })
        {
            return preview
        }
        if let items = event.answer(
            as: .itemsForAddingTo, argument: argument,
            { session, point in
                [DragItemDescription(localObject: "\(self.words[path.item]) \(point.x) \(session.session === self)")]
            })
        {
            return items
        }
        if let actions = event.answer(
            as: .editActions, argument: argument,
            { _ in
                [ContextualActionDescription(title: "Edit \(self.words[path.item])") { done in done(false) }]
            })
        {
            return actions
        }
        if let title = event.answer(
            as: .titleForDeleteConfirmationButton, argument: argument,
            { _ in
                path.item == 0 ? nil : "Bin \(self.words[path.item])"
            })
        {
            return title
        }
        if let priority = event.answer(as: .priority, argument: argument, { _ in 40 + path.item }) { return priority }
        // Events with a typed method never reach `answer` (their key routes them): answering them here is ignored.
        if let height = event.answer(as: .heightForCell, argument: argument, { _ in 11.5 }) { return height }
        return super.answer(event, kind: kind, at: path, view: view, argument: argument)
    }
}

/// A section node that answers heights through its typed method, for some rows only.
@MainActor
private final class SometimesTallSection: DeclarativeSectionNode {
    override func heightForRow(at path: ItemPath) -> Double? { path.item == 0 ? 99 : nil }
}

@MainActor
@Suite("Attacks: declarative heights and event answers", .collectsAnomalies)
struct RowHeightAttackTests {
    // MARK: The cache follows the diff

    /// Found by an outside probe: when a section's header changes in the same update as one of its rows, the diff reloads the whole
    /// section (`reloadedSections`) and leaves the row out of `reloadedItems`; `RowDispatch.invalidateHeights` reads
    /// only `reloadedItems`, so the reloaded row keeps its old computed height. The user sees a renamed row at the
    /// old name's height (the documented rule: "cached until the diff reloads the row").
    @Test("A row reloaded with its section (its header changed too) computes its height again")
    func sectionReloadForgetsRowHeights() {
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in Double(country.name.count) }
        }
        let france = Country(code: "FR", name: "France")
        let renamed = Country(code: "FR", name: "République française")
        let content = DeclarativeContent { ListSection(id: "s", header: "Old") { row(france) } }
        let screen = DeclarativeScreen(content)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        content.set { ListSection(id: "s", header: "New") { row(renamed) } }
        #expect(screen.errors.isEmpty)
        #expect(screen.shownModels == [["\(renamed)"]])
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 20, "the row was reloaded (with its section)")
    }

    /// Found by an outside probe: (same cause, through a cascading tree): a declarative section node whose header and row change
    /// together keeps the row's old height.
    @Test("Cascading: a row reloaded with its section computes its height again")
    func cascadingSectionReloadForgetsRowHeights() {
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in Double(country.name.count) }
        }
        let node = DeclarativeSectionNode(
            ListSection(id: "s", header: "Old") { row(Country(code: "FR", name: "France")) })
        let root = CascadingRoot(children: [node])
        let screen = DeclarativeScreen(root)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        node.section = ListSection(id: "s", header: "New") { row(Country(code: "FR", name: "République française")) }
        #expect(screen.errors.isEmpty)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 20)
    }

    /// Found by an outside probe: (same cause, through an outline): an outline section whose header and row change together keeps the
    /// row's old height.
    @Test("Outline: a row reloaded with its section computes its height again")
    func outlineSectionReloadForgetsRowHeights() {
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in Double(country.name.count) }
        }
        let outline = OutlineContent {
            OutlineSection(id: "s", header: "Old") { OutlineItem(row(Country(code: "FR", name: "France"))) }
        }
        let screen = DeclarativeScreen(outline)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        outline.sections = [
            OutlineSection(id: "s", header: "New") {
                OutlineItem(row(Country(code: "FR", name: "République française")))
            }
        ]
        #expect(screen.errors.isEmpty)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 20)
    }

    /// Found by an outside probe: rows whose models have no identity (token identities, known to the diff by their place) are new
    /// identities at every rebuild; the diff neither deletes nor reloads them when their content is unchanged, so
    /// the height cache keeps every old token's height forever (a screen rebuilt on each keystroke grows it without
    /// bound).
    @Test("Rebuilding rows of models with no identity does not grow the height cache")
    func tokenRowsDoNotGrowTheCache() {
        let notes = (0..<5).map { Note(text: "note \($0)") }
        func build() -> ListSection {
            ListSection(id: "s") {
                for note in notes { ListRow<NoteCell>(note).height { note, _ in Double(note.text.count) } }
            }
        }
        let content = DeclarativeContent { build() }
        let screen = DeclarativeScreen(content)
        for _ in 0..<20 {
            content.set { build() }
            for item in 0..<5 { #expect(screen.dispatcher.heightForItem(at: path(0, item)) == 6) }
        }
        #expect(screen.updates.allSatisfy { $0.stages.isEmpty }, "nothing changed on screen")
        #expect(content.rows.heightCache.count <= 5, "one height per row shown; got \(content.rows.heightCache.count)")
    }

    /// Found by an outside probe: (documented rule broken, same cause): a height closure of a row whose model has no identity runs
    /// again at every rebuild although the diff reloads nothing, so a closure that reads outside state changes the
    /// row's height without a reload ("cached until the diff reloads the row").
    @Test("Rows of models with no identity keep their height until the diff reloads them")
    func tokenRowsKeepTheirHeightUntilReloaded() {
        let knob = Knob(30)
        func build() -> ListSection {
            ListSection(id: "s") {
                ListRow<NoteCell>(Note(text: "n")).height { _, _ in
                    knob.computations += 1
                    return knob.points
                }
            }
        }
        let content = DeclarativeContent { build() }
        let screen = DeclarativeScreen(content)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 30)
        knob.points = 50
        content.set { build() }
        #expect(screen.updates.allSatisfy { $0.stages.isEmpty }, "the diff reloaded nothing")
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 30)
        #expect(knob.computations == 1)
    }

    @Test("Rows of models with no identity: the one that changed is worked out again, the others keep theirs")
    func tokenRowsOnlyTheChangedOneRecomputes() {
        let knob = Knob(0)
        func build(_ texts: [String]) -> ListSection {
            ListSection(id: "s") {
                for text in texts {
                    ListRow<NoteCell>(Note(text: text)).height { note, _ in
                        knob.computations += 1
                        return Double(note.text.count)
                    }
                }
            }
        }
        let content = DeclarativeContent { build(["a", "bb", "ccc"]) }
        let screen = DeclarativeScreen(content)
        func heights() -> [Double?] { (0..<3).map { screen.dispatcher.heightForItem(at: path(0, $0)) } }
        #expect(heights() == [1, 2, 3])
        #expect(knob.computations == 3)
        content.set { build(["a", "bbbb", "ccc"]) }  // by place: the second row changed, the diff reloads it
        #expect(heights() == [1, 4, 3])
        #expect(knob.computations == 4)
        content.set { build(["a", "bbbb", "ccc"]) }
        #expect(heights() == [1, 4, 3])
        #expect(knob.computations == 4)
        #expect(content.rows.heightCache.count == 3)
    }

    @Test("Hashable models rebuilt unchanged keep their heights; the closure runs once per identity")
    func hashableRowsRebuiltKeepHeights() {
        let knob = Knob(30)
        func build() -> ListSection {
            ListSection(id: "s") {
                for text in ["a", "b", "c"] {
                    ListRow<TextCell>(text).height { _, _ in
                        knob.computations += 1
                        return knob.points
                    }
                }
            }
        }
        let content = DeclarativeContent { build() }
        let screen = DeclarativeScreen(content)
        for item in 0..<3 { #expect(screen.dispatcher.heightForItem(at: path(0, item)) == 30) }
        knob.points = 50
        for _ in 0..<5 {
            content.set { build() }
            for item in 0..<3 { #expect(screen.dispatcher.heightForItem(at: path(0, item)) == 30) }
        }
        #expect(knob.computations == 3)
    }

    @Test("Two rows with the same identity and different models: each row shows its own height once reloaded")
    func duplicateIdentitiesDifferentHeights() {
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<TextCell>("short", id: "x").height { text, _ in Double(text.count) }
                ListRow<TextCell>("much longer", id: "y").height { text, _ in Double(text.count) }
            }
        }
        let screen = DeclarativeScreen(content)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 5)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 11)
        // The app gives both the same id by mistake (reported): the cache is by identity, so they shared a height
        // (the second row showed the first's). Rows whose identity repeats now keep their heights themselves.
        content.set {
            ListSection(id: "s") {
                ListRow<TextCell>("short", id: "x").height { text, _ in Double(text.count) }
                ListRow<TextCell>("much longer", id: "x").height { text, _ in Double(text.count) }
            }
        }
        let heights = [
            screen.dispatcher.heightForItem(at: path(0, 0)), screen.dispatcher.heightForItem(at: path(0, 1)),
        ]
        #expect(heights == [5, 11], "duplicate identities: \(heights)")
        // Once the ids differ again, each row's height is its own, and is cached by identity again.
        content.set {
            ListSection(id: "s") {
                ListRow<TextCell>("short", id: "x").height { text, _ in Double(text.count) }
                ListRow<TextCell>("much longer", id: "z").height { text, _ in Double(text.count) }
            }
        }
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 5)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 11)
    }

    @Test("A row instance moved between sections, then shown again after its twin was reloaded")
    func rowInstanceReusedAcrossSectionsAndReloads() {
        let knob = Knob(0)
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in
                knob.computations += 1
                return Double(country.name.count)
            }
        }
        let france = row(Country(code: "FR", name: "France"))
        let italy = row(Country(code: "IT", name: "Italy"))
        let content = DeclarativeContent {
            ListSection(id: "a") { france }
            ListSection(id: "b") { italy }
        }
        let screen = DeclarativeScreen(content)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        #expect(screen.dispatcher.heightForItem(at: path(1, 0)) == 5)
        // Move France to section b; its height stays.
        content.set {
            ListSection(id: "a") {}
            ListSection(id: "b") {
                italy; france
            }
        }
        #expect(screen.dispatcher.heightForItem(at: path(1, 1)) == 6)
        // A twin of France with another name (reload), then the first instance again (reload): 3 names, 3 sizes.
        content.set {
            ListSection(id: "a") { row(Country(code: "FR", name: "French Republic")) }
            ListSection(id: "b") { italy }
        }
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 15)
        content.set {
            ListSection(id: "a") { france }
            ListSection(id: "b") { italy }
        }
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        #expect(screen.dispatcher.heightForItem(at: path(1, 0)) == 5)
        // Delete everything, then show the same instances again: heights right, no trap.
        content.set {}
        content.set {
            ListSection(id: "a") {
                france; italy
            }
        }
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 5)
        #expect(screen.errors.isEmpty)
    }

    @Test("One row instance in two contents on two tables, each edited on its own: each table gets its heights")
    func rowSharedByTwoTablesWithEdits() {
        let knob = Knob(10)
        let shared = ListRow<TextCell>("shared").height { _, _ in
            knob.computations += 1
            return knob.points
        }
        let one = DeclarativeContent { ListSection(id: "s") { shared } }
        let two = DeclarativeContent { ListSection(id: "s") { shared } }
        let first = DeclarativeScreen(one)
        let second = DeclarativeScreen(two)
        for round in 0..<6 {
            #expect(first.dispatcher.heightForItem(at: path(0, 0)) == 10)
            // Each edit of `two` reloads another row (a forgetting, a new token), never `shared`.
            two.set {
                ListSection(id: "s") {
                    shared
                    ListRow<TextCell>("other").height { _, _ in Double(round) }
                }
            }
            #expect(second.dispatcher.heightForItem(at: path(0, 0)) == 10)
            #expect(second.dispatcher.heightForItem(at: path(0, 1)) == Double(round) || round > 0)
        }
        #expect(knob.computations == 2, "one per content")
    }

    @Test("Content detached, edited (no diff), reattached and swapped: heights follow the content")
    func contentSwappedOnTheDispatcher() {
        let knob = Knob(20)
        let row = ListRow<TextCell>("r").height { _, _ in knob.points }
        let a = DeclarativeContent { ListSection(id: "s") { row } }
        let b = DeclarativeContent {
            ListSection(id: "s") {
                row; ListRow<TextCell>("q").height(7)
            }
        }
        let dispatcher = Dispatcher(content: a)
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 20)
        knob.points = 40
        dispatcher.content = b
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 40, "b never cached it")
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 7)
        dispatcher.content = a
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 20, "a's cache holds (no reload)")
        dispatcher.content = nil
        #expect(dispatcher.heightForItem(at: path(0, 0)) == nil)
        a.set { ListSection(id: "s") { row } }  // nobody observes: forgets every height
        dispatcher.content = a
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 40)
        #expect(dispatcher.heightForItem(at: path(0, 5)) == nil)
        #expect(dispatcher.heightForItem(at: ItemPath(item: Int.max, section: Int.min)) == nil)
    }

    /// Probes what happens when a height closure edits the content it belongs to (a careless app recomputing its
    /// layout from inside a height): the row's model is renamed from inside its own height closure.
    @Test("A height closure that edits its content: the renamed row's height is the new name's")
    func heightClosureEditsContent() {
        var content: DeclarativeContent!
        var edited = false
        func row(_ country: Country) -> ListRow<CountryCell> {
            ListRow<CountryCell>(country).height { country, _ in
                if !edited {
                    edited = true
                    content.set { ListSection(id: "s") { row(Country(code: "FR", name: "République française")) } }
                }
                return Double(country.name.count)
            }
        }
        content = DeclarativeContent { ListSection(id: "s") { row(Country(code: "FR", name: "France")) } }
        defer { content = nil }  // the rows' closures capture the content: break the cycle (LeakSanitizer)
        let screen = DeclarativeScreen(content)
        _ = screen.dispatcher.heightForItem(at: path(0, 0))
        #expect(screen.shownModels == [["\(Country(code: "FR", name: "République française"))"]])
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 20, "the row shown is the renamed one")
    }

    // MARK: Rules other than closures

    @Test("Default heights, automatic, fixed, estimates and declarative cells, before and after changes")
    func rulesAcrossChanges() {
        let content = DeclarativeContent {
            ListSection(
                id: "s", header: .view(SectionView<CountHeader>(1).height(33)),
                footer: .view(SectionView<CountHeader>(2))
            ) {
                ListRow<TextCell>("default")
                ListRow<TextCell>("auto").automaticHeight()
                ListRow<TallCell>("tall")
                ListRow<TallCell>("tall auto").automaticHeight().estimatedHeight(12)
                ListRow<TextCell>("fixed").height(9)
            }
        }
        let screen = DeclarativeScreen(content)
        let dispatcher = screen.dispatcher
        #expect(dispatcher.heightForItem(at: path(0, 0)) == nil)
        content.setDefaultHeight(44, for: TextCell.self)
        #expect(dispatcher.answers(.heightForCell))
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 44)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == nil, "automatic beats the cell type's default")
        #expect(dispatcher.heightForItem(at: path(0, 2)) == 70)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 2)) == 65)
        #expect(dispatcher.heightForItem(at: path(0, 3)) == nil)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 3)) == 12)
        #expect(dispatcher.heightForItem(at: path(0, 4)) == 9)
        #expect(dispatcher.heightForHeader(inSection: 0) == 33)
        #expect(dispatcher.heightForFooter(inSection: 0) == nil)
        // The header's height is not the footer's, and a header is not a row.
        #expect(dispatcher.estimatedHeightForHeader(inSection: 0) != 0)
        // A later change: the default survives (it is the content's), a new row of the type gets it.
        content.update { content in
            content.sections[0].rows.insert(ListRow<TextCell>("new"), at: 0)
            content.sections[0].footer = .view(SectionView<CountHeader>(3).height(5))
        }
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 44)
        #expect(dispatcher.heightForItem(at: path(0, 3)) == 70)
        #expect(dispatcher.heightForFooter(inSection: 0) == 5)
        #expect(screen.errors.isEmpty)
    }

    @Test("A section view as a row, and a row as a header, never answer each other's heights")
    func sectionViewAsRowAndRowAsHeader() {
        let outline = OutlineContent {
            OutlineSection(id: "s", header: ListRow<TextCell>("row as header").height(77)) {
                OutlineItem(SectionView<CountHeader>(4).height(55))
                OutlineItem(ListRow<TextCell>("plain").height(8))
            }
        }
        let dispatcher = Dispatcher(content: outline)
        #expect(dispatcher.heightForHeader(inSection: 0) != 77)
        #expect(dispatcher.heightForItem(at: path(0, 0)) != 55)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 8)
    }

    @Test("Section views' fixed heights answer headers and footers in declarative, cascading and outline content")
    func sectionViewHeightsEverywhere() {
        func header() -> SectionSupplement { .view(SectionView<CountHeader>(1).height(60)) }
        let declarative = Dispatcher(
            content: DeclarativeContent {
                ListSection(id: "s", header: header(), footer: "title") { ListRow<TextCell>("a") }
            })
        let root = CascadingRoot(children: [
            DeclarativeSectionNode(
                ListSection(id: "s", header: header(), footer: .view(SectionView<CountHeader>(2).height(7))) {
                    ListRow<TextCell>("a")
                })
        ])
        let cascading = Dispatcher(content: root)
        let outline = Dispatcher(
            content: OutlineContent {
                OutlineSection(id: "s", header: SectionView<CountHeader>(1).height(60)) {
                    OutlineItem(ListRow<TextCell>("a"))
                }
            })
        for dispatcher in [declarative, cascading, outline] {
            #expect(dispatcher.heightForHeader(inSection: 0) == 60)
            #expect(dispatcher.heightForItem(at: path(0, 0)) == nil)
            #expect(dispatcher.heightForHeader(inSection: 1) == nil)
        }
        #expect(declarative.heightForFooter(inSection: 0) == nil)
        #expect(cascading.heightForFooter(inSection: 0) == 7)
    }

    @Test("One row instance in a declarative content, a cascading tree and an outline, each forgetting in turn")
    func rowSharedAcrossKindsOfContent() {
        let knob = Knob(10)
        let shared = ListRow<TextCell>("shared").height { _, _ in
            knob.computations += 1
            return knob.points
        }
        let declarative = DeclarativeContent { ListSection(id: "s") { shared } }
        let node = DeclarativeSectionNode(ListSection(id: "s") { shared })
        let root = CascadingRoot(children: [node])
        let outline = OutlineContent { OutlineSection(id: "s") { OutlineItem(shared) } }
        let first = DeclarativeScreen(declarative)
        let second = DeclarativeScreen(root)
        let third = DeclarativeScreen(outline)
        let dispatchers: [Dispatcher] = [first.dispatcher, second.dispatcher, third.dispatcher]
        func heights() -> [Double?] { dispatchers.map { $0.heightForItem(at: path(0, 0)) } }
        #expect(heights() == [10, 10, 10])
        knob.points = 20
        // Each content reloads another row of its own (a forgetting), one after the other.
        declarative.set {
            ListSection(id: "s") {
                shared; ListRow<TextCell>("d").height { _, _ in 1 }
            }
        }
        #expect(heights() == [10, 10, 10])
        node.section.rows.append(ListRow<TextCell>("c"))
        node.section.rows.removeLast()
        #expect(heights() == [10, 10, 10])
        outline.sections = []
        outline.sections = [OutlineSection(id: "s") { OutlineItem(shared) }]
        #expect(heights() == [10, 10, 20], "the outline deleted and re-added the row: computed again")
        #expect(knob.computations == 4)
    }

    // MARK: Outlines

    @Test("Outline: collapsing and expanding with closures that read outside state; a parent's height survives")
    func outlineExpandCollapse() {
        let knob = Knob(10)
        func leaf(_ text: String) -> ListRow<TextCell> {
            ListRow<TextCell>(text).height { text, _ in
                knob.computations += 1
                return knob.points + Double(text.count)
            }
        }
        let parent = leaf("parent")
        let outline = OutlineContent {
            OutlineSection(id: "s") {
                OutlineItem(parent, isExpanded: false) {
                    OutlineItem(leaf("a")); OutlineItem(leaf("bb"))
                }
                OutlineItem(leaf("tail"))
            }
        }
        let screen = DeclarativeScreen(outline)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 16)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 14)
        #expect(outline.toggle(parent))
        #expect(screen.shownModels == [["parent", "a", "bb", "tail"]])
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 11)
        #expect(screen.dispatcher.heightForItem(at: path(0, 2)) == 12)
        #expect(screen.dispatcher.heightForItem(at: path(0, 3)) == 14, "tail keeps its height as it moves")
        knob.points = 100
        #expect(outline.toggle(parent))
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 16, "the parent was never reloaded")
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 14)
        #expect(outline.toggle(parent))
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 101, "collapsed children were forgotten")
        #expect(screen.errors.isEmpty)
    }

    // MARK: Cascading

    @Test("Cascading: a node's heightForRow answers first; the row's own closure for the rest; edits follow")
    func cascadingHeights() {
        func row(_ text: String) -> ListRow<TextCell> {
            ListRow<TextCell>(text).height { text, _ in Double(text.count) }
        }
        let node = SometimesTallSection(
            ListSection(id: "s") {
                row("one"); row("three")
            })
        let root = CascadingRoot(children: [node])
        let screen = DeclarativeScreen(root)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 99)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 5)
        node.section.rows.insert(row("seventeen"), at: 0)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 99)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 3)
        #expect(screen.dispatcher.heightForItem(at: path(0, 2)) == 5)
        node.section.rows = [row("three!")]
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 99)
        node.section.rows = [row("x"), row("three!")]
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 6)
        #expect(screen.errors.isEmpty)
    }

    /// `EventKey.answer(as:)` now reinterprets the argument and the answer (unsafeBitCast): a node answering many
    /// events of many shapes, through the dispatcher; run under the address sanitizer too.
    @Test("Cascading answer overrides through event.answer(as:) for events of many shapes")
    func cascadingAnswerOverrides() {
        let section = AnsweringSection(["a", "b", "c"])
        let root = CascadingRoot(children: [section])
        let dispatcher = Dispatcher(content: root)
        dispatcher.registry.register(TextCell.self)
        for round in 0..<50 {
            #expect(dispatcher.indentationLevelForItem(at: path(0, 2)) == 5)
            #expect(dispatcher.canPerformAction("copy:", forItemAt: path(0, 1)))
            #expect(!dispatcher.canPerformAction("paste:", forItemAt: path(0, 1)))
            dispatcher.performAction("cut:", forItemAt: path(0, 2))
            #expect(section.heard.last == "cut: 2" && section.heard.count == round + 1)
            let preview = dispatcher.highlightPreviewForContextMenu(at: path(0, 0), identifier: "abcd")
            #expect(preview == ContextMenuPreview(backgroundColor: .red, cornerRadius: 4))
            #expect(dispatcher.highlightPreviewForContextMenu(at: path(0, 0), identifier: nil)?.cornerRadius == -1)
            let items = dispatcher.dragItemsForAdding(
                to: DragSessionToken(section), at: path(0, 1), point: TrellisPoint(x: 2.5, y: 0))
            #expect(items.first?.localObject as? String == "b 2.5 true")
            #expect(dispatcher.editActionsForItem(at: path(0, 2))?.first?.title == "Edit c")
            #expect(dispatcher.titleForDeleteConfirmationButton(forItemAt: path(0, 1)) == "Bin b")
            #expect(dispatcher.titleForDeleteConfirmationButton(forItemAt: path(0, 0)) == nil)
            #expect(dispatcher.badgeForItem(at: path(0, 1), scale: 3) == nil)
            #expect(dispatcher.priorityOfItem(at: path(0, 2)) == 42)
            #expect(dispatcher.heightForItem(at: path(0, 1)) == 11.5, "the parent asks its child through `answer`")
        }
    }

    // MARK: Storage-bound sections

    @Test("A section bound to a MemoryStorage: an item updated in the storage computes its height again")
    func boundSectionHeights() throws {
        let storage = MemoryStorage()
        storage.setItems([[Country(code: "FR", name: "France"), Country(code: "IT", name: "Italy")]])
        let content = DeclarativeContent {
            ListSection(id: "bound"); ListSection(id: "other") { ListRow<TextCell>("x").height(3) }
        }
        content.bind(section: "bound", to: storage, as: CountryCell.self) { row in
            row.height { country, _ in Double(country.name.count) }
        }
        let screen = DeclarativeScreen(content)
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 6)
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 5)
        try storage.replaceItem(at: path(0, 1), with: Country(code: "IT", name: "Repubblica Italiana"))
        #expect(screen.dispatcher.heightForItem(at: path(0, 1)) == 19)
        try storage.removeItem(Country(code: "FR", name: "France"))
        #expect(screen.dispatcher.heightForItem(at: path(0, 0)) == 19)
        #expect(screen.dispatcher.heightForItem(at: path(1, 0)) == 3)
        #expect(screen.errors.isEmpty)
    }

    // MARK: Random edits

    /// Found by an outside probe: (the section-reload cause, found at random): random edits of a content with computed heights that
    /// depend on the model only, some changing a section's title and a row of it together; after every edit every
    /// shown row's height should be what its closure answers for its model now. Nearly every seed finds a row one
    /// point short (its size was bumped while its section's title changed).
    @Test("Random edits: every shown row's computed height matches its model", arguments: 0..<40)
    func randomEdits(seed: UInt64) {
        runRandomEdits(seed: seed, changesHeaders: true)
    }

    /// The same random edits without title changes hold: moves, inserts, deletes, renames and shuffles across two
    /// sections keep every height right.
    @Test(
        "Random edits without section title changes: every shown row's computed height matches its model",
        arguments: 0..<40)
    func randomEditsKeepingTitles(seed: UInt64) {
        runRandomEdits(seed: seed, changesHeaders: false)
    }

    private func runRandomEdits(seed: UInt64, changesHeaders: Bool) {
        var random = SeededGenerator(seed: seed)
        typealias Item = ProbeItem
        func row(_ item: Item) -> ListRow<ItemCell> {
            ListRow<ItemCell>(item).height { item, _ in Double(item.size) }
        }
        var sections: [[Item]] = [
            (0..<6).map { Item(id: $0, size: $0 + 1) }, (6..<10).map { Item(id: $0, size: 2 * $0) },
        ]
        var headers = ["h0", "h1"]
        let content = DeclarativeContent()
        func publish() {
            content.set {
                for (index, items) in sections.enumerated() {
                    ListSection(id: index, header: .title(headers[index])) { for item in items { row(item) } }
                }
            }
        }
        publish()
        let screen = DeclarativeScreen(content)
        var nextID = 100
        for step in 0..<30 {
            for (s, items) in sections.enumerated() {
                for (i, item) in items.enumerated() {
                    let height = screen.dispatcher.heightForItem(at: path(s, i))
                    if height != Double(item.size) {
                        Issue.record(
                            "seed \(seed) step \(step): row \(item.id) at [\(s), \(i)] is \(height ?? -1), expected \(item.size)"
                        )
                        return
                    }
                }
            }
            let s = Int.random(in: 0..<2, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !sections[s].isEmpty:
                let i = Int.random(in: 0..<sections[s].count, using: &random)
                sections[s][i].size = Int.random(in: 1..<50, using: &random)
            case 1:
                sections[s].insert(
                    Item(id: nextID, size: nextID % 37), at: Int.random(in: 0...sections[s].count, using: &random))
                nextID += 1
            case 2 where !sections[s].isEmpty:
                sections[1 - s].append(sections[s].remove(at: Int.random(in: 0..<sections[s].count, using: &random)))
            case 3:
                if changesHeaders { headers[s] = "h\(Int.random(in: 0..<3, using: &random))" }
                if let i = sections[s].indices.randomElement(using: &random) { sections[s][i].size += 1 }
            case 4 where !sections[s].isEmpty:
                sections[s].remove(at: Int.random(in: 0..<sections[s].count, using: &random))
            default:
                sections[s].shuffle(using: &random)
            }
            publish()
            if !screen.errors.isEmpty { Issue.record("seed \(seed): \(screen.errors)"); return }
        }
    }
}

/// An item of the random test: its height is its size.
private struct ProbeItem: Identifiable, Equatable {
    var id: Int
    var size: Int
}

/// A cell showing an item of the random test.
@MainActor
private final class ItemCell: ModelTransfer, ConstructibleView {
    init() {}
    func update(with model: ProbeItem) {}
}
