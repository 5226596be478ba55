/// A view that was to come from a nib or a storyboard prototype that does not exist (the payload of
/// ``Anomaly/viewSourceMissing(_:)``).
public struct MissingViewSource: Hashable, Sendable {
    /// The view's type.
    public var view: String
    /// The place it fills.
    public var kind: ViewKind
    /// The reuse identifier it was registered with.
    public var reuseIdentifier: String
    /// What it was to come from: `the nib "PostCell" in <bundle>`, `a storyboard prototype cell`.
    public var wanted: String
    /// What was not found: `no such nib exists, and no storyboard prototype has that identifier`.
    public var missing: String
    /// What to do.
    public var remedy: String

    /// A report.
    public init(view: String, kind: ViewKind, reuseIdentifier: String, wanted: String, missing: String, remedy: String)
    {
        self.view = view
        self.kind = kind
        self.reuseIdentifier = reuseIdentifier
        self.wanted = wanted
        self.missing = missing
        self.remedy = remedy
    }
}
