// Nibs. Linux cannot load Interface Builder's compiled nibs, so a stand-in nib is a text file with the same name and
// place as a real one (`<name>.nib` in a bundle, found with `Bundle.path(forResource:ofType:)`, as UIKit finds it):
// one line per top-level object, its class as Swift prints it with the module (`MyApp.PostCell`), then optionally
// `reuseIdentifier=<identifier>` (the identifier set in Interface Builder):
//
//     MyAppTests.PostCell reuseIdentifier=PostCell
//
// `instantiate(withOwner:options:)` creates each object with `init?(coder:)` and calls `awakeFromNib()`, as UIKit
// does. A nib that cannot be found, or names a class that does not exist, raises (recorded in `StandInExceptions`)
// and instantiates nothing. Storyboard prototype cells are nibs too: UIKit decodes one per reuse identifier from
// the storyboard into the table's (or collection's) nib registrations; `standInAddPrototype(_:...)` does the same
// (see `docs/UIKitStandIn-sources.md`, "Nibs and storyboards").

/// A nib: the archived views that Interface Builder made, loaded on demand (UIKit's `UINib`).
@MainActor
open class UINib: NSObject {
    /// Keys of the options of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's text.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects outside the nib that it refers to (placeholders).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// One top-level object of a stand-in nib.
    struct Entry: Equatable {
        let className: String
        let reuseIdentifier: String?
    }

    /// The nib's name (`nil` for a nib made from data).
    public let standInName: String?
    private let bundle: Bundle
    private let data: Data?

    /// The nib named `name` in `bundleOrNil` (the main bundle when `nil`). Like UIKit's, it is read when first
    /// instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        standInName = name
        bundle = bundleOrNil ?? .main
        data = nil
        super.init()
    }

    /// The nib whose contents are `data` (a stand-in nib's text).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        standInName = nil
        bundle = bundleOrNil ?? .main
        self.data = data
        super.init()
    }

    /// Creates the nib's top-level objects (each with `init?(coder:)`, then `awakeFromNib()`), in order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let entries = standInEntries() else { return [] }
        var objects: [Any] = []
        for entry in entries {
            guard let object = Self.make(entry) else {
                StandInExceptions.raise(
                    StandInException(
                        .invalidArgument,
                        reason:
                            "Unknown class \(entry.className) in Interface Builder file \(standInName ?? "(data)")"))
                return []
            }
            objects.append(object)
        }
        return objects
    }

    /// The nib's entries, or `nil` (and UIKit's exception) when it cannot be read.
    func standInEntries() -> [Entry]? {
        let text: String?
        if let data {
            text = String(data: data, encoding: .utf8)
        } else if let path = bundle.path(forResource: standInName, ofType: "nib") {
            text = try? String(contentsOfFile: path, encoding: .utf8)
        } else {
            text = nil
        }
        guard let text else {
            StandInExceptions.raise(
                StandInException(
                    .internalInconsistency,
                    reason:
                        "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(standInName ?? "(data)")'"))
            return nil
        }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let words = line.split(separator: " ")
            guard let name = words.first else { return nil }
            let identifier = words.dropFirst().first { $0.hasPrefix("reuseIdentifier=") }
                .map { String($0.dropFirst("reuseIdentifier=".count)) }
            return Entry(className: String(name), reuseIdentifier: identifier)
        }
    }

    /// A new object of the entry's class, made as a nib makes it; `nil` for a class that does not exist or that the
    /// stand-in cannot make (it makes cells, header and footer views, and collection reusable views).
    private static func make(_ entry: Entry) -> AnyObject? {
        guard let type = NSClassFromString(entry.className) else { return nil }
        let coder = NSCoder()
        let object: AnyObject?
        switch type {
        case let cell as UITableViewCell.Type:
            let made = cell.init(coder: coder)
            made?.reuseIdentifier = entry.reuseIdentifier
            made?.awakeFromNib()
            object = made
        case let view as UITableViewHeaderFooterView.Type:
            let made = view.init(coder: coder)
            made?.reuseIdentifier = entry.reuseIdentifier
            made?.awakeFromNib()
            object = made
        case let view as UICollectionReusableView.Type:
            let made = view.init(coder: coder)
            made?.reuseIdentifier = entry.reuseIdentifier
            made?.awakeFromNib()
            object = made
        default:
            object = nil  // the stand-in makes cells, header, footer and reusable views only
        }
        return object
    }
}
