// Not from a seed tutorial: the bottom sheet with a long list, the top request in every sheet
// library's issues. Scrolling up at medium grows the sheet to large first; a drag down from the
// top of the list moves the sheet and can close it; the mouse wheel scrolls the list.
import UIKit

enum SheetListScenario {
    /// The list's rows: 60 of them, 50 points each.
    static let rowCount = 60
    /// Every other row: a pale blue in light, a deep one in dark (the sheet's rows read in both).
    static let stripe = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.1, green: 0.15, blue: 0.25, alpha: 1) : UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    }
    static let rowHeight: CGFloat = 50

    final class ViewController: UIViewController {
        override func loadView() {
            view = ScenarioStyle.screen(title: "Sheet with a list",
                                        subtitle: "Scroll the list with the wheel or a drag; at its top, drag down to move the sheet.")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Show list", in: view).addTarget(self, action: ViewController.showList, for: .touchUpInside)
        }

        func showList() {
            let list = ListViewController()
            if let sheet = list.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            present(list, animated: true)
        }
    }

    /// A scroll view of striped rows, numbered; the rows are laid out in content coordinates.
    final class ListViewController: UIViewController, UIScrollViewDelegate {
        let scrollView = UIScrollView()
        private var rows: [UIView] = []

        override func loadView() {
            scrollView.backgroundColor = .systemBackground
            scrollView.alwaysBounceVertical = true
            for index in 0..<SheetListScenario.rowCount {
                let row = UIView()
                row.backgroundColor = index % 2 == 0 ? SheetListScenario.stripe : .systemBackground
                let label = ScenarioStyle.label("Row \(index + 1)", font: .systemFont(ofSize: 17), color: .label)
                label.translatesAutoresizingMaskIntoConstraints = true
                label.frame = CGRect(x: 20, y: 0, width: 200, height: SheetListScenario.rowHeight)
                row.addSubview(label)
                scrollView.addSubview(row)
                rows.append(row)
            }
            view = scrollView
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width = scrollView.bounds.width
            // Room at the top for the grabber.
            let top: CGFloat = 20
            for (index, row) in rows.enumerated() {
                row.frame = CGRect(x: 0, y: top + CGFloat(index) * SheetListScenario.rowHeight, width: width, height: SheetListScenario.rowHeight)
            }
            scrollView.contentSize = CGSize(width: width, height: top + CGFloat(rows.count) * SheetListScenario.rowHeight)
        }
    }
}
