/// Runs `body` with `view` as a `View` and returns its answer, or `nil` when `view` is not a `View`: the per-cell
/// cast of the view a mapping configures, made without the runtime and without a retain when `view` is exactly a
/// `View` (not a subclass).
///
/// `view as? View` is a runtime call, and its answer a new reference: retained, then released once the view is
/// configured (two atomic operations per cell). An instance whose class is `View` itself is instead reinterpreted
/// and lent to `body` for the call only, which the caller's own reference to `view` keeps alive. A subclass of `View`
/// goes to the runtime's cast, whose answer is then the same.
@inlinable @inline(__always)
func withView<View: AnyObject, Result>(
    _ view: AnyObject, as type: View.Type, _ body: (View) -> Result
) -> Result? {
    if ObjectIdentifier(Swift.type(of: view)) == ObjectIdentifier(View.self) { return lend(view, as: View.self, body) }
    guard let cast = view as? View else { return nil }
    return body(cast)
}

/// Runs `body` with `view`, whose class the caller has checked is exactly `View`, reinterpreted as a `View`: no
/// runtime cast, no retain (the caller's own reference keeps `view` alive for the call).
@inlinable @inline(__always)
func lend<View: AnyObject, Result>(_ view: AnyObject, as type: View.Type, _ body: (View) -> Result) -> Result {
    withUnretained(Unmanaged<View>.fromOpaque(Unmanaged.passUnretained(view).toOpaque()), body)
}
