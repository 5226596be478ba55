/// What a view shows instead of an empty table: a title, an optional message and an optional image, described
/// without UIKit. Every host shows it when the content has no rows (``Dispatcher/hasNoItems``): UIKit's managers as
/// a `UIContentUnavailableConfiguration` (iOS 17; a list content configuration before), the terminal table in the
/// middle of its rows, the headless table as ``Trellis/EmptyState`` it reports showing.
///
/// ```swift
/// manager.emptyState = .emptyState(EmptyState("No posts yet", message: "Pull to refresh.", imageName: "tray"))
/// terminalTable.emptyState = EmptyState("No matches for “\(query)”")
/// ```
public struct EmptyState: Hashable, Sendable {
    /// The main line.
    public var title: String
    /// A line of explanation under it.
    public var message: String?
    /// An image's name (UIKit: an SF Symbol, `UIImage(systemName:)`); hosts that draw no images leave it out.
    public var imageName: String?

    /// An empty state with `title`, and optionally a `message` and an image.
    public init(_ title: String, message: String? = nil, imageName: String? = nil) {
        self.title = title
        self.message = message
        self.imageName = imageName
    }
}

extension Dispatcher {
    /// Whether what the host shows has no rows at all (no sections, or only empty ones): when a host shows its empty
    /// state. It reads the counts only, never a model.
    public var hasNoItems: Bool {
        let sections = numberOfSections
        for section in 0..<max(0, sections) where numberOfItems(inSection: section) > 0 { return false }
        return true
    }
}
