// Not from a seed tutorial: the popover as iPhone tutorials show it. The presenting controller is
// the popover's delegate and answers .none, so the popover stays a popover in compact width
// instead of going full screen; a tap outside closes it.
import UIKit

enum PopoverScenario {
    final class ViewController: UIViewController, UIPopoverPresentationControllerDelegate {
        override func loadView() {
            view = ScenarioStyle.screen(title: "Popover", subtitle: "A popover at its button, kept as a popover on a phone. Tap outside to close.")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Show popover", in: view).addTarget(self, action: ViewController.showPopover(_:), for: .touchUpInside)
        }

        func showPopover(_ sender: UIButton) {
            let content = ContentViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 300, height: 200)
            if let popover = content.popoverPresentationController {
                popover.sourceView = sender
                popover.sourceRect = sender.bounds
                popover.permittedArrowDirections = [.up, .down]
                popover.backgroundColor = .systemTeal
                popover.delegate = self
            }
            present(content, animated: true, completion: nil)
        }

        // MARK: - UIPopoverPresentationControllerDelegate

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            return .none
        }
    }

    final class ContentViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.card(title: "Popover", body: "300 × 200 points, pointing at its button.", color: .systemTeal)
        }
    }
}
