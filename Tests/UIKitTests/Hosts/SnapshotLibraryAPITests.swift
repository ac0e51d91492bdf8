// A snapshot suite as it is written for the iOS Simulator against the popular snapshot library's
// API: only the import differs on Linux.
#if canImport(SnapshotTesting)
import SnapshotTesting
#else
import UIKitTesting
#endif
import Testing
import UIKit

/// A small screen: a title, a line of text and a button, on the system background.
final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Good morning"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontForContentSizeCategory = true
        let body = UILabel()
        body.text = "Three cards are waiting for you."
        body.font = .preferredFont(forTextStyle: .body)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        let button = UIButton(type: .system)
        button.setTitle("Show cards", for: .normal)
        let stack = UIStackView(arrangedSubviews: [title, body, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// Presents an alert as soon as it appears, as a screen that asks something on arrival does.
final class AskingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let alert = UIAlertController(title: "Allow notifications?", message: "You can change this in Settings.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Not now", style: .cancel))
        alert.addAction(UIAlertAction(title: "Allow", style: .default))
        present(alert, animated: true)
    }
}

@MainActor @Suite struct SnapshotLibraryAPITests {
    @Test func greetingOnEachDevice() {
        let greeting = GreetingViewController()
        assertSnapshot(of: greeting, as: .image(on: .iPhoneSe))
        assertSnapshot(of: greeting, as: .image(on: .iPhone13(.landscape)))
        assertSnapshot(of: greeting, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
    }

    @Test func greetingInDarkModeAtALargerTextSize() {
        assertSnapshot(of: GreetingViewController(),
                       as: .image(on: .iPhone13, traits: UITraitCollection(traitsFrom: [
                           UITraitCollection(userInterfaceStyle: .dark),
                           UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
                       ])),
                       named: "dark-accessibility-large")
    }

    @Test func anAlertPresentedOnArrivalIsInThePicture() {
        assertSnapshot(of: AskingViewController(), as: .image(on: .iPhone13Pro))
    }

    @Test func aViewAtAGivenSize() {
        let badge = UILabel()
        badge.text = "NEW"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 12
        badge.clipsToBounds = true
        assertSnapshot(of: badge, as: .image(size: CGSize(width: 80, height: 24)))
    }

    @Test func aLayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.backgroundColor = UIColor.systemIndigo.cgColor
        layer.cornerRadius = 8
        assertSnapshot(of: layer, as: .image)
    }

    @Test func theViewHierarchyAsText() {
        assertSnapshot(of: GreetingViewController(), as: .recursiveDescription(on: .iPhoneSe))
    }

    @Test func severalStrategiesAtOnce() {
        assertSnapshots(of: GreetingViewController(), as: ["light": .image(on: .iPhone8), "dark": .image(on: .iPhone8, traits: .init(userInterfaceStyle: .dark))])
    }
}
