extension UIMenuElement {
    /// How an action shows and behaves in its menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Drawn dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of the menu.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler and leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
