public import Trellis

/// Why replaying a staged changeset did not end where it should.
public struct ReplayFailure: Error, CustomStringConvertible {
    /// What went wrong, with the stage number.
    public var description: String
}

/// The oracle of the diff tests: applies every stage the way UIKit does (``BatchUpdate/replay(on:after:view:row:)``,
/// which checks UIKit's rules first), and checks that
/// 1. every stage passes the rules,
/// 2. after each stage, what the view shows has exactly the identities of that stage's data (the data source and
///    the view agree), and
/// 3. after the last stage, the view shows the target: same identities, same content.
public enum ChangesetReplay {
    /// Replays a sectioned changeset on `source`; returns the rows shown at the end.
    @discardableResult
    public static func check<Section: DiffableSection>(
        _ changeset: StagedChangeset<[Section]>, from source: [Section], to target: [Section]
    ) throws(ReplayFailure) -> [[Section.Item]] {
        var rows = source.map(\.items)
        for (index, stage) in changeset.enumerated() {
            let data = stage.data.map(\.items)
            do {
                rows = try stage.update.replay(on: rows, after: data.map(\.count)) { data[$0.section][$0.item] }
            } catch {
                throw ReplayFailure(description: "stage \(index + 1) (\(stage.update)) breaks a rule: \(error)")
            }
            guard identities(rows) == identities(data) else {
                throw ReplayFailure(
                    description:
                        "after stage \(index + 1) (\(stage.update)) the view shows \(identities(rows)) but the data is \(identities(data))"
                )
            }
        }
        let expected = target.map(\.items)
        guard identities(rows) == identities(expected) else {
            throw ReplayFailure(description: "the view ends with \(identities(rows)), expected \(identities(expected))")
        }
        for (s, section) in rows.enumerated() {
            for (i, item) in section.enumerated() where !item.hasSameContent(as: expected[s][i]) {
                throw ReplayFailure(
                    description: "item \(s) - \(i) (\(item.diffIdentity)) shows stale content at the end")
            }
        }
        return rows
    }

    /// Replays a single-section changeset on `source`.
    @discardableResult
    public static func check<Element: Diffable>(
        _ changeset: StagedChangeset<[Element]>, from source: [Element], to target: [Element]
    ) throws(ReplayFailure) -> [Element] {
        let sectioned = StagedChangeset(
            changeset.map { Changeset(data: [DiffSection(model: 0, items: $0.data)], update: $0.update) })
        return try check(
            sectioned, from: [DiffSection(model: 0, items: source)],
            to: [DiffSection(model: 0, items: target)])[0]
    }

    static func identities<Item: Diffable>(_ rows: [[Item]]) -> [[Item.DiffIdentity]] {
        rows.map { $0.map(\.diffIdentity) }
    }
}
