extension UIContentUnavailableConfiguration {
    /// How the image is drawn: tinted (secondary label colour when nil, for a template or symbol),
    /// no larger than `maximumSize` (zero: its own size), its corners rounded.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var maximumSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
    }

    /// How a text is drawn: its font, colour, line breaks and line count (0: as many as it needs).
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode = NSLineBreakMode.byWordWrapping
        public var numberOfLines = 0
    }

    /// What a button does: its primary action or menu, and whether it is enabled.
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
    }
}
