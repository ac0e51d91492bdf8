import UIKit

/// An app's welcome pages as a page view controller: three pages turned by swiping, with the page
/// indicator the data source asks for by counting them.
final class PageViewControllerScreen: UIPageViewController, UIPageViewControllerDataSource {
    private let pages: [UIViewController] = [
        WelcomePage(heading: "Present", detail: "Cards slide up over the screen they came from.", color: .systemTeal),
        WelcomePage(heading: "Dim", detail: "A dimming view fades in behind them.", color: .systemIndigo),
        WelcomePage(heading: "Dismiss", detail: "A tap outside the card sends it away.", color: .systemOrange),
    ]

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page view controller"
        view.backgroundColor = .systemBackground
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
    }
}

/// One welcome page: a coloured panel with a heading and a line under it.
private final class WelcomePage: UIViewController {
    private let heading: String
    private let detail: String
    private let color: UIColor

    init(heading: String, detail: String, color: UIColor) {
        self.heading = heading
        self.detail = detail
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let panel = UIView()
        panel.backgroundColor = color
        panel.layer.cornerRadius = 24
        let title = UILabel()
        title.text = heading
        title.font = .boldSystemFont(ofSize: 34)
        title.textColor = .white
        let line = UILabel()
        line.text = detail
        line.numberOfLines = 0
        line.textAlignment = .center
        line.font = .preferredFont(forTextStyle: .body)
        line.textColor = .secondaryLabel
        for view in [panel, title, line] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(panel)
        panel.addSubview(title)
        view.addSubview(line)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 24),
            panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -24),
            panel.heightAnchor.constraint(equalTo: panel.widthAnchor),
            title.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            line.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 24),
            line.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            line.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
        ])
    }
}
