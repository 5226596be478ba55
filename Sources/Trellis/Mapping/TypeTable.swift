/// A small hash table from a type (its `ObjectIdentifier`) to a value, for the per-cell mapping lookup.
///
/// `Dictionary` hashes keys with SipHash, which is most of a lookup's cost when the key is one pointer. Type
/// identifiers are unique pointers already, so a multiplicative hash of the pointer spreads them well; the table uses
/// open addressing with linear probing and stays at most half full. Each key sits beside its value, so a lookup
/// reads one cache line, not one in a key array and one in a value array (with many types, each cell looks up a
/// different one). Entries are only added (the registry starts a new table when mappings change).
struct TypeTable<Value> {
    /// A slot: `key` is the type's bit pattern, 0 for an empty slot.
    private struct Entry {
        var key: UInt
        var value: Value?
    }

    private var entries: [Entry]
    private var shift: Int
    private(set) var count = 0

    init() {
        entries = Array(repeating: Entry(key: 0, value: nil), count: 16)
        shift = UInt.bitWidth - 4
    }

    @inline(__always)
    private func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The value for `type`, if any.
    @inline(__always)
    subscript(type: ObjectIdentifier) -> Value? {
        let key = UInt(bitPattern: type)
        var index = slot(for: key)
        let mask = entries.count - 1
        while true {
            let found = entries[index].key
            if found == key { return entries[index].value }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Every value in the table, in no particular order.
    var allValues: [Value] { entries.compactMap(\.value) }

    /// Sets the value for `type`, which must not be in the table yet.
    mutating func insert(_ value: Value, for type: ObjectIdentifier) {
        if (count + 1) * 2 > entries.count { grow() }
        let key = UInt(bitPattern: type)
        var index = slot(for: key)
        let mask = entries.count - 1
        while entries[index].key != 0 && entries[index].key != key { index = (index + 1) & mask }
        if entries[index].key == 0 { count += 1 }
        entries[index] = Entry(key: key, value: value)
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: 0, value: nil), count: old.count * 2)
        shift -= 1
        count = 0
        for entry in old where entry.key != 0 {
            if let value = entry.value { insert(value, for: ObjectIdentifier(bitPattern: entry.key)) }
        }
    }
}

extension ObjectIdentifier {
    /// The identifier whose bit pattern is `bits` (which came from `UInt(bitPattern:)` of an identifier).
    fileprivate init(bitPattern bits: UInt) {
        self = unsafeBitCast(bits, to: ObjectIdentifier.self)
    }
}
