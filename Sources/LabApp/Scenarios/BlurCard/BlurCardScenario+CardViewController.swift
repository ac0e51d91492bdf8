import UIKit

extension BlurCardScenario {
    /// The card: its own transitioning delegate, dismissed interactively by a pan while one is under way.
    final class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
        private let dragInteraction = DragInteraction()

        init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .custom
            transitioningDelegate = self
        }

        required init?(coder: NSCoder) { return nil }

        override func loadView() {
            let card = ScenarioStyle.card(title: "Card", body: "Drag down to close, or tap the blur.", color: .systemIndigo)
            card.layer.cornerRadius = 16
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.clipsToBounds = true
            view = card
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan(_:))
            view.addGestureRecognizer(pan)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            let progress = Swift.max(0, pan.translation(in: view).y / Swift.max(1, view.bounds.height))
            switch pan.state {
            case .began:
                dragInteraction.isDragging = true
                dismiss(animated: true, completion: nil)
            case .changed:
                dragInteraction.update(progress)
            case .ended:
                dragInteraction.isDragging = false
                if progress > 0.4 || pan.velocity(in: view).y > 800 {
                    dragInteraction.finish()
                } else {
                    dragInteraction.cancel()
                }
            case .cancelled, .failed:
                dragInteraction.isDragging = false
                dragInteraction.cancel()
            default:
                break
            }
        }

        // MARK: - UIViewControllerTransitioningDelegate

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            BlurCardPresentationController(presentedViewController: presented, presenting: presenting)
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            CardAnimator(isPresenting: true)
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            CardAnimator(isPresenting: false)
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            dragInteraction.isDragging ? dragInteraction : nil
        }
    }

    /// Drives the dismissal while the user drags; a tap on the blur dismisses without it.
    final class DragInteraction: UIPercentDrivenInteractiveTransition {
        var isDragging = false
    }
}
