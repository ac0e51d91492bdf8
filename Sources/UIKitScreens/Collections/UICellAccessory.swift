/// Something at a list cell's edge, as UIKit's `UICellAccessory`: a disclosure chevron, a
/// checkmark, an info button, a label, or a view of the app's.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement: Equatable, Sendable { case leading, trailing }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var font: UIFont?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
        }
    }

    enum Kind {
        case glyph(TableCellAccessoryView.Kind, tint: UIColor?, action: (() -> Void)?)
        case label(String, font: UIFont?, color: UIColor?)
        case custom(UIView, Placement)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .glyph(.disclosureIndicator, tint: options.tintColor, action: nil), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .glyph(.checkmark, tint: options.tintColor, action: nil), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .glyph(.detailButton, tint: options.tintColor, action: actionHandler), displayed: displayed,
                        isHidden: options.isHidden ?? false)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, font: options.font, color: options.tintColor), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .custom(configuration.customView, configuration.placement), displayed: .always,
                        isHidden: configuration.isHidden ?? false)
    }

    /// Whether it shows in a cell that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
