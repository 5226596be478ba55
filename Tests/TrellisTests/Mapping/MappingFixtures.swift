@testable import Trellis

// Models of every kind a screen holds.
struct Article: Equatable { var title: String }
enum Badge: Equatable { case new, hot }
class Animal { let name: String; init(name: String) { self.name = name } }
class Dog: Animal {}
final class Puppy: Dog {}
protocol Food { var calories: Int { get } }
struct Apple: Food { var calories = 52 }
struct Bread: Food { var calories = 265 }

/// A view that remembers what it was given.
@MainActor
class RecordingView<Model>: ModelTransfer {
    private(set) var shown: [Model] = []
    required init() {}
    func update(with model: Model) { shown.append(model) }
}

final class ArticleCell: RecordingView<Article> {}
final class FeaturedArticleCell: RecordingView<Article> {}
final class OtherArticleCell: RecordingView<Article> {}
final class BadgeCell: RecordingView<Badge> {}
final class AnimalCell: RecordingView<Animal> {}
final class DogCell: RecordingView<Dog> {}
final class FoodCell: RecordingView<any Food> {}
final class AppleCell: RecordingView<Apple> {}
final class TitleHeader: RecordingView<String> {}
final class ArticleHeader: RecordingView<Article> {}

/// Collects the anomalies of one registry.
final class AnomalyLog: Sendable {
    private let anomalies = Locked<[Anomaly]>([])
    var all: [Anomaly] { anomalies.withLock { $0 } }
    var handler: AnomalyHandler { AnomalyHandler { anomaly in self.anomalies.withLock { $0.append(anomaly) } } }
}

@MainActor
func registryWithLog() -> (MappingRegistry, AnomalyLog) {
    let registry = MappingRegistry()
    let log = AnomalyLog()
    registry.anomalyHandler = log.handler
    return (registry, log)
}
