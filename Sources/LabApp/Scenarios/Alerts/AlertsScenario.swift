// Not from a seed tutorial: UIKit's alerts as apps show them. An alert with two actions, an
// action sheet with a destructive action and cancel (a popover in regular width, at its button),
// and an alert with a text field; the screen reports the action chosen, once the alert is gone.
import UIKit

enum AlertsScenario {
    final class ViewController: UIViewController {
        private var resultLabel: UILabel?
        private var sheetButton: UIButton?

        override func loadView() {
            view = ScenarioStyle.screen(title: "Alerts",
                                        subtitle: "An alert, an action sheet (a popover in regular width), and an alert with a text field.")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            ScenarioStyle.button("Show alert", in: view).addTarget(self, action: ViewController.showAlert, for: .touchUpInside)
            sheetButton = ScenarioStyle.button("Show action sheet", in: view)
            sheetButton?.addTarget(self, action: ViewController.showActionSheet, for: .touchUpInside)
            ScenarioStyle.button("Rename", in: view).addTarget(self, action: ViewController.showRename, for: .touchUpInside)
            let label = ScenarioStyle.label("Chosen: nothing yet", font: .systemFont(ofSize: 17), color: .label)
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 350),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
            resultLabel = label
        }

        private func report(_ text: String) { resultLabel?.text = "Chosen: \(text)" }

        func showAlert() {
            let alert = UIAlertController(title: "Allow notifications?", message: "You can change this later in Settings.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Don't Allow", style: .cancel) { [weak self] _ in self?.report("Don't Allow") })
            alert.addAction(UIAlertAction(title: "Allow", style: .default) { [weak self] _ in self?.report("Allow") })
            present(alert, animated: true)
        }

        func showActionSheet() {
            let sheet = UIAlertController(title: "Photo", message: "What should happen to this photo?", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default) { [weak self] _ in self?.report("Share") })
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.report("Delete") })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Cancel") })
            sheet.popoverPresentationController?.sourceView = sheetButton
            present(sheet, animated: true)
        }

        func showRename() {
            let alert = UIAlertController(title: "Rename", message: "Type a new name.", preferredStyle: .alert)
            alert.addTextField { field in field.placeholder = "Name" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
                self?.report("renamed to \(alert?.textFields?.first?.text ?? "")")
            }
            alert.addAction(save)
            alert.preferredAction = save
            present(alert, animated: true)
        }
    }
}
