#if !canImport(ObjectiveC)
// Linux only: Foundation on Apple platforms has `NSItemProvider` (macOS too, where TrellisUIKit builds against the
// stand-in); Linux's does not. Same Swift signatures as Apple's.

/// Who may see a registered representation (Foundation's `NSItemProviderRepresentationVisibility`).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// The apps of the same team.
    case group = 2
    /// This process only.
    case ownProcess = 3
}

/// Data offered by a drag (Foundation's `NSItemProvider`): representations registered by type identifier, each
/// loaded on demand through its load handler. (On the main actor, as the stand-in's `NSObject` is.)
open class NSItemProvider: NSObject {
    private var representations: [(typeIdentifier: String, load: Loader)] = []
    /// The suggested file name.
    open var suggestedName: String?

    /// Loads one representation: calls its completion with the data, returns its progress.
    public typealias Loader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    /// An empty provider.
    public override init() { super.init() }

    /// The type identifiers offered, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Registers a representation whose data `loadHandler` provides when asked.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append((typeIdentifier, loadHandler))
    }

    /// Loads the data of the representation `typeIdentifier` (the stand-in calls the completion before returning).
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }
}

/// An activity (Foundation's `NSUserActivity`, which Linux lacks).
open class NSUserActivity: NSObject {
    /// The activity type.
    public let activityType: String
    /// The title.
    open var title: String?
    /// Extra information.
    open var userInfo: [AnyHashable: Any]?
    /// The content identifier.
    open var targetContentIdentifier: String?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
#endif
