import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// The transition's container covers the window, as UIKit's UITransitionView does: touches beside
/// the presented view land on it and never reach the presenter, during the transition and after,
/// unless the presentation passes them on (a sheet at an undimmed detent, a popover's passthrough views).
@MainActor
@Suite struct ContainerTouchTests {
    final class LowerHalfController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView!.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            LowerHalfController(presentedViewController: presented, presenting: presenting)
        }
    }

    final class Presenter: UIViewController {
        var taps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.taps += 1 })
        }
    }

    @Test func touchesBesideACustomPresentationStopAtTheContainer() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 600))
        let presenter = Presenter()
        host.rootViewController = presenter
        host.tap(at: CGPoint(x: 150, y: 100))
        #expect(presenter.taps == 1, "before presenting, the presenter takes the tap")
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 150, y: 100))
        #expect(presenter.taps == 1, "mid-transition, the container keeps it")
        host.settle()
        host.tap(at: CGPoint(x: 150, y: 100))
        #expect(presenter.taps == 1, "presented, the container keeps it")
        let container = presented.presentationController!.containerView!
        #expect(host.window.hitTest(CGPoint(x: 150, y: 100), with: nil) === container)
        presented.dismiss(animated: false)
        host.settle()
        host.tap(at: CGPoint(x: 150, y: 100))
        #expect(presenter.taps == 2, "dismissed, the presenter takes taps again")
    }

    /// Apple's page for largestUndimmedDetentIdentifier: below it the view underneath stays
    /// interactive. Which detent is current can change with the window's size, and the dimming and
    /// touches follow.
    @Test func aSheetPassesTouchesOnlyWhileItsCurrentDetentIsUndimmed() throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 400))
        let presenter = Presenter()
        host.rootViewController = presenter
        let content = UIViewController()
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        content.modalPresentationStyle = .pageSheet
        presenter.present(content, animated: true)
        host.settle()
        // 400 points high is compact height, where the medium detent is inactive: large, dimmed.
        #expect(sheet.dimmingView.alpha == 1)
        host.tap(at: CGPoint(x: 300, y: 20))
        #expect(presenter.taps == 0)
        host.resize(to: CGSize(width: 400, height: 800))
        host.settle()
        #expect(sheet.dimmingView.alpha == 0, "medium again, and undimmed")
        host.tap(at: CGPoint(x: 200, y: 100))
        #expect(presenter.taps == 1, "the view underneath an undimmed sheet takes the tap")
        host.resize(to: CGSize(width: 600, height: 400))
        host.settle()
        #expect(sheet.dimmingView.alpha == 1)
        host.tap(at: CGPoint(x: 300, y: 20))
        #expect(presenter.taps == 1)
    }
}
