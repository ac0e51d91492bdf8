import Testing
@testable import UIKitTesting
import UIKit
@testable import UIKitCore

/// The smaller APIs libraries use, each as UIKit documents it.
@MainActor @Suite struct LibrarySupportAPITests {
    @Test func anchorWithOffsetIsTheDistanceBetweenTwoAnchors() {
        let screen = PlainScreen()
        let top = UIView(), bottom = UIView()
        for view in [top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.controller.view.addSubview(view)
        }
        let root = screen.controller.view!
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            top.heightAnchor.constraint(equalToConstant: 20),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor), top.widthAnchor.constraint(equalToConstant: 10),
            bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor), bottom.widthAnchor.constraint(equalToConstant: 10),
            bottom.heightAnchor.constraint(equalToConstant: 10),
            // The gap between the two is half of the distance from the root's top to the first's bottom.
            top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)
                .constraint(equalTo: root.topAnchor.anchorWithOffset(to: top.bottomAnchor), multiplier: 0.5),
        ])
        screen.host.settle()
        #expect(abs(bottom.frame.minY - (30 + 15)) < 0.001)
    }

    @Test func displayP3ColoursAreShownInSRGB() {
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        #expect(abs(white.red - 1) < 0.001 && abs(white.green - 1) < 0.001 && abs(white.blue - 1) < 0.001, "the spaces share their white")
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4)
        #expect(abs(grey.red - 0.5) < 0.002 && abs(grey.blue - 0.5) < 0.002 && grey.alpha == 0.4, "and their greys")
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0, "P3's red lies beyond sRGB's: clamped to sRGB's reddest")
        let muted = UIColor(displayP3Red: 0.76, green: 0.77, blue: 0.76, alpha: 1)
        #expect(muted.red < 0.76 && muted.green > 0.77, "a colour inside both gamuts moves to sRGB's numbers")
    }

    @Test func screenTraitsAreLeftToRightAtTheDefaultTextSize() {
        let screen = PlainScreen()
        let traits = screen.controller.traitCollection
        #expect(traits.layoutDirection == .leftToRight && traits.preferredContentSizeCategory == .large)
        let merged = UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
        #expect(merged.preferredContentSizeCategory.isAccessibilityCategory && merged.layoutDirection == .leftToRight)
        #expect(UIContentSizeCategory.extraLarge > .large && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(!traits.isEqual(merged))
    }

    @Test func theStatusBarFrameIsTheDevicesAndATableControllerStartsBelowIt() {
        let host = HeadlessHost(device: .iPhoneSE3)
        host.rootViewController = UIViewController()
        #expect(host.application.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(host.screen.applicationFrame == CGRect(x: 0, y: 20, width: 375, height: 647))
        let height = host.run { UITableViewController().view.frame.height }
        #expect(height == 647, "UIKit sizes a table controller's table to the application frame")
        let phone = HeadlessHost(device: .iPhone15)
        #expect(phone.application.statusBarFrame.height == 54)
        phone.rotate(to: .landscapeLeft)
        phone.settle()
        #expect(phone.application.statusBarFrame == .zero, "an iPhone hides the status bar in landscape")
    }

    final class Field: UITextField {
        var refuses = false
        override var canResignFirstResponder: Bool { !refuses }
    }

    @Test func endEditingResignsTheFirstResponderInsideTheTreeAndForceOverridesARefusal() {
        let screen = PlainScreen()
        let container = screen.addView(CGRect(x: 0, y: 0, width: 200, height: 100))
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        container.addSubview(field)
        let outside = screen.addView(CGRect(x: 0, y: 100, width: 200, height: 100))
        #expect(field.becomeFirstResponder())
        #expect(outside.endEditing(false) && field.isFirstResponder, "a tree without the first responder has nothing to end")
        field.refuses = true
        #expect(!container.endEditing(false) && field.isFirstResponder)
        #expect(container.endEditing(true) && !field.isFirstResponder, "forced, it resigns anyway")
    }

    @Test func theDefaultAppHasLaunchedWithAKeyWindowShowingAController() {
        let window = UIApplication.shared.windows.first
        #expect(window != nil && window?.rootViewController != nil)
        #expect(window?.bounds == UIScreen.main.bounds)
    }

    @Test func aTwoFingerRecognizerFailsWhenItsOneFingerLifts() {
        let screen = PlainScreen()
        let view = screen.addView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let pinch = UIPinchGestureRecognizer { _ in }
        let rotation = UIRotationGestureRecognizer { _ in }
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        var tapped = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        screen.host.tap(at: CGPoint(x: 100, y: 100))
        screen.host.tap(at: CGPoint(x: 100, y: 100))
        #expect(pinch.scale == 1 && rotation.rotation == 0)
        #expect(tapped == 2, "the two-finger recognizers fail and let the tap through")
    }

    final class Warned: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    @Test func aMemoryWarningReachesEveryControllerOnScreenAndTheNotificationIsPosted() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = Warned(), child = Warned(), presented = Warned(), offScreen = Warned()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.rootViewController = root
        root.present(presented, animated: false)
        host.settle()
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                              object: host.application, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.simulateMemoryWarning()
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
        #expect(offScreen.warnings == 0 && posted.value == 1)
    }

    final class ProfileController: UIViewController {
        let userName: String
        init?(coder: NSCoder, userName: String) {
            self.userName = userName
            super.init(coder: coder)
        }
        required init?(coder: NSCoder) { fatalError("made with a user name") }
    }

    @Test func aStoryboardCreatorMakesTheSceneWithTheDependenciesItPasses() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            UIStoryboard.register(name: "Profiles", initialViewControllerIdentifier: "Profile", scenes: [
                .init(identifier: "Profile") { UIViewController() },
            ])
            let storyboard = UIStoryboard(name: "Profiles", bundle: nil)
            let profile: ProfileController = storyboard.instantiateViewController(identifier: "Profile") { coder in
                ProfileController(coder: coder, userName: "ada")
            }
            #expect(profile.userName == "ada" && profile.storyboard === storyboard)
            let plain: UIViewController = storyboard.instantiateViewController(identifier: "Profile")
            #expect(type(of: plain) == UIViewController.self, "without a creator the scene makes it")
        }
    }
}

/// `requiresConstraintBasedLayout`, as UIKit documents it: such a view gets its constraint pass.
@MainActor @Suite struct ConstraintBasedLayoutTests {
    final class Builder: UIView {
        override class var requiresConstraintBasedLayout: Bool { true }
        var passes = 0
        override func updateConstraints() {
            passes += 1
            super.updateConstraints()
        }
    }

    @Test func aViewThatRequiresConstraintsIsAskedToUpdateThemInATreeWithoutAny() {
        let screen = PlainScreen()
        let view = Builder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.controller.view.addSubview(view)
        screen.host.settle()
        #expect(view.passes == 1)
        #expect(UIView.requiresConstraintBasedLayout == false)
    }
}

/// Constraint anchors and an overridden safe area, as UIKit documents them.
@MainActor @Suite struct AnchorAndSafeAreaTests {
    @Test func aConstraintsAnchorsEqualTheAnchorsItWasMadeWith() {
        let a = UIView(), b = UIView()
        let constraint = a.bottomAnchor.constraint(equalTo: b.topAnchor, constant: 4)
        #expect(constraint.firstAnchor == a.bottomAnchor && constraint.secondAnchor == b.topAnchor)
        #expect(constraint.firstAnchor != a.topAnchor && constraint.firstAnchor != b.bottomAnchor)
        #expect(a.widthAnchor.constraint(equalToConstant: 10).secondAnchor == nil)
        #expect(Set([a.leadingAnchor, a.leadingAnchor]).count == 1, "equal anchors hash alike")
    }

    final class Inset: UIView {
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0) }
    }

    @Test func anOverriddenSafeAreaIsWhatItsGuideAndSubviewsSee() {
        let screen = PlainScreen()
        let inset = Inset(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        screen.controller.view.addSubview(inset)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        inset.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: inset.safeAreaLayoutGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: inset.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.host.settle()
        #expect(child.frame.minY == 30)
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inset.addSubview(grandchild)
        #expect(grandchild.safeAreaInsets.top == 30, "a subview overlapping the unsafe top sees it")
    }
}

/// The appearance trait, as UIKit documents `UITraitCollection.userInterfaceStyle`.
@MainActor @Suite struct UserInterfaceStyleTraitTests {
    @Test func theScreenIsLightAndADarkCollectionWinsWhenMerged() {
        let screen = PlainScreen()
        screen.host.settle()
        let traits = screen.controller.traitCollection
        #expect(traits.userInterfaceStyle == .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let merged = UITraitCollection(traitsFrom: [traits, dark])
        #expect(merged.userInterfaceStyle == .dark && merged.horizontalSizeClass == traits.horizontalSizeClass)
        #expect(merged.containsTraits(in: dark) && !traits.containsTraits(in: dark))
        #expect(traits.hasDifferentColorAppearance(comparedTo: merged) && !merged.hasDifferentColorAppearance(comparedTo: dark))
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
    }
}

/// A size constraint whose multiplier cancels its second item, as UIKit keeps it.
@MainActor @Suite struct ZeroMultiplierTests {
    @Test func aZeroMultiplierLeavesAConstantSizeWithNoSecondItem() {
        let guide = UILayoutGuide(), view = UIView()
        view.addLayoutGuide(guide)
        let c = guide.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0, constant: 12)
        #expect(c.secondItem == nil && c.secondAnchor == nil && c.multiplier == 1 && c.constant == 12)
        #expect(c.secondAttribute == .notAnAttribute)
        let half = guide.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5)
        #expect(half.secondItem === view && half.multiplier == 0.5)
    }

    final class Counting: UIView {
        var passes = 0
        override func updateConstraints() {
            passes += 1
            super.updateConstraints()
        }
    }

    /// A tree with constraints, laid out once, and a counting view in it.
    private func constrainedTree(with counting: Counting) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        NSLayoutConstraint.activate([pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 50)])
        root.addSubview(counting)
        root.layoutIfNeeded()
        return root
    }

    @Test func setNeedsUpdateConstraintsAsksOnceAtTheNextLayoutPass() {
        let counting = Counting()
        let root = constrainedTree(with: counting)
        #expect(counting.passes == 1, "a view starts marked, so the tree's first pass asks it")
        root.setNeedsLayout()
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(counting.passes == 1, "a layout pass without a mark does not ask again")
        counting.setNeedsUpdateConstraints()
        #expect(counting.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(counting.passes == 2 && !counting.needsUpdateConstraints())
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(counting.passes == 2)
    }

    @Test func aViewJoiningAConstrainedTreeIsAskedAtTheNextLayoutPass() {
        let root = constrainedTree(with: Counting())
        let joining = Counting(), inside = Counting()
        joining.addSubview(inside)
        root.addSubview(joining)
        root.layoutIfNeeded()
        #expect(joining.passes == 1 && inside.passes == 1, "views start marked for their constraint pass")
    }
}

/// Gesture recognizers declared as in the SDK: `init(target:action:)` is designated (optional
/// target, `Selector?` action), `init()` a convenience initialiser, and `view` can be overridden.
@MainActor @Suite struct GestureRecognizerDeclarationTests {
    /// A library's recognizer that tracks its own touches, written as on iOS.
    final class ShakeRecognizer: UIGestureRecognizer {
        var hostView: UIView?
        init() { super.init(target: nil, action: nil) }
        override var view: UIView? { hostView ?? super.view }
    }

    @Test func aSubclassCallsTheDesignatedInitialiserAndOverridesView() {
        let recognizer = ShakeRecognizer()
        let attached = UIView(), substitute = UIView()
        attached.addGestureRecognizer(recognizer)
        #expect(recognizer.view === attached)
        recognizer.hostView = substitute
        #expect(recognizer.view === substitute)
        #expect(UIGestureRecognizer().view == nil)
    }

    @Test func aSelectorActionSaysOnceThatItCannotBeCalled() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        var fired = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView()
        host.run {
            other.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("handleTap:")))
            other.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: "handleTap:"))
            view.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
        }
        let root = UIViewController()
        host.rootViewController = root
        root.view.addSubview(view)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1, "the recognizer built with a closure still runs")
        #expect(warnings.count == 1 && warnings[0].contains("handleTap:") && warnings[0].contains("Objective-C"))
    }
}
