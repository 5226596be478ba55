import Testing
@testable import Trellis

@MainActor
@Suite("Collection layout and scene activation events")
struct CollectionLayoutEventsTests {
    let sections = [
        StorageSection(header: Article(title: "header"), footer: Badge.hot, items: [Article(title: "a"), Badge.new]),
        StorageSection(items: [Article(title: "b")]),
        StorageSection(header: Article(title: "empty"), items: []),
    ]

    @Test("with no closure every size, inset and spacing is nil (the layout's own) and reported unimplemented")
    func nothingRegistered() throws {
        let (dispatcher, _, log) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleCell.self)
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header)
        #expect(dispatcher.sizeForItem(at: path(0, 0)) == nil)
        #expect(dispatcher.referenceSizeForHeader(inSection: 0) == nil)
        #expect(dispatcher.referenceSizeForFooter(inSection: 0) == nil)
        #expect(dispatcher.insetForSection(at: 0) == nil)
        #expect(dispatcher.minimumLineSpacingForSection(at: 0) == nil)
        #expect(dispatcher.minimumInteritemSpacingForSection(at: 0) == nil)
        let proposed = TrellisPoint(x: 0, y: 120)
        #expect(dispatcher.targetContentOffset(forProposed: proposed) == proposed)
        #expect(dispatcher.sceneActivationConfigurationForItem(at: path(0, 0), point: .zero) == nil)
        for answers in [
            dispatcher.answers(.sizeForItem), dispatcher.answers(.referenceSizeForHeader),
            dispatcher.answers(.referenceSizeForFooter), dispatcher.answers(.insetForSection),
            dispatcher.answers(.minimumLineSpacing), dispatcher.answers(.minimumInteritemSpacing),
            dispatcher.answers(.targetContentOffset), dispatcher.answers(.sceneActivationConfiguration),
        ] {
            #expect(!answers)
        }
        #expect(log.all.isEmpty)
    }

    @Test("sizeForItem receives the typed model and its path; precedence mapping, view type, model type")
    func itemSizes() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath)>()
        dispatcher.registry.register(ProbeArticleCell.self, when: .section(1)) { mapping in
            mapping.sizeForItem { article, path in
                calls.append((article.title, path)); return TrellisSize(width: 100, height: 50)
            }
        }
        dispatcher.registry.register(ProbeFeaturedCell.self)
        dispatcher.registry.register(ProbeBadgeCell.self)
        dispatcher.sizeForItem(ProbeArticleCell.self) { _, _ in .zero }
        dispatcher.sizeForItem(ProbeFeaturedCell.self) { _, _ in TrellisSize(width: 200, height: 80) }
        dispatcher.sizeForItem(withModel: Article.self) { _, _ in .zero }
        dispatcher.sizeForItem(withModel: Badge.self) { _, path in TrellisSize(width: Double(path.item), height: 10) }
        #expect(dispatcher.sizeForItem(at: path(1, 0)) == TrellisSize(width: 100, height: 50))
        #expect(dispatcher.sizeForItem(at: path(0, 0)) == TrellisSize(width: 200, height: 80))
        #expect(dispatcher.sizeForItem(at: path(0, 1)) == TrellisSize(width: 1, height: 10))
        #expect(dispatcher.sizeForItem(at: path(5, 0)) == nil)
        #expect(calls.all.map(\.0) == ["b"])
        #expect(calls.all.map(\.1) == [path(1, 0)])
        #expect(dispatcher.answers(.sizeForItem))
    }

    @Test("reference sizes: the supplementary's closures; .zero where there is no header or footer model")
    func referenceSizes() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(String, ItemPath)>()
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header) { mapping in
            mapping.referenceSizeForHeader { article, path in
                calls.append((article.title, path))
                return TrellisSize(width: 0, height: 40)
            }
        }
        dispatcher.registry.register(ProbeBadgeHeader.self, as: .footer) { mapping in
            mapping.referenceSizeForFooter { _, _ in TrellisSize(width: 0, height: 20) }
        }
        #expect(dispatcher.referenceSizeForHeader(inSection: 0) == TrellisSize(width: 0, height: 40))
        #expect(dispatcher.referenceSizeForFooter(inSection: 0) == TrellisSize(width: 0, height: 20))
        #expect(dispatcher.referenceSizeForHeader(inSection: 1) == .zero, "no header model")
        #expect(dispatcher.referenceSizeForFooter(inSection: 2) == .zero, "no footer model")
        #expect(dispatcher.referenceSizeForHeader(inSection: 2) == TrellisSize(width: 0, height: 40))
        #expect(calls.all.map(\.0) == ["header", "empty"])
        #expect(calls.all.map(\.1) == [path(0, 0), path(2, 0)])
        dispatcher.hidesHeadersOfEmptySections = true
        #expect(dispatcher.referenceSizeForHeader(inSection: 2) == .zero, "hidden")
        #expect(dispatcher.referenceSizeForHeader(inSection: 0) == TrellisSize(width: 0, height: 40))
    }

    @Test("reference sizes registered on the dispatcher, by view and by model type")
    func referenceSizesOnDispatcher() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.registry.register(ProbeArticleHeader.self, as: .header)
        dispatcher.registry.register(ProbeBadgeHeader.self, as: .footer)
        dispatcher.referenceSizeForHeader(ProbeArticleHeader.self) { article, _ in
            TrellisSize(width: 0, height: Double(article.title.count))
        }
        dispatcher.referenceSizeForFooter(withModel: Badge.self) { _, _ in TrellisSize(width: 0, height: 9) }
        #expect(dispatcher.referenceSizeForHeader(inSection: 0) == TrellisSize(width: 0, height: 6))
        #expect(dispatcher.referenceSizeForFooter(inSection: 0) == TrellisSize(width: 0, height: 9))

        let (byModel, _, _) = try probeDispatcher(sections)
        byModel.registry.register(ProbeArticleHeader.self, as: .header)
        byModel.registry.register(ProbeBadgeHeader.self, as: .footer)
        byModel.referenceSizeForHeader(withModel: Article.self) { _, _ in TrellisSize(width: 0, height: 3) }
        byModel.referenceSizeForFooter(ProbeBadgeHeader.self) { _, _ in TrellisSize(width: 0, height: 4) }
        #expect(byModel.referenceSizeForHeader(inSection: 0) == TrellisSize(width: 0, height: 3))
        #expect(byModel.referenceSizeForFooter(inSection: 0) == TrellisSize(width: 0, height: 4))
    }

    @Test("insets and spacings by section index; nil keeps the layout's")
    func sectionMetrics() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.insetForSection { section in section == 0 ? TrellisEdgeInsets(all: 8) : nil }
        dispatcher.minimumLineSpacingForSection { section in Double(section) * 2 }
        dispatcher.minimumInteritemSpacingForSection { section in section == 1 ? 4 : nil }
        #expect(dispatcher.insetForSection(at: 0) == TrellisEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(dispatcher.insetForSection(at: 1) == nil)
        #expect(dispatcher.minimumLineSpacingForSection(at: 3) == 6)
        #expect(dispatcher.minimumInteritemSpacingForSection(at: 1) == 4)
        #expect(dispatcher.minimumInteritemSpacingForSection(at: 0) == nil)
        for answers in [
            dispatcher.answers(.insetForSection), dispatcher.answers(.minimumLineSpacing),
            dispatcher.answers(.minimumInteritemSpacing),
        ] {
            #expect(answers)
        }
    }

    @Test("targetContentOffset receives the proposed offset")
    func targetContentOffset() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.targetContentOffset { proposed in TrellisPoint(x: proposed.x, y: (proposed.y / 100).rounded() * 100)
        }
        #expect(dispatcher.answers(.targetContentOffset))
        #expect(dispatcher.targetContentOffset(forProposed: TrellisPoint(x: 3, y: 149)) == TrellisPoint(x: 3, y: 100))
    }

    @Test("scene activation receives the view, the typed model, the path and the point")
    func sceneActivation() throws {
        let (dispatcher, host, _) = try probeDispatcher(sections)
        let calls = ProbeLog<(ProbeArticleCell, String, ItemPath, TrellisPoint)>()
        dispatcher.registry.register(ProbeArticleCell.self) { mapping in
            mapping.sceneActivationConfiguration { cell, article, path, point in
                calls.append((cell, article.title, path, point))
                return SceneActivationDescription(
                    activityType: "com.example.open", title: article.title, userInfo: ["title": article.title])
            }
        }
        dispatcher.registry.register(ProbeBadgeCell.self)
        let cell = ProbeArticleCell()
        host.show(cell, at: path(0, 0))
        let point = TrellisPoint(x: 5, y: 6)
        let description = dispatcher.sceneActivationConfigurationForItem(at: path(0, 0), point: point)
        #expect(description?.activityType == "com.example.open")
        #expect(description?.userInfo["title"] as? String == "a")
        #expect(calls.all.first?.0 === cell)
        #expect(calls.all.first?.1 == "a")
        #expect(calls.all.first?.2 == path(0, 0))
        #expect(calls.all.first?.3 == point)
        #expect(
            dispatcher.sceneActivationConfigurationForItem(at: path(1, 0), point: point) == nil, "no view on screen")
        #expect(dispatcher.sceneActivationConfigurationForItem(at: path(0, 1), point: point) == nil, "no closure")

        dispatcher.sceneActivationConfiguration(withModel: Badge.self) { badge, _, point in
            SceneActivationDescription(activityType: "badge \(badge) \(point.x)")
        }
        #expect(
            dispatcher.sceneActivationConfigurationForItem(at: path(0, 1), point: point)?.activityType
                == "badge new 5.0")
        let configuration = ProbeObject()
        dispatcher.sceneActivationConfiguration(ProbeArticleCell.self) { _, _, _, _ in nil }
        dispatcher.sceneActivationConfiguration(ProbeBadgeCell.self) { _, _, _, _ in
            SceneActivationDescription(activityType: "", hostConfiguration: configuration)
        }
        host.show(ProbeBadgeCell(), at: path(0, 1))
        #expect(
            dispatcher.sceneActivationConfigurationForItem(at: path(0, 1), point: point)?.hostConfiguration
                === configuration, "the view type's closure wins over the model type's")
        #expect(dispatcher.answers(.sceneActivationConfiguration))
    }
}
