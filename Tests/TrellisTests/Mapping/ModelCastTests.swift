import Foundation
import Testing
@testable import Trellis

/// `castModel(_:to:)` reads the `Any`'s container when it holds exactly the asked type inline, and asks the runtime
/// otherwise: its answer must always be `as?`'s.
@Suite("The per-cell model cast answers as `as?` does")
struct ModelCastTests {
    private protocol Shape { var corners: Int { get } }
    private struct Square: Shape, Equatable { var corners: Int { 4 }; var side: Int }
    private struct Large: Equatable { var a = 1, b = 2, c = 3, d = 4 }
    private struct Named: Equatable { var name: String }
    private class Animal: Equatable {
        let name: String
        init(name: String) { self.name = name }
        static func == (lhs: Animal, rhs: Animal) -> Bool { lhs === rhs }
    }
    private final class Dog: Animal {}

    /// The type word of `value`'s existential container (the metadata of what it holds directly).
    private func containerType(of value: Any) -> ObjectIdentifier {
        withUnsafePointer(to: value) { container in
            let word = UnsafeRawPointer(container).load(
                fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
            return ObjectIdentifier(unsafeBitCast(word, to: Any.Type.self))
        }
    }

    /// `castModel`'s answer and `as?`'s, for `value` to `type`.
    private func agree<Model: Equatable>(
        _ value: Any, _ type: Model.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            castModel(value, to: type) == (value as? Model), "\(Swift.type(of: value)) to \(type)",
            sourceLocation: sourceLocation)
    }

    @Test("Exact types stored inline: read from the container, equal to the cast")
    func exactInline() {
        agree(42 as Any, Int.self)
        agree(Square(side: 3) as Any, Square.self)
        agree(Named(name: "a string long enough to be kept out of line in its own buffer") as Any, Named.self)
        agree("short" as Any, String.self)
        agree(Optional(7) as Any, Int?.self)
        agree(Optional<Int>.none as Any, Int?.self)
        let dog = Dog(name: "Rex")
        agree(dog as Any, Dog.self)
    }

    @Test("Other types, subclasses, protocols, boxed values and nested existentials go to the runtime")
    func runtimePaths() {
        agree(42 as Any, String.self)
        agree("42" as Any, Int.self)
        agree(Large() as Any, Large.self)  // four words: boxed
        agree(Dog(name: "Rex") as Any, Animal.self)  // a subclass
        agree(Animal(name: "Cat") as Any, Dog.self)  // a superclass: no
        let shape: any Shape = Square(side: 2)
        agree(shape as Any, Square.self)  // an existential inside the Any
        agree(Optional(Square(side: 1)) as Any, Square.self)  // an optional holding the type
        agree(Square(side: 1) as Any, Square?.self)
        #expect(castModel(Square(side: 2) as Any, to: (any Shape).self)?.corners == 4)
        #expect(castModel(Square(side: 2) as Any, to: Any.self) != nil)
        #expect(castModel(Dog(name: "Rex") as Any, to: AnyObject.self) != nil)
    }

    @Test("An instance is read from the container only when the container holds exactly its class")
    func exactInstances() {
        let dog = Dog(name: "Rex")
        #expect(exactInstance(in: dog as Any, ofClass: ObjectIdentifier(Dog.self)) === dog)
        #expect(exactInstance(in: dog as Any, ofClass: ObjectIdentifier(Animal.self)) == nil, "not its class")
        let asAnimal: Animal = dog
        // Put in the `Any` as its superclass: the container's type word is `Animal`, so the runtime is asked instead.
        #expect(exactInstance(in: asAnimal as Any, ofClass: ObjectIdentifier(Dog.self)) == nil)
        #expect(exactInstance(in: 42 as Any, ofClass: ObjectIdentifier(Dog.self)) == nil)
        #expect(exactInstance(in: Square(side: 1) as Any, ofClass: ObjectIdentifier(Dog.self)) == nil)
    }

    @Test("A reference read from the container is retained as a cast's would be")
    func referenceLifetime() {
        weak var weakDog: Dog?
        var copy: Dog?
        do {
            let dog = Dog(name: "Rex")
            weakDog = dog
            let any: Any = dog
            copy = castModel(any, to: Dog.self)
        }
        #expect(weakDog != nil, "the cast's result keeps the model alive")
        #expect(copy?.name == "Rex")
        copy = nil
        #expect(weakDog == nil, "and releases it once dropped: nothing leaked")
    }

    @Test("Models wrapped as items hold their own type, whatever the static type they were given as")
    @MainActor func wrappedModelsHoldTheirOwnType() {
        let models: [Any] = [Square(side: 1), 2, "three", Dog(name: "Rex")]
        for model in models {
            let item = AnyItem(model)
            // The `Any` holds the value itself, not an `Any` inside an `Any` (`type(of:)` looks through both, so the
            // container's type word is read: the existential layout `castModel` relies on). Optimized generic code
            // nests them when `Model` is `Any` (unoptimized code, which these tests run, does not).
            #expect(containerType(of: item.base) == ObjectIdentifier(type(of: model)))
            #expect(containerType(of: AnyRow(model: model, id: nil).item.base) == ObjectIdentifier(type(of: model)))
        }
        let shape: any Shape = Square(side: 5)
        #expect(castModel(AnyItem(shape).base, to: Square.self) == Square(side: 5))
    }
}
