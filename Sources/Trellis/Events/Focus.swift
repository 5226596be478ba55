// Focus (tvOS, iPadOS with a keyboard, visionOS): which items can take focus, whether selecting follows focus,
// and the focus moves between items. Whether an item can take focus is the model's business, so the item events
// receive `(Model, ItemPath)`; the focus moves are not tied to one model and are registered on the dispatcher.
//
// Defaults when nothing answers are UIKit's: every item can take focus, selection follows focus as the view's
// `selectionFollowsFocus` says (a host reports `selectionFollowsFocusForRowAt` unimplemented unless
// `answers(.selectionFollowsFocus)`), every focus move is allowed, and no item is preferred.

/// A focus move inside a table or collection: UIKit's `UITableViewFocusUpdateContext` /
/// `UICollectionViewFocusUpdateContext`, without UIKit.
public struct FocusUpdateDescription {
    /// The item that had focus, if an item of this view had it.
    public var previous: ItemPath?
    /// The item that takes focus, if an item of this view takes it.
    public var next: ItemPath?
    /// The host's context object (a `UIFocusUpdateContext` in UIKit), passed through untouched.
    public var hostContext: AnyObject?
    /// The host's animation coordinator (a `UIFocusAnimationCoordinator`), for `didUpdateFocus`; `nil` otherwise.
    public var hostCoordinator: AnyObject?

    /// A focus move from `previous` to `next`.
    public init(previous: ItemPath?, next: ItemPath?, hostContext: AnyObject? = nil, hostCoordinator: AnyObject? = nil)
    {
        self.previous = previous
        self.next = next
        self.hostContext = hostContext
        self.hostCoordinator = hostCoordinator
    }
}

extension EventKey where Argument == Void, Result == Bool {
    /// `tableView(_:canFocusRowAt:)`, `collectionView(_:canFocusItemAt:)`. A cascading tree:
    /// ``CascadingNode/canFocusRow(at:)``.
    public static var canFocus: EventKey { EventKeys.canFocus }
    /// `tableView(_:selectionFollowsFocusForRowAt:)`, `collectionView(_:selectionFollowsFocusForItemAt:)`.
    public static var selectionFollowsFocus: EventKey { EventKeys.selectionFollowsFocus }
}

extension EventKey where Argument == FocusUpdateDescription, Result == Bool {
    /// `tableView(_:shouldUpdateFocusIn:)`, `collectionView(_:shouldUpdateFocusIn:)` (for the whole view).
    public static var shouldUpdateFocus: EventKey { EventKeys.shouldUpdateFocus }
}

extension EventKey where Argument == FocusUpdateDescription, Result == Void {
    /// `tableView(_:didUpdateFocusIn:with:)`, `collectionView(_:didUpdateFocusIn:with:)` (for the whole view).
    public static var didUpdateFocus: EventKey { EventKeys.didUpdateFocus }
}

extension EventKey where Argument == Void, Result == ItemPath {
    /// `indexPathForPreferredFocusedView(in:)` of a table or collection (for the whole view).
    public static var indexPathForPreferredFocusedView: EventKey { EventKeys.indexPathForPreferredFocusedView }
}

extension EventKeys {
    static let canFocus = EventKey<Void, Bool>(
        "canFocus",
        cascading: { node, path, _, _ in
            node.canFocusRow(at: path)
        })
    static let selectionFollowsFocus = EventKey<Void, Bool>("selectionFollowsFocus")
    static let shouldUpdateFocus = EventKey<FocusUpdateDescription, Bool>("shouldUpdateFocus")
    static let didUpdateFocus = EventKey<FocusUpdateDescription, Void>("didUpdateFocus")
    static let indexPathForPreferredFocusedView = EventKey<Void, ItemPath>("indexPathForPreferredFocusedView")
}

extension TypedViewMapping {
    /// Whether the item showing the model can take focus.
    @discardableResult @inlinable
    public func canFocus(_ body: @escaping @MainActor (View.Model, ItemPath) -> Bool) -> Self {
        onModel(.canFocus, body)
    }

    /// Whether focusing the item showing the model also selects it (when the view's `selectionFollowsFocus` is on).
    @discardableResult @inlinable
    public func selectionFollowsFocus(_ body: @escaping @MainActor (View.Model, ItemPath) -> Bool) -> Self {
        onModel(.selectionFollowsFocus, body)
    }
}

extension Dispatcher {
    // MARK: Registering

    /// For every mapping of `view`: whether an item showing its model can take focus.
    @inlinable
    public func canFocus<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) {
        on(.canFocus, modelOf: view, body)
    }

    /// For every model of type `model`: whether its item can take focus.
    @inlinable
    public func canFocus<Model>(withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool) {
        on(.canFocus, model: model, body)
    }

    /// For every mapping of `view`: whether focusing an item showing its model also selects it.
    @inlinable
    public func selectionFollowsFocus<View: ModelTransfer>(
        _ view: View.Type, _ body: @escaping @MainActor (View.Model, ItemPath) -> Bool
    ) {
        on(.selectionFollowsFocus, modelOf: view, body)
    }

    /// For every model of type `model`: whether focusing its item also selects it.
    @inlinable
    public func selectionFollowsFocus<Model>(
        withModel model: Model.Type, _ body: @escaping @MainActor (Model, ItemPath) -> Bool
    ) {
        on(.selectionFollowsFocus, model: model, body)
    }

    /// Whether focus may move as described. The last one registered wins.
    public func shouldUpdateFocus(_ body: @escaping @MainActor (FocusUpdateDescription) -> Bool) {
        setUnbound(.shouldUpdateFocus) { _, update in body(update) }
    }

    /// Focus moved as described. The last one registered wins.
    public func didUpdateFocus(_ body: @escaping @MainActor (FocusUpdateDescription) -> Void) {
        setUnbound(.didUpdateFocus) { _, update in body(update) }
    }

    /// The item that should take focus when the view does (`nil` for none in particular). The last one
    /// registered wins.
    public func indexPathForPreferredFocusedView(_ body: @escaping @MainActor () -> ItemPath?) {
        setUnbound(.indexPathForPreferredFocusedView) { _, _ in body() }
    }

    // MARK: Answers to the host

    /// `canFocusRowAt` / `canFocusItemAt`: `true` (UIKit's default) when nothing answers.
    public func canFocusItem(at path: ItemPath) -> Bool {
        answer(.canFocus, at: path) ?? true
    }

    /// `selectionFollowsFocusForRowAt` / `…ForItemAt`: `nil` when nothing answers; the host then returns the
    /// view's own `selectionFollowsFocus`, which is what UIKit uses when the method is not implemented.
    public func selectionFollowsFocusForItem(at path: ItemPath) -> Bool? {
        answer(.selectionFollowsFocus, at: path)
    }

    /// `shouldUpdateFocusIn:`: `true` (UIKit's default) when nothing answers.
    public func shouldUpdateFocus(_ update: FocusUpdateDescription) -> Bool {
        unboundAnswer(.shouldUpdateFocus, argument: update) ?? true
    }

    /// `didUpdateFocusIn:with:`. Nothing happens when nothing answers.
    public func didUpdateFocus(_ update: FocusUpdateDescription) {
        _ = unboundAnswer(.didUpdateFocus, argument: update)
    }

    /// `indexPathForPreferredFocusedView(in:)`: `nil` (UIKit's default: no preference) when nothing answers, and
    /// when the closure names a path with no item (UIKit would look for a cell that does not exist).
    public func indexPathForPreferredFocusedView() -> ItemPath? {
        guard let path = unboundAnswer(.indexPathForPreferredFocusedView) else { return nil }
        return model(at: path) == nil ? nil : path
    }
}
