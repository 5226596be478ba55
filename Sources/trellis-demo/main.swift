// trellis-demo: Trellis at work, as text.
//
//     swift run trellis-demo
//
// A `MemoryStorage` holds a screen of posts (structs, an enum, a class instance and a plain `String`, side by side),
// a `HeadlessTableView` shows it, and a batch of edits goes through the diff: each stage is printed as the batch
// UIKit would receive, then the table with what changed marked. (The terminal issue makes this interactive.)

import Foundation
import Trellis
import TrellisTesting

struct Post: Identifiable, Equatable {
    let id: Int
    var title: String
    var likes: Int
}

enum Banner: Hashable {
    case sponsored(String)
}

final class Author {
    let name: String
    init(name: String) { self.name = name }
}

/// One line of a row, whatever its model.
func render(_ item: AnyItem) -> String {
    if let post = item.model(as: Post.self) { return "\(post.title)  (\(post.likes) likes)" }
    if case .sponsored(let text)? = item.model(as: Banner.self) { return "Sponsored: \(text)" }
    if let author = item.model(as: Author.self) { return "Author: \(author.name)" }
    return String(describing: item.base)
}

@MainActor
func printTable(_ table: HeadlessTableView<AnyItem>, storage: MemoryStorage, marks: [ItemPath: String] = [:]) {
    for (s, rows) in table.sections.enumerated() {
        let header = storage.headerModel(forSection: s).map { "\($0)" } ?? "Section \(s)"
        print("  ┌ \(header)")
        for (i, row) in rows.enumerated() {
            let mark = marks[ItemPath(item: i, section: s)] ?? " "
            print("  │ \(mark) \(render(row))")
        }
        print("  └")
    }
}

@MainActor
func runDemo() throws {
    let storage = MemoryStorage()
    let table = HeadlessTableView<AnyItem>(viewportHeight: 10)
    let author = Author(name: "Ada")
    try storage.setSections {
        StorageSection(id: "feed", header: "Feed", items: [
            Post(id: 1, title: "Trellis 0.1 is out", likes: 12),
            Banner.sponsored("Fresh figs, delivered"),
            Post(id: 2, title: "Diffing in linear time", likes: 7),
            author,
            Post(id: 3, title: "UIKit's batch-update rules", likes: 3),
            "A plain String is a model too",
        ])
        StorageSection(id: "drafts", header: "Drafts", items: [Post(id: 4, title: "Cascading delegates", likes: 0)])
    }
    table.reloadData(storage.sections.map(\.items))
    print("Trellis demo: a MemoryStorage shown in a headless table\n")
    printTable(table, storage: storage)

    var stages: [BatchUpdate] = []
    var failure: (any Error)?
    let observation = storage.observe { update in
        do {
            try table.apply(update)
            stages.append(contentsOf: update.map(\.update))
        } catch {
            failure = error
        }
    }
    defer { observation.cancel() }

    print("\nstorage.performUpdates { insert a post, remove the banner, move a post up, publish a draft, like a post }\n")
    try storage.performUpdates {
        try storage.insertItem(Post(id: 5, title: "Hello from the demo", likes: 0), at: ItemPath(item: 0, section: 0))
        try storage.removeItem(Banner.sponsored("Fresh figs, delivered"))
        try storage.moveItem(at: ItemPath(item: 4, section: 0), to: ItemPath(item: 1, section: 0))
        try storage.moveItem(at: ItemPath(item: 0, section: 1), to: ItemPath(item: 2, section: 0))
        try storage.replaceItem(Post(id: 2, title: "Diffing in linear time", likes: 7),
                                with: Post(id: 2, title: "Diffing in linear time", likes: 8))
    }
    if let failure { throw failure }

    for (index, stage) in stages.enumerated() {
        print("  performBatchUpdates #\(index + 1): \(stage)")
    }
    var marks: [ItemPath: String] = [:]
    for stage in stages {
        for path in stage.insertedItems { marks[path] = "+" }
        for move in stage.movedItems { marks[move.target] = "↕" }
        for path in stage.reloadedItems { marks[path] = "~" }
    }
    print("\nafter (+ inserted, ↕ moved, ~ reloaded):\n")
    printTable(table, storage: storage, marks: marks)
    let agrees = table.sections.map { $0.map(\.identity) } == storage.sections.map { $0.items.map(\.identity) }
    print("\nevery stage passed UIKit's batch-update rules; the table shows the storage: \(agrees)")
}

do {
    try runDemo()
} catch {
    print("trellis-demo failed: \(error)")
    exit(1)
}
