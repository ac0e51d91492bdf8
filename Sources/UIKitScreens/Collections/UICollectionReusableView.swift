/// The base of a collection view's cells and supplementary views, as UIKit's
/// `UICollectionReusableView`: reusable under an identifier, placed by layout attributes, and able
/// to size itself when its layout estimates.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?
    /// Which axes the layout lets this view size along, set with the attributes it asks about.
    var selfSizingAxes: (width: Bool, height: Bool) = (false, false)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.element["reuseIdentifier"]
    }

    /// How a registration makes a view of a registered class: through its `init(frame:)`,
    /// overridden or inherited (without Objective-C a class object can only be instantiated
    /// through a required initialiser; a subclass overriding `init(frame:)` and `init?(coder:)`
    /// inherits this one).
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the view is handed out again. Overrides call super.
    open func prepareForReuse() {}

    /// The attributes this view would like, given the layout's: with an estimated size, the size its
    /// Auto Layout (or content configuration) asks for along the estimated axes.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = selfSizingAxes
        guard axes.width || axes.height else { return layoutAttributes }
        let fitted = fittingSize(for: layoutAttributes.size, width: axes.width, height: axes.height)
        let preferred = layoutAttributes.attributesCopy()
        preferred.size = CGSize(width: axes.width ? fitted.width : layoutAttributes.size.width,
                                height: axes.height ? fitted.height : layoutAttributes.size.height)
        return preferred
    }

    /// The size that fits the view's content around `target`, free along the axes given.
    func fittingSize(for target: CGSize, width: Bool, height: Bool) -> CGSize {
        let fitting = UIView.layoutFittingCompressedSize
        let goal = CGSize(width: width ? fitting.width : target.width, height: height ? fitting.height : target.height)
        return systemLayoutSizeFitting(goal, withHorizontalFittingPriority: width ? .fittingSizeLevel : .required,
                                       verticalFittingPriority: height ? .fittingSizeLevel : .required)
    }

    /// Applies the layout's attributes beyond the frame (the collection view sets the frame).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
