// Not from a seed tutorial: a navigation stack whose delegate supplies a custom push and pop (the
// colour card zooms out of its button and back) with its own interactive pop (a swipe from the left
// edge drives the zoom back), and, one level deeper, UIKit's own slide and edge swipe.
import UIKit

@MainActor
enum NavigationScenario {
    static let colors: [(name: String, color: UIColor)] = [("Teal", .systemTeal), ("Orange", .systemOrange), ("Pink", .systemPink)]

    /// The scenario's root: a navigation controller whose delegate animates colour cards.
    static func makeRoot() -> UIViewController {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = list.transitions
        list.transitions.attach(to: navigation)
        return navigation
    }

    final class ListViewController: UIViewController {
        let transitions = ZoomTransitions()

        override func loadView() {
            view = ScenarioStyle.screen(title: "Navigation",
                                        subtitle: "Colours zoom in and out (swipe from the left edge to pop); More slides as UIKit does.")
            title = "Colours"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            for (index, entry) in NavigationScenario.colors.enumerated() {
                let button = ScenarioStyle.button(entry.name, in: view)
                button.tag = index
                button.addTarget(self, action: ListViewController.open(_:), for: .touchUpInside)
            }
        }

        func open(_ sender: UIButton) {
            let entry = NavigationScenario.colors[sender.tag]
            transitions.origin = sender
            navigationController?.pushViewController(ColorViewController(name: entry.name, color: entry.color), animated: true)
        }
    }

    final class ColorViewController: UIViewController {
        let name: String
        let color: UIColor

        init(name: String, color: UIColor) {
            self.name = name
            self.color = color
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) { return nil }

        override func loadView() {
            view = ScenarioStyle.card(title: name, body: "Swipe from the left edge to go back, or tap More.", color: color)
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", style: .plain, target: self, action: ColorViewController.more)
        }

        func more() {
            let details = UIViewController()
            details.title = "More"
            details.view = ScenarioStyle.card(title: "More \(name)", body: "UIKit's slide: swipe from the left edge to go back.",
                                              color: color.withAlphaComponent(0.7))
            navigationController?.pushViewController(details, animated: true)
        }
    }

    /// The delegate: zooms colour cards from their button; everything else keeps UIKit's slide.
    final class ZoomTransitions: NSObject, UINavigationControllerDelegate {
        weak var origin: UIView?
        private var interaction: UIPercentDrivenInteractiveTransition?
        private weak var navigationController: UINavigationController?

        func attach(to navigationController: UINavigationController) {
            self.navigationController = navigationController
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: ZoomTransitions.edgePanned(_:))
            edge.edges = .left
            navigationController.view.addGestureRecognizer(edge)
        }

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            let card = operation == .push ? toVC : fromVC
            guard card is ColorViewController, operation == .push ? fromVC is ListViewController : toVC is ListViewController else { return nil }
            let start = origin.map { $0.convert($0.bounds, to: nil) } ?? .zero
            return ZoomAnimator(growing: operation == .push, sourceFrame: start)
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            interaction
        }

        func edgePanned(_ pan: UIScreenEdgePanGestureRecognizer) {
            guard let navigationController, let view = navigationController.view else { return }
            let share = Swift.min(1, Swift.max(0, pan.translation(in: view).x / Swift.max(1, view.bounds.width)))
            switch pan.state {
            case .began:
                guard navigationController.topViewController is ColorViewController else { return }
                interaction = UIPercentDrivenInteractiveTransition()
                navigationController.popViewController(animated: true)
            case .changed:
                interaction?.update(share)
            case .ended, .cancelled:
                if pan.state == .ended && (share > 0.4 || pan.velocity(in: view).x > 500) { interaction?.finish() } else { interaction?.cancel() }
                interaction = nil
            default:
                break
            }
        }
    }
}
