/// A shown menu: its rows on a rounded, frosted card with a soft shadow, hairlines between the rows
/// of a section and a wider band between sections, as iOS draws menus.
@MainActor
final class MenuPlatterView: UIView {
    static let cornerRadius: CGFloat = 13
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 300
    /// The band between sections.
    static let sectionGap: CGFloat = 8

    private let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private(set) var rows: [MenuRowView] = []
    /// What lies between consecutive rows: a hairline in a section, a band between sections.
    private var dividers: [(view: UIView, isGap: Bool)] = []

    static let gapColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.25) : UIColor(white: 0, alpha: 0.08)
    }

    init() {
        super.init(frame: .zero)
        card.clipsToBounds = true
        card.layer.cornerRadius = MenuPlatterView.cornerRadius
        addSubview(card)
        // A menu floats over the content: raised, as popovers are.
        interfaceLevelOverride = .elevated
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.cornerRadius = MenuPlatterView.cornerRadius
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `sections`, each row told to `choose` when tapped.
    func show(_ sections: [[MenuEntry]], choose: @escaping (MenuEntry) -> Void) {
        for view in card.contentView.subviews { view.removeFromSuperview() }
        rows = []
        dividers = []
        let indents = sections.joined().contains { entry in
            if case .action(let action, _) = entry { return action.state != .off }
            return false
        }
        for (sectionIndex, section) in sections.enumerated() {
            for (index, entry) in section.enumerated() {
                if index > 0 || sectionIndex > 0 {
                    let divider = UIView()
                    let isGap = index == 0
                    divider.backgroundColor = isGap ? MenuPlatterView.gapColor : .separator
                    card.contentView.addSubview(divider)
                    dividers.append((divider, isGap))
                }
                let row = MenuRowView(entry: entry, indentsForCheckmarks: indents)
                row.addAction(UIAction { [weak row] _ in if let row { choose(row.entry) } }, for: .touchUpInside)
                card.contentView.addSubview(row)
                rows.append(row)
            }
        }
        setNeedsLayout()
    }

    /// The size the rows need, no wider than `maximumWidth` nor than `limit`.
    func preferredSize(widthLimit limit: CGFloat) -> CGSize {
        let wanted = rows.map(\.fittingWidth).max() ?? 0
        let width = Swift.min(Swift.max(MenuPlatterView.minimumWidth, wanted), MenuPlatterView.maximumWidth, limit)
        let hairline = 1 / Swift.max(1, traitCollection.displayScale)
        let height = rows.map(\.preferredHeight).reduce(0, +)
            + dividers.map { $0.isGap ? MenuPlatterView.sectionGap : hairline }.reduce(0, +)
        return CGSize(width: width, height: ceil(height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds
        let hairline = 1 / Swift.max(1, traitCollection.displayScale)
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            if index > 0 {
                let divider = dividers[index - 1]
                let height = divider.isGap ? MenuPlatterView.sectionGap : hairline
                divider.view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                y += height
            }
            let height = row.preferredHeight
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
    }
}
