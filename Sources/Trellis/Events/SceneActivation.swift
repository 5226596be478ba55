// Scene activation (iPadOS 15, collections only): a pinch or drag on an item can open it in a new window when the
// delegate answers `collectionView(_:sceneActivationConfigurationForItemAt:point:)`. The item is on screen, so the
// closures receive `(View, Model, ItemPath, TrellisPoint)`.
//
// When nothing answers the answer is `nil`: no new scene, as when UIKit's method is not implemented.

/// What opens an item in a new scene: the `NSUserActivity` a host builds a `UIWindowScene.ActivationConfiguration`
/// from, without UIKit.
public struct SceneActivationDescription {
    /// The activity's type, one your app declares in `NSUserActivityTypes` (`com.example.open-post`).
    public var activityType: String
    /// The activity's title.
    public var title: String?
    /// What the new scene needs to restore the item (its identifier, usually).
    public var userInfo: [String: Any]
    /// The identifier that routes the activity to a matching scene, if any.
    public var targetContentIdentifier: String?
    /// A configuration the host makes itself (a `UIWindowScene.ActivationConfiguration` built by UIKit code): when
    /// set, the host returns it as is and ignores the fields above.
    public var hostConfiguration: AnyObject?

    /// A description of the activity that opens the item.
    public init(
        activityType: String, title: String? = nil, userInfo: [String: Any] = [:],
        targetContentIdentifier: String? = nil,
        hostConfiguration: AnyObject? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.hostConfiguration = hostConfiguration
    }
}

extension EventKey where Argument == TrellisPoint, Result == SceneActivationDescription? {
    /// `collectionView(_:sceneActivationConfigurationForItemAt:point:)`.
    public static var sceneActivationConfiguration: EventKey { EventKeys.sceneActivationConfiguration }
}

extension EventKeys {
    static let sceneActivationConfiguration = EventKey<TrellisPoint, SceneActivationDescription?>(
        "sceneActivationConfiguration")
}

extension TypedViewMapping {
    /// What opens the item in a new scene when the user pinches or drags it out at `point` (in the collection's
    /// coordinates); `nil` keeps it in place.
    @discardableResult @inlinable
    public func sceneActivationConfiguration(
        _ body: @escaping @MainActor (View, View.Model, ItemPath, TrellisPoint) -> SceneActivationDescription?
    ) -> Self {
        onView(.sceneActivationConfiguration, body)
    }
}

extension Dispatcher {
    /// For every mapping of `view`: what opens an item showing its model in a new scene.
    @inlinable
    public func sceneActivationConfiguration<View: ModelTransfer>(
        _ view: View.Type,
        _ body: @escaping @MainActor (View, View.Model, ItemPath, TrellisPoint) -> SceneActivationDescription?
    ) {
        on(.sceneActivationConfiguration, view: view, body)
    }

    /// For every model of type `model`: what opens its item in a new scene.
    @inlinable
    public func sceneActivationConfiguration<Model>(
        withModel model: Model.Type,
        _ body: @escaping @MainActor (Model, ItemPath, TrellisPoint) -> SceneActivationDescription?
    ) {
        on(.sceneActivationConfiguration, model: model, body)
    }

    // MARK: Answers to the host

    /// `sceneActivationConfigurationForItemAt:point:`: `nil` (no new scene, UIKit's default) when nothing answers.
    public func sceneActivationConfigurationForItem(
        at path: ItemPath, point: TrellisPoint, view: AnyObject? = nil
    ) -> SceneActivationDescription? {
        answer(.sceneActivationConfiguration, at: path, view: view, argument: point) ?? nil
    }
}
