import XCTest
import UIKit
import UIKitTesting

/// The porting rule, checked through XCTest as users' existing test suites would: a tutorial-style
/// presentation controller with `UITapGestureRecognizer(target: self, action: Type.handleTap(recognizer:))`
/// compiles, and a tap on its dimming view dismisses.
final class PortingRuleXCTests: XCTestCase {
    final class DimmingPresentationController: UIPresentationController {
        private lazy var dimmingView: UIView = {
            let view = UIView()
            view.backgroundColor = UIColor(white: 0, alpha: 0.5)
            let recognizer = UITapGestureRecognizer(target: self, action: DimmingPresentationController.handleTap(recognizer:))
            view.addGestureRecognizer(recognizer)
            return view
        }()

        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(x: 0, y: containerView!.bounds.height / 2, width: containerView!.bounds.width,
                   height: containerView!.bounds.height / 2)
        }

        override func presentationTransitionWillBegin() {
            dimmingView.frame = containerView!.bounds
            containerView!.insertSubview(dimmingView, at: 0)
        }

        func handleTap(recognizer: UITapGestureRecognizer) {
            presentingViewController.dismiss(animated: false)
        }
    }

    final class Presenter: UIViewController, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// A view written as Xcode's templates write them, decoding initialiser included.
    final class BadgeView: UIView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    /// Xcode passes a `measure` whose runs vary when no baseline is recorded; swift-corelibs-xctest's
    /// `measure` would fail this one (one slow run: a 0.3 s spread, over 10 %).
    func testMeasuringWithoutABaselinePassesRunsThatVary() {
        var run = 0
        measureWithoutBaseline {
            run += 1
            if run == 5 { Thread.sleep(forTimeInterval: 0.3) }
        }
        XCTAssertEqual(run, 10, "the block runs ten times, as Xcode's measure does")
    }

    @MainActor
    func testXcodeTemplateInitialisersCompile() async throws {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(badge.subviews.count, 1)
    }

    @MainActor
    func testATutorialStyleTapRecognizerCompilesAndFires() async throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let presenter = Presenter()
        host.rootViewController = presenter
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = presenter
        presenter.present(detail, animated: true)
        host.settle()
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 200, width: 300, height: 200))
        host.tap(at: CGPoint(x: 150, y: 50))
        XCTAssertNil(presenter.presentedViewController)
    }
}
