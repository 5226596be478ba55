import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("Index title events")
struct IndexTitleEventsTests {
    let sections = [
        StorageSection(header: "A", items: [Article(title: "Ada")]),
        StorageSection(header: "B", items: [Article(title: "Bob"), Article(title: "Bea")]),
        StorageSection(header: "C", items: [Article(title: "Cy")]),
    ]

    @Test("with no closure there is no index, and a title scrolls to the section of its index, kept in range")
    func nothingRegistered() throws {
        let (dispatcher, _, log) = try probeDispatcher(sections)
        #expect(dispatcher.sectionIndexTitles() == nil)
        #expect(dispatcher.sectionForSectionIndexTitle("B", at: 1) == 1)
        #expect(dispatcher.sectionForSectionIndexTitle("Z", at: 25) == 2)
        #expect(dispatcher.sectionForSectionIndexTitle("?", at: -3) == 0)
        #expect(dispatcher.indexPathForIndexTitle("C", at: 2) == .section(2))
        #expect(dispatcher.indexPathForIndexTitle("Z", at: 25) == .section(2))
        for answers in [
            dispatcher.answers(.sectionIndexTitles), dispatcher.answers(.sectionForSectionIndexTitle),
            dispatcher.answers(.indexPathForIndexTitle),
        ] {
            #expect(!answers)
        }
        let (empty, _, _) = try probeDispatcher([])
        #expect(empty.sectionForSectionIndexTitle("A", at: 4) == 0)
        #expect(log.all.isEmpty)
    }

    @Test("the titles and the sections they scroll to come from the closures, for tables and collections")
    func closures() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        let asked = ProbeLog<(String, Int)>()
        dispatcher.sectionIndexTitles { ["A", "B", "C", "#"] }
        dispatcher.sectionForSectionIndexTitle { title, index in
            asked.append((title, index))
            return title == "#" ? 99 : index
        }
        #expect(dispatcher.sectionIndexTitles() == ["A", "B", "C", "#"])
        #expect(dispatcher.sectionForSectionIndexTitle("B", at: 1) == 1)
        #expect(dispatcher.sectionForSectionIndexTitle("#", at: 3) == 2, "kept within the sections that exist")
        #expect(dispatcher.indexPathForIndexTitle("C", at: 2) == .section(2), "a collection uses the section closure")
        #expect(asked.all.map(\.0) == ["B", "#", "C"])
        #expect(asked.all.map(\.1) == [1, 3, 2])
        #expect(dispatcher.answers(.sectionIndexTitles))
        #expect(dispatcher.answers(.sectionForSectionIndexTitle))
    }

    @Test("a titles closure may answer nil: no index")
    func titlesClosureAnswersNil() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.sectionIndexTitles { nil }
        #expect(dispatcher.sectionIndexTitles() == nil)
    }

    @Test("a collection's index title may scroll to an item; one that does not exist becomes its section")
    func indexPathForIndexTitle() throws {
        let (dispatcher, _, _) = try probeDispatcher(sections)
        dispatcher.sectionForSectionIndexTitle { _, _ in 0 }
        dispatcher.indexPathForIndexTitle { title, index in
            switch title {
            case "Bea": return .item(ItemPath(item: 1, section: 1))
            case "Ghost": return .item(ItemPath(item: 7, section: index))
            default: return .section(index)
            }
        }
        #expect(dispatcher.answers(.indexPathForIndexTitle))
        #expect(dispatcher.indexPathForIndexTitle("Bea", at: 0) == .item(path(1, 1)))
        #expect(dispatcher.indexPathForIndexTitle("Ghost", at: 2) == .section(2))
        #expect(dispatcher.indexPathForIndexTitle("Ghost", at: 8) == .section(2))
        #expect(
            dispatcher.indexPathForIndexTitle("C", at: 2) == .section(2), "the item closure wins over the section's")
        #expect(dispatcher.indexPathForIndexTitle("Z", at: 40) == .section(2))
    }

    @Test("a target converts to UIKit's index path: one index for a section, two for an item")
    func targetIndexPaths() {
        #expect(IndexTitleTarget.section(3).indexPath == IndexPath(index: 3))
        #expect(IndexTitleTarget.item(path(1, 2)).indexPath == IndexPath(indexes: [1, 2]))
        #expect(IndexTitleTarget.section(3).description == "section 3")
        #expect(IndexTitleTarget.item(path(1, 2)).description == "item [1, 2]")
    }
}
