@_spi(UIKitLayers) import UIKitCore
/// How a stepper's own images (set in UIStepper.swift) are chosen for its halves' states and put
/// in place.
extension UIStepper {
    static func image(for state: UIControl.State, in images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Puts the images for the halves' present states in place; called whenever a state changes.
    func applyImages() {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        for half in [decrementHalf, incrementHalf] {
            let glyphs = half.direction > 0 ? incrementImages : decrementImages
            half.customGlyph = UIStepper.image(for: half.state, in: glyphs)
            half.fadesCustomGlyph = half.state == .disabled && glyphs[UIControl.State.disabled.rawValue] == nil
            half.backgroundImage = UIStepper.image(for: half.state, in: backgroundImages)
        }
        // The plate gives way to the halves' own backgrounds.
        backgroundColor = backgroundImages.isEmpty ? .tertiarySystemFill : .clear
        let (left, right) = rightToLeft ? (incrementHalf, decrementHalf) : (decrementHalf, incrementHalf)
        let dividerImage = dividerImage(forLeftSegmentState: left.state, rightSegmentState: right.state)
        if divider.image !== dividerImage {
            divider.image = dividerImage
            divider.backgroundColor = dividerImage == nil ? .separator : .clear
            setNeedsLayout()
        }
    }
}
