public import Trellis

/// What a ``HeadlessTableView`` was asked to do, in order: every batch it applied (one per stage), every batch it
/// refused, and every full reload. Tests assert on it.
public struct UpdateLog: Sendable, Equatable {
    /// One thing the table did.
    public enum Entry: Sendable, Equatable, CustomStringConvertible {
        /// A batch applied: the stage's changes, in UIKit's index conventions.
        case batch(BatchUpdate)
        /// A batch refused because it breaks UIKit's rules; nothing of it was applied.
        case rejected(BatchUpdate, [BatchUpdateViolation])
        /// Everything reloaded at once.
        case reloadData
        /// The user moved a row on screen (``HeadlessTableView/moveRow(from:to:)``); the content's update that
        /// follows is taken as shown, not applied.
        case userMove(from: ItemPath, to: ItemPath)

        /// One line.
        public var description: String {
            switch self {
            case .batch(let update): return "batch: \(update)"
            case .rejected(let update, let violations):
                return "rejected: \(update): \(violations.map(\.message).joined(separator: "; "))"
            case .reloadData: return "reloadData"
            case .userMove(let from, let to): return "user move: \(from) -> \(to)"
            }
        }
    }

    /// Everything, in order.
    public private(set) var entries: [Entry] = []

    /// An empty log.
    public init() {}

    mutating func append(_ entry: Entry) { entries.append(entry) }

    /// Forgets everything logged so far (to assert on what comes next).
    public mutating func removeAll() { entries.removeAll() }

    /// The batches applied, in order.
    public var batches: [BatchUpdate] {
        entries.compactMap { if case .batch(let update) = $0 { update } else { nil } }
    }

    /// Every item path inserted, over all batches, in order.
    public var insertedItems: [ItemPath] { batches.flatMap(\.insertedItems) }
    /// Every item path deleted, over all batches, in order.
    public var deletedItems: [ItemPath] { batches.flatMap(\.deletedItems) }
    /// Every item path reloaded (given a new cell), over all batches, in order.
    public var reloadedItems: [ItemPath] { batches.flatMap(\.reloadedItems) }
    /// Every item path reconfigured (shown again in the cell it had), over all batches, in order.
    public var reconfiguredItems: [ItemPath] { batches.flatMap(\.reconfiguredItems) }
    /// Every item move, over all batches, in order.
    public var movedItems: [BatchUpdate.ItemMove] { batches.flatMap(\.movedItems) }
    /// Every section inserted, over all batches, in order.
    public var insertedSections: [Int] { batches.flatMap(\.insertedSections) }
    /// Every section deleted, over all batches, in order.
    public var deletedSections: [Int] { batches.flatMap(\.deletedSections) }
    /// Every section move, over all batches, in order.
    public var movedSections: [BatchUpdate.SectionMove] { batches.flatMap(\.movedSections) }
    /// How many full reloads happened.
    public var reloadDataCount: Int { entries.filter { $0 == .reloadData }.count }
}
