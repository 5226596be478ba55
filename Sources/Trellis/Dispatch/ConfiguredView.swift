/// What the dispatcher hands a host that asked for a cell, header or footer: the view, dequeued through the host and
/// configured, with the model it shows and the mapping that made it. A host keeps it while the view is on screen:
/// the model for the events that follow (`didEndDisplaying` after the row left the content), the mapping's reuse
/// identifier for the reuse queue. Nothing is read twice and no side table is needed.
@MainActor
public struct ConfiguredView {
    /// The view, configured with ``model``.
    public let view: AnyObject
    /// The mapping the view was dequeued and configured with.
    public let mapping: ViewMapping
    /// Where ``model`` is: the stored item's shared storage (the common case: the view keeps one reference and no
    /// copy of the model is made per cell), or a `ModelBox` holding a model given on its own. One reference either
    /// way, so that making and dropping a configured view is a few retains and releases, not a copy of an `Any`.
    private let source: AnyObject

    /// A configured view.
    public init(view: AnyObject, model: Any, mapping: ViewMapping) {
        self.view = view
        self.mapping = mapping
        source = ModelBox(model)
    }

    /// A configured view showing the model of a stored item (its storage).
    init(view: AnyObject, storage: consuming AnyItem.Storage, mapping: ViewMapping) {
        self.view = view
        self.mapping = mapping
        source = storage
    }

    /// The model the view shows (the row itself for declarative content).
    public var model: Any {
        // Compared by type, not cast: `source` is one of the two classes, and a cast would ask the runtime.
        if type(of: source) == AnyItem.Storage.self { return unsafeDowncast(source, to: AnyItem.Storage.self).base }
        return unsafeDowncast(source, to: ModelBox.self).model
    }

    /// A model given to ``init(view:model:mapping:)``, held by reference.
    private final class ModelBox {
        let model: Any
        init(_ model: Any) { self.model = model }
    }

    /// The reuse identifier to queue the view under once it leaves the screen.
    public var reuseIdentifier: String { mapping.reuseIdentifier }
}
