@testable import Trellis

// Fixtures of the heights, prefetching, drag-and-drop, focus, index-title, layout and scene-activation event tests.

final class ProbeArticleCell: RecordingView<Article>, ConstructibleView {}
final class ProbeFeaturedCell: RecordingView<Article>, ConstructibleView {}
final class ProbeBadgeCell: RecordingView<Badge>, ConstructibleView {}
final class ProbeAnimalCell: RecordingView<Animal>, ConstructibleView {}
final class ProbeArticleHeader: RecordingView<Article>, ConstructibleView {}
final class ProbeArticleFooter: RecordingView<Article>, ConstructibleView {}
final class ProbeBadgeHeader: RecordingView<Badge>, ConstructibleView {}

/// A stand-in for a host's session or coordinator object.
final class ProbeObject {}

/// Collects what closures received.
@MainActor
final class ProbeLog<Entry> {
    var all: [Entry] = []
    func append(_ entry: Entry) { all.append(entry) }
}

/// A dispatcher showing `sections`, with a probe host (keep it: the dispatcher holds it weakly) and an anomaly log.
@MainActor
func probeDispatcher(_ sections: [StorageSection]) throws -> (Dispatcher, TestHost, AnomalyLog) {
    let dispatcher = Dispatcher(content: try MemoryStorage(sections: sections))
    let host = TestHost()
    dispatcher.host = host
    let log = AnomalyLog()
    dispatcher.anomalyHandler = log.handler
    return (dispatcher, host, log)
}
