/// Content whose items bring their own views and event answers: declarative rows (each `ListRow` ties its model to a
/// cell type and carries its closures), a cascading tree of delegates, an outline. The dispatcher asks it before
/// its ``MappingRegistry`` and the closures registered there.
///
/// The dispatcher looks the content up once, when ``Dispatcher/content`` is set, so content that does not adopt this
/// protocol (a `MemoryStorage`) pays nothing on the per-cell path.
///
/// ## Precedence
///
/// For a view: ``viewMapping(for:kind:at:)``, else the registry's mapping for ``registryModel(for:)``.
/// For an event: ``answer(_:kind:model:at:view:argument:)``, else the registry's closures (mapping, view type,
/// model type) for ``registryModel(for:)``. For a question about the whole view (section index titles, a section's
/// height by its index): ``unboundAnswer(_:at:argument:)``, else the dispatcher's own closure.
///
/// Every event requirement takes the event's ``EventKey``, so the answer has the key's result type; content answers
/// the events it knows with ``EventKey/answer(as:argument:_:)`` or through the key (a cascading tree's routes).
@MainActor
public protocol DispatchingContent: SectionedContent {
    /// The mapping that shows `model` (an item, header or footer this content holds) at `path`, or `nil` to let
    /// the registry choose. The mapping's `configure` receives `model` itself.
    func viewMapping(for model: Any, kind: ViewKind, at path: ItemPath) -> ViewMapping?

    /// Called after a view from ``viewMapping(for:kind:at:)`` was dequeued and configured with `model`: where a
    /// declarative row runs its `onDequeue` closure.
    func didConfigure(_ view: AnyObject, with model: Any, kind: ViewKind, at path: ItemPath)

    /// The content's own answer to `event` for `model` at `path`, or `nil` to let the registry's closures answer.
    func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument
    ) -> Result?

    /// The model the registry's mappings and closures see for `model` (a declarative row's own model), so that
    /// closures registered on the dispatcher by model or view type also fire for this content.
    func registryModel(for model: Any) -> Any

    /// Whether the content may answer `event` (for ``Dispatcher/answers(_:)``).
    func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool

    /// The content's answer to `event` for the whole view (at `path`, a section's item 0, when the question is about
    /// a section), or `nil` to let the dispatcher's own closure answer.
    func unboundAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath?, argument: Argument
    ) -> Result?

    /// The mappings this content's views are made with, for a host that registers views before dequeuing them
    /// (UIKit registers a class per reuse identifier).
    var viewMappings: [ViewMapping] { get }
}
