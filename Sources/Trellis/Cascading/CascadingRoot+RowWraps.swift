// How a cascading root turns its sections' models into the items the diff compares, keeping what it made before:
// without this, each publish wrapped every model of every section anew, and a model that is not `Equatable` (a class
// instance, a struct with a closure) counted as changed in every section at every update: appending one row to one
// section reloaded every such row of the tree.
//
// The rules (see `CascadingNode.setNeedsUpdate(animation:)`):
// - a row that is a node keeps its content until `setNeedsUpdate()` on it or a node above it (`rowRevision`);
// - a class instance the section gave before keeps its wrap (found by instance, wherever it moved) unless
//   `setNeedsUpdate()` was called on the section's node or a node above it since: the node said its data changed,
//   and an instance changed in place cannot be told from itself, so it counts as changed (a change of children, or a
//   row child's own `setNeedsUpdate()`, which reports its own row, keeps the others);
// - any other model that is not `Equatable` keeps its revision when its section is untouched: no `setNeedsUpdate()`
//   and no change of children on the section's node, above it or below it since its wraps were made (it is found by
//   its place, which a change of children may shift); in a touched section it counts as changed;
// - an `Equatable` model is compared with `==`, as anywhere;
// - a row reported changed (`setNeedsUpdate(rowsAt:)`, or its row child's own `setNeedsUpdate()`) is refreshed,
//   whatever its model compares as.

/// The header, footer and rows a section node gave when the root last published, as the diff saw them.
struct CascadingSectionWraps {
    /// A revision taken before they were made: a change in the section's subtree after it has a larger one.
    var madeAt: UInt64
    var header: AnyItem?
    var footer: AnyItem?
    /// The node's `rows`, as it gave them: the very same array again (same buffer) holds the same models.
    var rows: [Any]
    var items: [AnyItem]
    /// The instance each item shows, for a class instance (not a node): found again without casting the old model.
    var objects: [ObjectIdentifier?]
}

extension CascadingNode {
    /// Tells the root that the rows at `indexes` of this section node (places among its ``rows`` as it gives them
    /// now) changed, though their models may compare as they were: a class instance changed in place, which the
    /// tree cannot tell from itself. Those rows are refreshed (reloaded) in the update sent, with any other change;
    /// the section's other rows keep their content. Indexes outside the rows are ignored.
    ///
    /// ```swift
    /// review.text = edited          // a class instance, changed in place
    /// reviewsSection.setNeedsUpdate(rowsAt: [index])
    /// ```
    ///
    /// On a node that is not a section of a root (a row child, a node not in a tree yet) this is
    /// ``setNeedsUpdate(animation:)``: everything it shows is refreshed.
    public func setNeedsUpdate(rowsAt indexes: some Sequence<Int>, animation: RowAnimation = .inherited) {
        guard let parent, parent is CascadingRoot else {
            setNeedsUpdate(animation: animation)
            return
        }
        var added = false
        for index in indexes where index >= 0 { added = reportedRows.insert(index).inserted || added }
        guard added else { return }
        parent.root?.treeDidChange(animation: animation)
    }

    /// Where the section's content last changed: the newest revision of its node's, its ancestors' and its
    /// descendants' changes.
    var sectionStamp: UInt64 { max(rowRevision, subtreeRevision) }
}

extension CascadingRoot {
    /// The tree's sections as its nodes describe them now. When `recording` (a publish), each section node keeps the
    /// wraps made, for the next publish, and its reported rows are cleared; otherwise (a check) nothing is kept.
    func currentSections(recording: Bool = false) -> [StorageSection] {
        children.map { section(of: $0, recording: recording) }
    }

    private func section(of node: CascadingNode, recording: Bool) -> StorageSection {
        // A revision for the rows that are nodes reported changed, then one the wraps are made after: any change
        // of the section from now on (a `rows` getter that calls `setNeedsUpdate()`) has a larger one.
        let forced = AnyItem.newRevision()
        let madeAt = AnyItem.newRevision()
        let previous = node.publishedWraps
        let untouched = previous.map { node.sectionStamp <= $0.madeAt } ?? false
        // Class instances: kept unless the section's node or one above it said its data changed.
        let instancesKept = previous.map { node.rowRevision <= $0.madeAt } ?? false
        let reported = node.reportedRows
        let rows = node.rows
        var items: [AnyItem]
        var objects: [ObjectIdentifier?]
        if untouched, reported.isEmpty, let previous, Self.same(rows, previous.rows) {
            // Nothing in the section changed and it gave the very same array: the same models.
            (items, objects) = (previous.items, previous.objects)
        } else {
            (items, objects) = wrap(
                rows, of: node, previous: previous, untouched: untouched, instancesKept: instancesKept,
                reported: reported,
                forced: recording ? forced : nil)
        }
        var section = StorageSection()
        section.id = node.sectionIdentity
        section.header = WrapReuse.wrap(
            node.header, previous: previous?.header, untouched: untouched, instancesKept: instancesKept)
        section.footer = WrapReuse.wrap(
            node.footer, previous: previous?.footer, untouched: untouched, instancesKept: instancesKept)
        section.items = items
        if recording {
            node.publishedWraps = CascadingSectionWraps(
                madeAt: madeAt, header: section.header, footer: section.footer, rows: rows, items: items,
                objects: objects)
            node.reportedRows.removeAll()
        }
        return section
    }

    /// The items of a section node's `rows`, and the instance of each class model. `forced`: the revision a row
    /// node reported changed takes (a publish); `nil` for a check, which changes no node.
    private func wrap(
        _ rows: [Any], of node: CascadingNode, previous: CascadingSectionWraps?, untouched: Bool, instancesKept: Bool,
        reported: Set<Int>,
        forced: UInt64?
    ) -> (items: [AnyItem], objects: [ObjectIdentifier?]) {
        // A row child's own `setNeedsUpdate()` reports its row, when the rows are the children's.
        let childReports = previous.flatMap { !untouched && rows.count == node.children.count ? $0.madeAt : nil }
        var reuse = WrapReuse(previous, untouched: untouched, instancesKept: instancesKept)
        var items: [AnyItem] = []
        var objects: [ObjectIdentifier?] = []
        items.reserveCapacity(rows.count)
        objects.reserveCapacity(rows.count)
        for (index, model) in rows.enumerated() {
            let changed =
                reported.contains(index)
                || childReports.map { index < node.children.count && node.children[index].contentRevision > $0 }
                    == true
            let type = Swift.type(of: model)
            guard type is AnyClass else {
                objects.append(nil)
                items.append(changed ? AnyItem(changed: model) : reuse.wrap(value: model, at: index))
                continue
            }
            let object = model as AnyObject
            if let row = object as? CascadingNode {
                // A node is not `Equatable`: its revision says when it changed.
                objects.append(nil)
                if reported.contains(index), let forced { row.contentRevision = forced }
                let revision = reported.contains(index) && forced == nil ? AnyItem.newRevision() : row.rowRevision
                items.append(AnyItem(row, revision: revision))
                continue
            }
            let instance = ObjectIdentifier(object)
            objects.append(instance)
            items.append(changed ? AnyItem(changed: model) : reuse.wrap(instance: model, instance, at: index))
        }
        return (items, objects)
    }

    /// Whether `rows` is the very array `previous` was (the same buffer, the same count).
    private static func same(_ rows: [Any], _ previous: [Any]) -> Bool {
        rows.count == previous.count
            && rows.withUnsafeBufferPointer { new in
                previous.withUnsafeBufferPointer { old in new.baseAddress == old.baseAddress }
            }
    }
}

/// Finds the wrap a section made before for a model it gives again (see the rules above).
private struct WrapReuse {
    let items: [AnyItem]
    let objects: [ObjectIdentifier?]
    let untouched: Bool
    /// Whether class instances keep their wraps (no `setNeedsUpdate()` on the section's node or above it).
    let instancesKept: Bool
    /// The previous wraps of class instances, by instance: made the first time a model is not found at its place.
    private var byObject: [ObjectIdentifier: Int]?

    init(_ previous: CascadingSectionWraps?, untouched: Bool, instancesKept: Bool) {
        items = previous?.items ?? []
        objects = previous?.objects ?? []
        self.untouched = untouched
        self.instancesKept = instancesKept
    }

    /// A class instance: the wrap it had, when the section gave it before and no `setNeedsUpdate()` on the section's
    /// node or above it said its data changed (it may have changed in place, which `==` cannot tell).
    mutating func wrap(instance model: Any, _ instance: ObjectIdentifier, at index: Int) -> AnyItem {
        guard instancesKept, !items.isEmpty else { return AnyItem(model) }
        let found: Int?
        if index < objects.count, objects[index] == instance {
            found = index
        } else {
            found = indexes()[instance]
        }
        guard let found else { return AnyItem(model) }
        return items[found]
    }

    /// Any other model: in an untouched section, one that is not `Equatable` keeps the revision of the one at its
    /// place when it has the same identity.
    func wrap(value model: Any, at index: Int) -> AnyItem {
        if untouched, index < items.count { return AnyItem(model, keepingRevisionOf: items[index]) }
        return AnyItem(model)
    }

    /// A header or footer: the same instance keeps its wrap as rows do, and a value that is not `Equatable` its
    /// revision in an untouched section.
    static func wrap(_ model: Any?, previous: AnyItem?, untouched: Bool, instancesKept: Bool) -> AnyItem? {
        guard let model else { return nil }
        guard let previous else { return AnyItem(model) }
        let type = Swift.type(of: model)
        if type is AnyClass {
            guard instancesKept else { return AnyItem(model) }
            let same = previous.modelType == ObjectIdentifier(type) && previous.base as AnyObject === model as AnyObject
            return same ? previous : AnyItem(model)
        }
        return untouched ? AnyItem(model, keepingRevisionOf: previous, sameIdentity: false) : AnyItem(model)
    }

    private mutating func indexes() -> [ObjectIdentifier: Int] {
        if let byObject { return byObject }
        var found: [ObjectIdentifier: Int] = [:]
        for (index, object) in objects.enumerated() {
            if let object, found[object] == nil { found[object] = index }
        }
        byObject = found
        return found
    }
}
