import Testing
@testable import Trellis

/// A class model conforming to a protocol a mapping shows.
final class Cake: Food { var calories: Int { 400 } }
final class FoodCellView: RecordingView<any Food>, ConstructibleView {}
final class TitleHeaderView: RecordingView<String>, ConstructibleView {}

/// `Anomaly.eventCannotFire`: a dispatcher closure for a model type no mapping shows is reported, comparing types
/// exactly unless a protocol (existential) is involved, where conformance cannot be known without a value.
@MainActor
@Suite("Events that can never fire")
struct EventCannotFireTests {
    let host = TestHost()

    func make(_ sections: [StorageSection] = []) throws -> (Dispatcher, AnomalyLog) {
        let dispatcher = Dispatcher(content: try MemoryStorage(sections: sections))
        dispatcher.host = host
        let log = AnomalyLog()
        dispatcher.anomalyHandler = log.handler
        return (dispatcher, log)
    }

    func reported(_ log: AnomalyLog) -> [String] {
        log.all.compactMap { anomaly in
            if case .eventCannotFire(let report) = anomaly {
                return "\(report.event) \(report.type)"
            } else {
                return nil
            }
        }
    }

    @Test("a value type no mapping shows is reported, although other value types are mapped")
    func valueTypesAreComparedExactly() throws {
        let (dispatcher, log) = try make()
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.heightForCell(withModel: Badge.self) { _, _ in 44 }
        dispatcher.didSelect(withModel: String.self) { _, _ in }
        dispatcher.willSelect(withModel: Article.self) { _, path in path }
        _ = dispatcher.numberOfSections
        #expect(reported(log).sorted() == ["didSelect String", "heightForCell Badge"])
    }

    @Test("a protocol mapping may show any conforming value or class; a protocol closure may fire for any mapping")
    func protocolsKeepMatching() throws {
        let (dispatcher, log) = try make()
        dispatcher.registry.register(FoodCellView.self)
        dispatcher.didSelect(withModel: Apple.self) { _, _ in }
        dispatcher.didSelect(withModel: Cake.self) { _, _ in }
        dispatcher.didSelect(withModel: (any Food).self) { _, _ in }
        _ = dispatcher.numberOfSections
        #expect(reported(log) == [])

        let (byProtocol, protocolLog) = try make([StorageSection(items: [Article(title: "a")])])
        byProtocol.registry.register(ArticleCellView.self)
        byProtocol.didSelect(withModel: (any Food).self) { _, _ in }
        byProtocol.didSelect(withModel: Any.self) { _, _ in }
        byProtocol.didHighlight(withModel: AnyHashable.self) { _, _ in }
        _ = byProtocol.numberOfSections
        #expect(reported(protocolLog) == [])
    }

    @Test("a class conforming to a protocol mapping fires, and is not reported")
    func classConformingToProtocolMapping() throws {
        let (dispatcher, log) = try make([StorageSection(items: [Cake()])])
        dispatcher.registry.register(FoodCellView.self)
        var fired: [Int] = []
        dispatcher.didSelect(withModel: Cake.self) { cake, _ in fired.append(cake.calories) }
        _ = dispatcher.numberOfSections
        dispatcher.didSelectItem(at: path(0, 0), view: FoodCellView())
        #expect(fired == [400])
        #expect(reported(log) == [])
    }

    @Test("String and Substring closures for header and footer events fire on titles with no mapping; for cells not")
    func titles() throws {
        let (dispatcher, log) = try make([StorageSection(header: "Fruit", footer: Substring("end"), items: [])])
        dispatcher.registry.register(ArticleCellView.self)
        dispatcher.heightForHeader(withModel: String.self) { title, _ in Double(title.count) }
        dispatcher.heightForFooter(withModel: Substring.self) { title, _ in Double(title.count) }
        dispatcher.heightForCell(withModel: String.self) { _, _ in 44 }
        _ = dispatcher.numberOfSections
        #expect(reported(log) == ["heightForCell String"])
        #expect(dispatcher.heightForHeader(inSection: 0) == 5)
        #expect(dispatcher.heightForFooter(inSection: 0) == 3)
    }

    @Test("a String mapping makes a String cell closure fireable")
    func mappedStrings() throws {
        let (dispatcher, log) = try make()
        dispatcher.registry.register(TitleHeaderView.self, as: .header)
        dispatcher.heightForCell(withModel: String.self) { _, _ in 44 }
        _ = dispatcher.numberOfSections
        #expect(reported(log) == [])
    }

    @Test("isExistential: protocols, compositions, Any and AnyObject, constrained existentials; nothing else")
    func existentials() {
        #expect(isExistential((any Food).self))
        #expect(isExistential(Any.self))
        #expect(isExistential(AnyObject.self))
        #expect(isExistential((any Food & AnyObject).self))
        #expect(isExistential((any Sequence<Int>).self))
        for type: Any.Type in [Apple.self, Badge.self, Dog.self, Cake.self, Int?.self, AnyHashable.self, String.self] {
            #expect(!isExistential(type), "\(type)")
        }
    }
}
