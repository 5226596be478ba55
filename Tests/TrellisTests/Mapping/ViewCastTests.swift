import Foundation
import Testing
@testable import Trellis

/// `withView(_:as:_:)` lends the view a mapping configures: the exact class without the runtime's cast or a retain,
/// anything else through the runtime, with the same answers as `as?` and no reference leaked.
@Suite("The per-cell view cast answers as `as?` does")
struct ViewCastTests {
    @Test("The per-cell view cast: the exact class and its subclasses are lent to the body, anything else is nil")
    func viewCast() {
        let animal = Animal(name: "generic"), dog = Dog(name: "Rex")
        #expect(withView(animal, as: Animal.self) { $0.name } == "generic")
        #expect(withView(dog, as: Animal.self) { $0.name } == "Rex", "a subclass goes through the runtime's cast")
        #expect(withView(dog, as: Dog.self) { $0 === dog } == true)
        #expect(withView(animal, as: Dog.self) { _ in true } == nil, "a superclass instance is not a subclass")
        #expect(withView(NSObject(), as: Animal.self) { _ in true } == nil)
    }

    @Test("A view lent by the view cast is neither retained for good nor released: it lives as its owner says")
    func viewCastLifetime() {
        weak var weakDog: Dog?
        do {
            let dog = Dog(name: "Rex")
            weakDog = dog
            for _ in 0..<3 { #expect(withView(dog, as: Dog.self) { $0.name } == "Rex") }
            #expect(weakDog != nil)
        }
        #expect(weakDog == nil, "released once its owner lets go: the casts leaked nothing")
    }
}
