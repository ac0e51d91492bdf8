import UIKit

/// The home screen: the lab's title and a button for each scenario.
final class HomeViewController: UIViewController {
    /// Called with the scenario a button chose.
    var onChoose: ((Scenario) -> Void)?

    override func loadView() {
        view = ScenarioStyle.screen(title: "Presentation Lab",
                                    subtitle: "UIKit presentations on Linux. Pick a scenario; F1 shows the frames.", scrolls: true)
    }

    /// The column of buttons may be taller than the window: the screen scrolls to its last button.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let scrollView = view as? UIScrollView else { return }
        let bottom = scrollView.subviews.filter { $0 is UIButton }.map(\.frame.maxY).max() ?? 0
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: bottom + 20)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for scenario in ScenarioCatalog.all {
            let button = ScenarioStyle.button(scenario.title, in: view)
            button.addAction(UIAction(title: scenario.title) { [weak self] _ in self?.onChoose?(scenario) },
                             for: .touchUpInside)
        }
    }
}
