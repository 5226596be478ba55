/// A value the diff can track: it has an identity that survives changes, and content that can be compared.
///
/// Two values with the same ``diffIdentity`` are the same item; if ``hasSameContent(as:)`` says their content
/// differs, the item is *reloaded* rather than deleted and inserted.
///
/// Conforming is usually one line, thanks to the defaults below:
/// - `Identifiable` types are identified by `id`;
/// - otherwise `Hashable` types are identified by their value;
/// - `Equatable` types compare content with `==`; other types always count as unchanged.
///
/// ```swift
/// struct Post: Identifiable, Equatable { let id: UUID; var title: String }
/// extension Post: Diffable {}
/// ```
public protocol Diffable {
    /// The type of ``diffIdentity``.
    associatedtype DiffIdentity: Hashable
    /// What makes this value the same item before and after a change.
    var diffIdentity: DiffIdentity { get }
    /// Whether `self` shows the same content as `other`, which has the same identity.
    ///
    /// It must be reflexive (a value has the same content as itself): the diff takes two arrays that share storage
    /// to be unchanged without comparing their items.
    func hasSameContent(as other: Self) -> Bool
}

extension Diffable {
    /// Without `Equatable`, content is taken to be unchanged.
    @inlinable
    public func hasSameContent(as other: Self) -> Bool { true }
}

extension Diffable where Self: Equatable {
    /// Content is compared with `==`.
    @inlinable
    public func hasSameContent(as other: Self) -> Bool { self == other }
}

extension Diffable where Self: Hashable {
    /// A `Hashable` value is its own identity.
    @inlinable
    public var diffIdentity: Self { self }
}

extension Diffable where Self: Identifiable {
    /// An `Identifiable` value is identified by its `id`.
    @inlinable
    public var diffIdentity: ID { id }
}

extension Diffable where Self: Identifiable & Hashable {
    /// When a type is both, `Identifiable` wins: its `id` is its identity, and `==` decides content.
    @inlinable
    public var diffIdentity: ID { id }
}

extension String: Diffable {}
extension Substring: Diffable {}
extension Int: Diffable {}
extension Int64: Diffable {}
extension Int32: Diffable {}
extension UInt: Diffable {}
extension UInt64: Diffable {}
extension Bool: Diffable {}
extension Character: Diffable {}
