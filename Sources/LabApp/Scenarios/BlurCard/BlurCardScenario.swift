// Not from a seed tutorial: a card presentation written here the way current iOS apps do it. The
// screen behind is blurred by a UIVisualEffectView whose effect animates in alongside; the card has
// rounded top corners; one interruptible UIViewPropertyAnimator moves it, and a pan on the card
// scrubs, finishes or cancels the dismissal through UIPercentDrivenInteractiveTransition.
import UIKit

enum BlurCardScenario {
    final class ViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.screen(title: "Blur card",
                                        subtitle: "A card over the blurred screen. Drag it down, or tap the blur, to close.")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = ScenarioStyle.button("Show card", in: view)
            button.addTarget(self, action: ViewController.showCard, for: .touchUpInside)
            addSwatches(below: button)
        }

        /// A row of colours under the button, so the blur has something to soften.
        private func addSwatches(below button: UIView) {
            let row = UIStackView()
            row.axis = .horizontal
            row.distribution = .fillEqually
            row.spacing = 10
            row.translatesAutoresizingMaskIntoConstraints = false
            for color in [UIColor.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemPurple] {
                let swatch = UIView()
                swatch.backgroundColor = color
                swatch.layer.cornerRadius = 8
                row.addArrangedSubview(swatch)
            }
            view.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 24),
                row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                row.heightAnchor.constraint(equalToConstant: 56),
            ])
        }

        func showCard() {
            present(CardViewController(), animated: true, completion: nil)
        }
    }
}
