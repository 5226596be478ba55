/// A small hash table from a type (its `ObjectIdentifier`) to a value, for the per-cell mapping lookup.
///
/// `Dictionary` hashes keys with SipHash, which is most of a lookup's cost when the key is one pointer. Type
/// identifiers are unique pointers already, so a multiplicative hash of the pointer spreads them well; the table uses
/// open addressing with linear probing and stays at most half full. Entries are only added (the registry starts a new
/// table when mappings change).
struct TypeTable<Value> {
    private var keys: [UInt]
    private var values: [Value?]
    private var shift: Int
    private(set) var count = 0

    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: nil, count: 16)
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
        let mask = keys.count - 1
        while true {
            let found = keys[index]
            if found == key { return values[index] }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Every value in the table, in no particular order.
    var allValues: [Value] { values.compactMap { $0 } }

    /// Sets the value for `type`, which must not be in the table yet.
    mutating func insert(_ value: Value, for type: ObjectIdentifier) {
        if (count + 1) * 2 > keys.count { grow() }
        let key = UInt(bitPattern: type)
        var index = slot(for: key)
        let mask = keys.count - 1
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == 0 { count += 1 }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            if let value { insert(value, for: ObjectIdentifier(bitPattern: key)) }
        }
    }
}

extension ObjectIdentifier {
    /// The identifier whose bit pattern is `bits` (which came from `UInt(bitPattern:)` of an identifier).
    fileprivate init(bitPattern bits: UInt) {
        self = unsafeBitCast(bits, to: ObjectIdentifier.self)
    }
}
