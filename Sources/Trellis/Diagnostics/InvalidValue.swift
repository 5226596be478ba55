/// A value Trellis could not use as given (the payload of ``Anomaly/invalidValue(_:)``): what it was, where, why it
/// is unusable, and what was used instead.
public struct InvalidValue: Hashable, Sendable {
    /// What the value is for: `row height`, `header height`, ...
    public var what: String
    /// The value, as text (`nan`, `-inf`, `-12.0`).
    public var value: String
    /// Where it was given: a path, a section, an operation.
    public var place: String
    /// Why it cannot be used: `is not a number`, `is negative`, ...
    public var why: String
    /// What was used instead, as text.
    public var replacement: String

    /// An unusable value.
    public init(what: String, value: String, place: String, why: String, replacement: String) {
        self.what = what
        self.value = value
        self.place = place
        self.why = why
        self.replacement = replacement
    }
}
