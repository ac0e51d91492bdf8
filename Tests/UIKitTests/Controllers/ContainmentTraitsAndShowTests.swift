import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A child that records, in its appearance callbacks, whether it is moving to or from a parent.
final class MovingChild: UIViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("willAppear moving:\(isMovingToParent)") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("didAppear moving:\(isMovingToParent)") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); seen.append("willDisappear leaving:\(isMovingFromParent)") }
}

/// A child that records the trait changes it hears of.
final class TraitListeningController: UIViewController {
    var previous: [UIUserInterfaceSizeClass] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
    }
}

@MainActor
@Suite struct ContainmentTraitsAndShowTests {
    @Test func aParentsOverrideReachesItsChildAndOnlyThatChild() {
        let host = HeadlessHost(size: CGSize(width: 800, height: 600))
        let parent = UIViewController()
        host.rootViewController = parent
        let overridden = TraitListeningController(), plain = UIViewController()
        for child in [overridden, plain] {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        #expect(overridden.traitCollection.horizontalSizeClass == .regular, "inherited from the 800-point window")
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: overridden)
        #expect(overridden.traitCollection.horizontalSizeClass == .compact)
        #expect(overridden.traitCollection.verticalSizeClass == .regular, "unspecified traits still come from above")
        #expect(overridden.previous == [.regular], "told of the change")
        #expect(plain.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.overrideTraitCollection(forChild: overridden)?.horizontalSizeClass == .compact)
        overridden.willMove(toParent: nil)
        overridden.removeFromParent()
        #expect(parent.overrideTraitCollection(forChild: overridden) == nil, "forgotten with the child")
    }

    @Test func aPresentationControllersOverrideReachesThePresentedController() {
        let s = PresentationSetup()
        s.presentAndSettle()
        let controller = s.delegate.presentationController!
        #expect(s.presented.traitCollection.horizontalSizeClass == .compact)
        controller.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(s.presented.traitCollection.horizontalSizeClass == .regular)
        #expect(s.presented.traitCollection.verticalSizeClass == .compact, "480 points high: compact, from the window")
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(s.presenter.traitCollection.horizontalSizeClass == .compact, "the presenter keeps its own")
    }

    @Test func appearanceCallbacksTellAMoveToOrFromAParent() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let parent = UIViewController()
        host.rootViewController = parent
        let child = MovingChild()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.settle()
        #expect(!child.isMovingToParent, "only while it moves in")
        // Covered by a full-screen presentation: disappearing, but not leaving its parent.
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        parent.present(cover, animated: false)
        host.settle()
        parent.dismiss(animated: false)
        host.settle()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(child.seen == ["willAppear moving:true", "didAppear moving:true", "willDisappear leaving:false",
                               "willAppear moving:false", "didAppear moving:false", "willDisappear leaving:true"])
    }

    @Test func unpresentedControllersDoNotGainAPresentationControllerBehindTheScenes() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        host.rootViewController = root
        let child = UIViewController()
        root.addChild(child)
        child.preferredContentSize = CGSize(width: 100, height: 100)
        host.resize(to: CGSize(width: 700, height: 400))
        host.settle()
        #expect(root.presentationState.pendingController == nil && child.presentationState.pendingController == nil,
                "only asking for one (presentationController, sheetPresentationController) makes one")
        weak var released: UIViewController?
        do {
            let lone = UIViewController()
            lone.preferredContentSize = CGSize(width: 10, height: 10)
            released = lone
        }
        #expect(released == nil, "nothing keeps a controller that was never presented alive")
        weak var configured: UIViewController?
        do {
            let sheeted = UIViewController()
            sheeted.sheetPresentationController?.detents = [.medium()]
            configured = sheeted
        }
        #expect(configured == nil, "not even one whose sheet was configured ahead")
        host.resize(to: CGSize(width: 400, height: 800))
        let presented = UIViewController()
        presented.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(presented, animated: false)
        host.settle()
        #expect(presented.sheetPresentationController?.presentedViewController === presented)
        #expect(presented.sheetPresentationController?.presentedView?.frame.minY == 400, "its detents were kept: medium")
    }

    @Test func traitsFromSeveralCollectionsTakeTheLastSpecifiedValue() {
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                    UITraitCollection(verticalSizeClass: .compact),
                                                    UITraitCollection(horizontalSizeClass: .regular),
                                                    UITraitCollection(displayScale: 2)])
        #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .compact && merged.displayScale == 2)
    }

    @Test func showPresentsModallyWithNothingToPushInto() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        host.rootViewController = root
        let detail = UIViewController()
        root.show(detail, sender: nil)
        host.settle()
        #expect(root.presentedViewController === detail)
        detail.dismiss(animated: false)
        let other = UIViewController()
        root.showDetailViewController(other, sender: root)
        host.settle()
        #expect(root.presentedViewController === other)
    }

    @Test func systemSpacingIsEightPointsAMultiplier() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        host.rootViewController = root
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20),
            first.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 50), first.heightAnchor.constraint(equalToConstant: 30),
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            second.widthAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.advance(by: 0)
        #expect(second.frame == CGRect(x: 78, y: 66, width: 10, height: 10))
    }
}
