import Observation
import Trellis
import UIKitStandIn

// Fixtures of the UIKit lifecycle probe (LifecycleUIKitFindingsTests, LifecycleUIKitAttackTests).

/// A note whose line count changes in place; rows compute their height from it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class LifecycleUIKitNote: Identifiable, @unchecked Sendable {
    let id: Int
    var lines: Int
    init(id: Int, lines: Int) {
        self.id = id
        self.lines = lines
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class LifecycleUIKitNoteCell: UITableViewCell, ModelTransfer {
    private(set) var shown: [Int] = []
    func update(with model: LifecycleUIKitNote) { shown.append(model.lines) }
}

struct LifecycleUIKitItem: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
}

final class LifecycleUIKitItemCell: UITableViewCell, ModelTransfer {
    private(set) var text = ""
    func update(with model: LifecycleUIKitItem) { text = model.text }
}

func lifecycleUIKitItems(_ ids: some Sequence<Int>, tag: String = "") -> [LifecycleUIKitItem] {
    ids.map { LifecycleUIKitItem(id: $0, text: "i\($0)\(tag)") }
}

/// A window and a table in it, as a screen has.
@MainActor
func lifecycleUIKitTable(height: Double = 440) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    window.addSubview(table)
    return (window, table)
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class LifecycleUIKitFeed {
    var items: [LifecycleUIKitItem] = []
}
