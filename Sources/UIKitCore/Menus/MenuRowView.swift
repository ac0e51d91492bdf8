/// One row of a shown menu: its title (and subtitle) at the leading side, its image at the trailing
/// side, a checkmark before the title when on, greyed when disabled, red when destructive; the row
/// darkens while pressed. VoiceOver and UI tests find it as a button named by its title.
@MainActor
final class MenuRowView: UIControl {
    static let minimumHeight: CGFloat = 44
    static let sideInset: CGFloat = 16
    /// Where titles start when the menu shows checkmarks.
    static let checkColumnWidth: CGFloat = 28
    static let imageSide: CGFloat = 22

    let entry: MenuEntry
    private let titleLabel = UILabel()
    private var subtitleLabel: UILabel?
    private var imageView: UIImageView?
    private var checkView: UIImageView?
    private let indentsForCheckmarks: Bool

    override var defaultAccessibilityLabel: String? { titleLabel.text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = super.defaultAccessibilityTraits
        switch entry {
        case .title, .loading: traits.insert(.staticText)
        default: traits.insert(.button)
        }
        if case .action(let action, _) = entry, action.state == .on { traits.insert(.selected) }
        return traits
    }

    init(entry: MenuEntry, indentsForCheckmarks: Bool) {
        self.entry = entry
        self.indentsForCheckmarks = indentsForCheckmarks
        super.init(frame: .zero)
        isAccessibilityElement = true
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
        switch entry {
        case .action(let action, _):
            titleLabel.text = action.title
            addSubtitle(action.subtitle)
            addImage(action.state == .on ? action.selectedImage ?? action.image : action.image)
            switch action.state {
            case .on: addCheck("checkmark")
            case .mixed: addCheck("minus")
            case .off: break
            }
            isEnabled = !action.attributes.contains(.disabled)
        case .submenu(let menu):
            titleLabel.text = menu.title
            addSubtitle(menu.subtitle)
            addImage(menu.image ?? UIImage(systemName: "chevron.right"))
        case .openedSubmenu(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: titleLabel.font.pointSize, weight: .semibold)
            addImage(UIImage(systemName: "chevron.down"))
        case .loading:
            titleLabel.text = "Loading…"
            isUserInteractionEnabled = false
        case .title(let title):
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .footnote)
            isUserInteractionEnabled = false
        }
        refreshColors()
    }

    required init?(coder: NSCoder) { return nil }

    private func addSubtitle(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        subtitleLabel = label
    }

    private func addImage(_ image: UIImage?) {
        guard let image else { return }
        let view = UIImageView(image: image)
        view.contentMode = .scaleAspectFit
        addSubview(view)
        imageView = view
    }

    private func addCheck(_ symbol: String) {
        let view = UIImageView(image: UIImage(systemName: symbol))
        view.contentMode = .scaleAspectFit
        addSubview(view)
        checkView = view
    }

    private var isDestructive: Bool {
        switch entry {
        case .action(let action, _): return action.attributes.contains(.destructive)
        case .submenu(let menu): return menu.options.contains(.destructive)
        default: return false
        }
    }

    private func refreshColors() {
        let color: UIColor
        if !isEnabled { color = .tertiaryLabel } else if isDestructive { color = .systemRed } else if case .title = entry {
            color = .secondaryLabel
        } else if case .loading = entry { color = .secondaryLabel } else { color = .label }
        titleLabel.textColor = color
        subtitleLabel?.textColor = isEnabled ? .secondaryLabel : .tertiaryLabel
        imageView?.tintColor = color
        checkView?.tintColor = color
        backgroundColor = isHighlighted ? UIColor.label.withAlphaComponent(0.1) : nil
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshColors()
    }

    private var titleLeading: CGFloat {
        MenuRowView.sideInset + (indentsForCheckmarks ? MenuRowView.checkColumnWidth : 0)
    }

    private var titleTrailingRoom: CGFloat {
        MenuRowView.sideInset + (imageView == nil ? 0 : MenuRowView.imageSide + 12)
    }

    /// The width the row's texts need on one line each.
    var fittingWidth: CGFloat {
        let texts = [titleLabel.intrinsicContentSize.width, subtitleLabel?.intrinsicContentSize.width ?? 0].max() ?? 0
        return titleLeading + ceil(texts) + titleTrailingRoom
    }

    var preferredHeight: CGFloat {
        if case .title = entry { return ceil(titleLabel.font.lineHeight) + 16 }
        let texts = titleLabel.font.lineHeight + (subtitleLabel.map { 2 + $0.font.lineHeight } ?? 0)
        return Swift.max(MenuRowView.minimumHeight, ceil(texts) + 22)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let textWidth = Swift.max(0, bounds.width - titleLeading - titleTrailingRoom)
        let titleHeight = ceil(titleLabel.font.lineHeight)
        let subtitleHeight = subtitleLabel.map { ceil($0.font.lineHeight) + 2 } ?? 0
        let top = ((bounds.height - titleHeight - subtitleHeight) / 2).rounded()
        titleLabel.frame = CGRect(x: titleLeading, y: top, width: textWidth, height: titleHeight)
        subtitleLabel?.frame = CGRect(x: titleLeading, y: top + titleHeight + 2, width: textWidth, height: subtitleHeight - 2)
        let side = MenuRowView.imageSide
        imageView?.frame = CGRect(x: bounds.width - MenuRowView.sideInset - side, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
        checkView?.frame = CGRect(x: MenuRowView.sideInset - 2, y: ((bounds.height - 18) / 2).rounded(), width: 18, height: 18)
    }
}
