import UIKit

/// A header that shrinks as the list under it scrolls, observed both ways apps do it.
public final class StretchyHeaderViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let header = UIView()
    private var offsetObservation: NSKeyValueObservation?

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        view.addSubview(scrollView)
        // The package's asset catalog colour, light and dark, as a framework reads its own.
        header.backgroundColor = UIColor(named: "Accent", in: .module, compatibleWith: nil) ?? .systemIndigo
        view.addSubview(header)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) { [weak self] scrollView, change in
            guard let offset = change.newValue else { return }
            self?.header.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: Self.headerHeight(at: offset.y))
        }
    }

    /// 200 points at rest, shrinking to 44 as the list scrolls up; pulled down, it stretches less
    /// and less the further it goes (a logarithmic rubber band, as sheet libraries damp overshoot).
    public static func headerHeight(at offset: CGFloat) -> CGFloat {
        guard offset < 0 else { return max(44, 200 - offset) }
        return 200 + 100 * CoreGraphics.log(1 - offset / 100)
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // Snap to rows of 44 points.
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.flashScrollIndicators()
    }
}

/// A sheet whose content scrolls and grows the sheet first.
public func presentScrollingSheet(from presenter: UIViewController, content: UIViewController) {
    if let sheet = content.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersScrollingExpandsWhenScrolledToEdge = true
        sheet.prefersGrabberVisible = true
    }
    presenter.present(content, animated: true)
}
