import UIKit

/// Pages side by side in a paging scroll view, with a page control that follows the swipes and
/// turns the pages when tapped, as onboarding screens are built.
final class PageControlScreen: UIViewController, UIScrollViewDelegate {
    private let pages = UIScrollView()
    private let dots = UIPageControl()
    private let colors: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange, .systemPink]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page control"
        view.backgroundColor = .systemBackground
        pages.isPagingEnabled = true
        pages.showsHorizontalScrollIndicator = false
        pages.delegate = self
        for (index, color) in colors.enumerated() {
            let page = UILabel()
            page.backgroundColor = color
            page.text = "Page \(index + 1)"
            page.textAlignment = .center
            page.textColor = .white
            page.font = .boldSystemFont(ofSize: 28)
            pages.addSubview(page)
        }
        dots.numberOfPages = colors.count
        dots.addTarget(self, action: PageControlScreen.pageChosen, for: .valueChanged)
        view.addSubview(pages)
        view.addSubview(dots)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        pages.frame = CGRect(x: area.minX, y: area.minY + 20, width: area.width, height: Swift.min(360, area.height - 80))
        for (index, page) in pages.subviews.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * pages.bounds.width, y: 0, width: pages.bounds.width, height: pages.bounds.height)
        }
        pages.contentSize = CGSize(width: pages.bounds.width * CGFloat(colors.count), height: pages.bounds.height)
        let size = dots.intrinsicContentSize
        dots.frame = CGRect(x: area.midX - size.width / 2, y: pages.frame.maxY + 12, width: size.width, height: size.height)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        dots.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    func pageChosen() {
        pages.setContentOffset(CGPoint(x: CGFloat(dots.currentPage) * pages.bounds.width, y: 0), animated: true)
    }
}
