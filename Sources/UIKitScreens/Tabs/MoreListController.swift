/// More's list: one row per tab without a button, with its item's title.
@MainActor
final class MoreListController: UITableViewController {
    private unowned let tabs: UITabBarController

    init(tabBarController: UITabBarController) {
        tabs = tabBarController
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "more")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tabs.moreTabs.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more", for: indexPath)
        let controller = tabs.moreTabs[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        cell.imageView?.image = controller.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controller = tabs.moreTabs[indexPath.row]
        navigationController?.pushViewController(controller, animated: true)
    }
}
