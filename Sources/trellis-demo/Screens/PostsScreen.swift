import Trellis
import TrellisTerminal

// DTTableViewManager's posts list: models mapped to cells by type (a struct, a class, a plain String), a
// protocol-typed model (`any Announcement`), a section-conditional mapping (posts in "Featured" get a bigger cell),
// typed select events, and a MemoryStorage whose edits animate by themselves: n adds a post, l likes one, s shuffles
// the latest (a random new order each time), d deletes a post (commitEditingStyle; the other rows cannot be
// deleted and say so), J/K move (moveItem).

/// A post.
struct Post: Identifiable, Equatable {
    let id: Int
    var title: String
    var author: String
    var likes: Int
}

/// The writer of the posts below it (a class: identified by the instance).
final class Author {
    let name: String
    let bio: String
    init(name: String, bio: String) {
        self.name = name
        self.bio = bio
    }
}

/// Anything announced: shown by one cell whatever its concrete type.
protocol Announcement {
    var headline: String { get }
    var isUrgent: Bool { get }
}

/// A release announcement.
struct Release: Announcement, Hashable {
    let version: String
    var headline: String { "Trellis \(version) released" }
    var isUrgent: Bool { false }
}

/// An incident announcement.
struct Incident: Announcement, Hashable {
    let what: String
    var headline: String { "Incident: \(what)" }
    var isUrgent: Bool { true }
}

/// A post in any section but "Featured".
final class PostCell: TerminalView, ModelTransfer, ConstructibleView {
    private var post: Post?
    init() {}
    func update(with post: Post) { self.post = post }
    func draw(width: Int) -> StyledLine {
        guard let post else { return StyledLine() }
        var line = StyledLine(post.title, .bold)
        line.append("  by \(post.author)", .dim)
        line.append("  ♥ \(post.likes)", .colored(.red))
        return line
    }
}

/// A post in "Featured" (section 0): the section-conditional mapping.
final class FeaturedPostCell: TerminalView, ModelTransfer, ConstructibleView {
    private var post: Post?
    init() {}
    func update(with post: Post) { self.post = post }
    func draw(width: Int) -> StyledLine {
        guard let post else { return StyledLine() }
        var line = StyledLine("★ ", .colored(.yellow, bold: true))
        line.append(post.title.uppercased(), .colored(.yellow, bold: true))
        line.append("  ♥ \(post.likes)", .colored(.red, bold: true))
        return line
    }
}

/// An author (a class instance as a model).
final class AuthorCell: TerminalView, ModelTransfer, ConstructibleView {
    private var author: Author?
    init() {}
    func update(with author: Author) { self.author = author }
    func draw(width: Int) -> StyledLine {
        guard let author else { return StyledLine() }
        return StyledLine("@\(author.name)", .colored(.green, bold: true)) + StyledLine("  \(author.bio)", .dim)
    }
}

/// Any announcement (a protocol existential as the model type).
final class AnnouncementCell: TerminalView, ModelTransfer, ConstructibleView {
    private var announcement: (any Announcement)?
    init() {}
    func update(with announcement: any Announcement) { self.announcement = announcement }
    func draw(width: Int) -> StyledLine {
        guard let announcement else { return StyledLine() }
        let style = announcement.isUrgent ? TextStyle.colored(.red, bold: true) : .colored(.blue, bold: true)
        return StyledLine(announcement.isUrgent ? "! " : "i ", style) + StyledLine(announcement.headline)
    }
}

/// A plain `String` item.
final class NoteCell: TerminalView, ModelTransfer, ConstructibleView {
    private var note = ""
    init() {}
    func update(with note: String) { self.note = note }
    func draw(width: Int) -> StyledLine { StyledLine(note, TextStyle(dim: true, underline: false)) }
}

final class PostsScreen: DemoScreen {
    static let name = "posts"
    static let title = "Posts (DTTableViewManager)"
    static let summary = "cells by type, protocol model, section condition, events"

    let table = TerminalTableView(title: "Posts: DTTableViewManager's mappings on a MemoryStorage")
    private let storage = MemoryStorage()
    private var nextID = 100

    init() {
        table.keyHints = "Enter select  n new  l like  s shuffle  d delete  J/K move  q back"
        let registry = table.dispatcher.registry
        registry.register(PostCell.self) { [unowned self] mapping in
            mapping.didSelect { _, post, path in
                self.table.statusMessage = "didSelect Post \"\(post.title)\" at \(path.indexPathText)"
            }
        }
        registry.register(FeaturedPostCell.self, when: .section(0)) { [unowned self] mapping in
            mapping.didSelect { _, post, _ in self.table.statusMessage = "didSelect featured Post \"\(post.title)\"" }
        }
        registry.register(AuthorCell.self) { [unowned self] mapping in
            mapping.didSelect { _, author, _ in self.table.statusMessage = "didSelect Author @\(author.name)" }
        }
        registry.register(AnnouncementCell.self) { [unowned self] mapping in
            mapping.didSelect { _, announcement, _ in
                self.table.statusMessage =
                    "didSelect any Announcement (\(type(of: announcement))): \(announcement.headline)"
            }
            // Only posts are deleted (commitEditingStyle answers for `Post`): the others say they cannot be, as
            // UIKit would show no delete control for them.
            mapping.canEdit { _, _ in false }
        }
        registry.register(NoteCell.self) { $0.canEdit { _, _ in false } }
        table.dispatcher.commitEditingStyle(withModel: Post.self) { [unowned self] post, path, style in
            guard style == .delete else { return }
            try? self.storage.removeItem(at: path)
            self.table.statusMessage = "commitEditingStyle(.delete): removed \"\(post.title)\""
        }
        table.dispatcher.canEdit(withModel: Post.self) { _, _ in true }
        table.dispatcher.canEdit(withModel: Author.self) { _, _ in false }
        table.dispatcher.moveItem(withModel: Post.self) { [unowned self] post, source, destination in
            self.table.statusMessage =
                "moveItem: \"\(post.title)\" \(source.indexPathText) -> \(destination.indexPathText)"
        }
        let ada = Author(name: "ada", bio: "writes about diffing")
        try? storage.setSections([
            StorageSection(
                id: "featured", header: "Featured",
                items: [
                    Post(id: 1, title: "Trellis 0.1 is out", author: "ada", likes: 42)
                ]),
            StorageSection(
                id: "latest", header: "Latest", footer: "n adds a post here; s shuffles them",
                items: [
                    Post(id: 2, title: "Diffing in linear time", author: "ada", likes: 7),
                    ada,
                    Post(id: 3, title: "UIKit's batch-update rules", author: "grace", likes: 3),
                    "A plain String is a model too",
                    Post(id: 4, title: "Cascading delegates", author: "linus", likes: 12),
                    Post(id: 5, title: "Cells that draw in a terminal", author: "grace", likes: 5),
                ]),
            StorageSection(
                id: "news", header: "Announcements",
                items: [
                    Release(version: "0.1") as any Announcement,
                    Incident(what: "docs site slow") as any Announcement,
                ]),
        ])
        table.show(storage)
    }

    func handle(key: Key) -> Bool {
        switch key {
        case .character("n"):
            nextID += 1
            try? storage.insertItem(
                Post(id: nextID, title: "Fresh post #\(nextID)", author: "you", likes: 0),
                at: ItemPath(item: 0, section: 1))
            table.statusMessage = "inserted Fresh post #\(nextID)"
        case .character("l"):
            guard let path = table.cursor, let post = storage.item(at: path) as? Post else { return true }
            var liked = post
            liked.likes += 1
            try? storage.replaceItem(at: path, with: liked)
        case .character("s"):
            guard storage.numberOfSections > 1 else { return true }
            let items = storage.sections[1].items
            guard items.count > 1 else { return true }
            // A new order every time (never the one shown): the diff works out the moves.
            var shuffled = items
            while shuffled.map(\.identity) == items.map(\.identity) { shuffled.shuffle() }
            try? storage.setItems(shuffled, forSection: 1)
            let moved = zip(items, shuffled).filter { $0.identity != $1.identity }.count
            table.statusMessage =
                "shuffled Latest: setItems(_:forSection:) once, the diff moved rows (\(moved) of \(items.count) changed place)"
        default:
            return false
        }
        return true
    }
}
