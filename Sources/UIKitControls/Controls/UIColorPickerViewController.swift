/// The system colour picker, as UIKit's `UIColorPickerViewController`: "Colors" (or `title`) over
/// a grid of swatches, an opacity slider when `supportsAlpha`, and the chosen colour; a swatch or
/// the slider sets `selectedColor` and tells the delegate, the close button tells it the picker
/// finished and dismisses it. Presented as a popover, so a sheet on an iPhone.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour chosen; white until one is.
    open var selectedColor: UIColor = .white { didSet { showSelection() } }
    /// Whether the person may choose the colour's opacity (the slider shows); true by default. A
    /// picker that does not support alpha keeps its colours opaque.
    open var supportsAlpha = true { didSet { showSelection() } }

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    let grid = ColorPickerGrid()
    private let opacityLabel = UILabel()
    let opacitySlider = UISlider()
    private let swatch = UIView()

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 375, height: 480)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = title ?? "Colors"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        closeButton.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        grid.onChoose = { [weak self] color in self?.choose(color, continuously: false) }
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        opacitySlider.accessibilityLabel = "Opacity"
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        swatch.layer.cornerRadius = 10
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        swatch.isAccessibilityElement = true
        swatch.accessibilityLabel = "Selected color"
        for subview in [titleLabel, closeButton, grid, opacityLabel, opacitySlider, swatch] as [UIView] { view.addSubview(subview) }
        showSelection()
    }

    open override var title: String? {
        didSet { if isViewLoaded { titleLabel.text = title ?? "Colors" } }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 0)
        titleLabel.frame = CGRect(x: area.minX + 44, y: area.minY + 12, width: Swift.max(0, area.width - 88), height: 24)
        closeButton.frame = CGRect(x: area.maxX - 32, y: area.minY + 8, width: 32, height: 32)
        let side = area.width / CGFloat(ColorPickerGrid.columns)
        grid.frame = CGRect(x: area.minX, y: titleLabel.frame.maxY + 16, width: area.width, height: side * CGFloat(ColorPickerGrid.rows))
        opacityLabel.frame = CGRect(x: area.minX, y: grid.frame.maxY + 16, width: area.width, height: 18)
        opacitySlider.frame = CGRect(x: area.minX, y: opacityLabel.frame.maxY + 4, width: area.width, height: 31)
        let swatchTop = (supportsAlpha ? opacitySlider.frame.maxY : grid.frame.maxY) + 16
        swatch.frame = CGRect(x: area.minX, y: swatchTop, width: 64, height: 64)
    }

    private func showSelection() {
        guard isViewLoaded else { return }
        let shown = supportsAlpha ? selectedColor : selectedColor.withAlphaComponent(1)
        swatch.backgroundColor = shown
        grid.choose(shown)
        opacityLabel.isHidden = !supportsAlpha
        opacitySlider.isHidden = !supportsAlpha
        if !opacitySlider.isTracking { opacitySlider.value = Float(shown.rgba.alpha) }
        view.setNeedsLayout()
    }

    /// A swatch or the slider chose `color`: it becomes the selection and the delegate hears.
    private func choose(_ color: UIColor, continuously: Bool) {
        let alpha = supportsAlpha ? CGFloat(opacitySlider.value) : 1
        selectedColor = color.withAlphaComponent(alpha)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
    }

    private func opacityChanged() {
        choose(selectedColor.withAlphaComponent(1), continuously: opacitySlider.isTracking)
    }

    private func close() {
        delegate?.colorPickerViewControllerDidFinish(self)
        dismiss(animated: true)
    }
}
