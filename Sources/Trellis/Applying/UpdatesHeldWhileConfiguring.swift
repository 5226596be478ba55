/// The updates a host received while its dispatcher configured one of its views (a cell's `update(with:)` edited the
/// content, ``Dispatcher/isConfiguringView``), for hosts that lay their views out themselves (the headless table, the
/// terminal): the view being configured is for the row the host asked for, which the update may move, so the update
/// waits until the view is in place, and the rows on screen are configured again after it (views configured after the
/// edit read the content at paths that named other rows by then).
///
/// A host asks ``hold(_:for:host:)`` first with each update it receives, and
/// ``release(for:apply:configureAgain:)`` after each view it configures and before it lays out.
@MainActor
public final class UpdatesHeldWhileConfiguring {
    private var held: [ContentUpdate] = []
    private var isReleasing = false

    public init() {}

    /// Whether updates wait.
    public var isEmpty: Bool { held.isEmpty }

    /// Holds `update` when `dispatcher` is configuring a view, reporting
    /// ``Anomaly/contentEditedWhileConfiguringView(host:)`` (named `host`) for the first; `false` otherwise (apply it
    /// now).
    public func hold(_ update: ContentUpdate, for dispatcher: Dispatcher, host: String) -> Bool {
        guard dispatcher.isConfiguringView else { return false }
        if held.isEmpty {
            AnomalyReporter.report(.contentEditedWhileConfiguringView(host: host), to: dispatcher.anomalyHandler)
        }
        held.append(update)
        return true
    }

    /// Applies the held updates with `apply`, in order, then runs `configureAgain` (configure the rows on screen
    /// again and lay out); repeated while that holds more, a few rounds at most: views that edit the content each
    /// time they are configured would go on for ever (each update lays out views that edit again), so what they hold
    /// after that waits for the host's next layout. Does nothing while a view is still being configured
    /// (`dispatcher`), or from inside a release.
    /// - Returns: Whether any update was applied.
    @discardableResult
    public func release(
        for dispatcher: Dispatcher, apply: (ContentUpdate) -> Void, configureAgain: () -> Void
    ) -> Bool {
        guard !held.isEmpty, !dispatcher.isConfiguringView, !isReleasing else { return false }
        isReleasing = true
        defer { isReleasing = false }
        var rounds = 0
        while !held.isEmpty, rounds < 4 {
            let updates = held
            held = []
            for update in updates { apply(update) }
            rounds += 1
            configureAgain()
        }
        return true
    }
}
