// trellis-demo: Trellis at work, as text.
//
//     swift run trellis-demo
//
// A `MemoryStorage` holds a screen of posts (structs, an enum, a class instance and a plain `String`, side by side),
// a `HeadlessTableView` shows it with real cells, each picked by its model's type through a mapping and configured by
// the `Dispatcher`; a batch of edits goes through the diff: each stage is printed as the batch UIKit would receive,
// then the table with what changed marked; last, a tap reaches a typed `didSelect` closure. (The terminal issue
// makes this interactive.)

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

/// A cell that draws itself as one line of text.
@MainActor
protocol TextCell: AnyObject {
    var text: String { get }
}

final class PostCell: TextCell, ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with post: Post) { text = "\(post.title)  (\(post.likes) likes)" }
}

final class BannerCell: TextCell, ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with banner: Banner) {
        if case .sponsored(let line) = banner { text = "Sponsored: \(line)" }
    }
}

final class AuthorCell: TextCell, ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with author: Author) { text = "Author: \(author.name)" }
}

final class NoteCell: TextCell, ModelTransfer, ConstructibleView {
    private(set) var text = ""
    init() {}
    func update(with note: String) { text = note }
}

@MainActor
func printTable(_ table: HeadlessTableView<AnyItem>, storage: MemoryStorage, marks: [ItemPath: String] = [:]) {
    for (s, rows) in table.sections.enumerated() {
        let header = storage.headerModel(forSection: s).map { "\($0)" } ?? "Section \(s)"
        print("  ┌ \(header)")
        for i in rows.indices {
            let path = ItemPath(item: i, section: s)
            let cell = table.cell(at: path) as? any TextCell
            print("  │ \(marks[path] ?? " ") \(cell?.text ?? "(no cell)")")
        }
        print("  └")
    }
}

@MainActor
func runDemo() throws {
    let storage = MemoryStorage()
    let table = HeadlessTableView<AnyItem>(viewportHeight: 20)
    let dispatcher = Dispatcher(content: storage)
    var taps: [String] = []
    dispatcher.registry.register(PostCell.self) { mapping in
        mapping.didSelect { cell, post, path in taps.append("didSelect \(post.title) at \(path) in a \(type(of: cell))") }
    }
    dispatcher.registry.register(BannerCell.self)
    dispatcher.registry.register(AuthorCell.self)
    dispatcher.registry.register(NoteCell.self)
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
    table.dispatcher = dispatcher
    print("Trellis demo: a MemoryStorage shown in a headless table, one cell type per model type\n")
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
    print("cells created: \(table.createdViewCount) for \(table.rowCount) rows on screen; a cell that leaves the screen "
        + "goes to its reuse queue and is dequeued again for the next row of its type")

    let first = ItemPath(item: 0, section: 0)
    dispatcher.didSelectItem(at: first, view: table.cell(at: first))
    print("\na tap on the first row: \(taps.joined(separator: "; "))")
}

do {
    try runDemo()
} catch {
    print("trellis-demo failed: \(error)")
    exit(1)
}
