/// Something constraints can refer to: a view or a layout guide.
@preconcurrency @MainActor
protocol LayoutItem: AnyObject {
    /// The view whose coordinate space the item lives in (a guide's owning view, a view itself).
    var owningViewForLayout: UIView? { get }
    /// How constraints and the layout engine refer to the item without keeping it alive.
    var reference: LayoutItemReference { get }
}

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// A scroll view's content area (its size is the content size) and its frame, besides UIKit's
    /// margins, readable content and safe area and the app's own guides.
    enum Kind { case custom, margins, readable, safeArea, scrollContent, scrollFrame }

    let kind: Kind
    open var identifier = ""
    /// Weak in UIKit; unretained here (`Unretained`, which a public property cannot carry), so that
    /// views, which all have guides, get no side table.
    public internal(set) var owningView: UIView? {
        get { owningViewReference }
        set { owningViewReference = newValue }
    }
    @Unretained private var owningViewReference: UIView? = nil

    /// The frame the solver gave a custom guide, in the owning view's coordinates.
    var solvedFrame: CGRect?

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningViewReference = owner
        super.init()
    }

    /// The guide's frame in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom: return solvedFrame ?? .zero
        case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
        case .readable:
            let margins = owner.bounds.inset(by: owner.effectiveLayoutMargins)
            return margins.insetBy(dx: owner.readableInsetWithinMargins, dy: 0)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        }
    }

    var owningViewForLayout: UIView? { owningView }

    var reference: LayoutItemReference { .guide(.of(self, keptIn: &handleStorage)) }
    nonisolated(unsafe) private var handleStorage: UnownedHandle<UILayoutGuide>?

    deinit { handleStorage?.object = nil }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView: LayoutItem {
    var owningViewForLayout: UIView? { self }
    var reference: LayoutItemReference { .view(handle) }
}
