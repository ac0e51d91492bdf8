/// A trait that can be observed with `registerForTraitChanges`, as UIKit's `UITraitDefinition`.
public protocol UITraitDefinition {
    /// Whether the trait differs between two collections.
    static func hasChanged(from previous: UITraitCollection, to current: UITraitCollection) -> Bool
}

/// A trait type, as UIKit writes it: `[UITraitVerticalSizeClass.self]`.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func hasChanged(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        previous.horizontalSizeClass != current.horizontalSizeClass
    }
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func hasChanged(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        previous.verticalSizeClass != current.verticalSizeClass
    }
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static func hasChanged(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        previous.displayScale != current.displayScale
    }
}

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func hasChanged(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        previous.userInterfaceStyle != current.userInterfaceStyle
    }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func hasChanged(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        previous.preferredContentSizeCategory != current.preferredContentSizeCategory
    }
}
