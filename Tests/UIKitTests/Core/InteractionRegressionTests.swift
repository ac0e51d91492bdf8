import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// Sequences independent random interaction found and shrank, written out: each ends as UIKit
/// would have it.
@MainActor
@Suite struct InteractionRegressionTests {
    private func stack(in size: CGSize) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(size: size)
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        return (host, navigation)
    }

    /// A resize while a push or a pop animates: once it lands, the controller on top fills the
    /// stack at its new size (UINavigationController lays its top view out to its bounds).
    @Test(arguments: [0.0, 0.1])
    func aResizeBeforeAPushLandsLeavesThePushedViewFillingTheStack(after delay: TimeInterval) {
        let (host, navigation) = stack(in: CGSize(width: 820, height: 1010))
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: delay)
        host.resize(to: CGSize(width: 685, height: 1071))
        host.settle()
        #expect(pushed.view.frame == navigation.view.bounds)
        #expect(navigation.view.bounds.size == CGSize(width: 685, height: 1071))
    }

    @Test(arguments: [0.0, 0.1])
    func aResizeBeforeAPopToRootLandsLeavesTheRootFillingTheStack(after delay: TimeInterval) {
        let (host, navigation) = stack(in: CGSize(width: 820, height: 1010))
        let root = navigation.viewControllers[0]
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.pushViewController(UIViewController(), animated: false)
        host.settle()
        navigation.popToRootViewController(animated: true)
        host.advance(by: delay)
        host.resize(to: CGSize(width: 685, height: 1071))
        host.settle()
        #expect(root.view.frame == navigation.view.bounds)
    }
}

/// A full-screen presentation's animator that calls `completeTransition(_:)` twice (UIKit ignores
/// the second call, saying so).
@MainActor
final class TwiceCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.containerView.bounds
        }
        UIView.animate(withDuration: 0.2, animations: {}) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

extension InteractionRegressionTests {
    /// An action sheet presented from the top of a stack, then an animated pop asked at once: the
    /// sheet stays up over the stack, and a tap on one of its buttons runs that button's handler
    /// and takes the sheet away; after a full-screen presentation whose animator completes twice,
    /// a flip and a dismissal of the chain, too (or, asked before that dismissal ran, refused).
    @Test(arguments: [false, true], [false, true])
    func anActionSheetOverAPopStillRunsItsHandlers(afterEarlierPresentations: Bool, settling: Bool) {
        let (host, navigation) = stack(in: CGSize(width: 1052, height: 578))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        if afterEarlierPresentations {
            let animator = TwiceCompletingAnimator()
            let full = UIViewController()
            full.modalPresentationStyle = .fullScreen
            full.transitioningDelegate = animator
            navigation.present(full, animated: true)
            if settling { host.settle() }
            let flip = UIViewController()
            flip.modalTransitionStyle = .flipHorizontal
            full.present(flip, animated: true)
            if settling { host.settle() }
            navigation.dismiss(animated: true)
            if settling { host.settle() }
            withExtendedLifetime(animator) {}
        }
        navigation.pushViewController(UIViewController(), animated: true)
        if settling { host.advance(by: 0.1) }
        navigation.pushViewController(UIViewController(), animated: true)
        if settling { host.settle() }
        let top = navigation.topViewController!
        var chosen: [String] = []
        let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Keep", style: .default) { _ in chosen.append("Keep") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        sheet.popoverPresentationController?.sourceView = host.window
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 526, y: 289, width: 1, height: 1)
        top.present(sheet, animated: true)
        navigation.popViewController(animated: true)
        host.settle()
        if afterEarlierPresentations && !settling {
            // Asked while the stack still presents the full-screen controller (its dismissal waits
            // its turn), the sheet is refused with UIKit's words, and nothing is left on screen.
            #expect(warnings.contains { $0.hasPrefix("Attempt to present <UIAlertController") && $0.contains("which is already presenting") })
            #expect(sheet.viewIfLoaded?.window == nil && navigation.presentedViewController == nil)
            #expect(host.window.subviews.count == 1)
            return
        }
        #expect(sheet.viewIfLoaded?.window === host.window, "the sheet rests on screen")
        guard let keep = sheet.view.findButton(titled: "Keep") else { Issue.record("the sheet shows Keep"); return }
        let point = keep.convert(CGPoint(x: keep.bounds.midX, y: keep.bounds.midY), to: nil)
        host.tap(at: point)
        host.settle()
        #expect(chosen == ["Keep"])
        #expect(sheet.viewIfLoaded?.window == nil, "and goes once a button is tapped")
    }
}

extension InteractionRegressionTests {
    /// Sequence (b) as random timings shrank it: the chain's dismissal queued behind the flip, a
    /// push under way when the action sheet is asked for from it (its source the pushed view, which
    /// fills the stack), then a pop. The sheet is a whole popover on screen, inside the margins, and
    /// a tap on its button runs the handler.
    @Test func anActionSheetFromAViewFillingTheScreenIsWholeAndItsButtonsWork() throws {
        let (host, navigation) = stack(in: CGSize(width: 1052, height: 578))
        let animator = TwiceCompletingAnimator()
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        full.transitioningDelegate = animator
        navigation.present(full, animated: true)
        host.advance(by: 1)
        let flip = UIViewController()
        flip.modalTransitionStyle = .flipHorizontal
        full.present(flip, animated: true)
        navigation.dismiss(animated: true)
        navigation.pushViewController(UIViewController(), animated: true)
        host.advance(by: 1)
        navigation.pushViewController(UIViewController(), animated: true)
        host.advance(by: 0.35)
        let top = try #require(navigation.topViewController)
        var chosen: [String] = []
        let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Keep", style: .default) { _ in chosen.append("Keep") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        sheet.popoverPresentationController?.sourceView = top.view
        top.present(sheet, animated: true)
        host.advance(by: 0.35)
        navigation.popViewController(animated: true)
        host.settle()
        let popover = try #require(sheet.popoverPresentationController?.presentedView)
        #expect(host.window.bounds.contains(popover.frame) && popover.frame.height > 100, "\(popover.frame)")
        let keep = try #require(sheet.view.findButton(titled: "Keep"))
        let point = keep.convert(CGPoint(x: keep.bounds.midX, y: keep.bounds.midY), to: nil)
        #expect(host.window.hitTest(point, with: nil)?.isDescendant(of: keep) == true, "the finger lands on the button")
        host.tap(at: point)
        host.settle()
        #expect(chosen == ["Keep"])
        #expect(sheet.viewIfLoaded?.window == nil)
        withExtendedLifetime(animator) {}
    }
}

extension UIView {
    /// The first view in this tree showing `title` in a label, for a tap on an alert's button.
    func findButton(titled title: String) -> UIView? {
        if let label = self as? UILabel, label.text == title { return label.superview }
        for subview in subviews { if let found = subview.findButton(titled: title) { return found } }
        return nil
    }
}

extension InteractionRegressionTests {
    /// Two resizes of a tab showing a scroll view whose offset and whose stack's bounds are
    /// observed by handlers that read safe areas and lay out from inside themselves: the scroll
    /// view rests inside its content, as with no observer.
    @Test func resizesUnderObserversThatLayOutLeaveTheScrollViewInsideItsContent() {
        let soak = InteractionSoak(size: CGSize(width: 305, height: 677), steps: [
            .selectTab(1),
            .resize(width: 651, height: 294),
            .resize(width: 861, height: 549),
        ])
        let failure = soak.run()
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
