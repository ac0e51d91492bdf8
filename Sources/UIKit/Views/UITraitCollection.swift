/// The environment a view controller adapts to: size classes and display scale.
///
/// Size classes come from the window's size in points: the horizontal class is regular from 600
/// points wide, the vertical class compact below 500 points high. An iPhone in portrait (390 × 844)
/// is compact × regular, in landscape (844 × 390) regular × compact, as close as points allow.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public static let regularWidthThreshold: CGFloat = 600
    public static let compactHeightThreshold: CGFloat = 500

    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        super.init()
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: scale)
    }

    /// One collection from several: each trait takes the last value any of them specifies.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for collection in collections {
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.displayScale != 0 { scale = collection.displayScale }
        }
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale)
    }

    convenience init(windowSize: CGSize, scale: CGFloat) {
        self.init(horizontalSizeClass: windowSize.width >= UITraitCollection.regularWidthThreshold ? .regular : .compact,
                  verticalSizeClass: windowSize.height < UITraitCollection.compactHeightThreshold ? .compact : .regular,
                  displayScale: scale)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale
    }

    public override var hash: Int { horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue }

    /// True when every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
    }

    public override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale)>"
    }
}
