// A stack view's arrangement, as Interface Builder writes it (its subviews are arranged as they
// are decoded: UIView.decodeSubviews).
extension UIStackView {
    func decodeStackProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if element["axis"] == "vertical" { axis = .vertical }
        if let spacing = element.double("spacing") { self.spacing = CGFloat(spacing) }
        // Interface Builder's "Use Standard Spacing".
        if element["spacingType"] == "standard" { spacing = UIStackView.spacingUseSystem }
        switch element["distribution"] {
        case "fillEqually"?: distribution = .fillEqually
        case "fillProportionally"?: distribution = .fillProportionally
        case "equalSpacing"?: distribution = .equalSpacing
        case "equalCentering"?: distribution = .equalCentering
        default: break
        }
        switch element["alignment"] {
        case "top"?, "leading"?: alignment = .leading
        case "bottom"?, "trailing"?: alignment = .trailing
        case "center"?: alignment = .center
        case "firstBaseline"?, "baseline"?: alignment = .firstBaseline
        case "lastBaseline"?: alignment = .lastBaseline
        default: break
        }
        if let relative = element.bool("layoutMarginsFollowReadableWidth") ?? element.bool("layoutMarginsRelativeArrangement") {
            isLayoutMarginsRelativeArrangement = relative
        }
    }
}
