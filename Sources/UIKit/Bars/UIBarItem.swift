/// What bar button items and tab bar items share, as UIKit's `UIBarItem`: a title, an image, a tag,
/// whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    open var landscapeImagePhone: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var isEnabled = true { didSet { barItemDidChange() } }
    open var tag = 0
    open var accessibilityIdentifier: String?

    public override init() { super.init() }

    /// Something a bar draws changed; the kinds of item tell their bar.
    func barItemDidChange() {}
}
