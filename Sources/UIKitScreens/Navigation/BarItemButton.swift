@_spi(UIKitLayers) import UIKitCore

/// The system button a bar shows for a bar button item without a custom view: its image, inset by
/// the item's `imageInsets`, becomes the landscape image where the bar is an iPhone's compact height.
@MainActor
final class BarItemButton: UIButton {
    private weak var item: UIBarItem?

    init(item: UIBarItem) {
        self.item = item
        super.init(type: .system)
        showImage()
    }

    required init?(coder: NSCoder) { return nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        showImage()
    }

    private func showImage() {
        guard let item else { return }
        let shown = item.shownImage(in: traitCollection)
        if currentImage !== shown.image { setImage(shown.image, for: .normal) }
        if imageEdgeInsets != shown.insets { imageEdgeInsets = shown.insets }
    }
}
