extension UIButton {
    /// A button's look as a value, as UIKit's `UIButton.Configuration` (iOS 15): a style's background
    /// and foreground, a title and subtitle, an image placed beside them, a size and a corner style.
    /// Colours left nil come from the style and the button's state in `updated(for:)`.
    public struct Configuration {
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// UIKit's `.fixed` (the background configuration's own radius) is not here: the lab's
        /// configurations have no `background` yet.
        public enum CornerStyle: Int, Sendable { case dynamic = 0, small, medium, large, capsule }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        /// The system look the configuration started from; what `updated(for:)` resolves colours by.
        enum Style { case plain, gray, tinted, filled }
        let style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var showsActivityIndicator = false
        /// The text and image colour; nil takes the style's (the tint colour, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil takes the style's (the tint colour, a tint wash, or a grey fill).
        public var baseBackgroundColor: UIColor?
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        /// Changing this also stops `buttonSize` from setting the insets, as in UIKit.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.contentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: NSDirectionalEdgeInsets?
        /// Whether a selected button shows the selected look (a filled background); true by default.
        public var automaticallyUpdateForSelection = true
        /// The title's font, as Interface Builder's title font sets it; nil is the size's text style.
        var titleFont: UIFont?
        /// The colours `updated(for:)` resolved for the button's state; drawn as they are.
        var resolvedForeground: UIColor?
        var resolvedBackground: UIColor?

        init(style: Style) {
            self.style = style
        }

        /// A transparent background; the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background; the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background washed with the tint colour; the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background filled with the tint colour; the title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's other names for the same four styles.
        public static func borderless() -> Configuration { plain() }
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }

        /// A copy with the colours the style gives `button` in its state (enabled, highlighted,
        /// selected) in place of those left nil.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var updated = self
            let tint: UIColor = button.tintColor
            let selectedLook = automaticallyUpdateForSelection && button.isSelected && style != .filled
            let filled = style == .filled || selectedLook
            var foreground = baseForegroundColor ?? (filled ? .white : tint)
            var background: UIColor? = switch style {
            case .plain: selectedLook ? tint : nil
            case .gray: selectedLook ? tint : baseBackgroundColor ?? .secondarySystemFill
            case .tinted: selectedLook ? tint : (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: baseBackgroundColor ?? tint
            }
            if !button.isEnabled {
                foreground = .tertiaryLabel
                background = background == nil ? nil : .tertiarySystemFill
            } else if button.isHighlighted {
                // A plain title fades as a system button's does; a background dims.
                if let shown = background {
                    background = shown.withAlphaComponent(shown.alpha * 0.75)
                } else {
                    foreground = foreground.withAlphaComponent(foreground.alpha * 0.2)
                }
            }
            updated.resolvedForeground = foreground
            updated.resolvedBackground = background
            return updated
        }

        /// The insets each size gives its content, as iOS lays a configuration's button out (a medium
        /// filled button with a 17-point title is 34⅓ points high and 24 wider than its title).
        static func contentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's text style for each size; the subtitle's is one step smaller.
        var titleTextStyle: UIFont.TextStyle {
            switch buttonSize {
            case .mini: .caption1
            case .small: .subheadline
            case .medium, .large: .body
            }
        }

        /// The corner radius for a background `height` points high.
        func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 5
                case .medium: 6
                case .large: 8
                }
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }
}
