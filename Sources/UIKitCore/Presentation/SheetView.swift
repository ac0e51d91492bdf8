/// The view a sheet presentation moves: the presented controller's view fills it, and the grabber
/// sits centred at its top when asked for.
@preconcurrency @MainActor
final class SheetView: UIView {
    /// UIKit's grabber: 36 × 5 points, 5 points from the top.
    static let grabberSize = CGSize(width: 36, height: 5)

    private let grabber = UIView()

    /// The sheet's controller, which takes the vertical drags its scroll views hand over.
    weak var controller: UISheetPresentationController?
    override var scrollDragHandoff: ScrollDragHandoff? { controller }

    var content: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let content else { return }
            content.frame = bounds
            insertSubview(content, at: 0)
        }
    }

    var showsGrabber = false {
        didSet { grabber.isHidden = !showsGrabber }
    }

    init() {
        super.init(frame: .zero)
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = SheetView.grabberSize.height / 2
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { return nil }

    /// The content follows the sheet's size at once, so animators see it sized mid-transition too.
    override func boundsSizeDidChange() {
        if let content, content.superview === self { content.frame = bounds }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let content, content.superview === self { content.frame = bounds }
        grabber.frame = CGRect(x: (bounds.width - SheetView.grabberSize.width) / 2, y: 5,
                               width: SheetView.grabberSize.width, height: SheetView.grabberSize.height)
        bringSubviewToFront(grabber)
    }
}
