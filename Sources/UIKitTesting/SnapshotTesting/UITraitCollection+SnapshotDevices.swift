import UIKit

// The traits of the snapshot devices, under the snapshot library's names.
extension UITraitCollection {
    private static func phone(_ orientation: ViewImageConfig.Orientation, regularWidthInLandscape: Bool) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: landscape && regularWidthInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: false) }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: false) }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: true) }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: false) }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: true) }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: true) }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: false) }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: true) }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: false) }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthInLandscape: true) }

    static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])
    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
