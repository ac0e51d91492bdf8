import Testing
import UIKit
import UIKitTesting

final class HalfPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView!.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        let dimmingView = UIView(frame: containerView!.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView!.insertSubview(dimmingView, at: 0)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class MyViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: MyViewController.showDetail))
    }

    func showDetail() {
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor @Test func presentsInTheLowerHalf() {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let root = MyViewController()
    host.rootViewController = root              // installed, laid out, first frame drawn
    host.tap(at: CGPoint(x: 200, y: 100))       // through the same path as a mouse click
    host.advance(by: 0.25)                      // frames at 60 Hz steps of the fake clock
    host.settle()                               // until all settled (else fails the test, saying why)
    #expect(root.presentedViewController?.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
    host.resize(to: CGSize(width: 600, height: 400))
    let shot = host.snapshot()                  // shot.pixel(x:y:), shot.pngData()
    #expect(shot.pixel(x: 10, y: 10).r < 255)   // dimmed
}
