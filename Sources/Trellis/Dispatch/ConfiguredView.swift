/// What the dispatcher hands a host that asked for a cell, header or footer: the view, dequeued through the host and
/// configured, with the model it shows and the mapping that made it. A host keeps it while the view is on screen:
/// the model for the events that follow (`didEndDisplaying` after the row left the content), the mapping's reuse
/// identifier for the reuse queue. Nothing is read twice and no side table is needed.
@MainActor
public struct ConfiguredView {
    /// The view, configured with ``model``.
    public let view: AnyObject
    /// The model the view shows (the row itself for declarative content).
    public let model: Any
    /// The mapping the view was dequeued and configured with.
    public let mapping: ViewMapping

    /// A configured view.
    public init(view: AnyObject, model: Any, mapping: ViewMapping) {
        self.view = view
        self.model = model
        self.mapping = mapping
    }

    /// The reuse identifier to queue the view under once it leaves the screen.
    public var reuseIdentifier: String { mapping.reuseIdentifier }
}
