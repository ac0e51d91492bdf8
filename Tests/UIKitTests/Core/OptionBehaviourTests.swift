import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// Options and flags that change behaviour do change it.
@MainActor
@Suite struct OptionBehaviourTests {
    private func setUp() -> (HeadlessHost, UIViewController) {
        let screen = PlainScreen()
        return (screen.host, screen.controller)
    }

    /// Each curve option follows its Core Animation curve (control points in docs/PORTING.md):
    /// ease-in is behind linear at mid-time, ease-out ahead, ease-in-out (the default) level with it.
    @Test(arguments: [(UIView.AnimationOptions.curveEaseIn, CubicBezier.easeIn), (.curveEaseOut, .easeOut),
                      (.curveEaseInOut, .easeInEaseOut), (UIView.AnimationOptions(), CubicBezier.easeInEaseOut)])
    func curveOptionsFollowTheirCurves(_ option: UIView.AnimationOptions, _ curve: CubicBezier) {
        let (host, controller) = setUp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: option, animations: { view.center.x = 105 })
        host.advance(by: 0.25)
        let expected = 5 + 100 * curve.value(at: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - expected) < 0.01, "\(view.layer.presentation()!.position.x) vs \(expected)")
    }

    @Test func discreteKeyframesJumpAndHold() {
        let (host, controller) = setUp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
        })
        host.advance(by: 0.4)
        #expect(view.presentationAlpha == 1)
        host.advance(by: 0.2)
        #expect(abs(view.presentationAlpha - 0.2) < 1e-9, "no in-between values")
    }

    @Test func gesturesNeedingMoreTouchesThanTheMouseHasNeverRecognize() {
        let (host, controller) = setUp()
        var taps = 0, pans = 0
        let twoFingerTap = UITapGestureRecognizer { _ in taps += 1 }
        twoFingerTap.numberOfTouchesRequired = 2
        let twoFingerPan = UIPanGestureRecognizer { _ in pans += 1 }
        twoFingerPan.minimumNumberOfTouches = 2
        controller.view.addGestureRecognizer(twoFingerTap)
        controller.view.addGestureRecognizer(twoFingerPan)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 150, y: 20), duration: 0.2)
        #expect(taps == 0 && pans == 0)
        twoFingerTap.numberOfTouchesRequired = 1
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
    }

    @Test func containersCanOptOutOfForwardingAppearance() {
        final class Container: UIViewController {
            var forwards = true
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
        }
        final class Child: UIViewController {
            var appeared = 0
            override func viewWillAppear(_ animated: Bool) { appeared += 1 }
        }
        for forwards in [true, false] {
            let host = HeadlessHost(size: CGSize(width: 100, height: 100))
            let container = Container()
            container.forwards = forwards
            let child = Child()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            host.rootViewController = container
            #expect(child.appeared == (forwards ? 1 : 0))
        }
    }

    @Test func showHideTransitionViewsKeepsBothInTheTree() {
        let (host, controller) = setUp()
        let first = UIView(), second = UIView()
        second.isHidden = true
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        UIView.transition(from: first, to: second, duration: 0.2, options: [.showHideTransitionViews, .transitionCrossDissolve])
        host.settle()
        #expect(first.superview === controller.view && first.isHidden)
        #expect(!second.isHidden && first.alpha == 1)
        UIView.transition(from: second, to: first, duration: 0, options: [])
        #expect(second.superview == nil, "without the option, the old view leaves")
    }

    @Test func aRootViewsConstraintsUpdateThroughItsController() {
        final class Controller: UIViewController {
            var updates = 0
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
            }
            override func updateViewConstraints() {
                if updates == 0 {
                    NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30),
                                                 box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                                 box.topAnchor.constraint(equalTo: view.topAnchor)])
                }
                updates += 1
                super.updateViewConstraints()
            }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let controller = Controller()
        host.rootViewController = controller
        controller.view.setNeedsUpdateConstraints()
        host.advance(by: 0)
        #expect(controller.updates >= 1)
        #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() {
        let (host, controller) = setUp()
        let inherits = UIView(), overrides = UIView()
        controller.view.addSubview(inherits)
        controller.view.addSubview(overrides)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            UIView.animate(withDuration: 0.1, animations: { inherits.alpha = 0 })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { overrides.alpha = 0 })
        })
        host.advance(by: 0.25)
        #expect(abs(inherits.presentationAlpha - 0.75) < 1e-6, "1 s, linear, from the outer block")
        #expect(abs(overrides.presentationAlpha - 0.5) < 1e-6, "its own 0.5 s")
    }

    /// A nested block takes the outer block's options too (here: letting touches through) unless it
    /// passes .overrideInheritedOptions, as Apple's AnimationOptions page says.
    @Test func nestedBlocksInheritOptionsUnlessTheyOverride() {
        let (host, controller) = setUp()
        let inherits = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overrides = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        controller.view.addSubview(inherits)
        controller.view.addSubview(overrides)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: {
            UIView.animate(withDuration: 1, animations: { inherits.alpha = 0.5 })
            UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedOptions], animations: { overrides.alpha = 0.5 })
        })
        host.advance(by: 0.25)
        #expect(!inherits.isAnimatingWithoutInteraction, "inherited .allowUserInteraction")
        #expect(overrides.isAnimatingWithoutInteraction, "its own options: none")
        host.settle()
    }

    /// runningPropertyAnimator honours .allowUserInteraction among its options.
    @Test func aRunningPropertyAnimatorTakesAllowUserInteractionFromItsOptions() {
        let (host, controller) = setUp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(view)
        let touchable = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.allowUserInteraction],
                                                                        animations: { view.alpha = 0.5 })
        #expect(touchable.isUserInteractionEnabled)
        host.advance(by: 0.1)
        #expect(!view.isAnimatingWithoutInteraction)
        host.settle()
        let blocking = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [],
                                                                      animations: { view.alpha = 1 })
        #expect(!blocking.isUserInteractionEnabled)
        host.advance(by: 0.1)
        #expect(view.isAnimatingWithoutInteraction)
        host.settle()
    }
}
