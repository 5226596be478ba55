import Testing
@testable import Trellis
import TrellisTesting
import _TrellisTestSupport

/// A declarative row's wrap is identified flat (a scoped `ItemIdentity`: the row type beside its model's identity)
/// and compares its content through the row directly. Both are shortcuts: these tests check they answer exactly
/// what the general forms answer (the nested identity `type: Row, key: .id(row.id)`, and `==` on the rows reached
/// through `_isEqual`), so duplicates, anomaly texts and reloads are unchanged.
@MainActor
@Suite("Declarative rows: scoped identities and content")
struct RowIdentityAndContentTests {
    struct Post: Identifiable, Equatable { let id: Int; var title: String }
    /// Models whose `id` is an `ItemIdentity`, as a row's is.
    struct Outer: Identifiable { let id: ItemIdentity }
    struct OtherOuter: Identifiable { let id: ItemIdentity }
    /// A model with no identity of its own.
    struct Blob: Equatable { var text: String }

    @MainActor
    final class PostCell: ModelTransfer, ConstructibleView {
        init() {}
        func update(with model: Post) {}
    }

    @MainActor
    final class OtherPostCell: ModelTransfer, ConstructibleView {
        init() {}
        func update(with model: Post) {}
    }

    @MainActor
    final class BlobCell: ModelTransfer, ConstructibleView {
        init() {}
        func update(with model: Blob) {}
    }

    /// The identity a model whose `id` is `id` had before identities were scoped: the id nested as a key.
    private func nested(_ type: Any.Type, _ id: ItemIdentity) -> ItemIdentity {
        ItemIdentity(type: type, key: .id(HashableIdentityValue(id)))
    }

    @Test("An identity whose id is an ItemIdentity is scoped, and matches, hashes and prints as the nested form")
    func scopedIdentityMatchesNestedForm() {
        let post = ItemIdentity(Post(id: 42, title: "a"))
        let scoped = ItemIdentity(Outer(id: post))
        #expect(scoped.box.scope != nil, "flat, not nested")
        #expect(scoped == ItemIdentity(Outer(id: ItemIdentity(Post(id: 42, title: "b")))))
        #expect(scoped.hashValue == ItemIdentity(Outer(id: ItemIdentity(Post(id: 42, title: "b")))).hashValue)
        #expect(scoped != ItemIdentity(Outer(id: ItemIdentity(Post(id: 43, title: "a")))))
        #expect(scoped != ItemIdentity(OtherOuter(id: post)), "another model type")
        #expect(scoped != post)
        #expect(scoped != ItemIdentity(value: post), "an ItemIdentity as a value is not an id")
        #expect(scoped.description == "Outer(id: Post(id: 42))")
        #expect(scoped.description == nested(Outer.self, post).description)
        #expect(scoped.typeName == "Outer")
        // An id that is a token: the scoped identity is not a token itself, as the nested form was not.
        let token = ItemIdentity(Blob(text: "x"))
        #expect(token.isToken)
        let scopedToken = ItemIdentity(Outer(id: token))
        #expect(!scopedToken.isToken)
        #expect(scopedToken.description == nested(Outer.self, token).description)
        #expect(scopedToken == ItemIdentity(Outer(id: token)))
        // An id that is scoped itself is nested, as before.
        let twice = ItemIdentity(OtherOuter(id: scoped))
        #expect(twice.box.scope == nil)
        #expect(twice.description == "OtherOuter(id: Outer(id: Post(id: 42)))")
        #expect(twice == ItemIdentity(OtherOuter(id: ItemIdentity(Outer(id: post)))))
        #expect(twice != ItemIdentity(OtherOuter(id: post)))
    }

    @Test("Scoped identities are equal exactly when their nested forms are, on random ids (seeded)")
    func scopedEqualityAgreesWithNested() {
        for seed in 0..<100 {
            var random = SeededGenerator(seed: UInt64(seed))
            // Ids of several kinds and types, some equal, some scoped themselves.
            func randomID() -> ItemIdentity {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return ItemIdentity(Post(id: Int.random(in: 0..<3, using: &random), title: ""))
                case 1: return ItemIdentity(value: Int.random(in: 0..<3, using: &random))
                case 2: return ItemIdentity(value: String(Int.random(in: 0..<3, using: &random)))
                case 3: return ItemIdentity(Outer(id: ItemIdentity(value: Int.random(in: 0..<2, using: &random))))
                default: return ItemIdentity(Blob(text: ""))
                }
            }
            let models: [(Any.Type, ItemIdentity)] = (0..<12).map { _ in
                let id = randomID()
                return Bool.random(using: &random)
                    ? (Outer.self, ItemIdentity(Outer(id: id)))
                    : (OtherOuter.self, ItemIdentity(OtherOuter(id: id)))
            }
            let ids = models.map(\.1)
            let nestedForms: [ItemIdentity] = models.map { type, identity in
                // The nested form of each, from the id it was made from.
                identity.box.scope == nil
                    ? identity : nested(type, ItemIdentity(type: identity.type, key: identity.key))
            }
            for i in ids.indices {
                for j in ids.indices {
                    #expect(
                        (ids[i] == ids[j]) == (nestedForms[i] == nestedForms[j]), "seed \(seed): \(ids[i]) vs \(ids[j])"
                    )
                    if ids[i] == ids[j] { #expect(ids[i].hashValue == ids[j].hashValue, "seed \(seed)") }
                }
                #expect(ids[i].description == nestedForms[i].description, "seed \(seed)")
            }
        }
    }

    @Test("A duplicate row is reported with the same text as before: the row type and the model's identity")
    func duplicateRowText() {
        let collector = AnomalyCollector()
        let content = DeclarativeContent()
        content.anomalyHandler = collector.handler
        let post = Post(id: 7, title: "a")
        content.sections = [
            ListSection(id: "a") {
                ListRow<PostCell>(post); ListRow<OtherPostCell>(post); ListRow<PostCell>(post)
            }
        ]
        guard case .duplicateIdentity(let duplicate)? = collector.anomalies.first else {
            Issue.record("expected a duplicate identity")
            return
        }
        #expect(collector.anomalies.count == 1, "the same model in another row type is another row")
        #expect(duplicate.identity == "ListRow<PostCell>(id: Post(id: 7))")
        #expect(duplicate.paths == [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)])
    }

    @Test("A section's row wraps compare content and identity exactly as wraps of the rows made any other way (seeded)")
    func rowWrapsAgreeWithGeneralWraps() {
        for seed in 0..<50 {
            var random = SeededGenerator(seed: UInt64(seed))
            let blobs = [Blob(text: "x"), Blob(text: "y")]
            let rows: [AnyRow] = (0..<16).map { _ in
                let post = Post(
                    id: Int.random(in: 0..<3, using: &random), title: ["a", "b"].randomElement(using: &random)!)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return ListRow<PostCell>(post)
                case 1: return ListRow<OtherPostCell>(post)
                case 2: return ListRow<PostCell>(post, id: Int.random(in: 0..<3, using: &random))
                case 3: return ListRow<BlobCell>(blobs.randomElement(using: &random)!)
                default: return ListRow<BlobCell>(blobs.randomElement(using: &random)!, id: "b")
                }
            }
            let fast = rows.map { AnyItem(row: $0) }, general = rows.map { AnyItem($0) }
            for i in rows.indices {
                for j in rows.indices {
                    let expected = general[i].hasSameContent(as: general[j])
                    #expect(expected == (type(of: rows[i]) == type(of: rows[j]) && rows[i] == rows[j]), "seed \(seed)")
                    #expect(fast[i].hasSameContent(as: fast[j]) == expected, "seed \(seed): \(rows[i]) vs \(rows[j])")
                    #expect(fast[i].hasSameContent(as: general[j]) == expected, "seed \(seed)")
                    #expect((fast[i].identity == fast[j].identity) == (general[i].identity == general[j].identity))
                    #expect(
                        (fast[i].identity == fast[j].identity)
                            == (type(of: rows[i]) == type(of: rows[j]) && rows[i].id == rows[j].id), "seed \(seed)")
                }
                #expect(fast[i].identity.description == general[i].identity.description)
                // Positioned (a token row given its place) keeps the row, and so the fast comparison.
                #expect(fast[i].replacingIdentity(ItemIdentity(value: i)).hasSameContent(as: fast[i]))
            }
        }
    }

    @Test(
        "A new row whose model changed is reloaded; a new row with an equal model is not; a row without identity stays put"
    )
    func reloadsFollowTheModels() {
        let content = DeclarativeContent()
        let screen = DeclarativeScreen(content)
        func rows(_ titles: [String], blob: String) -> [ListSection] {
            [
                ListSection(
                    id: "s",
                    rows: titles.enumerated().map { ListRow<PostCell>(Post(id: $0, title: $1)) as AnyRow }
                        + [ListRow<BlobCell>(Blob(text: blob))])
            ]
        }
        content.sections = rows(["a", "b", "c"], blob: "x")
        content.sections = rows(["a", "B", "c"], blob: "x")
        #expect(screen.updates.last?.stages.flatMap(\.update.reloadedItems) == [ItemPath(item: 1, section: 0)])
        content.sections = rows(["a", "B", "c"], blob: "y")
        #expect(screen.updates.last?.stages.flatMap(\.update.reloadedItems) == [ItemPath(item: 3, section: 0)])
        #expect(
            screen.updates.last?.stages.allSatisfy { $0.update.insertedItems.isEmpty && $0.update.deletedItems.isEmpty }
                == true)
        let count = screen.updates.count
        content.sections = rows(["a", "B", "c"], blob: "y")
        #expect(screen.updates.count == count, "equal rows: nothing sent")
        #expect(screen.errors.isEmpty)
    }
}
