/// Runs `body` with the object `object` refers to, neither retained nor released: for an object the caller knows
/// something else holds for the whole call (the per-cell path's row, held by the model being shown).
///
/// Per-cell code calls this rather than `Unmanaged._withUnsafeGuaranteedRef` with a closure of its own: a
/// main-actor closure handed straight to a standard-library function checks, every time it runs, that it runs on the
/// main actor (the library is not compiled with strict concurrency checking), which costs more than a retain.
@inlinable @inline(__always)
func withUnretained<Object: AnyObject, Result>(_ object: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    object._withUnsafeGuaranteedRef(body)
}
