internal import Trellis

/// What the dispatcher shows while updates wait for the animating batch: the sections the view shows (the last
/// stage applied), with the views and answers of the content that made them, when it answers for its items
/// (``DispatchingContent``). A declarative row, a cascading tree's section, an outline's row keep their own cell
/// and closures while a table scrolls during an animation, where a bare snapshot would find no mapping for them.
/// Other content (a `MemoryStorage`) answers nothing itself: the registry shows its items, as it always does.
///
/// A user's reorder cannot be applied here: the content is already ahead of what the view shows (it holds the
/// waiting updates), so the move's paths would name other rows. The move is refused with a
/// ``StorageError`` (reported, and the proxy reloads the view from what it shows; the waiting updates follow).
@MainActor
final class PinnedContent: DispatchingContent, EditableContent {
    /// The sections the view shows.
    let shown: any SectionedContent
    /// The content that answers for its items, if it does.
    let answering: (any DispatchingContent)?

    /// `shown`, answered for by `content` when it answers for its items.
    init(_ shown: any SectionedContent, of content: (any SectionedContent)?) {
        self.shown = shown
        answering = content as? any DispatchingContent
    }

    // MARK: SectionedContent

    var numberOfSections: Int { shown.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { shown.numberOfItems(inSection: section) }
    func item(at path: ItemPath) -> Any? { shown.item(at: path) }
    func headerModel(forSection section: Int) -> Any? { shown.headerModel(forSection: section) }
    func footerModel(forSection section: Int) -> Any? { shown.footerModel(forSection: section) }

    // MARK: DispatchingContent

    func viewMapping(for model: Any, kind: ViewKind, at path: ItemPath) -> ViewMapping? {
        answering?.viewMapping(for: model, kind: kind, at: path)
    }

    func didConfigure(_ view: AnyObject, with model: Any, kind: ViewKind, at path: ItemPath) {
        answering?.didConfigure(view, with: model, kind: kind, at: path)
    }

    func answer<Argument, Result>(
        _ event: EventKey<Argument, Result>, kind: ViewKind, model: Any, at path: ItemPath, view: AnyObject?,
        argument: Argument
    ) -> Result? {
        answering?.answer(event, kind: kind, model: model, at: path, view: view, argument: argument)
    }

    func registryModel(for model: Any) -> Any { answering?.registryModel(for: model) ?? model }
    func answers<Argument, Result>(_ event: EventKey<Argument, Result>) -> Bool { answering?.answers(event) ?? false }
    func unboundAnswer<Argument, Result>(
        _ event: EventKey<Argument, Result>, at path: ItemPath?, argument: Argument
    ) -> Result? {
        answering?.unboundAnswer(event, at: path, argument: argument)
    }
    var viewMappings: [ViewMapping] { answering?.viewMappings ?? [] }

    // MARK: EditableContent

    func moveItem(at source: ItemPath, to destination: ItemPath) throws(StorageError) {
        throw StorageError(.invalidArgument, operation: "moveItem(at:to:)", message:
            "the user moved a row while updates were waiting for an animation to end; the view reloads and shows the "
            + "content's rows without the move.")
    }
}
