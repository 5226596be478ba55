internal import Trellis
#if canImport(UIKit)
internal import UIKit
#else
internal import UIKitStandIn
#endif

/// What one of Trellis's configuration views (its table and collection cells, headers, footers and supplementary
/// views) shows: the content it was last given, and the rule every one of them follows, that a change an `@Observable`
/// read reports asks the view to update only while it still shows the content whose closure made that read (a reused
/// view has moved on to another model by then).
@MainActor
final class ConfigurationSlot<State> {
    /// The content shown, if any.
    var content: ConfigurationContent<State>? {
        didSet { generation &+= 1 }
    }
    /// Tells a change reported for an older content from one for the current.
    private var generation = 0

    /// The model shown.
    var model: Any? { content?.model }

    /// The configuration of the content shown for `state`, or `nil` when the view shows nothing yet. `update` runs
    /// when an `@Observable` property the closure read changes (where UIKit does not track such reads itself), if the
    /// view still shows this content then.
    func configuration(
        for state: State, update: @escaping @MainActor () -> Void
    ) -> (any UIContentConfiguration)? {
        guard let content else { return nil }
        let shown = generation
        return content.configuration(for: state) { [weak self] in
            guard let self, self.generation == shown else { return }
            update()
        }
    }
}
