@_spi(UIKitLayers) import UIKitCore

/// The colour picker's grid: a row of greys from white to black over nine rows of twelve hues,
/// dark to pale; a tap chooses the swatch under it, which is ringed.
@MainActor
final class ColorPickerGrid: UIView {
    static let columns = 12
    static let rows = 10
    /// The hues of the columns, in degrees: blue round through red to green and teal.
    static let hues: [CGFloat] = [210, 240, 270, 300, 330, 0, 25, 40, 55, 80, 120, 170]
    /// Each hue row's saturation and brightness, dark to pale.
    static let shades: [(saturation: CGFloat, brightness: CGFloat)] = [
        (1, 0.35), (1, 0.5), (1, 0.65), (1, 0.8), (1, 1), (0.75, 1), (0.55, 1), (0.38, 1), (0.2, 1),
    ]

    /// The swatch's colour at `row`, `column`.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(white: white, alpha: 1)
        }
        let shade = shades[row - 1]
        return UIColor(hue: hues[column] / 360, saturation: shade.saturation, brightness: shade.brightness, alpha: 1)
    }

    var chosen: (row: Int, column: Int)? { didSet { setNeedsDisplayTree() } }
    var onChoose: ((UIColor) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        clipsToBounds = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ColorPickerGrid.tapped))
        isAccessibilityElement = true
        accessibilityLabel = "Color grid"
    }

    required init?(coder: NSCoder) { return nil }

    private var cell: CGSize { CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(Self.rows)) }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        let column = Swift.min(Self.columns - 1, Swift.max(0, Int(point.x / cell.width)))
        let row = Swift.min(Self.rows - 1, Swift.max(0, Int(point.y / cell.height)))
        chosen = (row, column)
        onChoose?(Self.color(row: row, column: column))
    }

    /// Chooses the swatch of `color`, if the grid has it.
    func choose(_ color: UIColor) {
        let rgba = color.withAlphaComponent(1).rgba
        chosen = nil
        for row in 0..<Self.rows {
            for column in 0..<Self.columns where Self.color(row: row, column: column).rgba == rgba { chosen = (row, column) }
        }
    }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let size = cell
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let rect = CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height, width: size.width, height: size.height)
                commands.append(.fill(rect: rect, transform: toWindow, color: .init(Self.color(row: row, column: column).rgba), cornerRadius: 0))
            }
        }
        if let chosen {
            let rect = CGRect(x: CGFloat(chosen.column) * size.width, y: CGFloat(chosen.row) * size.height, width: size.width, height: size.height)
            commands.append(.stroke(rect: rect.insetBy(dx: 1.5, dy: 1.5), transform: toWindow, color: .init(UIColor.white.rgba), width: 3,
                                    cornerRadius: 3))
        }
    }
}
