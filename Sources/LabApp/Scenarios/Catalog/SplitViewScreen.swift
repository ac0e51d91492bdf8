import UIKit

/// Mail's layout in a column-style split view: mailboxes in the primary column, the chosen
/// mailbox's messages in the secondary. Wide, both show side by side (or the mailboxes over the
/// messages when the window is taller than wide, from the sidebar button); narrow, they collapse
/// into one navigation stack that starts at the mailboxes, as the delegate asks. Wide, the Info
/// button shows the mailbox's details in the inspector column at the trailing edge. A split view
/// cannot be pushed, so the catalog presents it full screen; Done closes it.
final class SplitViewScreen: UISplitViewController, UISplitViewControllerDelegate {
    static let mailboxes: [(name: String, messages: [String])] = [
        ("Inbox", ["Engine notes, part two", "Compiler meeting moved", "Trajectory figures"]),
        ("Drafts", ["Re: the imitation game"]),
        ("Sent", ["Punched cards for Tuesday", "Loom patterns"]),
        ("Archive", ["Difference engine, 1822"]),
    ]

    init() {
        super.init(style: .doubleColumn)
        modalPresentationStyle = .fullScreen
        delegate = self
        setViewController(MailboxList(style: .insetGrouped), for: .primary)
        setViewController(MessageList(mailbox: 0), for: .secondary)
        setViewController(MailboxDetails(mailbox: 0), for: .inspector)
    }

    required init?(coder: NSCoder) { nil }

    /// Narrow, the list of mailboxes shows first, as Mail's does on an iPhone.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }

    /// The primary column: the mailboxes, and Done to close the split view.
    final class MailboxList: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mailboxes"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: MailboxList.close)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mailbox")
        }

        func close() { splitViewController?.dismiss(animated: true) }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { SplitViewScreen.mailboxes.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox", for: indexPath)
            let mailbox = SplitViewScreen.mailboxes[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = mailbox.name
            content.secondaryText = "\(mailbox.messages.count)"
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            guard let split = splitViewController else { return }
            split.setViewController(MessageList(mailbox: indexPath.row), for: .secondary)
            split.setViewController(MailboxDetails(mailbox: indexPath.row), for: .inspector)
            split.show(.secondary)
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    /// The secondary column: one mailbox's messages.
    final class MessageList: UITableViewController {
        let mailbox: Int

        init(mailbox: Int) {
            self.mailbox = mailbox
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = SplitViewScreen.mailboxes[mailbox].name
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            let info = UIBarButtonItem(image: UIImage(systemName: "info.circle"), style: .plain, target: self, action: MessageList.toggleDetails)
            info.accessibilityLabel = "Info"
            navigationItem.rightBarButtonItem = info
        }

        /// Shows or hides the inspector (only where the split view is wide: collapsed, it has none).
        func toggleDetails() {
            guard let split = splitViewController else { return }
            if split.isShowing(.inspector) { split.hide(.inspector) } else { split.show(.inspector) }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            SplitViewScreen.mailboxes[mailbox].messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = SplitViewScreen.mailboxes[mailbox].messages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    /// The inspector column: a mailbox's details on the grouped background.
    final class MailboxDetails: UITableViewController {
        let mailbox: Int

        init(mailbox: Int) {
            self.mailbox = mailbox
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Details"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "detail")
        }

        private var rows: [(String, String)] {
            let mailbox = SplitViewScreen.mailboxes[self.mailbox]
            return [("Mailbox", mailbox.name), ("Messages", "\(mailbox.messages.count)")]
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "detail", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = rows[indexPath.row].0
            content.secondaryText = rows[indexPath.row].1
            cell.contentConfiguration = content
            return cell
        }
    }
}
