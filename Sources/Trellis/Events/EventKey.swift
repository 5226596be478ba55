/// An event, typed: one data-source or delegate question or notification (`didSelect`, `heightForCell`, ...), with
/// the type of the extra argument its closures receive and of the answer they give. `docs/Events.md` lists every
/// UIKit method with its event.
///
/// Registrations and answers both take the key, so their types come from it and cannot disagree: a `didSelect`
/// closure is `(View, Model, ItemPath) -> Void` because `.didSelect` is an `EventKey<Void, Void>`, and the
/// dispatcher's `didSelectItem(at:)` asks that same key.
///
/// ```swift
/// dispatcher.answers(.heightForCell)        // EventKey<Void, Double>
/// dispatcher.answers(.contextMenu)          // EventKey<TrellisPoint, ContextMenuDescription?>
/// ```
///
/// Each capability file in `Events/` declares its keys (stored once in ``EventKeys``, reached as `EventKey.name`
/// statics), its typed registrations and the dispatcher's answers; an event with a typed method on
/// ``CascadingNode`` also declares, with its key, the route to that method, so no central list or switch grows.
///
/// An event may be asked about an item (a cell, header or footer: the closures on its mapping, then by view type,
/// then by model type) and, for some events, about the whole view when no item answers (a section's height by its
/// index, the drop proposal for a place with no item, the context-menu notifications without a path): those closures
/// receive the path when there is one and the same `Argument`, and answer `Result?` (`nil`: no answer).
///
/// A key is a class, made once per event: one word to pass on the per-row path, where the dispatcher's answers
/// already take six words of arguments in registers.
public final class EventKey<Argument, Result>: Sendable {
    /// The event's name, e.g. `didSelect`: compared and hashed as a small integer.
    public let name: EventName
    /// How a cascading tree answers the event, when it has a typed ``CascadingNode`` method.
    let cascading: CascadingRoutes<Argument, Result>?
    /// Whether the view asks it while it lays out its cells (heights, sizes, insets, spacing): then the dispatcher
    /// does not look up the view shown (UIKit forbids `cellForRow(at:)` while it updates its visible cells, and the
    /// cell may not exist yet).
    let asksDuringLayout: Bool
    /// Whether the view asks it about headers and footers: then a `String` or `Substring` header or footer model,
    /// shown as a title with no mapping, is answered by the closures for its type (``Dispatcher/verifyEvents()`` does
    /// not report them).
    let asksAboutHeadersAndFooters: Bool
    /// Whether its closures edit the content where they are told, or build actions that will (a committed delete
    /// removes the row at its path; swipe actions, edit actions and menus capture it): about a row the content no
    /// longer has (the view still shows it, an update waits), they are not called, since they would edit another row.
    let actsOnContent: Bool

    /// The key named `rawValue`, with its cascading routes. Made once per event, in a stored static of
    /// ``EventKeys``: making a key interns its name.
    ///
    /// - Precondition: no other key with this name has other types (an event is one key).
    init(
        _ rawValue: String,
        asksDuringLayout: Bool = false,
        asksAboutHeadersAndFooters: Bool = false,
        actsOnContent: Bool = false,
        cascading route: CascadingRoute<Argument, Result>? = nil,
        cascadingSection sectionRoute: CascadingSectionRoute<Argument, Result>? = nil
    ) {
        name = EventName(rawValue)
        self.asksDuringLayout = asksDuringLayout
        self.asksAboutHeadersAndFooters = asksAboutHeadersAndFooters
        self.actsOnContent = actsOnContent
        cascading = route == nil && sectionRoute == nil ? nil : CascadingRoutes(item: route, section: sectionRoute)
        let signature = ObjectIdentifier(EventKey<Argument, Result>.self)
        precondition(
            EventNameTable.bind(name, to: signature),
            "two event keys are named \(rawValue) with different argument or result types")
    }

    /// Whether this is the event `other` (the same name, hence the same types).
    @inlinable
    public func matches<OtherArgument, OtherResult>(_ other: EventKey<OtherArgument, OtherResult>) -> Bool {
        name == other.name
    }

    /// When this is the event `other`, `body`'s answer to `argument`; otherwise `nil`. How code that receives any
    /// event answers one of them with its own types, such as a cascading node's `answer` override:
    ///
    /// ```swift
    /// if let level = event.answer(as: .indentationLevel, argument: argument, { _ in 1 }) { return level }
    /// ```
    public func answer<OtherArgument, OtherResult>(
        as other: EventKey<OtherArgument, OtherResult>, argument: Argument, _ body: (OtherArgument) -> OtherResult?
    ) -> Result? {
        guard name == other.name else { return nil }
        // Equal names have equal types (the precondition of `init`, and keys are made only here): the argument and
        // the answer are the same values under the other key's names for their types, so they are reinterpreted,
        // not cast (a dynamic cast, and the metadata of the optionals it goes through, per event answered).
        guard let answer = body(unsafeBitCast(argument, to: OtherArgument.self)) else { return nil }
        return unsafeBitCast(answer, to: Result.self)
    }
}

extension EventKey {
    /// `answer`, an answer of the event whose name this key has and whose result type is `Value`, as this key's
    /// `Result`: for code that tested the name (`name == EventKey.heightForCell.name`) and computed the answer with
    /// that event's types.
    ///
    /// - Precondition: `Value` is `Result` (so it is when the name was tested: keys of equal names have equal types).
    func reinterpretedAnswer<Value>(_ answer: Value) -> Result {
        unsafeBitCast(answer, to: Result.self)
    }
}

extension EventKey: CustomStringConvertible {
    /// The event's name.
    public var description: String { name.rawValue }
}

/// The stored keys, one static per event, declared by each capability file beside its `EventKey` static: a static
/// cannot be stored in the generic `EventKey`, and a key made on each access would intern its name each time.
enum EventKeys {}
