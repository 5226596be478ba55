import Foundation
import Testing
@testable import Trellis

/// An event's argument and result types.
private struct Signature: Equatable, CustomStringConvertible {
    let argument: Any.Type
    let result: Any.Type

    init(_ argument: Any.Type, _ result: Any.Type) {
        self.argument = argument
        self.result = result
    }

    static func == (lhs: Signature, rhs: Signature) -> Bool { lhs.argument == rhs.argument && lhs.result == rhs.result }

    var description: String { "(\(argument)) -> \(result)" }
}

/// The argument and result types of `event`, as the compiler infers them from the key alone.
private func types<Argument, Result>(_ event: EventKey<Argument, Result>) -> Signature {
    Signature(Argument.self, Result.self)
}

/// Registers `body` on `mapping` through the primitive every typed registration uses, and answers the types the
/// closure was given: the compiler takes them from `event`, so a closure of other types does not compile.
@MainActor
private func registeredTypes<View: ModelTransfer, Argument, Result>(
    on mapping: TypedViewMapping<View>, _ event: EventKey<Argument, Result>,
    _ body: @escaping @MainActor (View, View.Model, ItemPath, Argument) -> Result
) -> Signature {
    mapping.onView(event, body)
    return Signature(Argument.self, Result.self)
}

@MainActor
@Suite("Event keys: one typed key per event")
struct EventKeyTests {
    @Test("A key carries its argument and result types: what a closure receives and answers, and what is asked")
    func keyTypes() {
        #expect(types(.didSelect) == Signature(Void.self, Void.self))
        #expect(types(.heightForCell) == Signature(Void.self, Double.self))
        #expect(types(.willSelect) == Signature(Void.self, ItemPath?.self))
        #expect(types(.commitEditingStyle) == Signature(EditingStyle.self, Void.self))
        #expect(types(.targetPathForMove) == Signature(ItemPath.self, ItemPath.self))
        #expect(types(.contextMenu) == Signature(TrellisPoint.self, ContextMenuDescription?.self))
        #expect(
            types(.itemsForAddingTo)
                == Signature((DragSessionToken, TrellisPoint).self, [DragItemDescription].self))
        #expect(types(.sectionForSectionIndexTitle) == Signature((String, Int).self, Int.self))
        #expect(types(.tap) == Signature(Void.self, RowTapResult.self))
        #expect(types(.badge) == Signature(Int.self, String.self), "a key declared outside the library")
    }

    @Test("A registration's closure receives the key's argument and answers its result; the answer has that type")
    func registrationAndAnswerShareTheKeysTypes() {
        let menu = ContextMenuDescription(identifier: "m", title: "Menu", children: [])
        var received: [TrellisPoint] = []
        let fixture = RowFixture { mapping in
            // No type annotations: the closure's `point` is a TrellisPoint and it must answer a
            // ContextMenuDescription? because `.contextMenu` says so.
            let registered = registeredTypes(on: mapping, .contextMenu) { _, _, _, point in
                received.append(point)
                return menu
            }
            #expect(registered == types(.contextMenu))
        }
        let answer: ContextMenuDescription? = fixture.dispatcher.contextMenuForItem(
            at: path(0, 0), point: TrellisPoint(x: 3, y: 4), view: RowArticleCell())
        #expect(answer?.identifier == menu.identifier)
        #expect(received == [TrellisPoint(x: 3, y: 4)])
    }

    @Test("Handlers are stored with their key's types (what the dispatcher recovers them as, without a checked cast)")
    func storedHandlersHaveTheKeysTypes() {
        let fixture = RowFixture { mapping in
            mapping.didSelect { _, _, _ in }
            mapping.heightForCell { _, _ in 44 }
            mapping.contextMenu { _, _, _, _ in nil }
            mapping.commitEditingStyle { _, _, _ in }
            mapping.itemsForAddingTo { _, _, _, _, _ in [] }
            mapping.badge { _, _, _, _ in "" }
        }
        fixture.dispatcher.didSelect(RowArticleCell.self) { _, _, _ in }
        fixture.dispatcher.heightForCell(withModel: Badge.self) { _, _ in 10 }
        let mapping = fixture.dispatcher.registry.mappings.first { $0.viewType == RowArticleCell.self }
        let handlers = try? #require(mapping?.events)
        func stored<Argument, Result>(_ event: EventKey<Argument, Result>, in handlers: EventHandlers?) -> Bool {
            handlers?.storedHandler(named: event.name) is ErasedHandler<Argument, Result>
        }
        #expect(stored(.didSelect, in: handlers))
        #expect(stored(.heightForCell, in: handlers))
        #expect(stored(.contextMenu, in: handlers))
        #expect(stored(.commitEditingStyle, in: handlers))
        #expect(stored(.itemsForAddingTo, in: handlers))
        #expect(stored(.badge, in: handlers))
        #expect(!stored(.didDeselect, in: handlers))
        let byView = fixture.dispatcher.managerEvents.handlers(forViewType: ObjectIdentifier(RowArticleCell.self))
        #expect(stored(.didSelect, in: byView))
        let byModel = fixture.dispatcher.managerEvents.handlers(
            accepting: Badge.hot, type: ObjectIdentifier(Badge.self))
        #expect(byModel.count == 1 && stored(.heightForCell, in: byModel.first))
    }

    @Test("A name has one key: a second key of that name with other types is refused")
    func oneKeyPerName() {
        let name = EventName("one-key-per-name-\(UUID().uuidString)")
        #expect(EventNameTable.bind(name, to: ObjectIdentifier(EventKey<Int, String>.self)))
        #expect(EventNameTable.bind(name, to: ObjectIdentifier(EventKey<Int, String>.self)), "the same types again")
        #expect(!EventNameTable.bind(name, to: ObjectIdentifier(EventKey<Int, Int>.self)))
        #expect(!EventNameTable.bind(EventKey.didSelect.name, to: ObjectIdentifier(EventKey<Int, Int>.self)))
        #expect(EventNameTable.bind(EventKey.didSelect.name, to: ObjectIdentifier(EventKey<Void, Void>.self)))
    }

    @Test("Making a second key of an existing name with other types stops the program")
    func conflictingKeyTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = EventKey.didSelect  // made on first use, as every key
            _ = EventKey<Int, Int>("didSelect")
        }
        await #expect(processExitsWith: .success) {
            _ = EventKey.didSelect
            _ = EventKey<Int, Int>("one-key-per-name-unique")
        }
    }

    @Test("answer(as:) answers only the event it names, with that event's types; matches compares events")
    func answerAsAnotherKey() {
        func level<Argument, Result>(_ event: EventKey<Argument, Result>, _ argument: Argument) -> Result? {
            event.answer(as: .indentationLevel, argument: argument) { _ in 3 }
        }
        #expect(level(.indentationLevel, ()) == 3)
        #expect(level(.heightForCell, ()) == nil)
        #expect(level(.badge, 2) == nil)
        let titles = EventKey.sectionIndexTitles.answer(as: .sectionIndexTitles, argument: ()) { _ in ["A"] }
        #expect(titles == ["A"])
        let scaled = EventKey.badge.answer(as: .badge, argument: 4) { scale in "x\(scale)" }
        #expect(scaled == "x4")
        #expect(EventKey.didSelect.matches(.didSelect))
        #expect(!EventKey.didSelect.matches(.didDeselect))
        #expect(EventKey.didSelect.description == "didSelect")
    }
}
