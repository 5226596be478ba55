/// A section's header or footer shown by a view of its own, with its own model (Flow's `SectionView`).
///
/// ```swift
/// ListSection(id: "profile", header: .view(SectionView<AvatarHeader>(user).height(120))) { ... }
/// ```
@MainActor
public class AnySectionView: Identifiable, Equatable {
    /// The view's identity (its model's, scoped by the view type).
    nonisolated public let id: ItemIdentity
    nonisolated let item: AnyItem
    /// The view's height rule, if any.
    var height: RowHeight?

    init<Model>(model: Model) {
        item = AnyItem(model)
        id = item.identity
    }

    /// The model the view shows, as `Any`.
    public var anyModel: Any { item.base }

    /// Equal when the identities are, the models have the same content and the views were given the same reuse
    /// identifier (another one picks another mapping: the view is replaced).
    nonisolated public static func == (lhs: AnySectionView, rhs: AnySectionView) -> Bool {
        lhs === rhs
            || (lhs.id == rhs.id && lhs.item.hasSameContent(as: rhs.item)
                && lhs.givenReuseIdentifier == rhs.givenReuseIdentifier)
    }

    var mappingKey: ObjectIdentifier { ObjectIdentifier(type(of: self)) }

    /// The reuse identifier given at creation, if any: views of one type with different identifiers have
    /// different mappings.
    nonisolated var givenReuseIdentifier: String? { nil }

    func makeMapping(kind: ViewKind) -> ViewMapping? { nil }
}

/// A header or footer view of type `View` showing one model.
@MainActor
public final class SectionView<View: ModelTransfer>: AnySectionView {
    /// The model.
    public let model: View.Model
    /// The identifier the host dequeues the view with (the view type's name unless given).
    public var reuseIdentifier: String { reuseIdentifierGiven ?? String(describing: View.self) }
    private let reuseIdentifierGiven: String?

    /// A header or footer showing `model` in a `View`.
    public init(_ model: View.Model, reuseIdentifier: String? = nil) {
        self.model = model
        reuseIdentifierGiven = reuseIdentifier
        super.init(model: model)
    }

    /// The view is always `points` high.
    @discardableResult
    public func height(_ points: Double) -> Self {
        height = .fixed(points)
        return self
    }

    nonisolated override var givenReuseIdentifier: String? { reuseIdentifierGiven }

    override func makeMapping(kind: ViewKind) -> ViewMapping? {
        var makeView: (@MainActor () -> AnyObject)?
        if let constructible = View.self as? any ConstructibleView.Type {
            makeView = { constructible.init() }
        }
        return ViewMapping(
            kind: kind, viewType: View.self, modelType: View.Model.self, reuseIdentifier: reuseIdentifier,
            condition: .always, order: 0, showsModel: { $0 is SectionView<View> },
            updateView: { view, model in
                guard let section = model as? SectionView<View> else { return false }
                return withView(view, as: View.self) { $0.update(with: section.model) } != nil
            },
            makeView: makeView)
    }
}

/// A section's header or footer: a title, or a view with its own model. A string literal (with or without
/// interpolation) is a title.
public enum SectionSupplement: ExpressibleByStringInterpolation {
    /// A plain title (UIKit's `titleForHeaderInSection`).
    case title(String)
    /// A view of its own.
    case view(AnySectionView)

    /// A title.
    public init(stringLiteral value: String) { self = .title(value) }

    /// What the section holds as its header or footer model.
    var model: Any {
        switch self {
        case .title(let title): return title
        case .view(let view): return view
        }
    }
}
