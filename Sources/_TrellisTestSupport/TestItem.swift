public import Trellis

/// An item for tests: an identity and a piece of content. Two items with the same `id` and different `content`
/// are the same item, changed.
public struct TestItem: Identifiable, Hashable, Sendable, Diffable, CustomStringConvertible {
    /// The identity.
    public var id: Int
    /// The content.
    public var content: Int

    /// Creates an item.
    public init(_ id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    /// `id` or `id'content` when the content is not zero.
    public var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section for tests: an identity (`id`), a header content, and items.
public typealias TestSection = DiffSection<TestItem, TestItem>
