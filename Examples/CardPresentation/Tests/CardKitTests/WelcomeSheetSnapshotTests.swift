#if canImport(SnapshotTesting)
import SnapshotTesting
#else
import UIKitTesting
#endif
import Testing
import UIKit

/// Greets the user with a half-height sheet as soon as it appears.
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 34))
        title.text = "Welcome back"
        title.font = .preferredFont(forTextStyle: .title1)
        sheet.view.addSubview(title)
        sheet.sheetPresentationController?.detents = [.medium()]
        present(sheet, animated: true)
    }
}

/// The sheet is in the picture, settled: the image is the whole window on the device.
@MainActor @Test func theWelcomeSheet() {
    assertSnapshot(of: WelcomeViewController(), as: .image(on: .iPhone13))
    assertSnapshot(of: WelcomeViewController(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)), named: "dark")
}
