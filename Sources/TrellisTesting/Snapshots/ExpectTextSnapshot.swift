#if canImport(Testing)
public import Testing

/// Expects `snapshot` to read as `expected` (trailing spaces and a final newline aside); when it does not, records
/// an issue listing the lines that differ (`-` expected, `+` shown) and the whole snapshot, ready to paste.
///
/// ```swift
/// expectTextSnapshot(table.textSnapshot(), matches: """
///     [Countries]
///     > Chile
///       Peru
///     """)
/// ```
///
/// - Returns: Whether it matched.
@discardableResult
public func expectTextSnapshot(
    _ snapshot: TextSnapshot, matches expected: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard !snapshot.matches(expected) else { return true }
    let message =
        "The screen differs from the expected text snapshot (- expected, + shown):\n"
        + snapshot.difference(from: expected) + "\n\nThe screen:\n" + snapshot.description
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return false
}
#endif
