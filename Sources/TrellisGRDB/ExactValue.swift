internal import Foundation
internal import GRDB

/// A value of a key column (an order, section or id column) as SQLite holds it, to compare, hash and bind again.
///
/// GRDB reads a `TEXT` value into a Swift `String`, which loses what SQLite keeps: the string stops at a NUL byte and
/// bytes that are not UTF-8 become U+FFFD. And `String`'s `==` finds canonically equivalent texts equal (a
/// precomposed "é" and "e" followed by U+0301), where SQLite's comparison tells them apart. A key read that way would
/// not find its own row again, and two ids or sections SQLite tells apart would become one. So a text value keeps
/// its bytes (read as `CAST(column AS BLOB)`): it is compared and hashed by them, and bound as them
/// (`CAST(? AS TEXT)`) when the `String` would not give SQLite the same bytes back. Other values compare as
/// `DatabaseValue`s do (an integer and a real of the same number are equal, as in SQLite).
struct ExactValue: Hashable, Sendable, CustomStringConvertible {
    /// The value as GRDB reads it: what a header or a move shows.
    let value: DatabaseValue
    /// A `TEXT` value's bytes; `nil` for any other storage class.
    let text: Data?
    /// Whether binding `value` would give SQLite other bytes than `text`.
    let isLossy: Bool

    /// `value` as read, with `bytes` the same column read as `CAST(column AS BLOB)` (only used for text).
    init(_ value: DatabaseValue, bytes: DatabaseValue?) {
        self.value = value
        guard case .string(let string) = value.storage else {
            text = nil
            isLossy = false
            return
        }
        let data = bytes.flatMap { Data.fromDatabaseValue($0) } ?? Data(string.utf8)
        text = data
        isLossy = !string.utf8.elementsEqual(data) || data.contains(0)
    }

    /// A value that is not text (an integer rowid, the one `NULL` section of unsectioned rows).
    init(_ value: DatabaseValue) {
        self.init(value, bytes: nil)
    }

    static let null = ExactValue(.null)

    /// The value of `column` in `row`, whose bytes were read as `bytesColumn` (with ``textBytes(of:)``).
    init(_ row: Row, column: String, bytesColumn: String) {
        self.init(row[column] ?? .null, bytes: row[bytesColumn])
    }

    /// The SQL for `expression`'s bytes when it is text, `NULL` otherwise: read beside the value, they make it exact.
    static func textBytes(of expression: String) -> String {
        "CASE typeof(\(expression)) WHEN 'text' THEN CAST(\(expression) AS BLOB) END"
    }

    /// The SQL that binds this value: `CAST(? AS TEXT)` for text a `String` cannot carry, else `?`.
    var placeholder: String { isLossy ? "CAST(? AS TEXT)" : "?" }

    /// The argument for ``placeholder``.
    var argument: DatabaseValue { isLossy ? (text ?? Data()).databaseValue : value }

    static func == (lhs: ExactValue, rhs: ExactValue) -> Bool {
        switch (lhs.text, rhs.text) {
        case (let left?, let right?): return left == right
        case (nil, nil): return lhs.value == rhs.value
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        if let text {
            hasher.combine(text)
        } else {
            hasher.combine(value)
        }
    }

    var description: String { value.description }
}

extension KeySQL {
    /// The result column holding key column `index`'s bytes when it is text (``rowColumns``).
    static func textBytesColumn(_ index: Int) -> String { "trellis_text_\(index)" }

    /// The columns every query that reads rows selects: the request's own, then each key column's bytes when it is
    /// text, so that a row's key is exact (``ExactValue``); rowids are never text.
    var rowColumns: String {
        let textual = idsAreRowIDs ? keyColumns.indices.dropLast() : keyColumns.indices[...]
        return
            (["*"]
            + textual.map { index in
                "\(ExactValue.textBytes(of: quoted(keyColumns[index].column))) AS \(quoted(Self.textBytesColumn(index)))"
            }).joined(separator: ", ")
    }

    /// The exact value of key column `index` in `row` (read with ``rowColumns``: a column without its bytes there is
    /// never text).
    func exactValue(in row: Row, keyColumn index: Int) -> ExactValue {
        ExactValue(row, column: keyColumns[index].column, bytesColumn: Self.textBytesColumn(index))
    }
}
