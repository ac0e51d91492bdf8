import UIKit

/// The screen a view controller is pictured on: its size in points, its safe area and its traits,
/// named after the devices of the iOS snapshot library (`.iPhone13`, `.iPadPro11(.portrait)`).
/// iPads default to landscape and take Split View widths as well; the figures are each device's.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The window's size; nil pictures the controller at its view's size.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: iPhones

extension ViewImageConfig {
    /// A phone of `portrait` points with `portraitInsets` (landscape turns it and uses `landscapeInsets`).
    private static func phone(_ orientation: Orientation, portrait: CGSize, portraitInsets: UIEdgeInsets,
                              landscapeInsets: UIEdgeInsets, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait: return ViewImageConfig(safeArea: portraitInsets, size: portrait, traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: portrait.height, height: portrait.width), traits: traits)
        }
    }

    private static let homeButtonInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notchInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscapeInsets = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    private static let iPhone12Insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let iPhone12LandscapeInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 320, height: 568), portraitInsets: homeButtonInsets, landscapeInsets: .zero,
              traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 667), portraitInsets: homeButtonInsets, landscapeInsets: .zero,
              traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 736), portraitInsets: homeButtonInsets, landscapeInsets: .zero,
              traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), portraitInsets: notchInsets, landscapeInsets: notchLandscapeInsets,
              traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), portraitInsets: notchInsets, landscapeInsets: notchLandscapeInsets,
              traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), portraitInsets: notchInsets, landscapeInsets: notchLandscapeInsets,
              traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 390, height: 844), portraitInsets: iPhone12Insets, landscapeInsets: iPhone12LandscapeInsets,
              traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 428, height: 926), portraitInsets: iPhone12Insets, landscapeInsets: iPhone12LandscapeInsets,
              traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 390, height: 844), portraitInsets: iPhone12Insets, landscapeInsets: iPhone12LandscapeInsets,
              traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 428, height: 926), portraitInsets: iPhone12Insets, landscapeInsets: iPhone12LandscapeInsets,
              traits: .iPhone13ProMax(orientation))
    }
}

// MARK: iPads

extension ViewImageConfig {
    /// Window widths of an iPad's Split View: one third, half, two thirds (landscape); one third,
    /// two thirds (portrait). A window under 678 points wide is compact width.
    private struct TabletWidths {
        let landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        let portrait: (oneThird: CGFloat, twoThirds: CGFloat)
    }

    private static func tablet(_ orientation: TabletOrientation, portrait: CGSize, widths: TabletWidths,
                               safeArea: UIEdgeInsets) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat
        switch orientation {
        case .landscape(let split):
            height = portrait.width
            switch split {
            case .oneThird: width = widths.landscape.oneThird
            case .oneHalf: width = widths.landscape.oneHalf
            case .twoThirds: width = widths.landscape.twoThirds
            case .full: width = portrait.height
            }
        case .portrait(let split):
            height = portrait.height
            switch split {
            case .oneThird: width = widths.portrait.oneThird
            case .twoThirds: width = widths.portrait.twoThirds
            case .full: width = portrait.width
            }
        }
        let traits: UITraitCollection = width < SimulatedDevice.narrowestRegularWidth ? .iPadCompactSplitView : .iPad
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
    }

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    private static let tabletInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 768, height: 1024),
               widths: TabletWidths(landscape: (320, 507, 694), portrait: (320, 438)), safeArea: tabletInsets)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { .iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 810, height: 1080),
               widths: TabletWidths(landscape: (320, 535, 750), portrait: (320, 480)), safeArea: tabletInsets)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { .iPadPro10_5(full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 834, height: 1112),
               widths: TabletWidths(landscape: (320, 551, 782), portrait: (320, 504)), safeArea: tabletInsets)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 834, height: 1194),
               widths: TabletWidths(landscape: (375, 592, 809), portrait: (320, 504)),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { .iPadPro12_9(full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 1024, height: 1366),
               widths: TabletWidths(landscape: (375, 678, 981), portrait: (375, 639)), safeArea: tabletInsets)
    }
}
