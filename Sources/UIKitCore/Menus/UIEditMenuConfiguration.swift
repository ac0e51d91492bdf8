import Foundation

/// Where and how an edit menu shows, as UIKit's `UIEditMenuConfiguration`: a point in the
/// interaction's view the menu points at (unless the delegate gives a target rectangle), and an
/// identifier the delegate can tell configurations apart by.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given, or a new unique one.
    public let identifier: NSCopying
    /// Where the menu points, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSUUID()
        self.sourcePoint = sourcePoint
        super.init()
    }
}
