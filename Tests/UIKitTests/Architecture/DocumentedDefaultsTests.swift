import Testing
import UIKit
import UIKitTesting

/// Default values as each one's Apple documentation page gives them.
@MainActor
@Suite struct DocumentedDefaultsTests {
    @Test func viewsAndControllers() {
        let view = UIView()
        #expect(view.alpha == 1 && !view.isHidden && view.isUserInteractionEnabled && !view.clipsToBounds)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.translatesAutoresizingMaskIntoConstraints && view.autoresizesSubviews)
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.definesPresentationContext && !controller.isModalInPresentation)
        #expect(controller.preferredContentSize == .zero && controller.additionalSafeAreaInsets == .zero)
    }

    @Test func animatorsAndInteractions() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        #expect(animator.state == .inactive && !animator.isRunning && !animator.isReversed)
        #expect(animator.fractionComplete == 0 && animator.isInterruptible && animator.isUserInteractionEnabled)
        #expect(animator.scrubsLinearly && !animator.pausesOnCompletion)
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.completionSpeed == 1 && interaction.completionCurve == .easeInOut && interaction.wantsInteractiveStart)
    }

    @Test func gestureRecognizers() {
        let tap = UITapGestureRecognizer()
        #expect(tap.isEnabled && tap.cancelsTouchesInView)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test func sheetsAndPopovers() throws {
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(!sheet.prefersGrabberVisible && sheet.preferredCornerRadius == nil)
        #expect(sheet.largestUndimmedDetentIdentifier == nil && sheet.selectedDetentIdentifier == nil)
        let popoverContent = UIViewController()
        popoverContent.modalPresentationStyle = .popover
        let popover = try #require(popoverContent.popoverPresentationController)
        #expect(popover.permittedArrowDirections == .any && popover.sourceRect == .zero)
    }
}
