import UIKit

/// A mailbox as Mail shows one: messages in a list and the navigation controller's toolbar below
/// them, with Mark All at the leading edge, the unread count centred between flexible spaces and
/// Compose at the trailing edge. The toolbar shows while this screen is on top.
final class ToolbarScreen: UITableViewController {
    private var messages: [(sender: String, subject: String, unread: Bool)] = [
        ("Ada", "Engine notes, part two", true),
        ("Grace", "Compiler meeting moved", true),
        ("Alan", "Re: the imitation game", false),
        ("Katherine", "Trajectory figures", true),
    ]
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        status.font = .systemFont(ofSize: 12)
        status.textAlignment = .center
        toolbarItems = [
            UIBarButtonItem(title: "Mark All", style: .plain, target: self, action: ToolbarScreen.markAllRead),
            .flexibleSpace(),
            UIBarButtonItem(customView: status),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: ToolbarScreen.compose),
        ]
        showCount()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    private func showCount() {
        let unread = messages.filter(\.unread).count
        status.text = unread == 0 ? "No Unread" : "\(unread) Unread"
        status.sizeToFit()
    }

    func markAllRead() {
        for index in messages.indices { messages[index].unread = false }
        tableView.reloadData()
        showCount()
    }

    func compose() {
        messages.insert(("Me", "Draft \(messages.count + 1)", false), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = messages[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = message.sender
        content.textProperties.font = .systemFont(ofSize: 17, weight: message.unread ? .semibold : .regular)
        content.secondaryText = message.subject
        cell.contentConfiguration = content
        return cell
    }
}
