import Testing
@testable import Trellis

@MainActor
@Suite("Mapping registry")
struct MappingRegistryTests {
    let at = ItemPath(item: 0, section: 0)

    @Test("registering is one line, and the view shows its model through update(with:)")
    func registerAndConfigure() throws {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self)
        let mapping = try #require(registry.mapping(for: Article(title: "Hi"), at: at))
        #expect(ObjectIdentifier(mapping.viewType) == ObjectIdentifier(ArticleCell.self))
        #expect(mapping.reuseIdentifier == "ArticleCell")
        let cell = ArticleCell()
        #expect(mapping.configure(cell, with: Article(title: "Hi")))
        #expect(cell.shown == [Article(title: "Hi")])
        #expect(log.all.isEmpty)
    }

    @Test("any Swift type is a model: struct, enum, class, subclass, protocol existential")
    func anyTypeIsAModel() {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self)
        registry.register(BadgeCell.self)
        registry.register(AnimalCell.self)
        registry.register(FoodCell.self)
        #expect(registry.mapping(for: Article(title: "a"), at: at)?.viewType == ArticleCell.self)
        #expect(registry.mapping(for: Badge.hot, at: at)?.viewType == BadgeCell.self)
        #expect(registry.mapping(for: Animal(name: "cat"), at: at)?.viewType == AnimalCell.self)
        #expect(registry.mapping(for: Puppy(name: "rex"), at: at)?.viewType == AnimalCell.self)
        #expect(registry.mapping(for: Apple(), at: at)?.viewType == FoodCell.self)
        #expect(registry.mapping(for: Bread(), at: at)?.viewType == FoodCell.self)
        let food: any Food = Bread()
        #expect(registry.mapping(for: food, at: at)?.viewType == FoodCell.self)
        #expect(log.all.isEmpty)
    }

    @Test("a subclass uses its superclass's mapping only when it has none of its own; the closest class wins")
    func closestClassWins() {
        let (registry, _) = registryWithLog()
        registry.register(AnimalCell.self)
        registry.register(DogCell.self)
        #expect(registry.mapping(for: Animal(name: "a"), at: at)?.viewType == AnimalCell.self)
        #expect(registry.mapping(for: Dog(name: "d"), at: at)?.viewType == DogCell.self)
        #expect(registry.mapping(for: Puppy(name: "p"), at: at)?.viewType == DogCell.self)
        let puppy = Puppy(name: "p")
        let cell = DogCell()
        registry.mapping(for: puppy, at: at)?.configure(cell, with: puppy)
        #expect(cell.shown.first === puppy)
    }

    @Test("an exact type beats a protocol, whatever the registration order")
    func exactTypeBeatsProtocol() {
        let (registry, log) = registryWithLog()
        registry.register(FoodCell.self)
        registry.register(AppleCell.self)
        #expect(registry.mapping(for: Apple(), at: at)?.viewType == AppleCell.self)
        #expect(registry.mapping(for: Bread(), at: at)?.viewType == FoodCell.self)
        #expect(log.all.isEmpty)
    }

    @Test("a section condition specialises a mapping in that section only")
    func sectionCondition() {
        let (registry, _) = registryWithLog()
        registry.register(ArticleCell.self)
        registry.register(FeaturedArticleCell.self, when: .section(1))
        let article = Article(title: "a")
        #expect(registry.mapping(for: article, at: ItemPath(item: 3, section: 0))?.viewType == ArticleCell.self)
        #expect(registry.mapping(for: article, at: ItemPath(item: 3, section: 1))?.viewType == FeaturedArticleCell.self)
    }

    @Test("a predicate on path and model specialises a mapping where it holds")
    func predicateCondition() {
        let (registry, _) = registryWithLog()
        registry.register(ArticleCell.self)
        registry.register(
            FeaturedArticleCell.self,
            when: .when(Article.self) { path, article in
                path.item == 0 && article.title.hasPrefix("!")
            })
        #expect(registry.mapping(for: Article(title: "!big"), at: at)?.viewType == FeaturedArticleCell.self)
        #expect(registry.mapping(for: Article(title: "small"), at: at)?.viewType == ArticleCell.self)
        #expect(
            registry.mapping(for: Article(title: "!big"), at: ItemPath(item: 1, section: 0))?.viewType
                == ArticleCell.self)
    }

    @Test("a conditional mapping that does not hold anywhere leaves the model unmapped, with an anomaly")
    func onlyConditionalMapping() {
        let (registry, log) = registryWithLog()
        registry.register(FeaturedArticleCell.self, when: .section(2))
        #expect(registry.mapping(for: Article(title: "a"), at: at) == nil)
        guard case .noMapping(let missing)? = log.all.first else { Issue.record("no anomaly"); return }
        #expect(missing.registeredForKind == ["FeaturedArticleCell"])
    }

    @Test("custom reuse identifiers; the default is the view type's name")
    func reuseIdentifiers() {
        let (registry, log) = registryWithLog()
        let plain = registry.register(ArticleCell.self)
        let custom = registry.register(BadgeCell.self, reuseIdentifier: "badge")
        #expect(plain.reuseIdentifier == "ArticleCell")
        #expect(custom.reuseIdentifier == "badge")
        #expect(log.all.isEmpty)
    }

    @Test("headers and footers are mapped like cells, separately; String headers need no mapping")
    func headersAndFooters() {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self)
        registry.register(ArticleHeader.self, as: .header)
        #expect(registry.mapping(for: Article(title: "a"), at: at, kind: .header)?.viewType == ArticleHeader.self)
        #expect(registry.mapping(for: Article(title: "a"), at: at, kind: .footer) == nil)
        #expect(registry.mapping(for: "Fruit", at: at, kind: .header) == nil)
        #expect(log.all.count == 1, "only the footer is reported: a String header becomes a title")
        registry.register(TitleHeader.self, as: .header)
        #expect(registry.mapping(for: "Fruit", at: at, kind: .header)?.viewType == TitleHeader.self)
    }

    @Test("unregistering a view removes its mappings, by kind or all")
    func unregistering() {
        let (registry, _) = registryWithLog()
        registry.register(ArticleCell.self)
        registry.register(ArticleHeader.self, as: .header)
        let featured = registry.register(FeaturedArticleCell.self, when: .section(0))
        #expect(registry.mapping(for: Article(title: "a"), at: at)?.viewType == FeaturedArticleCell.self)
        registry.unregister(featured)
        #expect(registry.mapping(for: Article(title: "a"), at: at)?.viewType == ArticleCell.self)
        registry.unregister(ArticleCell.self, as: .cell)
        #expect(registry.mapping(for: Article(title: "a"), at: at) == nil)
        #expect(registry.mapping(for: Article(title: "a"), at: at, kind: .header) != nil)
        registry.unregister(ArticleHeader.self)
        #expect(registry.mappings.isEmpty)
    }

    @Test("a missing mapping reports the model, where it is, and what to register")
    func missingMappingMessage() {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self)
        #expect(registry.mapping(for: Badge.new, at: ItemPath(item: 4, section: 2)) == nil)
        guard let anomaly = log.all.first, case .noMapping(let missing) = anomaly else {
            Issue.record("no anomaly"); return
        }
        #expect(missing.path == ItemPath(item: 4, section: 2))
        #expect(missing.modelType == "Badge")
        #expect(anomaly.message.contains("no cell view is mapped for new (a Badge) at [2, 4]"))
        #expect(anomaly.message.contains("Register a view whose `ModelTransfer.Model` is Badge"))
        #expect(anomaly.shortMessage == "no mapping")
    }

    @Test("a missing mapping is reported once per model type and kind, again after the registrations change")
    func missingMappingReportedOnce() {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self)
        #expect(registry.mapping(for: Badge.new, at: ItemPath(item: 4, section: 2)) == nil)
        #expect(registry.mapping(for: Badge.new, at: ItemPath(item: 4, section: 2)) == nil, "the same row again")
        #expect(registry.mapping(for: Badge.hot, at: ItemPath(item: 5, section: 2)) == nil, "another row of the type")
        #expect(log.all.count == 1)
        #expect(registry.mapping(for: Badge.new, at: at, kind: .header) == nil)
        #expect(registry.mapping(for: Dog(name: "d"), at: at) == nil)
        #expect(log.all.count == 3, "another kind, another type: other causes")
        registry.register(ArticleHeader.self, as: .header)
        #expect(registry.mapping(for: Badge.new, at: at) == nil)
        #expect(log.all.count == 4, "the registrations changed: reported again")
    }

    @Test("two equally good mappings: the earliest is used, deterministically, and the tie is reported once")
    func ambiguity() {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self)
        registry.register(OtherArticleCell.self)
        for _ in 0..<3 {
            #expect(registry.mapping(for: Article(title: "a"), at: at)?.viewType == ArticleCell.self)
        }
        #expect(
            log.all == [
                .ambiguousMappings(
                    AmbiguousMappings(
                        modelType: "Article", kind: .cell, chosen: "ArticleCell", others: ["OtherArticleCell"]))
            ])
    }

    @Test("one reuse identifier for two view types is reported")
    func reuseIdentifierConflict() {
        let (registry, log) = registryWithLog()
        registry.register(ArticleCell.self, reuseIdentifier: "cell")
        registry.register(BadgeCell.self, reuseIdentifier: "cell")
        #expect(
            log.all == [
                .reuseIdentifierConflict(
                    ReuseIdentifierConflict(
                        identifier: "cell", kind: .cell, registered: "ArticleCell", registering: "BadgeCell"))
            ])
    }

    @Test("configure refuses a view or model of the wrong type instead of trapping")
    func configureRefusesWrongTypes() {
        let (registry, _) = registryWithLog()
        let mapping = registry.register(ArticleCell.self)
        #expect(!mapping.configure(BadgeCell(), with: Article(title: "a")))
        #expect(!mapping.configure(ArticleCell(), with: Badge.hot))
    }

    @Test("a storage's AnyItem is looked through to its model")
    func anyItemIsUnwrapped() {
        let (registry, _) = registryWithLog()
        registry.register(ArticleCell.self)
        #expect(registry.mapping(for: AnyItem(Article(title: "a")), at: at)?.viewType == ArticleCell.self)
    }

    @Test("resolution is cached per dynamic type: the cost per model does not grow with the mappings")
    func cachedPerType() {
        let (registry, _) = registryWithLog()
        for _ in 0..<100 { registry.register(FeaturedArticleCell.self, reuseIdentifier: "f", when: .section(99)) }
        registry.register(ArticleCell.self)
        registry.register(BadgeCell.self)
        registry.register(AnimalCell.self)
        let models: [Any] = [Article(title: "a"), Badge.hot, Dog(name: "d"), Animal(name: "a")]
        for i in 0..<10_000 { _ = registry.mapping(for: models[i % models.count], at: at) }
        #expect(registry.candidateComputations == 4, "once per dynamic type")
        registry.register(DogCell.self)
        #expect(registry.mapping(for: Dog(name: "d"), at: at)?.viewType == DogCell.self, "registering clears the cache")
    }
}
