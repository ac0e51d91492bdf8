/// A property whose setter tells key-value observers of every set, as Foundation's automatic
/// observation does: an observer of it is called even when the new value equals the old one.
/// Observers of any other key path are called when the value they read has changed.
package enum ObservedProperty: Int, Hashable, Sendable {
    case frame, bounds, center, transform, alpha, isHidden, backgroundColor
    case contentOffset, contentSize, contentInset, adjustedContentInset
    case text

    /// The property `keyPath` names, if its setter announces. A key path's root is the type it was
    /// written with (`\MyList.contentOffset` is not `\UIScrollView.contentOffset`), so the table is
    /// built for the observer's own root type; scroll views and text fields add theirs.
    @MainActor
    static func named<Root: UIView, Value>(by keyPath: KeyPath<Root, Value>) -> ObservedProperty? {
        let view: [AnyKeyPath: ObservedProperty] = [
            \Root.frame: .frame, \Root.bounds: .bounds, \Root.center: .center, \Root.transform: .transform,
            \Root.alpha: .alpha, \Root.isHidden: .isHidden, \Root.backgroundColor: .backgroundColor,
        ]
        return view[keyPath] ?? (Root.self as? any AnnouncesSubclassProperties.Type)?.announcedProperties()[keyPath]
    }

    /// A layer's geometry and look live on its view, whose setters announce them.
    @MainActor
    static func named<Root: CALayer, Value>(by keyPath: KeyPath<Root, Value>) -> ObservedProperty? {
        let layer: [AnyKeyPath: ObservedProperty] = [
            \Root.frame: .frame, \Root.bounds: .bounds, \Root.position: .center, \Root.opacity: .alpha,
            \Root.isHidden: .isHidden, \Root.backgroundColor: .backgroundColor,
        ]
        return layer[keyPath]
    }
}

/// A view class whose own properties announce (scroll views, text fields): the table is built
/// for the concrete root type through `Self`, which a protocol extension can name and a class
/// method cannot.
@MainActor
package protocol AnnouncesSubclassProperties {
    static func announcedProperties() -> [AnyKeyPath: ObservedProperty]
}

/// Properties set inside an announcement, held back until it ends: a bit a property, since every
/// `frame` set inserts two or three (a `Set` hashed and allocated on each of them).
struct ObservedPropertySet: Sendable {
    private var bits: UInt32 = 0

    mutating func insert(_ property: ObservedProperty) { bits |= 1 << UInt32(property.rawValue) }
    func contains(_ property: ObservedProperty) -> Bool { bits & (1 << UInt32(property.rawValue)) != 0 }
}
