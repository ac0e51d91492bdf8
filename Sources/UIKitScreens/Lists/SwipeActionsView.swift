/// The buttons a swiped row reveals: each action's colour and title (or image: alone in a row under
/// 91 points tall, above the title in a taller one), sharing the revealed width in proportion to
/// their natural widths, as UIKit stretches them. A tap runs the action's handler.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    /// Told which action was tapped, with its button.
    var onTap: ((UIContextualAction, UIView) -> Void)?
    private var buttons: [UIView] = []

    /// UIKit's narrowest action button.
    static let minimumButtonWidth: CGFloat = 74
    /// The row height from which a button with an image shows its title under it.
    static let imageAndTitleHeight: CGFloat = 91

    init(configuration: UISwipeActionsConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = configuration.actions.first?.backgroundColor
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let title = UILabel()
            title.text = action.title
            title.textColor = .white
            title.font = .systemFont(ofSize: 15, weight: .medium)
            title.textAlignment = .center
            button.addSubview(title)
            button.accessibilityLabel = action.title
            if let image = action.image {
                let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
                imageView.tintColor = .white
                imageView.contentMode = .center
                button.addSubview(imageView)
            }
            button.addGestureRecognizer(UITapGestureRecognizer { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.onTap?(action, button)
            })
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// The natural width of each button: its title with padding, at least UIKit's minimum.
    var naturalWidths: [CGFloat] {
        configuration.actions.map { action in
            let text = showsTitle(of: action) ? action.title ?? "" : ""
            let width = text.isEmpty ? 0 : TextEngine.shared.width(of: text, font: .systemFont(ofSize: 15, weight: .medium))
            return Swift.max(SwipeActionsView.minimumButtonWidth, width + 30)
        }
    }

    /// The width the actions take when the row is swiped open.
    var openWidth: CGFloat { naturalWidths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = naturalWidths, total = Swift.max(1, natural.reduce(0, +))
        var x: CGFloat = 0
        for (button, width) in zip(buttons, natural) {
            let share = bounds.width * width / total
            button.frame = CGRect(x: x, y: 0, width: share, height: bounds.height)
            layOut(button)
            x += share
        }
    }

    /// Whether `action`'s button shows its title: always without an image, with one only in a tall row.
    private func showsTitle(of action: UIContextualAction) -> Bool {
        action.image == nil || bounds.height >= SwipeActionsView.imageAndTitleHeight
    }

    /// The title fills the button; an image sits in the middle, or above the title when both show.
    private func layOut(_ button: UIView) {
        guard let index = buttons.firstIndex(where: { $0 === button }) else { return }
        let action = configuration.actions[index]
        let title = button.subviews.first as? UILabel
        let imageView = button.subviews.compactMap { $0 as? UIImageView }.first
        guard let imageView, let size = imageView.image?.size else {
            title?.frame = button.bounds
            return
        }
        let withTitle = showsTitle(of: action) && !(action.title ?? "").isEmpty
        title?.isHidden = !withTitle
        let titleHeight: CGFloat = withTitle ? 20 : 0, gap: CGFloat = withTitle ? 4 : 0
        let top = (button.bounds.height - size.height - gap - titleHeight) / 2
        imageView.frame = CGRect(x: (button.bounds.width - size.width) / 2, y: top, width: size.width, height: size.height)
        title?.frame = CGRect(x: 0, y: imageView.frame.maxY + gap, width: button.bounds.width, height: titleHeight)
    }
}
