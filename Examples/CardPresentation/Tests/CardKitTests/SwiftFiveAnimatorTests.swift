import SwiftFiveAnimators
import Testing
import UIKit
import UIKitTesting

/// Presents with animators compiled in Swift 5 mode, whose helpers call the transition context
/// from nonisolated methods.
final class FadingViewController: UIViewController, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(isPresenting: false)
    }
}

@MainActor @Test func swiftFiveAnimatorFadesInAndOut() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let root = UIViewController()
    host.rootViewController = root
    let presenter = FadingViewController()
    let detail = UIViewController()
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = presenter
    root.present(detail, animated: true)
    host.advance(by: 0.15)
    let midway = detail.view.layer.presentation()?.opacity ?? 0
    #expect(midway > 0 && midway < 1)           // half-way through the 0.3 s fade
    host.settle()
    #expect(root.presentedViewController === detail && detail.view.alpha == 1)
    root.dismiss(animated: true)
    host.settle()
    #expect(root.presentedViewController == nil)
    withExtendedLifetime(presenter) {}
}
