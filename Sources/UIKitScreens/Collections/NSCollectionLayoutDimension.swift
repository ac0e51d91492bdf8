/// One side of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`: a share
/// of its container's width or height, a fixed number of points, or an estimate the element's
/// content corrects.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    public let dimension: CGFloat

    required init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension comes to in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}
