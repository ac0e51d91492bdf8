// Where a cell's parts go, how its selection shows, its separator, and its height when it sizes itself.
extension UITableViewCell {
    /// Points the accessory takes at the trailing edge, its margin included.
    var accessoryWidth: CGFloat {
        currentAccessoryView.map { $0.bounds.width + 16 } ?? 0
    }

    /// Points the table's section index takes at the cell's trailing edge; 0 without one.
    var sectionIndexWidth: CGFloat {
        owningTableView?.sectionIndexView == nil ? 0 : SectionIndexView.width
    }

    /// The accessory shown now: while editing the editing accessory view or type's glyph, else the
    /// accessory view or type's glyph.
    var currentAccessoryView: UIView? {
        (isEditing ? editingAccessoryView : accessoryView) ?? accessoryGlyph
    }

    /// What the table keeps clear at the row's sides: its safe area (an iPhone's sensor housing in
    /// landscape) while `insetsContentViewsToSafeArea` is on.
    var tableSafeAreaSides: (left: CGFloat, right: CGFloat) {
        guard let table = owningTableView, table.insetsContentViewsToSafeArea else { return (0, 0) }
        let safe = table.safeAreaInsets
        return (safe.left, safe.right)
    }

    /// Places the backgrounds, the editing control, the accessory, the content view and the style's parts.
    func layoutParts() {
        backgroundView?.frame = bounds
        storedSelectedBackgroundView?.frame = bounds
        // The backgrounds span the row; what it shows stays inside the table's safe area.
        let sides = tableSafeAreaSides
        var leading = sides.left + CGFloat(indentationLevel) * indentationWidth
        if let editingControl {
            editingControl.frame = CGRect(x: sides.left, y: 0, width: TableCellEditingControl.width, height: bounds.height)
            if shouldIndentWhileEditing && delegateAllowsEditingIndent { leading += TableCellEditingControl.width }
        }
        // The section index keeps the trailing edge: the content and accessory move in beside it.
        let indexWidth = sectionIndexWidth
        var trailing = indexWidth + sides.right
        if let reorderGrip {
            reorderGrip.frame = CGRect(x: bounds.width - trailing - 40, y: 0, width: 40, height: bounds.height)
            trailing += 40
        } else if let accessory = currentAccessoryView {
            let size = accessory.bounds.size
            accessory.frame = CGRect(x: bounds.width - trailing - 16 - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            trailing += accessoryWidth
        }
        contentView.frame = CGRect(x: leading, y: 0, width: Swift.max(0, bounds.width - leading - trailing), height: bounds.height)
        followReadableWidthIfAsked()
        configurations.layout(contentIn: contentView, backgroundIn: bounds, background: backgroundConfiguration)
        if configuredContentView == nil, let layout = styleLayout(forContentWidth: contentView.bounds.width) {
            let frames = layout.frames(in: contentView.bounds)
            let parts = styleLabels
            if let image = parts.image, let frame = frames.image { image.frame = frame }
            parts.text?.frame = frames.text
            parts.detail?.frame = frames.secondaryText
        }
    }

    /// The classic style's layout, when the cell uses its style's labels or image.
    func styleLayout(forContentWidth width: CGFloat) -> ListContentLayout? {
        let parts = styleLabels
        guard parts.text != nil || parts.detail != nil || parts.image != nil else { return nil }
        let arrangement: ListContentLayout.Arrangement
        switch style {
        case .default: arrangement = .text
        case .subtitle: arrangement = .stacked
        case .value1: arrangement = .trailingValue
        case .value2: arrangement = .leadingTitle
        }
        let imageSize = parts.image?.image?.size
        var layout = ListContentLayout(arrangement: arrangement, margins: contentView.layoutMargins, imageSize: imageSize,
                                       textSize: .zero, secondaryTextSize: .zero)
        let textWidth = Swift.max(1, width - contentView.layoutMargins.left - contentView.layoutMargins.right
                                     - (imageSize.map { $0.width + layout.imageToTextPadding } ?? 0))
        let fit = CGSize(width: textWidth, height: 0)
        if let text = parts.text, text.text?.isEmpty == false { layout.textSize = text.sizeThatFits(fit) }
        if let detail = parts.detail, detail.text?.isEmpty == false { layout.secondaryTextSize = detail.sizeThatFits(fit) }
        return layout
    }

    /// The height a self-sizing row takes at `width`: the content view's constraints when it has
    /// any, else the style's labels or the configuration's view, never below UIKit's 44 for those.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let saved = frame
        frame = CGRect(x: 0, y: 0, width: width, height: saved.height)
        layoutIfNeeded()
        defer { frame = saved }
        let contentWidth = contentView.bounds.width
        if !contentView.activeConstraintsInTree().isEmpty {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            // UIKit takes a zero height from constraints that do not size the content view as an
            // accident, says so once, and gives the row the standard height.
            guard size.height > 0 else {
                if environment.warnedKeys.insert("cell.zero-height").inserted {
                    Diagnostics.warn("[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: <\(type(of: self))>")
                }
                return UITableView.defaultRowHeight
            }
            return size.height.rounded(.up)
        }
        if let configured = configuredContentView {
            return Swift.max(UITableView.defaultRowHeight, configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height.rounded(.up))
        }
        if let layout = styleLayout(forContentWidth: contentWidth) {
            return Swift.max(UITableView.defaultRowHeight, layout.fittingHeight.rounded(.up))
        }
        return UITableView.defaultRowHeight
    }

    // MARK: Selection

    func updateSelectionAppearance(animated: Bool) {
        let shows = selectionStyle != .none && (isSelected || isHighlighted) && backgroundConfiguration == nil
        for label in [styleLabels.text, styleLabels.detail] { label?.isHighlighted = shows }
        // Where the table lets several rows be selected, the multiple-selection background stands in.
        let multiple = multipleSelectionBackgroundView.flatMap { view -> UIView? in
            guard let table = owningTableView else { return nil }
            return table.allowsMultipleSelection || (table.isEditing && table.allowsMultipleSelectionDuringEditing) ? view : nil
        }
        let background = multiple ?? storedSelectedBackgroundView ?? {
            let made = UIView()
            made.backgroundColor = .systemGray4
            storedSelectedBackgroundView = made
            return made
        }()
        for other in [storedSelectedBackgroundView, multipleSelectionBackgroundView].compactMap({ $0 }) where other !== background {
            other.alpha = 0
        }
        guard shows != showsSelectedBackground || (shows && background.alpha == 0) else { return }
        showsSelectedBackground = shows
        if shows {
            background.frame = bounds
            background.alpha = 1
            if background.superview !== self || (subviews.firstIndex { $0 === background } ?? 0) > (subviews.firstIndex { $0 === contentView } ?? 0) {
                insertSubview(background, belowSubview: contentView)
            }
        } else if animated {
            // UIKit fades a deselected row out; inside an animation block (alongside a pop) it joins that block.
            if UIView.inheritedAnimationDuration > 0 {
                background.alpha = 0
            } else {
                UIView.animate(withDuration: UITableViewCell.deselectionFadeDuration) { background.alpha = 0 }
            }
        } else {
            background.alpha = 0
        }
    }

    /// How long a deselected row takes to lose its grey.
    static let deselectionFadeDuration: TimeInterval = 0.3

    func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        if old !== new { old?.removeFromSuperview() }
        if let new {
            new.frame = bounds
            insertSubview(new, at: index)
        }
    }

    /// Shows the accessory for the mode the cell is in: editing, the editing accessory view or
    /// type; else the accessory view or type. The other mode's view leaves the cell.
    func accessoryDidChange() {
        let (view, type, other) = isEditing ? (editingAccessoryView, editingAccessoryType, accessoryView)
                                            : (accessoryView, accessoryType, editingAccessoryView)
        if let other, other !== view { other.removeFromSuperview() }
        if let view {
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = nil
            if view.superview !== self { addSubview(view) }
        } else if type == .none {
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = nil
        } else if accessoryGlyph?.kind != TableCellAccessoryView.Kind(type) {
            accessoryGlyph?.removeFromSuperview()
            let glyph = TableCellAccessoryView(kind: TableCellAccessoryView.Kind(type))
            glyph.onTap = { [weak self] in self?.accessoryButtonTapped() }
            accessoryGlyph = glyph
            addSubview(glyph)
        }
        setNeedsLayout()
    }

    func accessoryButtonTapped() {
        guard let table = owningTableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: Drawing

    func paintSeparator(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard let separator = separatorAppearance else { return }
        let thickness = 1 / Swift.max(1, environment.screen.scale)
        var inset = separator.fullWidth ? UIEdgeInsets.zero : separatorInset
        // While editing, the separator moves in with the content, as UIKit's does.
        if !separator.fullWidth { inset.left += contentView.frame.minX }
        // Nor does it run under the section index.
        inset.right += sectionIndexWidth
        let rect = CGRect(x: inset.left, y: bounds.maxY - thickness, width: Swift.max(0, bounds.width - inset.left - inset.right),
                          height: thickness)
        commands.append(.fill(rect: rect, transform: toWindow, color: .init(separator.color.rgba), cornerRadius: 0))
    }
}

extension UITableViewCell {
    /// With the table's `cellLayoutMarginsFollowReadableWidth`, the content view's side margins
    /// reach the table's readable content guide (the table's margins on an iPhone held upright, a
    /// centred column on a wide iPad).
    func followReadableWidthIfAsked() {
        guard let table = owningTableView, table.cellLayoutMarginsFollowReadableWidth else { return }
        let readable = table.readableContentGuide.layoutFrame
        let content = contentView.convert(contentView.bounds, to: table)
        var margins = contentView.layoutMargins
        margins.left = Swift.max(0, readable.minX - content.minX)
        margins.right = Swift.max(0, content.maxX - readable.maxX)
        if margins != contentView.layoutMargins { contentView.layoutMargins = margins }
    }
}
