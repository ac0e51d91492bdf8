import Foundation
import Testing
@testable import SourcePorting

/// The porting rule applied mechanically (docs/PORTING.md, "The porting rule" and "Importing an
/// Xcode project"): each test is a golden input, as Xcode projects spell it, and the output the
/// lab compiles.
@Suite struct SourcePorterTests {
    private func port(_ text: String) -> PortedFile { SourcePorter.port(text) }

    @Test func selectorsBecomeTheEnclosingTypesMethodReferenceInEverySpelling() {
        let input = """
            class ViewController: UIViewController {
                func viewDidLoad() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.handleTap))
                    other.addTarget(self, action: #selector(ViewController.tapped(_:)), for: .valueChanged)
                    NotificationCenter.default.addObserver(self, selector: #selector (keyboardShown(_:)), name: nil, object: nil)
                }
            }
            extension ViewController {
                func install() { item.action = #selector(done) }
                // #selector(notCode) in a comment stays
                let text = "#selector(notCode) in a string stays"
            }
            """
        let expected = """
            class ViewController: UIViewController {
                func viewDidLoad() {
                    button.addTarget(self, action: ViewController.tapped(_:), for: .touchUpInside)
                    let tap = UITapGestureRecognizer(target: self, action: ViewController.handleTap)
                    other.addTarget(self, action: ViewController.tapped(_:), for: .valueChanged)
                    NotificationCenter.default.addObserver(self, selector: ViewController.keyboardShown(_:), name: nil, object: nil)
                }
            }
            extension ViewController {
                func install() { item.action = Selector("done") }
                // #selector(notCode) in a comment stays
                let text = "#selector(notCode) in a string stays"
            }
            """
        let ported = port(input)
        #expect(ported.text == expected)
        #expect(ported.edits.filter { $0.kind == .selector }.map(\.line) == [3, 4, 5, 6, 10])
    }

    @Test func nestedTypesAreNamedWithTheirOuterType() {
        let ported = port("class Outer {\n    class Inner {\n        func f() { g(#selector(go)) }\n    }\n}\n")
        #expect(ported.text.contains("g(Outer.Inner.go)"))
    }

    @Test func selectorsThatHaveNoMethodReferenceAreSaidWithTheirLine() {
        let ported = port("class A {\n    func f() {\n        x(#selector(getter: A.value))\n        y(#selector(model.refresh))\n    }\n}\n")
        #expect(ported.text.contains("#selector(getter: A.value)") && ported.text.contains("#selector(model.refresh)"))
        #expect(ported.problems.map(\.line) == [3, 4])
    }

    @Test func objectiveCAttributesAndDynamicAreRemovedAndOutletsAndActionsListed() {
        let input = """
            import UIKit

            @objcMembers
            class BookViewController: UIViewController {
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet var stars: [UIImageView]!
                @objc dynamic var rating = 0
                @IBInspectable var cornerRadius: CGFloat = 0

                @IBAction func markRead(_ sender: UIButton) {}
                @IBAction func share(sender: Any) {}
                @IBAction private func close() {}
                @objc(handleSwipe:) func swiped(_ recognizer: UISwipeGestureRecognizer) {}
                @objc func computed() -> Int { 1 }
                @IBAction func unwindToBook(_ segue: UIStoryboardSegue) {}
            }
            """
        let expected = """
            import UIKit

            class BookViewController: UIViewController {
                private weak var titleLabel: UILabel!
                var stars: [UIImageView]!
                var rating = 0
                var cornerRadius: CGFloat = 0

                func markRead(_ sender: UIButton) {}
                func share(sender: Any) {}
                private func close() {}
                func swiped(_ recognizer: UISwipeGestureRecognizer) {}
                func computed() -> Int { 1 }
                func unwindToBook(_ segue: UIStoryboardSegue) {}
            }
            """
        let ported = port(input)
        #expect(ported.text == expected)
        let type = try? #require(ported.connectableClasses.first)
        #expect(type?.name == "BookViewController")
        #expect(type?.outlets == [.init(name: "titleLabel", isCollection: false), .init(name: "stars", isCollection: true)])
        // Interface Builder names actions by their Objective-C selectors.
        #expect(type?.actions.map(\.selector) == ["markRead:", "shareWithSender:", "close", "swiped:", "unwindToBook:"])
        #expect(type?.actions.first?.reference == "BookViewController.markRead(_:)")
        #expect(type?.actions[1].reference == "BookViewController.share(sender:)")
        #expect(type?.actions[2].reference == "BookViewController.close")
    }

    @Test func theApplicationMainAttributeBecomesMainAndDelegatesFinal() {
        let input = """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            final class Done: UIResponder, UIApplicationDelegate {}
            class Plain: UIViewController {}
            """
        let expected = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            final class Done: UIResponder, UIApplicationDelegate {}
            class Plain: UIViewController {}
            """
        #expect(port(input).text == expected)
    }

    @Test func swift42NamesTakeTheirNewSpellingAsXcodesFixItsDo() {
        let input = """
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                button.setTitle("Go", for: UIControlState.normal)
                tableView.rowHeight = UITableViewAutomaticDimension
                view.layoutMargins = UIEdgeInsetsMake(8, 16, (4 + 4), 16)
                let style: UITableViewCellStyle = .subtitle
                let notRenamed = MyUIControlState.x
                return true
            }
            """
        let expected = """
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                button.setTitle("Go", for: UIControl.State.normal)
                tableView.rowHeight = UITableView.automaticDimension
                view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: (4 + 4), right: 16)
                let style: UITableViewCell.CellStyle = .subtitle
                let notRenamed = MyUIControlState.x
                return true
            }
            """
        #expect(port(input).text == expected)
    }

    @Test func theRenamesAreTheOnesUIKitDeclaresObsoleted() throws {
        let declarations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/UIKitHosting/Application/Swift42Renames.swift")
        let text = try String(contentsOf: declarations, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"renamed: "([^"]+)"\)\npublic typealias (\w+)"#)
        var declared: [String: String] = [:]
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            declared[(text as NSString).substring(with: match.range(at: 2))] = (text as NSString).substring(with: match.range(at: 1))
        }
        #expect(declared.count > 30)
        for (old, new) in declared { #expect(Swift42Renames.types[old] == new, "\(old)") }
    }

    @Test func importsOfFrameworksTheLabDoesNotHaveAreSaid() {
        let ported = SourcePorter.port("import UIKit\nimport CoreData\n@testable import Shelf\nimport MapKit\n", knownModules: ["Shelf"])
        #expect(ported.problems.map(\.description) == ["line 2: import CoreData: the lab has no CoreData; code that uses it does not build",
                                                       "line 4: import MapKit: the lab has no MapKit; code that uses it does not build"])
    }

    @Test func rawAndMultilineStringsAreLeftAlone() {
        let input = "let a = #\"@objc \"quoted\" #selector(x)\"#\nlet b = \"\"\"\n    @IBOutlet weak var\n    \"\"\"\n@objc func f() {}\n"
        let ported = port(input)
        #expect(ported.text == "let a = #\"@objc \"quoted\" #selector(x)\"#\nlet b = \"\"\"\n    @IBOutlet weak var\n    \"\"\"\nfunc f() {}\n")
    }
}

/// The two edits that Linux's Swift and Foundation force beyond the porting rule's list.
@Suite struct SourcePorterLinuxTests {
    @Test func overridesInAnExtensionMoveIntoTheClassOfTheSameFile() {
        let input = """
            class ListViewController: UITableViewController {
                var items: [String] = []
            }

            extension ListViewController {
                @objc func refresh() {}

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.title = "Detail"
                }
            }
            """
        let expected = """
            class ListViewController: UITableViewController {
                var items: [String] = []

                // Moved here from an extension by presentation-lab import.
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.title = "Detail"
                }
            }

            extension ListViewController {
                func refresh() {}

            }
            """
        let ported = SourcePorter.port(input)
        #expect(ported.text == expected)
        #expect(ported.edits.contains { $0.kind == .overrideMoved && $0.line == 8 })
    }

    @Test func extensionMethodsThatSubclassesOverrideCallTheOverridesThroughAProtocol() {
        let base = """
            extension UIViewController {
                func listen() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(notification:)), name: nil, object: nil)
                }

                @objc func keyboardWillChange(notification: Notification) {}
                @objc func height(for width: CGFloat, _ scale: CGFloat = 1) -> CGFloat { width * scale }
            }
            """
        let form = """
            class FormViewController: UIViewController {
                override func keyboardWillChange(notification: Notification) {
                    super.keyboardWillChange(notification: notification)
                }
            }

            class SignUpViewController: FormViewController {
                @objc override func keyboardWillChange(notification: Notification) {
                    super.keyboardWillChange(notification: notification)
                }
            }
            """
        let plan = ExtensionMethodOverrides.plan([base, form])
        #expect(plan.methods.keys.sorted() == ["keyboardWillChange(notification:)"], "a method nothing overrides stays as it is")
        #expect(plan.firstOverriders["keyboardWillChange(notification:)"] == ["FormViewController"])
        let ported = ExtensionMethodOverrides.apply(plan, to: base)
        let expectedBase = """
            extension UIViewController {
                func listen() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(notification:)), name: nil, object: nil)
                }

                @objc func keyboardWillChange(notification: Notification) { if let overriding = self as? LabOverridable_UIViewController_keyboardWillChange_notification { return overriding.labOverride_keyboardWillChange(notification: notification) }; return labBase_keyboardWillChange(notification: notification) }; func labBase_keyboardWillChange(notification: Notification) {}
                @objc func height(for width: CGFloat, _ scale: CGFloat = 1) -> CGFloat { width * scale }
            }
            // Added by presentation-lab import: an extension method that subclasses override calls their override
            // through a protocol (Swift without the Objective-C runtime overrides only what a class body declares).
            protocol LabOverridable_UIViewController_keyboardWillChange_notification: AnyObject {
                func labOverride_keyboardWillChange(notification: Notification)
            }

            """
        #expect(ported.text == expectedBase)
        #expect(ported.lines == [6])
        let expectedForm = """
            class FormViewController: UIViewController {
                func labOverride_keyboardWillChange(notification: Notification) {
                    labBase_keyboardWillChange(notification: notification)
                }
            }

            class SignUpViewController: FormViewController {
                @objc override func labOverride_keyboardWillChange(notification: Notification) {
                    super.labOverride_keyboardWillChange(notification: notification)
                }
            }
            // Added by presentation-lab import: an extension method that subclasses override calls their override
            // through a protocol (Swift without the Objective-C runtime overrides only what a class body declares).
            extension FormViewController: LabOverridable_UIViewController_keyboardWillChange_notification {}

            """
        #expect(ExtensionMethodOverrides.apply(plan, to: form).text == expectedForm)
    }

    /// A method an extension adds to the module's own class, overridden by a subclass, is `@objc`
    /// on Apple's platforms without saying so (it witnesses the `@objc` protocol the extension
    /// adopts), and is made overridable as a declared `@objc` one is. A same-named method of a
    /// type no overriding class descends from is left alone.
    @Test func anExtensionMethodThatWitnessesAnObjCProtocolIsMadeOverridable() {
        let base = """
            class DrawViewState {
                func animate() {}
            }

            extension DrawViewState: DrawViewDelegate {
                func drawView(_ source: DrawView, didAddLine line: LineShape) {}
                func drawView(_ source: DrawView,
                              didAddPoint point: CGPoint) {}
            }

            extension Formatter {
                func describe(_ value: Int) -> String { "" }
            }
            """
        let state = """
            class AcceptInputState: DrawViewState {
                override func animate() {}
            }

            extension AcceptInputState {
                override func drawView(_ source: DrawView, didAddLine line: LineShape) { lines.append(line) }
                override func drawView(_ source: DrawView, didAddPoint point: CGPoint) { points.append(point) }
            }

            class Labels: NSObject {
                override func describe(_ value: Int) -> String { "\\(value)" }
            }
            """
        let plan = ExtensionMethodOverrides.plan([base, state])
        #expect(plan.methods.keys.sorted() == ["drawView(_:didAddLine:)", "drawView(_:didAddPoint:)"])
        let portedBase = ExtensionMethodOverrides.apply(plan, to: base).text
        #expect(portedBase.contains("func drawView(_ source: DrawView, didAddLine line: LineShape) { if let overriding = self as? "
                                    + "LabOverridable_DrawViewState_drawView___didAddLine { return overriding.labOverride_drawView(source, didAddLine: line) }; "
                                    + "return labBase_drawView(source, didAddLine: line) }; func labBase_drawView(_ source: DrawView, didAddLine line: LineShape) {}"),
                "\(portedBase)")
        #expect(portedBase.contains("return overriding.labOverride_drawView(source, didAddPoint: point) }; return labBase_drawView(source, didAddPoint: point) }"),
                "a parameter on a line of its own is passed on by its label")
        let portedState = ExtensionMethodOverrides.apply(plan, to: state).text
        #expect(portedState.contains("    func labOverride_drawView(_ source: DrawView, didAddLine line: LineShape) { lines.append(line) }"))
        #expect(portedState.contains("extension AcceptInputState: LabOverridable_DrawViewState_drawView___didAddLine {}"))
        #expect(portedState.contains("override func describe(_ value: Int)"), "Labels does not descend from Formatter here")
    }

    @Test func anOverrideInAnExtensionOfAClassElsewhereIsSaid() {
        let ported = SourcePorter.port("extension Other {\n    override func viewDidLoad() {}\n}\n")
        #expect(ported.problems.map(\.line) == [2])
        #expect(ported.problems.first?.message.hasPrefix("an override in an extension of Other, whose class is in another file") == true)
    }

    /// UIKit's `UIApplicationDelegate.window` is an optional requirement of type `UIWindow?`, so
    /// apps read it as `delegate?.window??`; the lab's requirement is a plain one.
    @Test func theAppDelegatesWindowIsReadWithOneMark() {
        let input = "func restart() {\n    UIApplication.shared.delegate?.window??.rootViewController = fresh\n    let w = app.delegate!.window!!\n}\n"
        let ported = SourcePorter.port(input)
        #expect(ported.text == "func restart() {\n    UIApplication.shared.delegate?.window?.rootViewController = fresh\n    let w = app.delegate!.window!\n}\n")
        #expect(ported.edits.map(\.kind) == [.optionalWindow, .optionalWindow])
    }

    @Test func setUpAndTestsLoseMainActorAndDelegateRequirementsTheirQuestionMark() {
        let input = "import XCTest\n\nfinal class ListTests: XCTestCase {\n    @MainActor override func setUp() {}\n    func testSelect() {\n        table.delegate?.tableView?(table, didSelectRowAt: path)\n        onTap?()\n    }\n}\n"
        let expected = "import XCTest\nimport UIKit\n\nfinal class ListTests: XCTestCase {\n    override func setUp() {}\n    func testSelect() {\n        table.delegate?.tableView(table, didSelectRowAt: path)\n        onTap?()\n    }\n}\n"
        #expect(SourcePorter.port(input).text == expected)
    }

    @Test func aFileThatUsesURLSessionWithoutUIKitImportsFoundationNetworking() {
        let ported = SourcePorter.port("import Foundation\n\nlet session = URLSession.shared\n")
        #expect(ported.text == "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\nlet session = URLSession.shared\n")
        #expect(SourcePorter.port("import UIKit\nlet session = URLSession.shared\n").edits.isEmpty, "UIKit brings it, as Foundation does on iOS")
        #expect(SourcePorter.port("import Foundation\nlet url = URL(string: \"x\")\n").edits.isEmpty)
    }

    /// Xcode runs `measure` ten times and, with no baseline recorded, passes whatever the spread;
    /// the calls go to UIKitTesting's `measureWithoutBaseline`, which does the same.
    @Test func measureCallsKeepXcodesNoBaselineRule() {
        let input = "import XCTest\n@testable import App\n\nfinal class LoadTests: XCTestCase {\n    func testLoad() {\n        measure {\n            _ = Data()\n        }\n        self.measure(load)\n        measure(metrics: [XCTClockMetric()]) { }\n        other.measure { }\n        // measure { } in a comment\n    }\n    func measure(_ x: Int) {}\n}\n"
        let expected = "import UIKitTesting\nimport XCTest\nimport UIKit\n@testable import App\n\nfinal class LoadTests: XCTestCase {\n    func testLoad() {\n        measureWithoutBaseline {\n            _ = Data()\n        }\n        self.measureWithoutBaseline(load)\n        measure(metrics: [XCTClockMetric()]) { }\n        other.measure { }\n        // measure { } in a comment\n    }\n    func measure(_ x: Int) {}\n}\n"
        let ported = SourcePorter.port(input)
        #expect(ported.text == expected)
        #expect(ported.edits.filter { $0.kind == .measureWithoutBaseline }.map(\.line) == [1, 6, 9])
        #expect(SourcePorter.port("import UIKit\nfunc go() { measure { } }\n").edits.isEmpty, "only files that import XCTest")
    }

    /// Objective-C answers an optional requirement's call with nil when the object does not
    /// implement it (`delegate?.panelShouldClose?(…) ?? true`); Swift has no optional
    /// requirements, so each becomes `NAMEIfImplemented`, nil by default, which the types that
    /// adopt the protocol and declare `NAME` answer with it, in whichever module they are.
    @Test func optionalRequirementsAnswerNilUnlessTheTypeImplementsThem() {
        let library = """
            @objc public protocol PanelDelegate: AnyObject {
                @objc optional func panelShouldClose(_ panel: Panel, animated: Bool) -> Bool
                @objc optional func panelDidClose()
                @objc optional var preferredHeight: CGFloat { get }
                func panelTitle() -> String
            }
            public final class Panel {
                public weak var delegate: PanelDelegate?
                func close() {
                    guard delegate?.panelShouldClose?(self, animated: true) ?? true else { return }
                    delegate?.panelDidClose?()
                    let height = delegate?.preferredHeight ?? 200
                }
            }

            """
        let app = """
            final class Screen: UIViewController, PanelDelegate {
                func panelShouldClose(_ panel: Panel, animated: Bool) -> Bool { false }
                func panelTitle() -> String { "Screen" }
            }

            """
        let note = "\n// Added by presentation-lab import: optional requirements answer nil when a type does not implement them,\n"
            + "// as Objective-C's did (see OptionalRequirements in the lab's SourcePorting).\n"
        let portedLibrary = """
            @objc public protocol PanelDelegate: AnyObject {
                func panelShouldCloseIfImplemented(_ panel: Panel, animated: Bool) -> (Bool)?
                func panelDidCloseIfImplemented() -> Void?
                var preferredHeightIfImplemented: (CGFloat)? { get }
                func panelTitle() -> String
            }
            public final class Panel {
                public weak var delegate: PanelDelegate?
                func close() {
                    guard delegate?.panelShouldCloseIfImplemented(self, animated: true) ?? true else { return }
                    delegate?.panelDidCloseIfImplemented()
                    let height = delegate?.preferredHeightIfImplemented ?? 200
                }
            }

            """ + note + """
            extension PanelDelegate {
                public func panelShouldCloseIfImplemented(_ panel: Panel, animated: Bool) -> (Bool)? { nil }
                public func panelDidCloseIfImplemented() -> Void? { nil }
                public var preferredHeightIfImplemented: (CGFloat)? { nil }
            }

            """
        let portedApp = app + note + """
            extension Screen {
                public func panelShouldCloseIfImplemented(_ panel: Panel, animated: Bool) -> (Bool)? { panelShouldClose(panel, animated: animated) }
            }

            """
        let requirements = OptionalRequirements.find(in: [library])
        #expect(requirements.map(\.name) == ["panelShouldClose", "panelDidClose", "preferredHeight"])
        #expect(requirements.allSatisfy { $0.isPublic })
        let answeredLibrary = OptionalRequirements.apply(requirements, conformers: [:], to: library)
        #expect(answeredLibrary.text == portedLibrary)
        #expect(answeredLibrary.lines == [2, 3, 4, 10, 11, 12])
        let conformers = OptionalRequirements.conformingTypes(in: [app], protocols: ["PanelDelegate"])
        #expect(conformers == ["PanelDelegate": ["Screen"]])
        #expect(OptionalRequirements.apply(requirements, conformers: conformers, to: app).text == portedApp,
                "Screen answers the one it implements; the other two stay nil")
        // The importer hands the requirements to each module through its manifest.
        let decoded = try? JSONDecoder().decode(PortManifest.self, from: Data(#"{"module":"App","sources":[],"knownModules":[],"writesTable":false}"#.utf8))
        #expect(decoded?.optionalRequirements == [], "a manifest written before the field reads as none")
    }

    /// `#selector` kept as a value (returned, assigned, asked `responds(to:)`) stays a Selector,
    /// named as Objective-C names the method; as an action argument it is the method reference.
    @Test func aSelectorKeptAsAValueIsNamedAsObjectiveCNamesIt() {
        let input = """
            class MenuController: UIViewController {
                var action: Selector { return #selector(MenuController.showAlert) }
                let next: Selector = #selector(show(item:))
                func go() {
                    if responds(to: #selector(close(_:))) { performSelector(onMainThread: action, with: nil, waitUntilDone: false) }
                    button.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
                    let untyped = #selector(close(_:))
                }
            }

            """
        let expected = """
            class MenuController: UIViewController {
                var action: Selector { return Selector("showAlert") }
                let next: Selector = Selector("showWithItem:")
                func go() {
                    if responds(to: Selector("close:")) { performSelector(onMainThread: action, with: nil, waitUntilDone: false) }
                    button.addTarget(self, action: MenuController.close(_:), for: .touchUpInside)
                    let untyped = MenuController.close(_:)
                }
            }

            """
        #expect(SourcePorter.port(input).text == expected)
    }

    /// A direct NSObject subclass whose initializers take no arguments may be a document's
    /// `customObject`: its table entry makes one with `init()`. Others are not listed for that.
    @Test func aPlainNSObjectSubclassGetsAMakerForDocuments() throws {
        let ported = SourcePorter.port("""
            import UIKit

            class ProductSource: NSObject, UITableViewDataSource {
                var items: [String] = []
                override init() { super.init() }
                convenience init(items: [String]) { self.init(); self.items = items }
            }

            class Loader: NSObject {
                init(url: URL) { super.init() }
            }

            class Screen: UIViewController {}
            """)
        #expect(ported.connectableClasses.map(\.name) == ["ProductSource"])
        #expect(ported.connectableClasses.first?.isArchivableObject == true)
        let entry = InterfaceBuilderTableWriter.extensions(for: ported.connectableClasses, fileKey: "1_Source")
        #expect(entry.contains("InterfaceBuilderClass(ProductSource.self, outlets: [], actions: [], make: { ProductSource() })"))
    }

    /// `@IBInspectable` properties are listed in the class's table by their key paths, so user-defined
    /// runtime attributes set them without key-value coding; an app's inspectable on a UIKit class
    /// (an extension of UIView) is listed for that class.
    @Test func inspectablePropertiesAreListedForTheirClass() {
        let ported = SourcePorter.port("""
            @IBDesignable class RoundedButton: UIButton {
                @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
                @IBInspectable public var borderColor: UIColor?
                static var count = 0
            }

            extension UIView {
                @IBInspectable var outlineWidth: CGFloat {
                    get { layer.borderWidth }
                    set { layer.borderWidth = newValue }
                }
            }
            """)
        #expect(!ported.text.contains("@IB"))
        #expect(ported.connectableClasses.map(\.name) == ["RoundedButton", "UIView"])
        #expect(ported.connectableClasses.first?.inspectables == ["cornerRadius", "borderColor"])
        let entry = InterfaceBuilderTableWriter.extensions(for: ported.connectableClasses, fileKey: "1_Button")
        #expect(entry.contains("InterfaceBuilderClass(RoundedButton.self, outlets: [], actions: [], inspectables: [.inspectable(\"cornerRadius\", \\RoundedButton.cornerRadius), .inspectable(\"borderColor\", \\RoundedButton.borderColor)])"))
        #expect(entry.contains("InterfaceBuilderClass(UIView.self, outlets: [], actions: [], inspectables: [.inspectable(\"outlineWidth\", \\UIView.outlineWidth)])"))
    }

    /// An app that starts from a `main.swift` (`UIApplicationMain(…)`, often choosing a testing app
    /// delegate) keeps that file's name when ported: only `main.swift` may hold top-level code.
    @Test func mainSwiftKeepsItsNameSoItsTopLevelCodeStillRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let main = project.appendingPathComponent("main.swift"), delegate = project.appendingPathComponent("AppDelegate.swift")
        try "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))\n"
            .write(to: main, atomically: true, encoding: .utf8)
        try "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(to: delegate, atomically: true, encoding: .utf8)
        let manifest = PortManifest(module: "App", sources: [delegate.path, main.path], knownModules: [], writesTable: false)
        let output = folder.appendingPathComponent("Ported")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        _ = try manifest.port(into: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["0_AppDelegate.swift", "main.swift"])
        #expect(PortManifest.portedName(index: 3, source: "/p/App/main.swift") == "main.swift")
        #expect(PortManifest.portedName(index: 3, source: "/p/App/Main.swift") == "3_Main.swift")
    }
}
