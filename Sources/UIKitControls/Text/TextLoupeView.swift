import Foundation

/// The loupe iOS 17 and later shows above the finger while it moves the caret or a selection
/// handle: a capsule with the text around the caret a quarter larger, so the finger hides nothing
/// that matters. It sits in the text's window, above the caret, within the window's edges.
@MainActor
final class TextLoupeView: UIView {
    static let size = CGSize(width: 112, height: 48)
    static let magnification: CGFloat = 1.25
    /// The gap between the loupe's foot and the caret's top.
    static let lift: CGFloat = 14

    private let lens = UIView()
    private var magnified: UIView?

    init() {
        super.init(frame: CGRect(origin: .zero, size: TextLoupeView.size))
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.22
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 3)
        lens.frame = bounds
        lens.layer.cornerRadius = TextLoupeView.size.height / 2
        lens.clipsToBounds = true
        addSubview(lens)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `text` around `caret` (a caret rectangle in the text's bounds), magnified, above it.
    func show(_ text: UIView, around caret: CGRect) {
        guard let window = text.window else { return }
        if superview !== window { window.addSubview(self) } else { window.bringSubviewToFront(self) }
        // White in light mode, the elevated grey in dark, as the loupe stands above the text.
        lens.backgroundColor = text.backgroundColor ?? .tertiarySystemBackground
        let size = TextLoupeView.size, scale = TextLoupeView.magnification
        let seen = CGSize(width: size.width / scale, height: size.height / scale)
        var region = CGRect(x: caret.midX - seen.width / 2, y: caret.midY - seen.height / 2, width: seen.width, height: seen.height)
        let bounds = text.bounds
        region.origin.x = Swift.min(Swift.max(region.minX, bounds.minX), Swift.max(bounds.minX, bounds.maxX - seen.width))
        region.origin.y = Swift.min(Swift.max(region.minY, bounds.minY), Swift.max(bounds.minY, bounds.maxY - seen.height))
        magnified?.removeFromSuperview()
        if let snapshot = text.resizableSnapshotView(from: region, afterScreenUpdates: false, withCapInsets: .zero) {
            snapshot.transform = CGAffineTransform(scaleX: scale, y: scale)
            snapshot.center = CGPoint(x: size.width / 2, y: size.height / 2)
            lens.addSubview(snapshot)
            magnified = snapshot
        }
        let caretInWindow = text.convert(caret, to: window)
        let x = Swift.min(Swift.max(caretInWindow.midX - size.width / 2, 4), window.bounds.width - size.width - 4)
        let y = Swift.max(caretInWindow.minY - TextLoupeView.lift - size.height, window.safeAreaInsets.top)
        frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
