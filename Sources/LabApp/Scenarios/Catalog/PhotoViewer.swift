import UIKit

/// One photo of the album on its own, as Photos shows it: fitted to the screen and centred,
/// zoomed by two fingers (Alt+drag in the window) up to four times the fitted size, or by a double
/// tap, which zooms to twice the fitted size about the tapped point and back out again.
final class PhotoViewer: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView: UIImageView
    /// The size the zoom limits were last fitted to.
    private var fittedSize: CGSize?

    init(photo: UIImage, number: Int) {
        imageView = UIImageView(image: photo)
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(number)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.delegate = self
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        imageView.frame = CGRect(origin: .zero, size: imageView.image?.size ?? .zero)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = title
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewer.toggleZoom(_:))
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        scrollView.frame = area
        guard area.size != fittedSize, let size = imageView.image?.size, size.width > 0, size.height > 0 else { return }
        fittedSize = area.size
        let fit = min(area.width / size.width, area.height / size.height)
        scrollView.minimumZoomScale = fit
        scrollView.maximumZoomScale = fit * 4
        scrollView.zoomScale = fit
        centreImage()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { centreImage() }

    /// A picture narrower or shorter than the screen sits in its middle: insets take up the room.
    private func centreImage() {
        let horizontal = max(0, scrollView.bounds.width - scrollView.contentSize.width) / 2
        let vertical = max(0, scrollView.bounds.height - scrollView.contentSize.height) / 2
        scrollView.contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    func toggleZoom(_ tap: UITapGestureRecognizer) {
        guard scrollView.zoomScale <= scrollView.minimumZoomScale else {
            return scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        }
        let point = tap.location(in: imageView)
        let scale = scrollView.minimumZoomScale * 2
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                        animated: true)
    }
}
