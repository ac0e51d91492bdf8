import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore
@testable import UIKitHosting

/// Menus as UIKit documents them (`UIMenu`, `UIAction`, `UIDeferredMenuElement`, a control's
/// `menu` and `showsMenuAsPrimaryAction`, `UIButton.changesSelectionAsPrimaryAction`, a bar button
/// item's `menu`): what a menu shows, what choosing does, how it closes. Sources: docs/PORTING.md,
/// "Menus".
@MainActor
@Suite struct MenuTests {
    /// A controller holding one button at (20, 100), 140 × 44.
    final class ButtonScreen: UIViewController {
        let button = UIButton(type: .system)
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            button.setTitle("Sort", for: .normal)
            button.frame = CGRect(x: 20, y: 100, width: 140, height: 44)
            button.addAction(UIAction { [weak self] _ in self?.events.append("down") }, for: .touchDown)
            button.addAction(UIAction { [weak self] _ in self?.events.append("up") }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    static func host(with screen: UIViewController) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        return host
    }

    @Test func aMenuThatIsThePrimaryActionOpensOnTouchDownAndRunsTheChosenActionWithTheButtonAsSender() {
        let screen = ButtonScreen()
        var chosen: [(String, Any?)] = []
        let host = Self.host(with: screen)
        screen.button.menu = UIMenu(children: [
            UIAction(title: "Name") { chosen.append(($0.title, $0.sender)) },
            UIAction(title: "Date") { chosen.append(($0.title, $0.sender)) },
        ])
        screen.button.showsMenuAsPrimaryAction = true
        host.press(at: CGPoint(x: 90, y: 122))
        #expect(screen.events == ["down"], "touchDown is sent, then the menu opens")
        host.release(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(screen.events == ["down"], "the touch that opened the menu sends no touchUpInside")
        let shown = shownLabels(in: host)
        #expect(shown.contains("Name") && shown.contains("Date"))
        #expect(!shown.contains("Sort"), "the menu hides the screen behind it from UI tests, as UIKit's does")
        tap("Date", in: host)
        #expect(chosen.count == 1 && chosen.first?.0 == "Date")
        #expect((chosen.first?.1 as AnyObject?) === screen.button, "a button's menu action is sent by the button")
        #expect(shownLabels(in: host).contains("Sort") && !shownLabels(in: host).contains("Name"), "choosing closes the menu")
        #expect(host.window.openMenu == nil)
    }

    /// iOS 14's press-and-slide: the finger that opened a primary-action menu slides down its
    /// rows, the row under it highlighted, and lifting over one chooses it in one gesture.
    @Test func theTouchThatOpensAMenuCanSlideToARowAndChooseItByLifting() throws {
        let screen = ButtonScreen()
        var chosen: [String] = []
        let host = Self.host(with: screen)
        screen.button.menu = UIMenu(children: [
            UIAction(title: "Name") { chosen.append($0.title) },
            UIAction(title: "Date") { chosen.append($0.title) },
        ])
        screen.button.showsMenuAsPrimaryAction = true
        host.press(at: CGPoint(x: 90, y: 122))
        host.settle()
        let date = try AccessibilityTree.tapPoint(for: "Date", in: host.window).get()
        let name = try AccessibilityTree.tapPoint(for: "Name", in: host.window).get()
        host.move(to: CGPoint(x: name.x, y: name.y))
        host.move(to: CGPoint(x: date.x, y: date.y))
        let rows = host.window.openMenu?.platter.rows ?? []
        #expect(rows.filter(\.isHighlighted).map(\.accessibilityLabel) == ["Date"], "the row under the finger, and only it, highlights")
        host.release(at: CGPoint(x: date.x, y: date.y))
        host.settle()
        #expect(chosen == ["Date"] && host.window.openMenu == nil, "lifting over Date chooses it and closes the menu")
        #expect(screen.events == ["down"], "and the button sends no touchUpInside")
    }

    /// A control of the app's own gives its menu by overriding the delegate method UIControl
    /// answers; a touch down asks it once.
    final class ColourControl: UIControl {
        var asked = 0
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            asked += 1
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Teal") { _ in }]) })
        }
    }

    @Test func aCustomControlGivesItsMenuThroughTheDelegateMethodAskedOncePerTouch() {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        let control = ColourControl(frame: CGRect(x: 200, y: 300, width: 80, height: 44))
        control.showsMenuAsPrimaryAction = true
        screen.view.addSubview(control)
        host.tap(at: CGPoint(x: 240, y: 322))
        host.settle()
        #expect(control.asked == 1)
        #expect(shownLabels(in: host).contains("Teal"))
    }

    @Test func aTouchOutsideTheMenuClosesItAndChoosesNothing() {
        let screen = ButtonScreen()
        var ran = false
        let host = Self.host(with: screen)
        screen.button.menu = UIMenu(children: [UIAction(title: "Name") { _ in ran = true }])
        screen.button.showsMenuAsPrimaryAction = true
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(shownLabels(in: host).contains("Name"))
        host.tap(at: CGPoint(x: 300, y: 600))
        host.settle()
        #expect(!shownLabels(in: host).contains("Name") && !ran)
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(shownLabels(in: host).contains("Name"), "the button opens it again")
    }

    @Test func aButtonsMenuOpensOnALongPressWhenItIsNotThePrimaryAction() throws {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        screen.button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        #expect(screen.button.isContextMenuInteractionEnabled, "a menu turns the button's context menu on")
        let interaction = try #require(screen.button.contextMenuInteraction)
        #expect(interaction.delegate === screen.button && interaction.view === screen.button)
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(screen.events == ["down", "up"] && !shownLabels(in: host).contains("Copy"), "a tap is a tap")
        // Later than a double tap's second touch, which a long press with no taps required ignores.
        host.advance(by: 1)
        host.press(at: CGPoint(x: 90, y: 122))
        host.advance(by: 0.6)
        host.release(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(shownLabels(in: host).contains("Copy"))
        #expect(screen.events == ["down", "up", "down"], "the long press takes the touch: no touchUpInside")
        #expect(interaction.menuAppearance == .compact, "a control's menu is attached to it, without a preview")
        interaction.dismissMenu()
        host.settle()
        #expect(!shownLabels(in: host).contains("Copy") && interaction.menuAppearance == .unknown)
        screen.button.isContextMenuInteractionEnabled = false
        host.advance(by: 1)
        host.press(at: CGPoint(x: 90, y: 122))
        host.advance(by: 0.6)
        host.release(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(!shownLabels(in: host).contains("Copy"), "with the interaction off, a long press opens nothing")
    }

    @Test func aPopUpButtonShowsItsSelectedActionAndChoosingAnotherTurnsItOn() {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        let actions = ["Newest", "Oldest", "Title"].map { title in UIAction(title: title) { _ in } }
        screen.button.showsMenuAsPrimaryAction = true
        screen.button.changesSelectionAsPrimaryAction = true
        screen.button.menu = UIMenu(children: actions)
        #expect(actions.map(\.state) == [.on, .off, .off], "the first action is on when none is")
        #expect(screen.button.currentTitle == "Newest")
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        tap("Title", in: host)
        #expect(actions.map(\.state) == [.off, .off, .on])
        #expect(screen.button.currentTitle == "Title")
        #expect(!screen.button.isSelected, "with a menu the selection is the menu's, not the button's selected state")
    }

    @Test func inlineMenusAreSectionsSubmenusOpenInPlaceHiddenActionsAreLeftOutAndDisabledOnesDoNothing() {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        var ran: [String] = []
        let byName = UIAction(title: "Name", state: .on) { ran.append($0.title) }
        let byDate = UIAction(title: "Date") { ran.append($0.title) }
        screen.button.menu = UIMenu(title: "Options", children: [
            UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: [byName, byDate]),
            UIMenu(title: "More", children: [UIAction(title: "Share") { ran.append($0.title) }]),
            UIAction(title: "Secret", attributes: .hidden) { ran.append($0.title) },
            UIAction(title: "Locked", attributes: .disabled) { ran.append($0.title) },
            UIAction(title: "Erase", attributes: .destructive) { ran.append($0.title) },
        ])
        screen.button.showsMenuAsPrimaryAction = true
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        let shown = shownLabels(in: host)
        #expect(["Options", "Sort By", "Name", "Date", "More", "Locked", "Erase"].allSatisfy(shown.contains))
        #expect(!shown.contains("Secret") && !shown.contains("Share"))
        tap("Locked", in: host)
        #expect(ran.isEmpty && shownLabels(in: host).contains("Locked"), "a disabled action neither runs nor closes the menu")
        tap("More", in: host)
        #expect(shownLabels(in: host).contains("Share") && !shownLabels(in: host).contains("Name"), "the submenu replaces the rows")
        tap("More", in: host)
        #expect(shownLabels(in: host).contains("Name"), "its title row goes back")
        tap("Date", in: host)
        #expect(ran == ["Date"])
        #expect(byName.state == .off && byDate.state == .on, "a single-selection menu keeps one action on")
    }

    @Test func aDeferredElementShowsLoadingUntilProvidedAndACachedOneIsAskedOnce() {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        var cachedAsks = 0, uncachedAsks = 0
        var provide: (([UIMenuElement]) -> Void)?
        screen.button.menu = UIMenu(children: [
            UIDeferredMenuElement { completion in
                cachedAsks += 1
                provide = completion
            },
            UIDeferredMenuElement.uncached { completion in
                uncachedAsks += 1
                completion([UIAction(title: "Fresh \(uncachedAsks)") { _ in }])
            },
        ])
        screen.button.showsMenuAsPrimaryAction = true
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(shownLabels(in: host).contains("Loading…") && shownLabels(in: host).contains("Fresh 1"))
        provide?([UIAction(title: "Late") { _ in }])
        host.settle()
        #expect(shownLabels(in: host).contains("Late") && !shownLabels(in: host).contains("Loading…"))
        host.tap(at: CGPoint(x: 380, y: 690))
        host.settle()
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        #expect(shownLabels(in: host).contains("Late") && shownLabels(in: host).contains("Fresh 2"))
        #expect(cachedAsks == 1 && uncachedAsks == 2)
    }

    @Test func anActionThatKeepsTheMenuPresentedRunsAndLeavesItOpen() {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        var count = 0
        screen.button.menu = UIMenu(children: [UIAction(title: "Add One", attributes: .keepsMenuPresented) { _ in count += 1 }])
        screen.button.showsMenuAsPrimaryAction = true
        host.tap(at: CGPoint(x: 90, y: 122))
        host.settle()
        tap("Add One", in: host)
        tap("Add One", in: host)
        #expect(count == 2 && shownLabels(in: host).contains("Add One"))
    }

    @Test func performPrimaryActionOpensTheMenuOrSendsTheAction() {
        let screen = ButtonScreen()
        let host = Self.host(with: screen)
        screen.button.performPrimaryAction()
        #expect(screen.events == ["up"], "without a menu it is a tap's action")
        screen.button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        screen.button.showsMenuAsPrimaryAction = true
        screen.button.performPrimaryAction()
        host.settle()
        #expect(shownLabels(in: host).contains("Name") && screen.events == ["up"])
    }

    @Test func aBarButtonItemWithOnlyAMenuShowsItOnATap() {
        let screen = ButtonScreen()
        var added: [String] = []
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, menu: UIMenu(children: [
            UIAction(title: "New Folder", image: UIImage(systemName: "plus")) { added.append($0.title) },
            UIAction(title: "New Note") { added.append($0.title) },
        ]))
        let host = Self.host(with: UINavigationController(rootViewController: screen))
        tap("Add", in: host)
        #expect(shownLabels(in: host).contains("New Note"))
        tap("New Note", in: host)
        #expect(added == ["New Note"])
    }

    @Test func aMenuDrawsAsIOSDrawsItInLightAndDark() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = ButtonScreen()
            let host = Self.host(with: screen)
            host.appearance = style
            screen.button.menu = UIMenu(title: "Sort", children: [
                UIAction(title: "Name", image: UIImage(systemName: "person"), state: .on) { _ in },
                UIAction(title: "Date", image: UIImage(systemName: "clock")) { _ in },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ]),
            ])
            screen.button.showsMenuAsPrimaryAction = true
            host.tap(at: CGPoint(x: 90, y: 122))
            host.settle()
            let shot = host.snapshot()
            expectGolden(shot, style == .dark ? "menu-dark" : "menu-light")
            // The card sits below the button, from its leading edge: its middle is the menu's
            // material, the destructive row's title is red.
            let platter = host.window.openMenu!.platter.frame
            #expect(abs(platter.minX - 20) < 0.5 && abs(platter.minY - 152) < 0.5 && platter.width == 250)
            let card = shot.pixel(x: Int(platter.maxX) - 30, y: Int(platter.minY) + 60)
            #expect(style == .dark ? card.r < 90 : card.r > 200, "the card's material follows the appearance")
            let red = (Int(platter.minY) ..< Int(platter.maxY)).contains { y in
                (40 ..< 120).contains { x in let p = shot.pixel(x: x, y: y); return p.r > 200 && p.g < 110 && p.b < 110 }
            }
            #expect(red, "the destructive action is drawn in red")
        }
    }
}
