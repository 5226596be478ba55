// Lengths that closures answer reach UIKit as they are: a NaN or infinite height makes a table lay out nothing (or
// loop), a negative one raises. So every height, size and spacing a closure gives is checked here before a host sees
// it; an unusable one is reported (`Anomaly.invalidValue`, once per kind of value and dispatcher, not once per row)
// and replaced by `nil`, which the host reads as "use your own" (the table's `rowHeight`, the layout's `itemSize`).
// Counts that content of the app's own (a `SectionedContent` conformance) reports are checked the same way: a negative
// count makes UIKit raise, and one past any table (`Int.max` sections) makes a host allocate for it or overflow.

extension Dispatcher {
    /// `value` when it is a usable length (finite, 0 or more), else `nil`, reported.
    func checkedLength(_ value: Double?, _ what: String, at path: ItemPath) -> Double? {
        guard let value else { return nil }
        if value.isFinite && value >= 0 { return value }
        reportInvalid(
            what, value: "\(value)", place: "\(path)",
            why: value.isNaN
                ? "is not a number"
                : value.isInfinite ? "is infinite" : "is negative")
        return nil
    }

    /// `size` when both its sides are usable lengths, else `nil`, reported.
    func checkedSize(_ size: TrellisSize?, _ what: String, at path: ItemPath) -> TrellisSize? {
        guard let size else { return nil }
        guard checkedLength(size.width, what + " width", at: path) != nil,
            checkedLength(size.height, what + " height", at: path) != nil
        else { return nil }
        return size
    }

    /// `value` when it is finite (a spacing may be negative: items overlap), else `nil`, reported.
    func checkedFinite(_ value: Double?, _ what: String, inSection section: Int) -> Double? {
        guard let value else { return nil }
        if value.isFinite { return value }
        reportInvalid(what, value: "\(value)", place: "section \(section)", why: "is not a finite number")
        return nil
    }

    /// The most sections a dispatcher passes on: more are left out, reported. A table of a million sections is already
    /// past use; the bound keeps what a host allocates per section, and the sum of every section's rows, in range.
    public nonisolated static let maximumSectionCount = 1_000_000
    /// The most items a dispatcher passes on for one section: more are left out, reported. A million sections of this
    /// many rows still sum to less than `Int.max`.
    public nonisolated static let maximumItemCount = 1 << 42

    /// `count` sections, as content of the app's own reported it, brought into `0...maximumSectionCount`, reported.
    func checkedSectionCount(_ count: Int, of content: any SectionedContent) -> Int {
        checkedCount(
            count, "section count", maximum: Self.maximumSectionCount, place: "\(type(of: content))",
            cut: "\(count) sections")
    }

    /// `count` items of `section`, as content of the app's own reported it, brought into `0...maximumItemCount`.
    func checkedItemCount(_ count: Int, inSection section: Int, of content: any SectionedContent) -> Int {
        checkedCount(
            count, "item count", maximum: Self.maximumItemCount, place: "section \(section) of \(type(of: content))",
            cut: "\(count) rows in section \(section)")
    }

    private func checkedCount(
        _ count: Int, _ what: String, maximum: Int, place: String, cut: @autoclosure () -> String
    ) -> Int {
        if count >= 0 && count <= maximum { return count }
        let usable = count < 0 ? 0 : maximum
        if cutCounts.count < 3 {
            let text = cut()
            if !cutCounts.contains(text) { cutCounts.append(text) }
        }
        reportInvalid(
            what, value: "\(count)", place: place, why: count < 0 ? "is negative" : "is more than \(maximum)",
            replacement: "\(usable)")
        return usable
    }

    /// Reports an unusable value once per kind of value (`what`) for this dispatcher.
    func reportInvalid(
        _ what: String, value: String, place: String, why: String,
        replacement: String = "nothing (the host's own value)"
    ) {
        guard reportedInvalidValues.insert(what).inserted else { return }
        registry.report(
            .invalidValue(
                InvalidValue(
                    what: what, value: value, place: place + " (later ones are replaced without a report)", why: why,
                    replacement: replacement)))
    }
}
