import Testing
import Trellis
import TrellisUIKit
import UIKitStandIn

/// A view controller that records the calls UIKit makes to it.
private final class RecordingViewController: UIViewController {
    private(set) var calls: [String] = []
    var makesOwnView = false

    override func loadView() {
        calls.append("loadView")
        if makesOwnView {
            view = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
        } else {
            super.loadView()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad(loaded: \(isViewLoaded))")
        _ = view  // reading the view while it finishes loading loads nothing again
    }

    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { calls.append("willMove(\(parent?.title ?? "nil"))") }
    override func didMove(toParent parent: UIViewController?) { calls.append("didMove(\(parent?.title ?? "nil"))") }
}

@MainActor
@Suite("View controllers: lazy view loading, appearance, children")
struct ViewControllerLifecycleTests {
    @Test("the view loads on first read: loadView, then viewDidLoad, once; nothing before")
    func lazyLoading() {
        let controller = RecordingViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.calls.isEmpty)
        let view: UIView = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad(loaded: true)"])
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(view.frame == UIViewController.standInScreenBounds)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["loadView", "viewDidLoad(loaded: true)"])
    }

    @Test("loadViewIfNeeded loads; a loadView override that sets its own view keeps it")
    func loadViewOverride() {
        let controller = RecordingViewController()
        controller.makesOwnView = true
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["loadView", "viewDidLoad(loaded: true)"])
        #expect((controller.view as? UITableView)?.style == .grouped)
    }

    @Test("init(nibName:bundle:) keeps the nib's name and bundle; init() has none")
    func nibName() {
        let named = UIViewController(nibName: "Posts", bundle: .main)
        #expect(named.nibName == "Posts" && named.nibBundle === Bundle.main)
        let plain = UIViewController()
        #expect(plain.nibName == nil && plain.nibBundle == nil && plain.title == nil)
    }

    @Test("appearance transitions call the will and did methods in order, loading the view first")
    func appearanceTransitions() {
        let controller = RecordingViewController()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()  // no transition under way: nothing
        #expect(
            controller.calls == [
                "loadView", "viewDidLoad(loaded: true)", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                "viewDidDisappear",
            ])
    }

    @Test("a window's root controller fills it; shown, it appears; replaced, it disappears")
    func windowRoot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = RecordingViewController(), second = RecordingViewController()
        window.rootViewController = first
        #expect(first.calls == ["loadView", "viewDidLoad(loaded: true)"])
        #expect(first.view.superview === window && first.view.frame == window.bounds)
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(first.calls.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        window.rootViewController = second
        #expect(first.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.superview == nil && second.view.window === window)
        #expect(second.calls == ["loadView", "viewDidLoad(loaded: true)", "viewWillAppear", "viewDidAppear"])
    }

    @Test("addChild calls willMove, removeFromParent didMove(nil); a child moves from its old parent")
    func children() {
        let parent = UIViewController(), other = UIViewController(), child = RecordingViewController()
        parent.title = "parent"
        other.title = "other"
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        other.addChild(child)
        #expect(parent.children.isEmpty && other.children == [child] && child.parent === other)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(other.children.isEmpty && child.parent == nil)
        #expect(
            child.calls == [
                "willMove(parent)", "didMove(parent)", "didMove(nil)", "willMove(other)", "willMove(nil)",
                "didMove(nil)",
            ])
    }
}

/// A cell that shows a number.
private final class RowNumberCell: UITableViewCell {
    private(set) var number = 0

    convenience init(number: Int) {
        self.init(style: .default, reuseIdentifier: nil)
        self.number = number
    }
}

/// A table controller subclass that gives its rows itself, as an app without a manager does.
private final class NumbersViewController: UITableViewController {
    private(set) var selected: [IndexPath] = []
    nonisolated(unsafe) var answersSelection = false
    var editableBySuper = false

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        RowNumberCell(number: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        editableBySuper ? super.tableView(tableView, canEditRowAt: indexPath) : true
    }

    // The stand-in cannot see overrides: a subclass says which optional methods it implements.
    override func responds(to aSelector: Selector!) -> Bool {
        if answersSelection, aSelector == Selector("tableView:didSelectRowAtIndexPath:") { return true }
        return super.responds(to: aSelector)
    }
}

@MainActor
@Suite("UITableViewController: its table, its roles, appearance")
struct TableViewControllerTests {
    @Test("init(style:) makes a table of that style as its view, sourced and delegated by itself; init() a plain one")
    func tableIsTheView() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(!controller.isViewLoaded)
        let table: UITableView = controller.tableView
        #expect(controller.isViewLoaded && controller.view === table)
        #expect(table.style == .insetGrouped && table.frame == UIViewController.standInScreenBounds)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
    }

    @Test("a table set by hand becomes the view and gets the controller as data source and delegate where it has none")
    func settingTheTable() {
        let controller = UITableViewController(style: .plain)
        let other = NumbersViewController(style: .plain)
        let table = UITableView(frame: .zero, style: .grouped)
        table.dataSource = other
        controller.tableView = table
        #expect(controller.view === table)
        #expect(table.dataSource === other && table.delegate === controller)
    }

    @Test("a plain controller answers responds(to:) for no optional method: the table uses its own defaults")
    func respondsToNothingOptional() {
        let controller = UITableViewController(style: .plain)
        let table: UITableView = controller.tableView
        #expect(table.delegateResponds(to: "tableView(_:numberOfRowsInSection:)"))
        for method in ["tableView(_:heightForRowAt:)", "numberOfSections(in:)", "tableView(_:didSelectRowAt:)"] {
            #expect(!table.delegateResponds(to: method), "\(method)")
        }
        #expect(table.dataSource === controller)
    }

    @Test("a subclass's required methods fill the table; an optional override is sent once responds(to:) says so")
    func subclassWithoutManager() {
        let controller = NumbersViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table: UITableView = controller.tableView
        #expect(table.visibleCells.compactMap { ($0 as? RowNumberCell)?.number } == [0, 1, 2])
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(controller.selected.isEmpty)  // answered no when it became the delegate

        controller.answersSelection = true
        table.delegate = nil
        table.delegate = controller
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(controller.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.exceptions.isEmpty)
    }

    @Test("super to a method UIKit's controller does not implement raises unrecognized selector; to one it does not")
    func superCalls() throws {
        let controller = NumbersViewController(style: .plain)
        let table: UITableView = controller.tableView
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == table.rowHeight)
        #expect(controller.numberOfSections(in: table) == 1)
        #expect(table.exceptions.isEmpty)
        controller.editableBySuper = true
        _ = controller.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0))
        let exception = try #require(table.exceptions.first)
        #expect(exception.name == .invalidArgument)
        #expect(exception.reason.contains("tableView:canEditRowAtIndexPath:]: unrecognized selector sent to instance"))
    }

    @Test("the first appearance reloads a table not loaded yet; later ones clear the selection unless told not to")
    func appearance() {
        let controller = NumbersViewController(style: .plain)
        let table: UITableView = controller.tableView
        #expect(table.updateLog.isEmpty)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(table.updateLog == [.reloadData])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(true, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.updateLog == [.reloadData])

        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("setEditing turns the table's editing on and off too")
    func editing() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        controller.setEditing(false, animated: true)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        controller.isEditing = true
        #expect(controller.tableView.isEditing)
    }

    @Test("a manager attached in viewDidLoad replaces the controller as data source and delegate", .collectsAnomalies)
    func managerReplacesTheController() {
        final class Screen: UITableViewController {
            let manager = TableViewManager()
            let storage = MemoryStorage()
            private(set) var opened: [Post] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 99 }
            override func viewDidLoad() {
                super.viewDidLoad()
                manager.registry.register(PostCell.self) { [weak self] in
                    $0.didSelect { _, post, _ in self?.opened.append(post) }
                }
                manager.attach(to: tableView, content: storage)
                storage.setItems([posts(1...3)])
            }
        }
        let screen = Screen(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let table: UITableView = screen.tableView
        #expect(table.dataSource !== screen && table.delegate !== screen)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.compactMap { ($0 as? PostCell)?.post?.id } == [1, 2, 3])
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(screen.opened.map(\.id) == [3])
        #expect(table.exceptions.isEmpty)
    }
}

@MainActor
@Suite("UICollectionViewController: its collection, its layout, a manager")
struct CollectionViewControllerTests {
    @Test("init(collectionViewLayout:) makes a collection with the layout, sourced and delegated by itself")
    func collectionIsTheView() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout && !controller.isViewLoaded)
        let collection: UICollectionView = controller.collectionView
        #expect(controller.view === collection && collection.collectionViewLayout === layout)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        #expect(collection.exceptions.isEmpty)
    }

    @Test("made without a layout, loading its view raises UIKit's non-nil layout exception")
    func noLayout() throws {
        let collection: UICollectionView = UICollectionViewController().collectionView
        let exception = try #require(collection.exceptions.first)
        #expect(exception.reason == "UICollectionView must be initialized with a non-nil layout parameter")
    }

    @Test("appearing clears the selection unless told not to")
    func clearsSelection() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let collection: UICollectionView = controller.collectionView
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(collection.exceptions.isEmpty)
    }

    @Test("a subclass's CollectionViewManager attached in viewDidLoad drives the collection", .collectsAnomalies)
    func manager() {
        final class Screen: UICollectionViewController {
            let manager = CollectionViewManager()
            let storage = MemoryStorage()
            private(set) var opened: [Post] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                manager.registry.register(PostItemCell.self) { [weak self] in
                    $0.didSelect { _, post, _ in self?.opened.append(post) }
                }
                manager.attach(to: collectionView, content: storage)
                storage.setItems([posts(1...4)])
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let screen = Screen(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let collection: UICollectionView = screen.collectionView
        #expect(collection.dataSource !== screen && collection.delegate !== screen)
        #expect(collection.visibleCells.compactMap { ($0 as? PostItemCell)?.post?.id }.sorted() == [1, 2, 3, 4])
        collection.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(screen.opened.map(\.id) == [2])
        #expect(collection.exceptions.isEmpty)
    }
}
