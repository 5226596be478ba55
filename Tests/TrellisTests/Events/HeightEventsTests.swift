import Testing
@testable import Trellis

@MainActor
@Suite("Height events")
struct HeightEventsTests {
    let sections = [
        StorageSection(
            header: Article(title: "header"), footer: Article(title: "footer"),
            items: [Article(title: "a"), Badge.new]),
        StorageSection(header: "Title", footer: "Note", items: [Article(title: "b")]),
        StorageSection(header: Article(title: "empty header"), items: []),
    ]

    @Test("with no closure every height is nil and the methods are reported unimplemented, so self-sizing stays")
    func nothingRegistered() throws {
        let (dispatcher, host, log) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header)
        _ = host
        for path in [path(0, 0), path(0, 1), path(1, 0), path(5, 5)] {
            #expect(dispatcher.heightForItem(at: path) == nil)
            #expect(dispatcher.estimatedHeightForItem(at: path) == nil)
        }
        for section in 0..<4 {
            #expect(dispatcher.heightForHeader(inSection: section) == nil)
            #expect(dispatcher.heightForFooter(inSection: section) == nil)
            #expect(dispatcher.estimatedHeightForHeader(inSection: section) == nil)
            #expect(dispatcher.estimatedHeightForFooter(inSection: section) == nil)
        }
        for answers in [
            dispatcher.answers(.heightForCell), dispatcher.answers(.estimatedHeightForCell),
            dispatcher.answers(.heightForHeader), dispatcher.answers(.heightForFooter),
            dispatcher.answers(.estimatedHeightForHeader),
            dispatcher.answers(.estimatedHeightForFooter),
        ] {
            #expect(!answers)
        }
        #expect(log.all.isEmpty)
    }

    @Test("heightForCell receives the typed model and its path, before any view exists")
    func heightForCellFires() throws {
        let (dispatcher, _, log) = try probeDispatcher(sections)
        let calls = ProbeLog<(Article, ItemPath)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.heightForCell { article, path in
                calls.append((article, path))
                return article.title == "a" ? 80 : 44
            }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        #expect(dispatcher.answers(.heightForCell))
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 80)
        #expect(dispatcher.heightForItem(at: path(1, 0)) == 44)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == nil, "the badge's mapping has no closure")
        #expect(dispatcher.heightForItem(at: path(9, 0)) == nil, "no model there")
        #expect(calls.all.map(\.0.title) == ["a", "b"])
        #expect(calls.all.map(\.1) == [path(0, 0), path(1, 0)])
        #expect(log.all.isEmpty)
    }

    @Test("precedence: mapping closure, then the view type's, then the model type's")
    func precedence() throws {
        let (dispatcher, _, log) = try probeDispatcher([
            StorageSection(items: [Article(title: "a"), Badge.new, Dog(name: "rex")])
        ])
        dispatcher.registry.register(ProbeArticleCell.self) { $0.heightForCell { _, _ in 1 } }
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.registry.register(ProbeAnimalCell.self)
        dispatcher.heightForCell(ProbeArticleCell.self) { _, _ in 2 }
        dispatcher.heightForCell(ProbeBadgeCell.self) { badge, _ in badge == .new ? 3 : 0 }
        dispatcher.heightForCell(withModel: Article.self) { _, _ in 4 }
        dispatcher.heightForCell(withModel: Badge.self) { _, _ in 5 }
        dispatcher.heightForCell(withModel: Animal.self) { animal, _ in animal is Dog ? 6 : 0 }
        #expect(dispatcher.heightForItem(at: path(0, 0)) == 1)
        #expect(dispatcher.heightForItem(at: path(0, 1)) == 3)
        #expect(
            dispatcher.heightForItem(at: path(0, 2)) == 6, "a model-type closure for a superclass matches a subclass")
        _ = dispatcher.numberOfSections
        #expect(log.all.isEmpty)
    }

    @Test("a view-type height closure for a view no mapping has is reported as unable to fire")
    func viewTypeClosureWithoutMapping() throws {
        let (dispatcher, _, log) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.heightForCell(ProbeBadgeCell.self) { _, _ in 10 }
        dispatcher.verifyEvents()
        #expect(
            log.all.contains { anomaly in
                if case .eventCannotFire(let event) = anomaly { return event.event == "heightForCell" }
                return false
            })
    }

    @Test("estimated heights: the estimate, else the real height, else nil")
    func estimatedHeights() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.heightForCell { _, _ in 60 }
        }
        dispatcher.registry.register(ProbeBadgeCell.self) { mapping in
            mapping.estimatedHeightForCell { badge, path in
                badge == .new && path == ItemPath(item: 1, section: 0) ? 30 : 0
            }
        }
        #expect(dispatcher.answers(.estimatedHeightForCell))
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 1)) == 30)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 60, "falls back to the real height")
        #expect(dispatcher.heightForItem(at: path(0, 1)) == nil)

        let (onlyHeights, _, _) = try probeDispatcher(sections)
        onlyHeights.registry.register(ProbeArticleCell.self) { $0.heightForCell { _, _ in 60 } }
        #expect(onlyHeights.answers(.heightForCell))
        #expect(
            !onlyHeights.answers(.estimatedHeightForCell),
            "only the real height: estimatedHeightForRowAt stays unimplemented")
    }

    @Test("estimatedHeightForCell registered on the dispatcher, by view and by model type")
    func estimatedOnDispatcher() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.estimatedHeightForCell(ProbeArticleCell.self) { article, _ in Double(article.title.count) }
        dispatcher.estimatedHeightForCell(withModel: Badge.self) { _, path in Double(path.item * 100) }
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 0)) == 1)
        #expect(dispatcher.estimatedHeightForItem(at: path(0, 1)) == 100)
    }

    @Test("header and footer heights hang on their mappings and receive item 0 of their section")
    func headerAndFooterHeights() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath)>()
        dispatcher.registry.register(ProbeArticleCell.self) { $0.heightForCell { _, _ in 44 } }
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header) { mapping in
            mapping.heightForHeader { article, path in
                calls.append((article.title, path)); return 40
            }
            mapping.estimatedHeightForHeader { _, _ in 35 }
        }
        dispatcher.registry.register(ProbeArticleFooter.self, as: .footer) { mapping in
            mapping.heightForFooter { article, path in
                calls.append((article.title, path)); return 20
            }
        }
        #expect(dispatcher.heightForHeader(inSection: 0) == 40)
        #expect(dispatcher.heightForFooter(inSection: 0) == 20)
        #expect(dispatcher.estimatedHeightForHeader(inSection: 0) == 35)
        #expect(dispatcher.estimatedHeightForFooter(inSection: 0) == 20, "falls back to the real footer height")
        #expect(dispatcher.heightForHeader(inSection: 2) == 40, "an empty section's header shows unless hidden")
        #expect(calls.all.map(\.0) == ["header", "footer", "footer", "empty header"])
        #expect(calls.all.map(\.1) == [path(0, 0), path(0, 0), path(0, 0), path(2, 0)])
        #expect(dispatcher.heightForHeader(inSection: 1) == nil, "a title header has no mapping and no closure")
        #expect(dispatcher.heightForFooter(inSection: 2) == nil, "no footer model")
    }

    @Test("a header closure on a footer mapping never answers: the event names are per kind")
    func headerClosureOnFooterMapping() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleFooter.self, as: .footer) { $0.heightForHeader { _, _ in 99 } }
        #expect(dispatcher.heightForFooter(inSection: 0) == nil)
        #expect(dispatcher.heightForHeader(inSection: 0) == nil)
    }

    @Test("title headers and footers: the section closures answer, after any model-tied closure")
    func sectionClosures() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let asked = ProbeLog<Int>()
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header) { $0.heightForHeader { _, _ in 40 } }
        dispatcher.heightForHeaders { section in
            asked.append(section); return section == 1 ? 28 : nil
        }
        dispatcher.heightForFooters { section in section == 1 ? 18 : nil }
        dispatcher.estimatedHeightForHeaders { _ in 25 }
        dispatcher.estimatedHeightForFooters { section in section == 1 ? 15 : nil }
        #expect(dispatcher.answers(.heightForHeader))
        #expect(dispatcher.answers(.estimatedHeightForFooter))
        #expect(dispatcher.heightForHeader(inSection: 0) == 40, "the mapping's closure wins")
        #expect(dispatcher.heightForHeader(inSection: 1) == 28)
        #expect(dispatcher.heightForHeader(inSection: 7) == nil, "the closure said nil")
        #expect(asked.all == [1, 7])
        #expect(dispatcher.heightForFooter(inSection: 1) == 18)
        #expect(dispatcher.heightForFooter(inSection: 0) == nil)
        #expect(dispatcher.estimatedHeightForHeader(inSection: 1) == 25)
        #expect(dispatcher.estimatedHeightForFooter(inSection: 1) == 15)
        #expect(dispatcher.estimatedHeightForFooter(inSection: 2) == nil)
    }

    @Test("the last section closure registered wins")
    func lastSectionClosureWins() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.heightForHeaders { _ in 1 }
        dispatcher.heightForHeaders { _ in 2 }
        #expect(dispatcher.heightForHeader(inSection: 1) == 2)
    }

    @Test("header and footer heights registered on the dispatcher, by view and by model type")
    func supplementaryOnDispatcher() throws {
        let (dispatcher, _, _) = try probeDispatcher([
            StorageSection(header: Article(title: "h"), footer: Badge.hot, items: [Article(title: "a")])
        ])
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header)
        dispatcher.registry.register(ProbeBadgeHeader.self, as: .footer)
        dispatcher.heightForHeader(ProbeArticleHeader.self) { article, path in
            article.title == "h" && path.item == 0 ? 50 : 0
        }
        dispatcher.heightForFooter(withModel: Badge.self) { badge, _ in badge == .hot ? 12 : 0 }
        dispatcher.estimatedHeightForHeader(withModel: Article.self) { _, _ in 45 }
        dispatcher.estimatedHeightForFooter(ProbeBadgeHeader.self) { _, _ in 11 }
        #expect(dispatcher.heightForHeader(inSection: 0) == 50)
        #expect(dispatcher.heightForFooter(inSection: 0) == 12)
        #expect(dispatcher.estimatedHeightForHeader(inSection: 0) == 45)
        #expect(dispatcher.estimatedHeightForFooter(inSection: 0) == 11)

        let (byModel, _, _) = try probeDispatcher([
            StorageSection(header: Article(title: "h"), footer: Badge.hot, items: [])
        ])
        byModel.registry.register(ProbeArticleHeader.self, as: .header)
        byModel.registry.register(ProbeBadgeHeader.self, as: .footer)
        byModel.heightForHeader(withModel: Article.self) { _, _ in 7 }
        byModel.heightForFooter(ProbeBadgeHeader.self) { _, _ in 8 }
        byModel.estimatedHeightForHeader(ProbeArticleHeader.self) { _, _ in 6 }
        byModel.estimatedHeightForFooter(withModel: Badge.self) { _, _ in 5 }
        #expect(byModel.heightForHeader(inSection: 0) == 7)
        #expect(byModel.heightForFooter(inSection: 0) == 8)
        #expect(byModel.estimatedHeightForHeader(inSection: 0) == 6)
        #expect(byModel.estimatedHeightForFooter(inSection: 0) == 5)
    }

    @Test("a hidden header or footer (empty section, hidden by the dispatcher) is 0 high")
    func hiddenSupplementariesAreFlat() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header) { $0.heightForHeader { _, _ in 40 } }
        dispatcher.hidesHeadersOfEmptySections = true
        dispatcher.hidesFootersOfEmptySections = true
        #expect(dispatcher.heightForHeader(inSection: 2) == 0)
        #expect(dispatcher.estimatedHeightForHeader(inSection: 2) == 0)
        #expect(dispatcher.heightForFooter(inSection: 2) == 0)
        #expect(dispatcher.heightForHeader(inSection: 0) == 40, "a section with items keeps its header")
    }
}
