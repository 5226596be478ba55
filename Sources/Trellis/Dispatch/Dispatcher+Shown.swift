// What the host shows: the dispatcher answers every count, model and view from the state the view shows, which is
// the content's current state unless a host applies a stage or holds updates back (`shown`).

extension Dispatcher {
    /// What the host shows when it is not the content's current state, which the dispatcher then answers every
    /// count, model and view from: the data of the stage the host is applying (``apply(_:to:)``), or of the last
    /// stage it applied while it holds later updates back (UIKit animating a batch, ``hasUpdatesWaiting``), so cells
    /// dequeued meanwhile match the rows on screen. `nil` when the host shows what the content's observers last
    /// received (after a reload, or once an update is fully applied): the dispatcher then reads the content itself.
    ///
    /// This is the one source of truth for what a view shows. Content that answers for its rows (declarative rows,
    /// a cascading tree) still answers for them while a snapshot is shown. Holding no snapshot once the host has
    /// caught up matters: a storage's next edit then changes its arrays in place instead of copying them.
    public var shown: ContentSnapshot? {
        if let shownSections { return ContentSnapshot(sections: shownSections) }
        if let shownWindowed { return ContentSnapshot(windowed: shownWindowed) }
        return nil
    }

    /// Makes `snapshot` what the host shows (`nil`: the content itself). Hosts call ``apply(_:to:)`` and
    /// ``reloadShownContent()``; call this for a change the view already shows (a user's move, absorbed).
    public func show(_ snapshot: ContentSnapshot?) {
        switch snapshot?.source {
        case .sections(let sections)?:
            shownSections = sections
            shownWindowed = nil
        case .windowed(let content)?:
            shownSections = nil
            shownWindowed = content
        case nil:
            shownSections = nil
            shownWindowed = nil
        }
    }

    /// Shows the content as it is now (what its observers have received): what a host does when it reloads.
    public func reloadShownContent() {
        cutCounts = []
        show(nil)
    }

    /// The counts an app's own content reported that the dispatcher could not pass on since the host last reloaded
    /// (``reloadShownContent()``), at most three, as text: `"-5 sections"`, `"9223372036854775807 rows in section 0"`.
    /// Each is also reported (``Anomaly/invalidValue(_:)``, once per kind); a host that has a place to say so on
    /// screen (the terminal's status bar) shows these.
    public var countsCutSinceReload: [String] { cutCounts }

    /// Stops showing a snapshot when it is the content's current state: the host has caught up.
    func releaseShownIfCurrent() {
        guard let shown, let observable = observableContent,
            observable.snapshot.isIdentical(to: shown)
        else { return }
        show(nil)
    }

    /// Whether a host holds updates of the content it has not applied yet (UIKit waits for an animating batch to
    /// end): the view is behind the content, so a move the user makes on screen cannot be applied to the content
    /// (its paths name other rows) and is refused. The host sets it.
    public var hasUpdatesWaiting: Bool {
        get { updatesWaiting }
        set { updatesWaiting = newValue }
    }

    /// Runs `body`, in which the host asks for a view (UIKit's `cellForRowAt`), with what the host shows kept in
    /// ``stateBeforeConfiguring``: if the view's configuration edits the content (``isConfiguringView``), a host that
    /// holds the edit's update until later (UIKit, to the next turn of the main queue) shows that state meanwhile
    /// (``show(_:)``), so every count, model, cell and tap until then is the view's. A windowed content (a database
    /// storage) cannot be kept this way: it is `nil` then. Costs a reference to the sections per view asked for.
    public func whileAskingForView<Result>(_ body: () -> Result) -> Result {
        guard stateBeforeConfiguring == nil else { return body() }
        stateBeforeConfiguring = currentState
        defer { stateBeforeConfiguring = nil }
        return body()
    }

    /// What the host shows now, as a snapshot that stays as it is when the content changes; `nil` for windowed
    /// content.
    private var currentState: ContentSnapshot? {
        if let shownSections { return ContentSnapshot(sections: shownSections) }
        guard shownWindowed == nil else { return nil }
        if let memoryStorage { return ContentSnapshot(sections: memoryStorage.content) }
        if let rowSections { return ContentSnapshot(sections: rowSections.shown) }
        guard let snapshot = observableContent?.snapshot, snapshot.sections != nil else {
            return nil
        }
        return snapshot
    }
}
