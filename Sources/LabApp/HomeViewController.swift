import UIKit

/// The home screen: the lab's title and a button for each scenario.
final class HomeViewController: UIViewController {
    /// Called with the scenario a button chose.
    var onChoose: ((Scenario) -> Void)?

    override func loadView() {
        view = ScenarioStyle.screen(title: "Presentation Lab",
                                    subtitle: "UIKit presentations on Linux. Pick a scenario; F1 shows the frames.", scrolls: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for scenario in ScenarioCatalog.all {
            let button = ScenarioStyle.button(scenario.title, in: view)
            button.addAction(UIAction(title: scenario.title) { [weak self] _ in self?.onChoose?(scenario) },
                             for: .touchUpInside)
        }
        // The column of buttons may be taller than the window: the content ends 20 points below the last.
        if let scrollView = view as? UIScrollView, let last = scrollView.subviews.last(where: { $0 is UIButton }) {
            last.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20).isActive = true
        }
    }
}
