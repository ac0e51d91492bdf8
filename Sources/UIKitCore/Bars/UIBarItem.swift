/// What bar button items and tab bar items share, as UIKit's `UIBarItem`: a title, an image, a tag,
/// whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// The image for compact-height bars (an iPhone in landscape). Not drawn: bars show `image` in
    /// every orientation (said once when set).
    open var landscapeImagePhone: UIImage? {
        didSet {
            guard landscapeImagePhone != nil else { return }
            Diagnostics.warnOnce("landscapeImagePhone", "UIBarItem.landscapeImagePhone is not honoured: bars show the item's image in every orientation.")
        }
    }
    /// How far the image is inset (or, negative, outset) on each edge: tab bar items honour it; a bar
    /// button item's image is drawn without it (said once).
    open var imageInsets: UIEdgeInsets = .zero { didSet { barItemDidChange() } }
    open var isEnabled = true { didSet { barItemDidChange() } }
    open var tag = 0
    open var accessibilityIdentifier: String? { didSet { barItemDidChange() } }
    /// What VoiceOver and UI tests call the item's button; an icon item's needs one.
    open var accessibilityLabel: String? { didSet { barItemDidChange() } }
    open var accessibilityHint: String? { didSet { barItemDidChange() } }

    public override init() { super.init() }

    /// Something a bar draws changed; the kinds of item tell their bar.
    func barItemDidChange() {}
}
