import InterfaceBuilder

// What a view's element says of it, decoded in `init?(coder:)` as UIKit's `initWithCoder:` does:
// geometry, appearance, accessibility, its subviews (each made through its own class) and the
// constraints it holds.
extension UIView {
    /// The view's geometry from the archive, before anything else is decoded.
    static func archivedFrame(_ coder: NSCoder) -> CGRect {
        (coder as? InterfaceBuilderCoder).flatMap { frame(of: $0.element) } ?? .zero
    }

    /// A view element's frame: `<rect key="frame">`, or the `<frame key="frameInset">` of documents
    /// from Xcode 8, whose missing width or height is what its superview's size leaves between
    /// the insets from each edge (`minX` … `maxY`). Each may be a share of the superview's width or
    /// height (`minY="13.82%"`, `width="57.20%"`).
    static func frame(of element: InterfaceBuilderElement) -> CGRect? {
        if let rect = element.child(key: "frame"), rect.name == "rect" {
            return CGRect(x: rect.double("x") ?? 0, y: rect.double("y") ?? 0, width: rect.double("width") ?? 0, height: rect.double("height") ?? 0)
        }
        guard let inset = element.child(key: "frameInset"), inset.name == "frame" else { return nil }
        let superview = element.parent?.name == "subviews" ? element.parent?.parent.flatMap(frame(of:))?.size ?? .zero : .zero
        func axis(min: Double?, max: Double?, length: Double?, in available: CGFloat) -> (origin: CGFloat, length: CGFloat) {
            let length = length.map { CGFloat($0) } ?? Swift.max(0, available - CGFloat(min ?? 0) - CGFloat(max ?? 0))
            return (min.map { CGFloat($0) } ?? available - CGFloat(max ?? 0) - length, length)
        }
        func measure(_ name: String, of available: CGFloat) -> Double? {
            guard let text = inset[name] else { return nil }
            guard text.hasSuffix("%") else { return inset.double(name) }
            return Double(text.dropLast()).map { $0 / 100 * Double(available) }
        }
        let x = axis(min: measure("minX", of: superview.width), max: measure("maxX", of: superview.width),
                     length: measure("width", of: superview.width), in: superview.width)
        let y = axis(min: measure("minY", of: superview.height), max: measure("maxY", of: superview.height),
                     length: measure("height", of: superview.height), in: superview.height)
        return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    package func decodeViewProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let mask = element.child(key: "autoresizingMask") {
            var decoded: AutoresizingMask = []
            if mask.bool("flexibleMinX") == true { decoded.insert(.flexibleLeftMargin) }
            if mask.bool("widthSizable") == true { decoded.insert(.flexibleWidth) }
            if mask.bool("flexibleMaxX") == true { decoded.insert(.flexibleRightMargin) }
            if mask.bool("flexibleMinY") == true { decoded.insert(.flexibleTopMargin) }
            if mask.bool("heightSizable") == true { decoded.insert(.flexibleHeight) }
            if mask.bool("flexibleMaxY") == true { decoded.insert(.flexibleBottomMargin) }
            autoresizingMask = decoded
        }
        if let translates = element.bool("translatesAutoresizingMaskIntoConstraints") { translatesAutoresizingMaskIntoConstraints = translates }
        if let mode = archive.contentMode() { contentMode = mode }
        if let tag = element.int("tag") { self.tag = tag }
        if let alpha = element.double("alpha") { self.alpha = CGFloat(alpha) }
        if let hidden = element.bool("hidden") { isHidden = hidden }
        if let clips = element.bool("clipsSubviews") { clipsToBounds = clips }
        if let opaque = element.bool("opaque") { isOpaque = opaque }
        if let clears = element.bool("clearsContextBeforeDrawing") { clearsContextBeforeDrawing = clears }
        if let interaction = element.bool("userInteractionEnabled") { isUserInteractionEnabled = interaction }
        if let multiple = element.bool("multipleTouchEnabled") { isMultipleTouchEnabled = multiple }
        if let background = archive.color("backgroundColor") { backgroundColor = background }
        if let tint = archive.color("tintColor") { tintColor = tint }
        if let margins = archive.insets("layoutMargins") { layoutMargins = margins }
        if let inset = element.bool("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = inset }
        if let margins = archive.directionalInsets("directionalLayoutMargins") { directionalLayoutMargins = margins }
        decodePriorities(element)
        decodeAccessibility(element)
        decodeLayoutGuides(archive)
        decodeSubviews(archive)
        decodeConstraints(archive)
    }

    private func decodePriorities(_ element: InterfaceBuilderElement) {
        if let value = element.double("horizontalHuggingPriority") { setContentHuggingPriority(UILayoutPriority(Float(value)), for: .horizontal) }
        if let value = element.double("verticalHuggingPriority") { setContentHuggingPriority(UILayoutPriority(Float(value)), for: .vertical) }
        if let value = element.double("horizontalCompressionResistancePriority") {
            setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .horizontal)
        }
        if let value = element.double("verticalCompressionResistancePriority") {
            setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .vertical)
        }
    }

    private func decodeAccessibility(_ element: InterfaceBuilderElement) {
        guard let accessibility = element.child(key: "accessibilityConfiguration") else { return }
        if let label = accessibility["label"] { accessibilityLabel = label }
        if let identifier = accessibility["identifier"] { accessibilityIdentifier = identifier }
        if let hint = accessibility["hint"] { accessibilityHint = hint }
        if let isElement = accessibility.child(key: "isElement")?.bool("value") { isAccessibilityElement = isElement }
    }

    /// The view's safe area and margins guides, which its constraints name by identifier.
    private func decodeLayoutGuides(_ archive: InterfaceBuilderCoder) {
        for guide in archive.element.keyedChildren(named: "viewLayoutGuide") {
            switch guide.key {
            case "safeArea"?: archive.unarchiver.register(safeAreaLayoutGuide, for: guide)
            case "layoutMargins"?: archive.unarchiver.register(layoutMarginsGuide, for: guide)
            default: archive.unarchiver.source.warnUnknownElement(guide)
            }
        }
        // A controller's view in a storyboard from before iOS 11: its constraints name the
        // controller's top and bottom layout guides, the strips between the view's edges and the
        // safe area, listed beside the view (`<viewControllerLayoutGuide type="top">`).
        guard archive.element.key == "view", let controller = archive.element.parent else { return }
        for guide in controller.children(in: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            switch guide["type"] {
            case "top"?: archive.unarchiver.register(ViewControllerLayoutSupport(.top, of: self).guide, for: guide)
            case "bottom"?: archive.unarchiver.register(ViewControllerLayoutSupport(.bottom, of: self).guide, for: guide)
            default: archive.unarchiver.source.warnUnknownElement(guide)
            }
        }
    }

    /// Subviews in document order, back to front. A `<stackView>`'s are its arranged subviews;
    /// those of a `<view>` made a stack view for an outlet's sake stay plain subviews.
    func decodeSubviews(_ archive: InterfaceBuilderCoder) {
        for child in archive.element.children(in: "subviews") {
            guard let subview = archive.unarchiver.makeObject(child) as? UIView else { continue }
            if archive.element.name == "stackView", let stack = self as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                addSubview(subview)
            }
            addPrototypingConstraints(to: subview, of: child, archive: archive)
        }
    }

    /// A view placed in Interface Builder with Auto Layout on but no constraint of its own
    /// (`fixedFrame="YES"`) keeps its frame: Interface Builder adds constraints at build time that
    /// fix its position and size from the superview's top left.
    private func addPrototypingConstraints(to subview: UIView, of element: InterfaceBuilderElement, archive: InterfaceBuilderCoder) {
        guard element.bool("fixedFrame") == true, !subview.translatesAutoresizingMaskIntoConstraints, subview.superview === self, !(self is UIStackView),
              let id = element.id, !archive.unarchiver.source.constrainedIdentifiers.contains(id) else { return }
        let frame = subview.frame
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: subview, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left, multiplier: 1, constant: frame.minX),
            NSLayoutConstraint(item: subview, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: frame.minY),
            NSLayoutConstraint(item: subview, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: frame.width),
            NSLayoutConstraint(item: subview, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: frame.height),
        ])
    }

    /// The constraints the element holds. One that names a view not made yet (a collection cell's
    /// constraints to its content view's subviews, which the cell makes after its own properties)
    /// is made once the whole document is.
    private func decodeConstraints(_ archive: InterfaceBuilderCoder) {
        var decoded: [NSLayoutConstraint] = []
        for element in archive.element.children(in: "constraints") {
            let named = [element["firstItem"], element["secondItem"]].compactMap { $0 }.filter { $0 != archive.element.id }
            if named.contains(where: { archive.unarchiver.object(withIdentifier: $0) == nil }) {
                archive.unarchiver.afterAllAreMade { [weak self] in self?.decodeConstraint(element, archive: archive)?.isActive = true }
            } else if let constraint = decodeConstraint(element, archive: archive) {
                decoded.append(constraint)
            }
        }
        NSLayoutConstraint.activate(decoded)
    }

    private func decodeConstraint(_ element: InterfaceBuilderElement, archive: InterfaceBuilderCoder) -> NSLayoutConstraint? {
        // Interface Builder's placeholder constraints are removed at build time.
        if element.bool("placeholder") == true { return nil }
        let source = archive.unarchiver.source
        func item(_ identifier: String?) -> AnyObject? {
            guard let identifier, identifier != archive.element.id else { return self }
            return archive.unarchiver.object(withIdentifier: identifier)
        }
        guard let first = item(element["firstItem"]) as? LayoutItem,
              let firstAttribute = Self.constraintAttribute(element["firstAttribute"], source: source, line: element.line) else {
            source.warn("A constraint names an item or attribute the lab cannot find; it is skipped.", line: element.line)
            return nil
        }
        var second: LayoutItem?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if element["secondItem"] != nil || element["secondAttribute"] != nil {
            guard let item = item(element["secondItem"]) as? LayoutItem,
                  let attribute = Self.constraintAttribute(element["secondAttribute"], source: source, line: element.line) else {
                source.warn("A constraint names an item or attribute the lab cannot find; it is skipped.", line: element.line)
                return nil
            }
            second = item
            secondAttribute = attribute
        } else if firstAttribute != .width && firstAttribute != .height {
            source.warn("A constraint with no second item sets \(element["firstAttribute"] ?? ""), which only a width or height can; it is skipped.", line: element.line)
            return nil
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual"?: .greaterThanOrEqual
        case "lessThanOrEqual"?: .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second, secondAttribute,
                                            multiplier: Self.multiplier(element["multiplier"]), constant: CGFloat(element.double("constant") ?? 0))
        if let priority = element.double("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        if let identifier = element["identifier"] { constraint.identifier = identifier }
        archive.unarchiver.register(constraint, for: element)
        return constraint
    }

    /// Interface Builder writes a multiplier as a number or a ratio (`16:9`).
    private static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return CGFloat(parts.first ?? 1)
    }

    private static func constraintAttribute(_ name: String?, source: InterfaceBuilderSource, line: Int) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left"?: return .left
        case "right"?: return .right
        case "top"?: return .top
        case "bottom"?: return .bottom
        case "leading"?: return .leading
        case "trailing"?: return .trailing
        case "width"?: return .width
        case "height"?: return .height
        case "centerX"?: return .centerX
        case "centerY"?: return .centerY
        case "leftMargin"?: return .leftMargin
        case "rightMargin"?: return .rightMargin
        case "topMargin"?: return .topMargin
        case "bottomMargin"?: return .bottomMargin
        case "leadingMargin"?: return .leadingMargin
        case "trailingMargin"?: return .trailingMargin
        case "centerXWithinMargins"?: return .centerXWithinMargins
        case "centerYWithinMargins"?: return .centerYWithinMargins
        case "firstBaseline"?, "baseline"?:
            source.warnOnce("constraint.baseline", "baseline constraints (line \(line)) are laid out at the top and bottom edges; the lab has no text baselines in Auto Layout yet", line: line)
            return .top
        case "lastBaseline"?:
            source.warnOnce("constraint.baseline", "baseline constraints (line \(line)) are laid out at the top and bottom edges; the lab has no text baselines in Auto Layout yet", line: line)
            return .bottom
        default: return nil
        }
    }

    /// A user-defined runtime attribute that sets one of UIKit's own key paths (the unarchiver
    /// applies them all, `@IBInspectable` properties first); false for one it does not know.
    /// `value` is the attribute's own (a colour, a size), `number` and `flag` its text read as
    /// key-value coding reads a string for a scalar.
    func setRuntimeAttribute(_ keyPath: String, value: Any?, number: Double?, flag: Bool?) -> Bool {
        switch (keyPath, number, flag) {
        // A view's own `cornerRadius` key rounds its layer too, as apps that set it on plain views show on iOS.
        case let ("layer.cornerRadius", value?, _), let ("cornerRadius", value?, _): layer.cornerRadius = CGFloat(value)
        case let ("layer.borderWidth", value?, _): layer.borderWidth = CGFloat(value)
        case let ("layer.masksToBounds", _, value?): layer.masksToBounds = value
        case let ("clipsToBounds", _, value?): clipsToBounds = value
        case let ("layer.shadowOpacity", value?, _): layer.shadowOpacity = Float(value)
        case let ("layer.shadowRadius", value?, _): layer.shadowRadius = CGFloat(value)
        case let ("layer.zPosition", value?, _): layer.zPosition = CGFloat(value)
        case let ("alpha", value?, _): alpha = CGFloat(value)
        case let ("hidden", _, value?): isHidden = value
        case let ("userInteractionEnabled", _, value?): isUserInteractionEnabled = value
        case ("layer.shadowOffset", _, _):
            guard let size = value as? CGSize else { return false }
            layer.shadowOffset = size
        case ("backgroundColor", _, _), ("tintColor", _, _):
            guard let color = value as? UIColor else { return false }
            if keyPath == "backgroundColor" { backgroundColor = color } else { tintColor = color }
        default: return false
        }
        return true
    }
}

// A bar a container owns (`<navigationBar key="navigationBar">`, `<tabBar key="tabBar">`,
// `<toolbar key="toolbar">`): the container places it, so its frame, mask, background colour and
// margins are the canvas's; the view flags it archives are its own.
extension UIView {
    package func decodeOwnedBarViewProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        element.markRead(attributes: ["contentMode", "insetsLayoutMarginsFromSafeArea"], keys: ["frame", "autoresizingMask", "backgroundColor"])
        if let clips = element.bool("clipsSubviews") { clipsToBounds = clips }
        if let opaque = element.bool("opaque") { isOpaque = opaque }
        if let clears = element.bool("clearsContextBeforeDrawing") { clearsContextBeforeDrawing = clears }
        if let interaction = element.bool("userInteractionEnabled") { isUserInteractionEnabled = interaction }
        if let multiple = element.bool("multipleTouchEnabled") { isMultipleTouchEnabled = multiple }
        if let tint = archive.color("tintColor") { tintColor = tint }
    }
}
