/// The environment a view controller adapts to: size classes, display scale and idiom.
///
/// Size classes are the simulated device's (`SimulatedDevice.sizeClasses(windowSize:orientation:)`):
/// an iPhone 15 is compact × regular in portrait and compact × compact in landscape, whatever the
/// window's size in points; a free-form window decides by the iPad multitasking rule.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Left to right on screen: the lab runs apps in left-to-right languages only.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The text size the user picked; `.large`, iOS's default, unless the host sets another.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Light or dark: the screen's appearance, unless a window, controller or view overrides it.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Base for the window's content; elevated in sheets, popovers and alerts.
    public let userInterfaceLevel: UIUserInterfaceLevel

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified, userInterfaceLevel: UIUserInterfaceLevel = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        super.init()
    }

    public convenience init(userInterfaceLevel level: UIUserInterfaceLevel) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceLevel: level)
    }

    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: style)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: category)
    }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, userInterfaceIdiom: idiom)
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
        var idiom = UIUserInterfaceIdiom.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var level = UIUserInterfaceLevel.unspecified
        for collection in collections {
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.userInterfaceLevel != .unspecified { level = collection.userInterfaceLevel }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
            if collection.preferredContentSizeCategory != .unspecified { category = collection.preferredContentSizeCategory }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.displayScale != 0 { scale = collection.displayScale }
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
        }
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale, userInterfaceIdiom: idiom,
                  layoutDirection: direction, preferredContentSizeCategory: category, userInterfaceStyle: style,
                  userInterfaceLevel: level)
    }

    /// The traits of a window of `windowSize` on `screen`'s device, held in `orientation` (by
    /// default, as it is held now), at the base level.
    @MainActor
    convenience init(windowSize: CGSize, on screen: UIScreen, orientation: UIDeviceOrientation? = nil) {
        let scale = screen.scale
        let classes = screen.device.sizeClasses(windowSize: windowSize, orientation: orientation ?? screen.orientation)
        self.init(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical, displayScale: scale,
                  userInterfaceIdiom: screen.device.idiom, layoutDirection: .leftToRight,
                  preferredContentSizeCategory: screen.preferredContentSizeCategory,
                  userInterfaceStyle: screen.userInterfaceStyle, userInterfaceLevel: .base)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceIdiom == other.userInterfaceIdiom
            && layoutDirection == other.layoutDirection && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceStyle == other.userInterfaceStyle && userInterfaceLevel == other.userInterfaceLevel
    }

    public override var hash: Int { horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue }

    /// True when every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.userInterfaceLevel == .unspecified || other.userInterfaceLevel == userInterfaceLevel)
    }

    /// Whether colours could resolve differently in `other`: its appearance differs, or one is
    /// elevated and the other not (an unspecified level resolves colours as the base one does).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
            || (userInterfaceLevel == .elevated) != (other?.userInterfaceLevel == .elevated)
    }

    public override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), userInterfaceIdiom = \(userInterfaceIdiom)>"
    }
}
