// Not from a seed tutorial: the iOS 15 sheet as apps configure it, through the controller's
// sheetPresentationController before presenting: medium and large detents, a grabber, and no
// dimming at the medium detent, so the screen behind still takes taps.
import UIKit

enum SheetScenario {
    final class ViewController: UIViewController {
        private var taps = 0
        private var tapLabel: UILabel?

        override func loadView() {
            view = ScenarioStyle.screen(title: "Sheet",
                                        subtitle: "Medium and large detents. Drag the sheet up or down; at medium the screen still takes taps.")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Show sheet", in: view).addTarget(self, action: ViewController.showSheet, for: .touchUpInside)
            ScenarioStyle.button("Count a tap", in: view).addTarget(self, action: ViewController.countTap, for: .touchUpInside)
            let label = ScenarioStyle.label("Taps: 0", font: .systemFont(ofSize: 17), color: .label)
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 290),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
            tapLabel = label
        }

        func showSheet() {
            let details = DetailsViewController()
            if let sheet = details.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
                sheet.largestUndimmedDetentIdentifier = .medium
            }
            present(details, animated: true, completion: nil)
        }

        func countTap() {
            taps += 1
            tapLabel?.text = "Taps: \(taps)"
        }
    }

    final class DetailsViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.card(title: "Sheet", body: "Drag up for the large detent, down to close.", color: .systemOrange)
        }
    }
}
