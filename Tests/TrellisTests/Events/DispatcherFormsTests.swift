import Foundation
import Testing
@testable import Trellis

/// A header showing an article, for the supplementary display events.
final class FormsArticleHeader: RecordingView<Article>, ConstructibleView {}

/// Every event a mapping takes can also be registered on the dispatcher for every mapping of a view type
/// (`dispatcher.willSelect(PostCell.self) { cell, post, path in ... }`) and for every model of a type
/// (`dispatcher.willSelect(withModel: Post.self) { post, path in ... }`), as DTTableViewManager's users expect
/// (`docs/Migrating-from-DTTableViewManager.md`). Each form (`+Selection`, `+Rows`) is registered on its own dispatcher and asked as a
/// host asks it: it must fire, with the row's model and path.
@MainActor
@Suite("Dispatcher forms of every mapping event")
struct DispatcherFormsTests {
    /// One registration form of one event: how it is registered on the dispatcher and how a host asks it.
    struct Form {
        let name: String
        let register: @MainActor (Dispatcher, CallLog) -> Void
        let ask: @MainActor (RowFixture, RowArticleCell) -> Void
    }

    static let b = path(0, 1)
    static let point = TrellisPoint(x: 1, y: 2)
    static let preview = ContextMenuPreview(cornerRadius: 1)
    static let swipe = SwipeActionsDescription(actions: [])

    /// "view b [0, 1]" for a view-type form, "model b [0, 1]" for a model-type form.
    static func entry(_ form: String, _ article: Article, _ at: ItemPath) -> String { "\(form) \(article.title) \(at)" }

    /// Registers `form` on a dispatcher of its own (a header `Article` "h" over section 0) and asks it once.
    func fire(_ form: Form) -> [String] {
        let log = CallLog()
        let fixture = RowFixture()
        fixture.dispatcher.registry.register(FormsArticleHeader.self, as: .header)
        fixture.storage.setSectionHeaderModels([Article(title: "h"), nil])
        form.register(fixture.dispatcher, log)
        form.ask(fixture, fixture.show(Self.b))
        #expect(fixture.log.all.isEmpty, "\(form.name): \(fixture.log.all.map(\.message))")
        return log.calls
    }

    @Test("selection, highlight, accessory and primary action: by view type and by model type, each fires")
    func selection() {
        for form in Self.selectionForms { expectFires(form) }
    }

    @Test("context menus and the legacy edit menu: by view type and by model type, each fires")
    func menus() {
        for form in Self.menuForms { expectFires(form) }
    }

    @Test("display, editing, moving, multiple selection, spring loading, swipes: by view and model type, each fires")
    func rows() {
        for form in Self.rowForms { expectFires(form) }
    }

    private func expectFires(_ form: Form) {
        let calls = fire(form)
        #expect(calls.count == 1, "\(form.name) fired \(calls.count) times: \(calls)")
        let shown = form.name.hasSuffix("Supplementary") ? "h [0, 0]" : "b [0, 1]"
        #expect(calls.first?.hasSuffix(shown) == true, "\(form.name): \(calls)")
    }

    /// The event names with a typed registration on `TypedViewMapping`, and which of them have a view-type and a
    /// model-type registration on `Dispatcher`, read from `Sources/Trellis/Events`.
    static func registrations() throws -> (mapping: Set<String>, viewType: Set<String>, modelType: Set<String>) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Trellis/Events")
        var mapping: Set<String> = [], viewType: Set<String> = [], modelType: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // Top-level extensions: from a line starting `extension` to the next line that is `}`.
            for block in text.components(separatedBy: "\nextension ").dropFirst() {
                let body = block.components(separatedBy: "\n}\n").first ?? block
                let header = body.prefix { $0 != "{" }
                let names = { (pattern: String) -> [String] in
                    let regex = try! NSRegularExpression(pattern: pattern)
                    return regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).map {
                        String(body[Range($0.range(at: 1), in: body)!])
                    }
                }
                if header.hasPrefix("TypedViewMapping") {
                    mapping.formUnion(names(#"public func (\w+)\("#))
                } else if header.hasPrefix("Dispatcher") {
                    viewType.formUnion(names(#"public func (\w+)<View: ModelTransfer>\(\s*_ view: View\.Type"#))
                    modelType.formUnion(names(#"public func (\w+)<Model>\(\s*withModel model: Model\.Type"#))
                }
            }
        }
        return (mapping, viewType, modelType)
    }

    @Test("every event a mapping takes has a view-type and a model-type registration on the dispatcher")
    func everyMappingEventHasBothDispatcherForms() throws {
        let (mapping, viewType, modelType) = try Self.registrations()
        #expect(mapping.count > 50, "the mapping registrations were found: \(mapping.sorted())")
        #expect(mapping.subtracting(viewType).sorted() == [], "no dispatcher(ViewType.self) form")
        #expect(mapping.subtracting(modelType).sorted() == [], "no dispatcher(withModel:) form")
    }
}
