import Testing
import _TrellisTestSupport

@testable import Trellis

/// `IdentityLookup` answers for many ids at once what `ItemIdentity.isIdentified(by:)` answers for one: the
/// declarative content's `reloadRows(withIDs:)` relies on both saying the same.
@Suite("Looking up many ids agrees with asking each one")
struct IdentityLookupTests {
    private struct Post: Identifiable, Hashable { var id: Int }
    private struct Tag: Identifiable, Hashable { var id: String }
    private final class Draft: Identifiable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    @Test("Random ids against random rows: the lookup finds exactly the ids each row is identified by")
    func randomAgainstIsIdentified() {
        for seed in UInt64(1)...30 {
            var generator = SeededGenerator(seed: seed)
            let drafts = (0..<4).map { Draft(id: $0) }
            // Rows' identities: models of several kinds, ids made with `ListRow(_:id:)`'s scoping, and raw values.
            func randomRowIdentity() -> ItemIdentity {
                let n = Int.random(in: 0..<6, using: &generator)
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: return ItemIdentity(Post(id: n))
                case 1: return ItemIdentity(Tag(id: "\(n)"))
                case 2: return ItemIdentity(drafts[n % drafts.count])
                case 3: return ItemIdentity(n)
                case 4: return ItemIdentity.scoped(Post.self, id: ItemIdentity(value: n))
                case 5: return ItemIdentity.scoped(Tag.self, id: ItemIdentity(value: "\(n)"))
                default: return ItemIdentity(value: AnyHashable(n))
                }
            }
            func randomAskedIdentity() -> ItemIdentity {
                let n = Int.random(in: 0..<6, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: return ItemIdentity(value: n)
                case 1: return ItemIdentity(value: "\(n)")
                case 2: return ItemIdentity(value: Post(id: n))
                case 3: return ItemIdentity(value: Double(n))
                default: return ItemIdentity(drafts[n % drafts.count])
                }
            }
            let asked = (0..<Int.random(in: 0..<6, using: &generator)).map { _ in randomAskedIdentity() }
            let lookup = IdentityLookup(asked)
            for _ in 0..<40 {
                let row = randomRowIdentity()
                let expected = Set(asked.filter { row.isIdentified(by: $0) })
                let found = lookup.ids(identifying: row)
                let got = Set([found.exact, found.byValue].compactMap { $0 })
                #expect(got == expected, "seed \(seed): row \(row), asked \(asked)")
                #expect(lookup.contains(row) == !expected.isEmpty, "seed \(seed): row \(row)")
            }
        }
    }
}
