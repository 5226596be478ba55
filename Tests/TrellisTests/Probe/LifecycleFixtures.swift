import Foundation
import Observation
import Trellis

// Fixtures of the lifecycle and concurrency probe (LifecycleFindingsTests, LifecycleAttackTests).

/// A note whose line count changes in place: a row's height is computed from it. `@unchecked Sendable` as a Swift 6
/// app's model changed from a background task must be (the `@Observable` registrar is thread-safe; the tests never
/// read and write a property at the same time).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class LifecycleNote: Identifiable, @unchecked Sendable {
    let id: Int
    var lines: Int
    init(id: Int, lines: Int) {
        self.id = id
        self.lines = lines
    }
}

/// Shows a note's line count, and remembers each one it showed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LifecycleNoteCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [Int] = []
    init() {}
    func update(with model: LifecycleNote) { shown.append(model.lines) }
}

/// A list of values whose array changes: what a live section follows.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class LifecycleFeed: @unchecked Sendable {
    var items: [LifecycleItem] = []
}

struct LifecycleItem: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
}

@MainActor
final class LifecycleItemCell: ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with model: LifecycleItem) { text = model.text }
}

/// A thread-safe counter and flag box.
final class LifecycleCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// Something a closure captures, to see with a weak reference whether the closure was released.
final class LifecycleToken: @unchecked Sendable {}

/// What a user's screen owns: its content, its table, its storage; its row closures capture it weakly.
@MainActor
final class LifecycleScreen {
    var taps = 0
    init() {}
}

func lifecycleItems(_ ids: some Sequence<Int>, tag: String = "") -> [LifecycleItem] {
    ids.map { LifecycleItem(id: $0, text: "i\($0)\(tag)") }
}

/// Holds an object until `release()`, which may run on any thread.
final class LifecycleBox: @unchecked Sendable {
    private let lock = NSLock()
    private var held: AnyObject?
    init(_ held: AnyObject) { self.held = held }
    func release() { lock.withLock { held = nil } }
}

/// Holds an observation that its own cancel action reaches.
final class LifecycleBoxedObservation: @unchecked Sendable {
    var observation: ContentObservation?
}

/// What an app's nonisolated code (a network callback, a model actor's caller) writes to reach Trellis.
enum LifecycleBackground {
    static func edit(_ storage: MemoryStorage, binding: LiveBinding, token: ContentObservation) async throws {
        try await storage.addItem(LifecycleItem(id: 99, text: "from afar"))
        binding.cancel()
        token.cancel()
    }

    static func flush(_ content: LiveContent) async {
        await content.flush()
    }
}

/// A contact shown by two cell types that read different properties.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class LifecycleContact {
    var name = "Ann"
    var status = "away"
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LifecycleNameCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [String] = []
    init() {}
    func update(with model: LifecycleContact) { shown.append(model.name) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LifecycleStatusCell: ModelTransfer, ConstructibleView {
    private(set) var shown: [String] = []
    init() {}
    func update(with model: LifecycleContact) { shown.append(model.status) }
}
