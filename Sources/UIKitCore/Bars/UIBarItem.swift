/// What bar button items and tab bar items share, as UIKit's `UIBarItem`: a title, an image, a tag,
/// whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// The image for compact-height bars (an iPhone in landscape): bars there show it in place of
    /// `image`, inset by `landscapeImagePhoneInsets`.
    open var landscapeImagePhone: UIImage? { didSet { barItemDidChange() } }
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { barItemDidChange() } }
    /// How far the image is inset (or, negative, outset) on each edge.
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

    /// Whether a bar with these traits shows the landscape image: an iPhone's compact height, when
    /// the item has one.
    package func showsLandscapeImage(in traits: UITraitCollection) -> Bool {
        landscapeImagePhone != nil && traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact
    }

    /// The image a bar with these traits shows, and its insets.
    package func shownImage(in traits: UITraitCollection) -> (image: UIImage?, insets: UIEdgeInsets) {
        showsLandscapeImage(in: traits) ? (landscapeImagePhone, landscapeImagePhoneInsets) : (image, imageInsets)
    }
}
