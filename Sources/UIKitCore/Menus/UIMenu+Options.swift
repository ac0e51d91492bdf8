extension UIMenu {
    /// How a menu shows among its siblings.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Its children show in the parent menu, between separators, not behind a row of its own.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on: choosing one turns the others off (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children show side by side in one row (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
