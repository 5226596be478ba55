/// A mapping's per-cell fast path: shows a model that is exactly the mapping's model type in a view that is exactly
/// its view type, with no cast at all. `ViewMapping.show` compares the two types kept here with the type word of the
/// model's `Any` container and the view's class, and only then calls `update`.
///
/// The model's type is read from its container, not from the type an `AnyItem` keeps beside it: with the same answer,
/// the per-cell path was a quarter slower when it did not read the container (`dispatch-1-mapping`, interleaved runs),
/// the time going to the retain of each item as it is read. Measured, not explained (this machine has no hardware
/// counters).
///
/// Without it, each type's specialized configure closure checks the model's type word against its model type and
/// the view's class against its view type itself. The view type's metadata comes from the type's metadata accessor
/// (a call, and a cache word, per view type), so with many view types every cell also runs code and reads data that
/// differ by type: what made dispatch over 100 mappings slower than over one. Here the checks are the same few
/// instructions for every type, and the closure only reads the model and calls `update(with:)`.
///
/// Made only for a model type the `Any` container holds inline (see `castModel(_:to:)`); the closure reads the model
/// from the container's buffer.
@usableFromInline
struct ExactUpdate {
    /// The view type the fast path is for: exactly this class, not a subclass.
    @usableFromInline let viewType: ObjectIdentifier
    /// The model type the fast path is for: exactly this type.
    @usableFromInline let modelType: ObjectIdentifier
    /// Shows the model in the `Any` container at the pointer in the view, at the path. Called only when the view is
    /// exactly a `viewType` and the container exactly holds a `modelType`, stored inline.
    @usableFromInline let update: @MainActor (AnyObject, UnsafeRawPointer, ItemPath) -> Void

    /// The fast path for `View` showing `Model`, or `nil` when an `Any` cannot hold a `Model` inline.
    @inlinable
    init?<View: AnyObject, Model>(
        _ view: View.Type, showing model: Model.Type,
        update: @escaping @MainActor (AnyObject, UnsafeRawPointer, ItemPath) -> Void
    ) {
        guard isStoredInline(Model.self) else { return nil }
        viewType = ObjectIdentifier(View.self)
        modelType = ObjectIdentifier(Model.self)
        self.update = update
    }
}

/// The type a mapping without a fast path names as its exact model and view type: no value has it.
enum NoExactType {}
