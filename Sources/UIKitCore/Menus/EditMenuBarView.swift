import Foundation

/// The edit menu as iOS draws it: a row of buttons on a rounded bar with hairlines between them,
/// a small arrow pointing at what the menu acts on, and a soft shadow. Buttons that do not fit go
/// to further pages, reached by a chevron at the bar's end.
@MainActor
final class EditMenuBarView: UIView {
    static let height: CGFloat = 38
    static let cornerRadius: CGFloat = 8
    /// How far the arrow stands out of the bar, and how wide its base is.
    static let arrowLength: CGFloat = 7
    static let arrowWidth: CGFloat = 16

    /// Which side the arrow is on (the side facing the target), and where along that side its tip is.
    var arrowEdge: UIRectEdge = .bottom { didSet { setNeedsLayout(); setNeedsDisplayTree() } }
    var arrowOffset: CGFloat = 0 { didSet { setNeedsDisplayTree() } }
    private(set) var items: [EditMenuItemView] = []
    private var separators: [UIView] = []

    static let barColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : .white
    }

    init() {
        super.init(frame: .zero)
        interfaceLevelOverride = .elevated
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `items` in a row (the bar's previous buttons go).
    func show(_ items: [EditMenuItemView]) {
        for view in self.items + separators { view.removeFromSuperview() }
        self.items = items
        separators = items.dropFirst().map { _ in
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            return line
        }
        for view in separators + items { addSubview(view) }
        setNeedsLayout()
    }

    /// The room the bar itself takes, arrow excluded.
    var barRect: CGRect {
        var rect = bounds
        switch arrowEdge {
        case .top: rect.origin.y += EditMenuBarView.arrowLength; rect.size.height -= EditMenuBarView.arrowLength
        case .bottom: rect.size.height -= EditMenuBarView.arrowLength
        case .left: rect.origin.x += EditMenuBarView.arrowLength; rect.size.width -= EditMenuBarView.arrowLength
        default: rect.size.width -= EditMenuBarView.arrowLength
        }
        return rect
    }

    /// The bar's size for its buttons, arrow included.
    var fittingSize: CGSize {
        let hairline = 1 / Swift.max(1, traitCollection.displayScale)
        let width = items.map(\.fittingWidth).reduce(0, +) + CGFloat(separators.count) * hairline
        let vertical = arrowEdge == .top || arrowEdge == .bottom
        return CGSize(width: ceil(width) + (vertical ? 0 : EditMenuBarView.arrowLength),
                      height: EditMenuBarView.height + (vertical ? EditMenuBarView.arrowLength : 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bar = barRect
        let hairline = 1 / Swift.max(1, traitCollection.displayScale)
        var x = bar.minX
        for (index, item) in items.enumerated() {
            if index > 0 {
                separators[index - 1].frame = CGRect(x: x, y: bar.minY + 8, width: hairline, height: bar.height - 16)
                x += hairline
            }
            item.frame = CGRect(x: x, y: bar.minY, width: item.fittingWidth, height: bar.height)
            x += item.fittingWidth
        }
    }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let bar = barRect
        let color = EditMenuBarView.barColor.resolvedColor(with: traitCollection).rgba
        commands.append(.shadow(rect: bar.offsetBy(dx: 0, dy: 2), transform: toWindow, color: .init(UIColor(white: 0, alpha: 0.2).rgba),
                                cornerRadius: .init(radius: EditMenuBarView.cornerRadius), blur: 10))
        commands.append(.fill(rect: bar, transform: toWindow, color: .init(color), cornerRadius: .init(radius: EditMenuBarView.cornerRadius)))
        let length = EditMenuBarView.arrowLength, half = EditMenuBarView.arrowWidth / 2
        let triangle: [CGPoint]
        switch arrowEdge {
        case .top:
            let x = arrowOffset
            triangle = [CGPoint(x: x - half, y: bar.minY), CGPoint(x: x, y: bar.minY - length), CGPoint(x: x + half, y: bar.minY)]
        case .bottom:
            let x = arrowOffset
            triangle = [CGPoint(x: x - half, y: bar.maxY), CGPoint(x: x + half, y: bar.maxY), CGPoint(x: x, y: bar.maxY + length)]
        case .left:
            let y = arrowOffset
            triangle = [CGPoint(x: bar.minX, y: y - half), CGPoint(x: bar.minX - length, y: y), CGPoint(x: bar.minX, y: y + half)]
        default:
            let y = arrowOffset
            triangle = [CGPoint(x: bar.maxX, y: y - half), CGPoint(x: bar.maxX, y: y + half), CGPoint(x: bar.maxX + length, y: y)]
        }
        commands.append(.fillPath(polygons: [triangle], transform: toWindow, color: .init(color), evenOdd: false))
    }
}
