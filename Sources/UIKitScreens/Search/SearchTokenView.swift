/// A search token as its field shows it: a rounded pill in the token colour with its icon and
/// text in white; a selected token (about to be deleted) is paler. VoiceOver reads its text.
@MainActor
final class SearchTokenView: UIView {
    static let height: CGFloat = 26
    static let padding: CGFloat = 6
    static let iconSide: CGFloat = 14
    static let font = UIFont.systemFont(ofSize: 15)

    private let label = UILabel()
    private let iconView: UIImageView?

    init(token: UISearchToken) {
        iconView = token.icon.map { UIImageView(image: $0) }
        super.init(frame: .zero)
        layer.cornerRadius = 6
        label.text = token.text
        label.font = SearchTokenView.font
        label.textColor = .white
        addSubview(label)
        if let iconView {
            iconView.tintColor = .white
            iconView.contentMode = .scaleAspectFit
            addSubview(iconView)
        }
        isAccessibilityElement = true
        accessibilityLabel = token.text
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    var fittingWidth: CGFloat {
        let text = (label.text ?? "").isEmpty ? 0 : ceil(label.intrinsicContentSize.width)
        let icon = iconView == nil ? 0 : SearchTokenView.iconSide + (text > 0 ? 4 : 0)
        return text + icon + 2 * SearchTokenView.padding
    }

    func show(colour: UIColor, isSelected: Bool) {
        backgroundColor = isSelected ? colour.withAlphaComponent(0.55) : colour
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = SearchTokenView.padding
        if let iconView {
            let side = SearchTokenView.iconSide
            iconView.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + 4
        }
        label.frame = CGRect(x: x, y: 0, width: bounds.width - x - SearchTokenView.padding, height: bounds.height)
    }
}
