import Foundation

/// A reuse identifier, with the kind of view it is for, as a small number: the same number for the same identifier
/// and kind everywhere in the process.
///
/// Every ``ViewMapping`` has one (its ``ViewMapping/reuseKey``), made once when the mapping is made. A reuse pool that
/// keys its queues by it (``ReuseQueue``) finds a view's queue by indexing an array, where a pool keyed by the string
/// hashes and compares the identifier for every cell, a cost that grows with the number of identifiers in the pool.
/// UIKit keeps its own pools, keyed by the string; this key is for hosts that keep their own (headless, terminal,
/// custom).
///
/// The kind is part of the key, as UIKit keeps cells apart from header and footer views: a cell and a header
/// registered with the same identifier never share a queue, so neither is handed the other's view.
///
/// The process keeps each identifier and kind it numbered for as long as it runs, as the Objective-C runtime keeps
/// selectors: identifiers are meant to name view types, a few dozen per app. One made per row (`"Cell-\(id)"`) adds one
/// entry per row ever shown.
///
/// ```swift
/// let key = ReuseKey("PostCell")
/// key == ReuseKey("PostCell")                   // true
/// key == ReuseKey("PostCell", kind: .header)    // false
/// key.identifier                                // "PostCell"
/// ```
public struct ReuseKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's place in the process's table of keys: 0, 1, 2… in the order keys were first made. A pool can index
    /// an array with it.
    public let index: Int

    /// The key of `identifier` for views of `kind`: the first key made for them sets its number, every later one has
    /// the same. Identifiers are compared as Swift strings compare (canonically equivalent spellings are one
    /// identifier), as ``MappingRegistry`` compares them when it reports a conflict.
    public init(_ identifier: String, kind: ViewKind = .cell) {
        index = ReuseKeyTable.shared.index(of: Entry(identifier: identifier, kind: kind))
    }

    /// The reuse identifier the key stands for.
    public var identifier: String { entry.identifier }

    /// The kind of view the key is for.
    public var kind: ViewKind { entry.kind }

    /// The identifier, quoted, and the kind: `"PostCell" (cell)`. The identifier is as given: a logger that prints
    /// it escapes control characters (see ``StandardErrorLogger``).
    public var description: String {
        let entry = entry
        return "\"\(entry.identifier)\" (\(entry.kind))"
    }

    /// What the key stands for, read once from the process's table.
    private var entry: Entry { ReuseKeyTable.shared.entry(at: index) }

    /// What a key stands for.
    fileprivate struct Entry: Hashable {
        let identifier: String
        let kind: ViewKind
    }
}

/// The process's keys, each with its number. Only added to, and only when a key is made (when a mapping is
/// registered), so a lock costs nothing that matters; no cell reads it.
private final class ReuseKeyTable: @unchecked Sendable {
    static let shared = ReuseKeyTable()

    private let lock = NSLock()
    private var indexes: [ReuseKey.Entry: Int] = [:]
    private var entries: [ReuseKey.Entry] = []

    func index(of entry: ReuseKey.Entry) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[entry] { return index }
        let index = entries.count
        entries.append(entry)
        indexes[entry] = index
        return index
    }

    /// The entry numbered `index`, which a key of this table gave (keys are only made by `index(of:)`).
    func entry(at index: Int) -> ReuseKey.Entry {
        lock.lock()
        defer { lock.unlock() }
        return entries[index]
    }
}
