import Testing
import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A view model edited in place: `==` cannot tell it from itself.
@MainActor
private final class EditedDraft: Identifiable, Equatable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    nonisolated static func == (lhs: EditedDraft, rhs: EditedDraft) -> Bool { lhs === rhs }
}

@MainActor
private final class EditedDraftCell: ModelTransfer, ConstructibleView, TextSnapshotRepresentable {
    private(set) var text = ""
    private(set) var configured = 0
    init() {}
    func update(with model: EditedDraft) {
        text = model.title
        configured += 1
    }
    var snapshotText: String { text }
}

/// Finding a declarative row by the id the app knows, and showing rows again whose models changed in place (Apple's
/// `indexPath(for:)` and `reconfigureItems`, IGListKit's `reload(in:)`). Asked for by the peer-migration probe.
@MainActor
@Suite("Declarative rows by id: lookup and reload", .collectsAnomalies)
struct RowLookupAndReloadTests {
    @Test("path(ofRowWithID:) finds rows by a given id, an Identifiable model's id, or a Hashable model's value")
    func lookup() {
        let drafts = [EditedDraft(id: 7, title: "seven"), EditedDraft(id: 8, title: "eight")]
        let content = DeclarativeContent {
            ListSection(id: "a") { ListRow<TextCell>("plain") }
            ListSection(id: "b") {
                for draft in drafts { ListRow<EditedDraftCell>(draft) }
                ListRow<TextCell>("given", id: "g")
            }
        }
        #expect(content.path(ofRowWithID: 8) == ItemPath(item: 1, section: 1))
        #expect(content.path(ofRowWithID: 7) == ItemPath(item: 0, section: 1))
        #expect(content.path(ofRowWithID: "g") == ItemPath(item: 2, section: 1))
        #expect(content.path(ofRowWithID: "plain") == ItemPath(item: 0, section: 0))
        #expect(content.path(ofRowWithID: 9) == nil)
        #expect(content.path(ofRowWithID: Int64(7)) == nil, "ids of another type are other ids")
        #expect(content.path(ofRowWithID: "a") == nil, "a section id is not a row id")
    }

    @Test("reloadRows(withIDs:) shows a class model changed in place; other rows are left alone")
    func reloadChangedInPlace() throws {
        let drafts = (0..<4).map { EditedDraft(id: $0, title: "draft \($0)") }
        let content = DeclarativeContent {
            ListSection(id: "s") { for draft in drafts { ListRow<EditedDraftCell>(draft) } }
        }
        let table = HeadlessTableView(content: content)
        drafts[2].title = "saved"
        content.set { ListSection(id: "s") { for draft in drafts { ListRow<EditedDraftCell>(draft) } } }
        #expect(table.textSnapshot().description.contains("saved") == false, "the diff cannot see an in-place change")
        table.clearLog()
        try content.reloadRows(withIDs: [2])
        #expect(table.textSnapshot().description.contains("saved"))
        #expect(table.log.batches.count == 1)
        #expect(table.log.reloadedItems + table.log.reconfiguredItems == [ItemPath(item: 2, section: 0)])
    }

    @Test("an id no row has throws itemNotFound and refreshes nothing")
    func unknownID() {
        let content = DeclarativeContent { ListSection(id: "s") { ListRow<TextCell>("a") } }
        let table = HeadlessTableView(content: content)
        table.clearLog()
        #expect(throws: StorageError.self) { try content.reloadRows(withIDs: ["a", "missing"]) }
        #expect(table.log.batches.isEmpty)
        #expect(throws: Never.self) { try content.reloadRows(withIDs: [String]()) }
    }

    @Test("a computed height is worked out again for a reloaded row")
    func heightsFollowReload() throws {
        let draft = EditedDraft(id: 1, title: "short")
        let content = DeclarativeContent {
            ListSection(id: "s") {
                ListRow<EditedDraftCell>(draft).height { model, _ in Double(model.title.count) }
            }
        }
        let dispatcher = Dispatcher(content: content)
        _ = HeadlessTableView(content: content)
        #expect(dispatcher.heightForItem(at: ItemPath(item: 0, section: 0)) == 5)
        draft.title = "much longer"
        try content.reloadRows(withIDs: [1])
        #expect(dispatcher.heightForItem(at: ItemPath(item: 0, section: 0)) == 11)
    }

    @Test("a reload asked during a delivery runs after it, on the rows as they are then")
    func reloadDuringDelivery() throws {
        let drafts = (0..<3).map { EditedDraft(id: $0, title: "d\($0)") }
        let content = DeclarativeContent {
            ListSection(id: "s") { for draft in drafts { ListRow<EditedDraftCell>(draft) } }
        }
        let table = HeadlessTableView(content: content)
        var once = false
        let observation = content.observe { _ in
            guard !once else { return }
            once = true
            drafts[0].title = "edited"
            try? content.reloadRows(withIDs: [0])
        }
        content.set { ListSection(id: "s") { for draft in drafts.reversed() { ListRow<EditedDraftCell>(draft) } } }
        #expect(table.textSnapshot().description.contains("edited"))
        observation.cancel()
    }
}
