// Whether a type is a protocol existential (`any Food`, `Any`, `AnyObject`, `any Food & Sweet`,
// `any Collection<Int>`), read from the type's metadata as the Swift ABI lays it out (`docs/ABI/TypeMetadata.rst`,
// stable since Swift 5): its first word is the metadata kind, `0x303` for an existential and `0x307` for an extended
// (constrained) one. A class's first word is its isa pointer or kind 0, a struct's `0x200`, an enum's `0x201`, an
// optional's `0x202`: never either value.

/// Whether `type` is a protocol existential: a type no value has as its dynamic type, matched by values of the
/// types that conform to it, which cannot be listed without a value.
func isExistential(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return kind == 0x303 || kind == 0x307
}
