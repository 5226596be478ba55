// Lengths that closures answer reach UIKit as they are: a NaN or infinite height makes a table lay out nothing (or
// loop), a negative one raises. So every height, size and spacing a closure gives is checked here before a host sees
// it; an unusable one is reported (`Anomaly.invalidValue`, once per kind of value and dispatcher, not once per row)
// and replaced by `nil`, which the host reads as "use your own" (the table's `rowHeight`, the layout's `itemSize`).

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
