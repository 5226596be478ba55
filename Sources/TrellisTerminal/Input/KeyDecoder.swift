/// Turns the bytes a terminal in raw mode sends into ``Key``s: UTF-8 characters, control characters and the
/// escape sequences of arrows, page up/down, home/end and delete (both the `ESC [` and the `ESC O` forms).
///
/// A lone escape byte at the end of a read is the Escape key; bytes of an incomplete UTF-8 character are kept for
/// the next read; a byte that cannot start or continue a UTF-8 character is dropped alone.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// The keys in `bytes` (with whatever the previous call left incomplete before them).
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                let (key, length) = Self.escapeSequence(input, from: index)
                keys.append(key)
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x00..<0x20:
                keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            default:
                let length = Self.utf8Length(byte)
                let following = input[(index + 1)..<min(input.count, index + length)]
                guard following.allSatisfy({ $0 & 0xC0 == 0x80 }) else {
                    index += 1  // a lead byte without its continuation bytes: dropped alone
                    continue
                }
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                guard let text = String(validating: input[index..<(index + length)], as: UTF8.self),
                    let character = text.first
                else {
                    // Not UTF-8 (a stray continuation byte, an invalid lead): that byte alone is dropped, so the
                    // keys after it are kept.
                    index += 1
                    continue
                }
                keys.append(.character(character))
                index += length
                continue
            }
            index += 1
        }
        return keys
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// The key of the escape sequence at `start` and its length in bytes.
    private static func escapeSequence(_ input: [UInt8], from start: Int) -> (Key, Int) {
        guard start + 1 < input.count else { return (.escape, 1) }
        let introducer = input[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        var index = start + 2
        var parameters = ""
        while index < input.count {
            let byte = input[index]
            if byte >= 0x40 && byte <= 0x7E {
                let length = index - start + 1
                switch (byte, parameters) {
                case (UInt8(ascii: "A"), _): return (.up, length)
                case (UInt8(ascii: "B"), _): return (.down, length)
                case (UInt8(ascii: "C"), _): return (.right, length)
                case (UInt8(ascii: "D"), _): return (.left, length)
                case (UInt8(ascii: "H"), _): return (.home, length)
                case (UInt8(ascii: "F"), _): return (.end, length)
                case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
                case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
                case (UInt8(ascii: "~"), "3"): return (.delete, length)
                case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
                case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
                default: return (.escape, length)
                }
            }
            parameters.unicodeScalars.append(Unicode.Scalar(byte))
            index += 1
        }
        return (.escape, input.count - start)
    }
}
