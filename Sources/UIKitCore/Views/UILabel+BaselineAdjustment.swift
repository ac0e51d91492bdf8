// Where a label's shrunk line sits (`baselineAdjustment`): UIKit places the smaller text against
// where the text at full size would have been, by its baseline, its centre or its top.
extension UILabel {
    func shrunkLineTop(font shrunk: UIFont, centredTop: CGFloat, in bounds: CGRect) -> CGFloat {
        let full = font ?? shrunk
        let fullTop = bounds.minY + (bounds.height - full.lineHeight) / 2
        switch baselineAdjustment {
        case .alignBaselines: return fullTop + full.ascender - shrunk.ascender
        case .alignCenters: return centredTop
        case .none: return fullTop
        }
    }
}
