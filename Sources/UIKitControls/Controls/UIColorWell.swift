@_spi(UIKitLayers) import UIKitCore

/// A control that shows a colour and picks another, as UIKit's `UIColorWell`: a ring of hues round
/// the selected colour (empty when none). A tap presents a `UIColorPickerViewController` (titled
/// `title`, with opacity when `supportsAlpha`) from the controller showing the well, as a sheet in
/// compact width and a popover from the well otherwise; each colour chosen there becomes
/// `selectedColor` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// 28 points across, as iOS draws the well.
    static let diameter: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let ringSegments = 48

    open var title: String?
    open var supportsAlpha = true
    open var selectedColor: UIColor? { didSet { setNeedsDisplayTree() } }
    /// Hears the picker the well presents.
    private lazy var pickerListener = ColorWellPickerListener(well: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        opensPickerOnTap()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        opensPickerOnTap()
    }

    private func opensPickerOnTap() {
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    @_spi(UIKitLayers) open override var defaultAccessibilityLabel: String? { title ?? "Color" }

    open override var intrinsicContentSize: CGSize { CGSize(width: Self.diameter, height: Self.diameter) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func presentPicker() {
        guard let presenter = controllerToPresentFrom else {
            Diagnostics.warnOnce("colorWell.noController", "UIColorWell: a well presents its colour picker from the controller showing it; this one is in no controller's view.")
            return
        }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.delegate = pickerListener
        // A sheet in compact width, as an iPhone shows the picker; a popover from the well otherwise.
        if traitCollection.horizontalSizeClass == .compact {
            picker.modalPresentationStyle = .pageSheet
        } else if let popover = picker.popoverPresentationController {
            popover.sourceView = self
            popover.sourceRect = bounds
        }
        presenter.present(picker, animated: true)
    }

    /// A colour chosen in the picker: the well shows it and tells its targets.
    func pickerDidSelect(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let radius = Swift.min(bounds.width, bounds.height) / 2
        guard radius > Self.ringWidth else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let inner = radius - Self.ringWidth
        for segment in 0..<Self.ringSegments {
            // Each wedge of the ring in its hue, red at the top going clockwise.
            let start = (CGFloat(segment) / CGFloat(Self.ringSegments) - 0.25) * 2 * .pi
            let end = (CGFloat(segment + 1) / CGFloat(Self.ringSegments) - 0.25) * 2 * .pi + 0.01
            let points = [(radius, start), (radius, end), (inner, end), (inner, start)].map { length, angle in
                CGPoint(x: centre.x + length * cos(angle), y: centre.y + length * sin(angle))
            }
            let hue = UIColor(hue: CGFloat(segment) / CGFloat(Self.ringSegments), saturation: 1, brightness: 1, alpha: 1)
            commands.append(.fillPath(polygons: [points], transform: toWindow, color: .init(hue.rgba), evenOdd: false))
        }
        guard let selectedColor else { return }
        let dot = inner - 2
        commands.append(.fill(rect: CGRect(x: centre.x - dot, y: centre.y - dot, width: 2 * dot, height: 2 * dot), transform: toWindow,
                              color: .init(selectedColor.rgba), cornerRadius: .init(floatLiteral: Double(dot))))
    }
}

/// The delegate of the picker a well presents, passing its choices to the well.
@MainActor
final class ColorWellPickerListener: UIColorPickerViewControllerDelegate {
    private unowned let well: UIColorWell
    init(well: UIColorWell) { self.well = well }
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        well.pickerDidSelect(color)
    }
}
