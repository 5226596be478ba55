internal import Trellis

// Headers and footers: titles (a `String` model no view is mapped for) and views, dequeued through the dispatcher
// the first time a test reads them and kept while the table shows them (until its next update or reload), with
// `willDisplaySupplementary` / `didEndDisplayingSupplementary` as UIKit sends them.

extension HeadlessTableView {
    /// The header title of `section`, as UIKit's `titleForHeaderInSection` would show it: the section's header
    /// model when it is a `String` with no view mapped for it; `nil` otherwise (also for a section out of range).
    public func headerTitle(inSection section: Int) -> String? {
        counts.indices.contains(section) ? dispatcher.title(ofKind: .header, inSection: section) : nil
    }

    /// The footer title of `section` (see ``headerTitle(inSection:)``).
    public func footerTitle(inSection section: Int) -> String? {
        counts.indices.contains(section) ? dispatcher.title(ofKind: .footer, inSection: section) : nil
    }

    /// The header view of `section`, dequeued and configured with its model as UIKit's `viewForHeaderInSection`
    /// would be; `nil` when the section has no header model, or a title only.
    public func headerView(inSection section: Int) -> AnyObject? { supplementaryView(.header, inSection: section) }

    /// The footer view of `section` (see ``headerView(inSection:)``).
    public func footerView(inSection section: Int) -> AnyObject? { supplementaryView(.footer, inSection: section) }

    /// The header or footer view shown for `section`, dequeued the first time it is asked for.
    func supplementaryView(_ kind: ViewKind, inSection section: Int) -> AnyObject? {
        guard counts.indices.contains(section) else { return nil }
        let key = SupplementaryKey(kind: kind, section: section)
        if let shown = visibleSupplementaries[key] { return shown.view }
        guard let configured = dispatcher.supplementaryView(ofKind: kind, inSection: section) else { return nil }
        visibleSupplementaries[key] = configured
        dispatcher.willDisplaySupplementary(configured.view, ofKind: kind, inSection: section)
        // The view edited the content: its update waited until the view was in place.
        if applyHeldUpdates() { return supplementaryView(kind, inSection: section) }
        return configured.view
    }

    /// Takes every header and footer view off the screen (their sections changed or reloaded): they are queued
    /// for reuse, and dequeued again when next read.
    func retireSupplementaries() {
        let shown = visibleSupplementaries
        visibleSupplementaries = [:]
        for (key, view) in shown.sorted(by: { $0.key < $1.key }) {
            reuseQueue.enqueue(view)
            dispatcher.didEndDisplayingSupplementary(
                view.view, showing: view.model, ofKind: key.kind, inSection: key.section)
        }
    }
}

/// A header or footer place.
struct SupplementaryKey: Hashable, Comparable {
    let kind: ViewKind
    let section: Int

    /// By section, the header first.
    static func < (lhs: SupplementaryKey, rhs: SupplementaryKey) -> Bool {
        (lhs.section, lhs.kind == .header ? 0 : 1) < (rhs.section, rhs.kind == .header ? 0 : 1)
    }
}
