@_spi(UIKitLayers) import UIKitCore
/// A row of a list layout, as UIKit's `UICollectionViewListCell`: list content and background
/// configurations by default, accessories at its edges and a separator below it.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Leading accessories move in with the indentation (true), or stay at the edge while the
    /// content alone is indented.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// Where the separator starts, for constraints; it follows the content's leading margin.
    public private(set) lazy var separatorLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    /// Set by the list layout's collection view: whether and how the separator is drawn.
    var separatorColor: UIColor? { didSet { setNeedsDisplayTree() } }
    private var accessoryViews: [(view: UIView, placement: UICellAccessory.Placement)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = .listPlainCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if (coder as? InterfaceBuilderCoder)?.archives("backgroundColor") != true { backgroundConfiguration = .listPlainCell() }
    }

    /// A list configuration for a cell: body text, secondary text below.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func rebuildAccessories() {
        for (view, _) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.isShown(editing: false) }.map { accessory in
            switch accessory.kind {
            case let .glyph(kind, tint, action):
                let glyph = TableCellAccessoryView(kind: kind)
                if let tint { glyph.tintColor = tint }
                glyph.onTap = action
                return (glyph, .trailing)
            case let .label(text, font, color):
                let label = UILabel()
                label.text = text
                label.font = font ?? .preferredFont(forTextStyle: .body)
                label.textColor = color ?? .secondaryLabel
                label.sizeToFit()
                return (label, .trailing)
            case let .custom(view, placement):
                return (view, placement)
            }
        }
        for (view, _) in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    /// The content stops short of the accessories on either side.
    override var contentFrame: CGRect {
        var leading = CGFloat(indentationLevel) * indentationWidth
        var trailing: CGFloat = 0
        for (view, placement) in accessoryViews {
            if placement == .leading { leading += view.bounds.width + 16 } else { trailing += view.bounds.width + (trailing == 0 ? 16 : 8) }
        }
        return CGRect(x: leading, y: 0, width: Swift.max(0, bounds.width - leading - trailing), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var leadingX = (indentsAccessories ? CGFloat(indentationLevel) * indentationWidth : 0) + 16
        var trailingX = bounds.width - 16
        for (view, placement) in accessoryViews {
            let size = view.bounds.size
            let y = ((bounds.height - size.height) / 2).rounded()
            if placement == .leading {
                view.frame = CGRect(x: leadingX, y: y, width: size.width, height: size.height)
                leadingX += size.width + 16
            } else {
                view.frame = CGRect(x: trailingX - size.width, y: y, width: size.width, height: size.height)
                trailingX -= size.width + 8
            }
        }
    }

    @_spi(UIKitLayers) open override func paintForeground(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard let separatorColor else { return }
        let leading = contentFrame.minX + 16
        let thickness = 1 / Swift.max(1, environment.screen.scale)
        commands.append(.fill(rect: CGRect(x: leading, y: bounds.maxY - thickness, width: Swift.max(0, bounds.width - leading), height: thickness),
                              transform: toWindow, color: .init(separatorColor.rgba), cornerRadius: 0))
    }
}
