@_spi(UIKitLayers) import UIKitCore
/// What an alert controller shows: the title and message, text fields, and one button an action.
/// An alert is a 270-point card; an action sheet is a card of actions with the cancel action on a
/// card of its own below; in a popover the cancel action is left out (a tap outside cancels).
@MainActor
final class AlertContentView: UIView {
    enum Layout { case alert, actionSheet, popover }

    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let sheetCornerRadius: CGFloat = 13
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let textFieldHeight: CGFloat = 28
    /// The gap between an action sheet's actions and its cancel card.
    static let cancelGap: CGFloat = 8
    static let separatorColor = UIColor.separator

    private unowned let controller: UIAlertController
    private let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private let cancelCard = UIView()
    private var titleLabel: UILabel?
    private var messageLabel: UILabel?
    private var buttons: [AlertActionButton] = []
    private var cancelButton: AlertActionButton?
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        card.clipsToBounds = true
        cancelCard.backgroundColor = .secondarySystemGroupedBackground
        cancelCard.clipsToBounds = true
        addSubview(card)
        addSubview(cancelCard)
        rebuild()
    }

    required init?(coder: NSCoder) { return nil }

    private var layout: Layout { controller.layout }

    /// Makes the subviews again from the controller's title, message, text fields and actions.
    func rebuild() {
        for view in card.contentView.subviews + cancelCard.subviews { view.removeFromSuperview() }
        buttons = []
        separators = []
        cancelButton = nil
        let isAlert = layout == .alert
        card.layer.cornerRadius = isAlert ? AlertContentView.alertCornerRadius : AlertContentView.sheetCornerRadius
        cancelCard.layer.cornerRadius = AlertContentView.sheetCornerRadius
        // A popover draws its own background.
        card.effect = layout == .popover ? nil : UIBlurEffect(style: .systemThickMaterial)

        titleLabel = makeLabel(controller.title, font: isAlert ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold),
                               color: isAlert ? .label : .secondaryLabel)
        messageLabel = makeLabel(controller.message, font: .systemFont(ofSize: 13), color: isAlert ? .label : .secondaryLabel)
        for field in controller.textFields ?? [] { card.contentView.addSubview(field) }

        let cancel = controller.actions.first { $0.style == .cancel }
        var listed = controller.actions.filter { $0.style != .cancel }
        if isAlert, let cancel {
            // Two buttons side by side put cancel on the left; in a column it goes last.
            if sideBySide { listed.insert(cancel, at: 0) } else { listed.append(cancel) }
        }
        for action in listed {
            let button = AlertActionButton(action: action, isBold: isBold(action), fontSize: isAlert ? 17 : 20)
            button.addAction(UIAction { [weak controller] _ in controller?.choose(action) }, for: .touchUpInside)
            card.contentView.addSubview(button)
            buttons.append(button)
        }
        // One hairline above each button (side by side: one above the row, one between the two).
        for _ in buttons {
            let line = UIView()
            line.backgroundColor = AlertContentView.separatorColor
            card.contentView.addSubview(line)
            separators.append(line)
        }
        if layout == .actionSheet, let cancel {
            let button = AlertActionButton(action: cancel, isBold: true, fontSize: 20)
            button.addAction(UIAction { [weak controller] _ in controller?.choose(cancel) }, for: .touchUpInside)
            cancelCard.addSubview(button)
            cancelButton = button
        }
        cancelCard.isHidden = cancelButton == nil
        setNeedsLayout()
    }

    /// Bold: the preferred action, else (with none preferred) the cancel action.
    private func isBold(_ action: UIAlertAction) -> Bool {
        if let preferred = controller.preferredAction { return preferred === action }
        return action.style == .cancel
    }

    /// An alert with exactly two actions shows them side by side when both titles fit.
    private var sideBySide: Bool {
        guard layout == .alert, controller.actions.count == 2 else { return false }
        let room = AlertContentView.alertWidth / 2 - 16
        return controller.actions.allSatisfy { action in
            TextEngine.shared.width(of: action.title ?? "", font: .systemFont(ofSize: 17, weight: .semibold)) <= room
        }
    }

    private func makeLabel(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.numberOfLines = 0
        label.textAlignment = .center
        card.contentView.addSubview(label)
        return label
    }

    // MARK: Layout

    /// The frames of everything for a card `width` wide, and the height they take.
    private struct Plan {
        var frames: [(UIView, CGRect)] = []
        var cardHeight: CGFloat = 0
        var cancelHeight: CGFloat = 0
    }

    private func plan(forWidth width: CGFloat) -> Plan {
        var plan = Plan()
        let isAlert = layout == .alert
        let side: CGFloat = 16
        var y: CGFloat = 0
        let labels = [titleLabel, messageLabel].compactMap { $0 }
        if !labels.isEmpty {
            y = isAlert ? 20 : 14
            for (index, label) in labels.enumerated() {
                if index > 0 { y += isAlert ? 2 : 4 }
                let height = ceil(label.sizeThatFits(CGSize(width: width - 2 * side, height: .greatestFiniteMagnitude)).height)
                plan.frames.append((label, CGRect(x: side, y: y, width: width - 2 * side, height: height)))
                y += height
            }
            y += isAlert ? 20 : 14
        }
        let fields = controller.textFields ?? []
        if !fields.isEmpty {
            if labels.isEmpty { y += 16 }
            for field in fields {
                plan.frames.append((field, CGRect(x: side, y: y, width: width - 2 * side, height: AlertContentView.textFieldHeight)))
                y += AlertContentView.textFieldHeight
            }
            y += 16
        }
        let buttonHeight = isAlert ? AlertContentView.alertButtonHeight : AlertContentView.sheetButtonHeight
        let hairline: CGFloat = 0.5
        if sideBySide && buttons.count == 2 {
            let half = width / 2
            plan.frames.append((separators[0], CGRect(x: 0, y: y, width: width, height: hairline)))
            plan.frames.append((separators[1], CGRect(x: half, y: y, width: hairline, height: buttonHeight)))
            plan.frames.append((buttons[0], CGRect(x: 0, y: y, width: half, height: buttonHeight)))
            plan.frames.append((buttons[1], CGRect(x: half, y: y, width: half, height: buttonHeight)))
            y += buttonHeight
        } else {
            for (index, button) in buttons.enumerated() {
                // A separator above each button, except the first of a card with nothing above it.
                if y > 0 || index > 0 { plan.frames.append((separators[index], CGRect(x: 0, y: y, width: width, height: hairline))) }
                else { plan.frames.append((separators[index], .zero)) }
                plan.frames.append((button, CGRect(x: 0, y: y, width: width, height: buttonHeight)))
                y += buttonHeight
            }
        }
        plan.cardHeight = y
        if let cancelButton {
            plan.frames.append((cancelButton, CGRect(x: 0, y: 0, width: width, height: AlertContentView.sheetButtonHeight)))
            plan.cancelHeight = AlertContentView.sheetButtonHeight
        }
        return plan
    }

    /// The height the alert needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let plan = plan(forWidth: width)
        return plan.cardHeight + (plan.cancelHeight > 0 ? AlertContentView.cancelGap + plan.cancelHeight : 0)
    }

    /// The popover's content size for an action sheet in regular width.
    static func popoverSize(for controller: UIAlertController) -> CGSize {
        let view = controller.view as! AlertContentView
        view.rebuild()
        return CGSize(width: alertWidth, height: view.fittingHeight(forWidth: alertWidth))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let plan = plan(forWidth: bounds.width)
        for (view, frame) in plan.frames { view.frame = frame }
        let cancelHeight = plan.cancelHeight > 0 ? AlertContentView.cancelGap + plan.cancelHeight : 0
        card.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Swift.max(0, bounds.height - cancelHeight))
        cancelCard.frame = CGRect(x: 0, y: bounds.height - plan.cancelHeight, width: bounds.width, height: plan.cancelHeight)
    }
}

/// One action's button: its title in the tint colour (red when destructive, grey when disabled),
/// the row darkening while pressed.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()
    /// VoiceOver and UI tests find an alert's actions as buttons named by their titles.
    override var defaultAccessibilityLabel: String? { action.title }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    init(action: UIAlertAction, isBold: Bool, fontSize: CGFloat) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.font = .systemFont(ofSize: fontSize, weight: isBold ? .semibold : .regular)
        label.textAlignment = .center
        addSubview(label)
        isEnabled = action.isEnabled
        refreshColors()
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Foundation's insetBy gives CGRect.null for a button narrower than the insets (a very
        // narrow window): the label then takes the whole button.
        label.frame = bounds.width > 16 ? bounds.insetBy(dx: 8, dy: 0) : bounds
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshColors()
    }

    private func refreshColors() {
        let color: UIColor = !isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
        label.textColor = color
        backgroundColor = isHighlighted ? UIColor.label.withAlphaComponent(0.08) : nil
    }
}
