public import Foundation

/// A small, fast, reproducible random number generator (SplitMix64). Not public API of Trellis: tests and
/// benchmarks use it so that every failure prints a seed that replays it.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator that always produces the same sequence for `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A version-4-shaped UUID made of the generator's bits.
    public mutating func uuid() -> UUID {
        let a = next(), b = next()
        return withUnsafeBytes(of: (a, b)) { raw in
            var bytes = Array(raw)
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }
}
