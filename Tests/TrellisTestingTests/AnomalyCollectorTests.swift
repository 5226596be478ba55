import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Anomaly collector")
struct AnomalyCollectorTests {
    @Test("collect keeps the anomalies of its body, in order, and nothing else")
    func collects() throws {
        let collector = AnomalyCollector()
        let storage = MemoryStorage()
        try collector.collect { try storage.addItems(["x", "x"]) }
        let outside = AnomalyCollector()
        try outside.collect { try storage.addItems(["y", "y"]) }  // outside: not collected here
        #expect(collector.anomalies.count == 1)
        #expect(outside.anomalies.count == 1)
        #expect(collector.anomalies(withShortMessage: "duplicate item identity").count == 1)
        collector.removeAll()
        #expect(collector.anomalies.isEmpty)
    }

    @Test("an object's own handler can feed the collector too")
    func objectHandler() throws {
        let collector = AnomalyCollector()
        let storage = MemoryStorage()
        storage.anomalyHandler = collector.handler
        try storage.addItems(["x", "x"])
        #expect(collector.anomalies.count == 1)
    }
}

@MainActor
@Suite("Anomaly collector trait", .collectsAnomalies)
struct AnomalyCollectorTraitTests {
    @Test("each test of a suite with the trait has a collector of its own")
    func traitCollects() throws {
        let storage = MemoryStorage()
        try storage.addItems(["x", "x"])
        #expect(CollectsAnomaliesTrait.current?.anomalies.count == 1)
    }

    @Test("a second test starts empty")
    func traitIsPerTest() {
        #expect(CollectsAnomaliesTrait.current?.anomalies.isEmpty == true)
    }
}
