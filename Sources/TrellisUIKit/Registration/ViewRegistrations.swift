internal import Trellis

// UIKit dequeues views by reuse identifier, from the class registered for it. A manager registers the view classes
// of the registry's mappings and of the content's own mappings (declarative rows and section views, a cascading
// tree's, an outline's: ``DispatchingContent/viewMappings``) when content is attached or reloaded, and any other
// the first time it is dequeued (a row type that first appears in an update). Two mappings may name the same
// identifier for different classes: a declarative `ListRow<TitleCell>` and a registry mapping of another `TitleCell`
// nested in another type both default to "TitleCell". UIKit would hand back the first class's cells for the second;
// here the second class gets an identifier of its own (qualified by its full type name) and the clash is reported
// once (``Anomaly/reuseIdentifierConflict(_:)``).

/// The view classes a manager registered with its view, by place (cells, or a kind of supplementary view) and
/// reuse identifier.
struct ViewRegistrations {
    private struct Key: Hashable {
        let place: String
        let identifier: String
    }

    private var classes: [Key: ObjectIdentifier] = [:]
    /// The full names of the classes registered, for reports.
    private var names: [ObjectIdentifier: String] = [:]
    private var reported: Set<Key> = []

    /// Forgets every registration (a new view).
    mutating func reset() {
        classes = [:]
        names = [:]
        reported = []
    }

    /// Forgets that `mapping`'s identifier was registered, so it is registered again (its source changed).
    mutating func forget(_ mapping: ViewMapping) {
        for key in classes.keys
        where classes[key] == ObjectIdentifier(mapping.viewType)
            && (key.identifier == mapping.reuseIdentifier || key.identifier.hasPrefix(mapping.reuseIdentifier + "."))
        {
            classes[key] = nil
        }
    }

    /// The identifier to register and dequeue `mapping`'s view with in `place`, whether it still has to be
    /// registered, and the clash to report, if this is the first time its identifier is found taken by another
    /// class.
    mutating func identifier(
        for mapping: ViewMapping, in place: String
    ) -> (identifier: String, isNew: Bool, conflict: ReuseIdentifierConflict?) {
        let viewClass = ObjectIdentifier(mapping.viewType)
        let key = Key(place: place, identifier: mapping.reuseIdentifier)
        guard let registered = classes[key] else {
            classes[key] = viewClass
            if names[viewClass] == nil { names[viewClass] = String(reflecting: mapping.viewType) }
            return (mapping.reuseIdentifier, true, nil)
        }
        if registered == viewClass { return (mapping.reuseIdentifier, false, nil) }
        let own = Key(place: place, identifier: mapping.reuseIdentifier + "." + String(reflecting: mapping.viewType))
        var conflict: ReuseIdentifierConflict?
        if reported.insert(own).inserted {
            conflict = ReuseIdentifierConflict(
                identifier: mapping.reuseIdentifier, kind: mapping.kind,
                registered: names[registered] ?? "another class",
                registering: String(reflecting: mapping.viewType))
        }
        let isNew = classes[own] == nil
        classes[own] = viewClass
        return (own.identifier, isNew, conflict)
    }

    /// Whether `registry` holds both clashing classes under the identifier: it reported the clash itself when the
    /// second was registered, so the host does not report it again.
    @MainActor
    static func registryReported(_ conflict: ReuseIdentifierConflict, in registry: MappingRegistry) -> Bool {
        var found: Set<String> = []
        for mapping in registry.mappings where mapping.reuseIdentifier == conflict.identifier {
            found.insert(String(reflecting: mapping.viewType))
        }
        return found.contains(conflict.registered) && found.contains(conflict.registering)
    }

    /// Every mapping a manager registers up front: the registry's, then the content's own.
    @MainActor
    static func mappings(of registry: MappingRegistry, content: (any SectionedContent)?) -> [ViewMapping] {
        registry.mappings + ((content as? any DispatchingContent)?.viewMappings ?? [])
    }
}
