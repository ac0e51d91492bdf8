/// The buttons a swiped row reveals: each action's colour and title, sharing the revealed width in
/// proportion to their natural widths, as UIKit stretches them. A tap runs the action's handler.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    /// Told which action was tapped, with its button.
    var onTap: ((UIContextualAction, UIView) -> Void)?
    private var buttons: [UIView] = []

    /// UIKit's narrowest action button.
    static let minimumButtonWidth: CGFloat = 74

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
            let text = (action.title ?? "") as String
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
            button.subviews.first?.frame = button.bounds
            x += share
        }
    }
}
