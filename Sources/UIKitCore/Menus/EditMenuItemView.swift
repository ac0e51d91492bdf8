/// One button of the edit menu's bar: an action's title (or its image when it has no title), a
/// submenu's title, or the chevron that turns to the next or previous page; it darkens while
/// pressed. VoiceOver and UI tests find it as a button named by its title.
@MainActor
final class EditMenuItemView: UIControl {
    static let sideInset: CGFloat = 12
    static let font = UIFont.systemFont(ofSize: 15)

    private let titleLabel = UILabel()
    private var imageView: UIImageView?
    private let name: String

    override var defaultAccessibilityLabel: String? { name }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    /// A button showing `title`, or `image` when the title is empty; `name` is what VoiceOver reads.
    init(title: String, image: UIImage?, name: String, isDestructive: Bool = false) {
        self.name = name
        super.init(frame: .zero)
        isAccessibilityElement = true
        if title.isEmpty, let image {
            let view = UIImageView(image: image)
            view.tintColor = isDestructive ? .systemRed : .label
            view.contentMode = .scaleAspectFit
            addSubview(view)
            imageView = view
        } else {
            titleLabel.text = title
            titleLabel.font = EditMenuItemView.font
            titleLabel.textColor = isDestructive ? .systemRed : .label
            addSubview(titleLabel)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// The width the title (or image) needs with its insets.
    var fittingWidth: CGFloat {
        let content = imageView != nil ? 18 : ceil(titleLabel.intrinsicContentSize.width)
        return content + 2 * EditMenuItemView.sideInset
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        backgroundColor = isHighlighted ? MenuPlatterView.gapColor : nil
        titleLabel.alpha = isEnabled ? 1 : 0.35
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let imageView {
            imageView.frame = CGRect(x: (bounds.width - 18) / 2, y: (bounds.height - 18) / 2, width: 18, height: 18)
        } else {
            titleLabel.frame = bounds.insetBy(dx: EditMenuItemView.sideInset, dy: 0)
        }
    }
}
