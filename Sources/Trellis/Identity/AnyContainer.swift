// How the per-cell casts read an `Any`: the Swift ABI's opaque existential container (`docs/ABI/TypeLayout.rst`,
// stable since Swift 5), three words of inline buffer followed by the metadata of the type it holds. A value is in
// the buffer itself exactly when it fits there (see `isStoredInline(_:)`); otherwise the buffer refers to a box.
// `castModel(_:to:)`, `exactInstance(in:ofClass:)` and a mapping's fast path (`ExactUpdate`) read it through these.

/// Whether an `Any` holding a `Model` holds it in its inline buffer, not in a box: its size fits in three words, its
/// alignment in a word's, and it is bitwise takable.
@inlinable @inline(__always)
func isStoredInline<Model>(_ type: Model.Type) -> Bool {
    MemoryLayout<Model>.size <= 3 * MemoryLayout<Int>.size
        && MemoryLayout<Model>.alignment <= MemoryLayout<Int>.alignment && _isBitwiseTakable(Model.self)
}

/// The type an `Any` container holds (its type word, after the inline buffer), given the container's address.
@inlinable @inline(__always)
func storedType(in container: UnsafeRawPointer) -> ObjectIdentifier {
    container.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: ObjectIdentifier.self)
}

/// Runs `body` with the address of `model`'s container. Per-cell code calls this rather than handing a closure of
/// its own to `withUnsafePointer(to:)`: a main-actor closure handed to a standard-library generic function checks on
/// every call that it runs on the main actor (see `docs/ARCHITECTURE.md`, "The per-cell path's rules").
@inlinable @inline(__always)
func withContainer<Result>(of model: Any, _ body: (UnsafeRawPointer) -> Result) -> Result {
    withUnsafePointer(to: model) { body(UnsafeRawPointer($0)) }
}
