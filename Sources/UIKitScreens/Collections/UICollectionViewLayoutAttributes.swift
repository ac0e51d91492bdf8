/// Where one cell or supplementary view of a collection view goes, as UIKit's
/// `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        super.init()
    }

    /// A copy with the same values (`copy() as! UICollectionViewLayoutAttributes`, as with UIKit).
    /// Subclasses with values of their own override it, call super and add theirs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = type(of: self).init(forCellWith: indexPath)
        case .supplementaryView: copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// `copy()`, typed.
    func attributesCopy() -> UICollectionViewLayoutAttributes {
        copy(with: nil) as? UICollectionViewLayoutAttributes ?? self
    }

    /// The key a collection view keeps the element's view under.
    var elementKey: CollectionElementKey {
        CollectionElementKey(kind: representedElementCategory == .cell ? nil : representedElementKind, indexPath: indexPath)
    }
}
