/// Where a page view controller's pages come from, as UIKit's `UIPageViewControllerDataSource`:
/// the page before and after a page, and (both implemented) the count and index the page
/// indicator shows.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots in the page indicator; 0 (the default, as when UIKit finds the method
    /// missing) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot lit when `setViewControllers(_:direction:animated:completion:)` shows a page.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
