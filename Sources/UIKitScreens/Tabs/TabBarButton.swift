@_spi(UIKitLayers) import UIKitCore
/// One item's button in a tab bar: the image over a 10-point title, a badge at the image's top
/// right. A tap selects the item.
@MainActor
final class TabBarButton: UIView {
    let item: UITabBarItem
    var onTap: (() -> Void)?
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        for view in [imageView, titleLabel, badge] as [UIView] { addSubview(view) }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: TabBarButton.tapped(_:)))
    }

    required init?(coder: NSCoder) { return nil }

    // VoiceOver and UI tests find a tab as one button named by its item, as XCUITest's
    // `app.tabBars.buttons["Title"]`; the selected one carries the selected trait.
    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { item.title }
    override var defaultAccessibilityValue: String? { item.badgeValue }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if shown?.selected == true { traits.insert(.selected) }
        if !item.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }

    /// What the button shows now, so asking again with the same state changes nothing.
    private var shown: (selected: Bool, color: UIColor, titleColor: UIColor, badgeColor: UIColor, badgeTextColor: UIColor,
                        title: String?, badge: String?, enabled: Bool, landscape: Bool)?

    /// The appearance's title offset, added to the item's own.
    private var appearanceTitleOffset = UIOffset.zero

    /// The item changed: the next `show` draws it again.
    func itemDidChange() { shown = nil }

    /// Shows the item's state: the icon in `color`, the title in `titleColor` and `titleFont` (an
    /// appearance's title attributes) or the 10-point default, the badge in `badgeColor` with its
    /// text's attributes (white 13-point text by default).
    func show(selected: Bool, color: UIColor, titleColor: UIColor, titleFont: UIFont?, titleOffset: UIOffset,
              badgeColor: UIColor, badgeText: [NSAttributedString.Key: Any]) {
        if titleOffset != appearanceTitleOffset {
            appearanceTitleOffset = titleOffset
            setNeedsLayout()
        }
        let badgeTextColor = badgeText[.foregroundColor] as? UIColor ?? .white
        if let shown, shown.selected == selected, shown.color == color, shown.titleColor == titleColor, shown.badgeColor == badgeColor,
           shown.badgeTextColor == badgeTextColor, shown.title == item.title, shown.badge == item.badgeValue,
           shown.enabled == item.isEnabled, shown.landscape == item.showsLandscapeImage(in: traitCollection) { return }
        shown = (selected, color, titleColor, badgeColor, badgeTextColor, item.title, item.badgeValue, item.isEnabled,
                 item.showsLandscapeImage(in: traitCollection))
        badge.textColor = badgeTextColor
        badge.font = badgeText[.font] as? UIFont ?? .systemFont(ofSize: 13)
        titleLabel.font = titleFont ?? .systemFont(ofSize: 10, weight: .medium)
        let image = item.shownImage(in: traitCollection).image
        imageView.image = selected ? (item.selectedImage ?? image) : image
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = item.isEnabled ? titleColor : titleColor.withAlphaComponent(0.4)
        badge.text = item.badgeValue.map { " \($0) " }
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = badgeColor
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let image = imageView.image?.size ?? .zero
        let fitted = image.height > 0 ? CGSize(width: image.width * Swift.min(1, 28 / image.height), height: Swift.min(28, image.height)) : .zero
        let adjustment = UIOffset(horizontal: item.titlePositionAdjustment.horizontal + appearanceTitleOffset.horizontal,
                                  vertical: item.titlePositionAdjustment.vertical + appearanceTitleOffset.vertical)
        if fitted.height > 0 {
            imageView.frame = CGRect(x: (bounds.width - fitted.width) / 2, y: 5 + (28 - fitted.height) / 2, width: fitted.width, height: fitted.height)
                .inset(by: item.shownImage(in: traitCollection).insets)
            titleLabel.frame = CGRect(x: adjustment.horizontal, y: 35 + adjustment.vertical, width: bounds.width, height: 12)
        } else {
            imageView.frame = .zero
            titleLabel.frame = CGRect(x: adjustment.horizontal, y: (bounds.height - 12) / 2 + adjustment.vertical, width: bounds.width, height: 12)
        }
        let badgeSize = badge.sizeThatFits(.zero)
        let badgeWidth = Swift.max(18, badgeSize.width)
        let anchorX = fitted.width > 0 ? imageView.frame.maxX : bounds.midX + 12
        badge.frame = CGRect(x: anchorX - 6, y: 2, width: badgeWidth, height: 18)
        badge.layer.cornerRadius = 9
    }
}
