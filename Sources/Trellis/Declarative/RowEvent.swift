/// What a row's closure receives: the row's model, its path, and its cell when it is on screen.
@MainActor
public struct RowEvent<Cell: ModelTransfer> {
    /// The cell showing the row, when there is one (there is none for questions asked before a cell exists, like
    /// heights, or for a row off screen).
    public let cell: Cell?
    /// The row's model.
    public let model: Cell.Model
    /// The row's path now.
    public let path: ItemPath
}

/// What happens to a row's selection after its ``ListRow/onTap(_:)`` closure ran.
public enum RowTapResult: Hashable, Sendable {
    /// The row is deselected again (a button-like row), animated or not.
    case deselect(animated: Bool)
    /// The row stays selected (a row that opens a detail screen, deselected when the user comes back).
    case keepSelected
}

extension EventKey where Argument == Void, Result == RowTapResult {
    /// A declarative row was tapped (selected by the user): its ``ListRow/onTap(_:)`` closure runs and says whether
    /// the row is deselected again. Asked by ``Dispatcher/tapItem(at:view:)``.
    public static var tap: EventKey { EventKeys.tap }
}

extension EventKeys {
    static let tap = EventKey<Void, RowTapResult>("tap")
}

extension Dispatcher {
    /// A host calls this right after ``didSelectItem(at:view:)``: runs the row's `onTap` closure and returns
    /// whether to deselect the row again (UIKit: `deselectRow(at:animated:)`); `nil` when no tap closure answers,
    /// so the row keeps UIKit's behaviour.
    public func tapItem(at path: ItemPath, view: AnyObject? = nil) -> RowTapResult? {
        answer(.tap, at: path, view: view)
    }
}
