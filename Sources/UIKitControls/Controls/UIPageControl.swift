import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A row of dots, one per page, the current one filled, as UIKit's `UIPageControl`: a tap on
/// either side of the current dot moves a page that way and sends `.valueChanged`; the app moves
/// its content to `currentPage`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Each dot is 8 points wide in a 16-point slot, the control 26 points high (the lab's measure
    /// of iOS 17's page control).
    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    package static let height: CGFloat = 26

    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { true }
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    @_spi(UIKitLayers) open override var defaultAccessibilityValue: String? { numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil }

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = Swift.max(0, numberOfPages)
            currentPage = Swift.min(currentPage, Swift.max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplayTree()
        }
    }

    /// Held inside `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            let held = Swift.min(Swift.max(0, currentPage), Swift.max(0, numberOfPages - 1))
            if held != currentPage { currentPage = held }
            setNeedsDisplayTree()
        }
    }
    open var hidesForSinglePage = false { didSet { setNeedsDisplayTree() } }
    /// The other dots' colour; by default the label colour at 30 %.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplayTree() } }
    /// The current dot's colour; by default the label colour.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplayTree() } }
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplayTree() } }
    /// Scrubbing along the dots is not built: turning it off changes nothing, and turning it off is said once.
    open var allowsContinuousInteraction = true {
        didSet { if !allowsContinuousInteraction { Diagnostics.warnOnce("pageControl.allowsContinuousInteraction", "UIPageControl.allowsContinuousInteraction is not honoured; the lab's page control moves by taps only.") } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A `<pageControl>`: its pages, current page and colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let archive = coder as? InterfaceBuilderCoder else { return }
        if let pages = archive.element.int("numberOfPages") { numberOfPages = pages }
        if let page = archive.element.int("currentPage") { currentPage = page }
        if let hides = archive.element.bool("hidesForSinglePage") { hidesForSinglePage = hides }
        if let color = archive.color("pageIndicatorTintColor") { pageIndicatorTintColor = color }
        if let color = archive.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = color }
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(Swift.max(0, pageCount)) * UIPageControl.dotPitch + UIPageControl.dotPitch, height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Where the first dot's slot starts: the row is centred in the bounds.
    private var rowStart: CGFloat {
        let bounds = presentationBounds
        return bounds.midX - CGFloat(numberOfPages) * UIPageControl.dotPitch / 2
    }

    // MARK: Touches

    /// A tap before the current dot goes back a page, after it forward, as on iOS.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let currentCentre = rowStart + (CGFloat(currentPage) + 0.5) * UIPageControl.dotPitch
        let target = touch.location(in: self).x < currentCentre ? currentPage - 1 : currentPage + 1
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }

    // MARK: Drawing

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let bounds = presentationBounds
        if backgroundStyle == .prominent {
            let width = CGFloat(numberOfPages) * UIPageControl.dotPitch + UIPageControl.dotPitch
            let plate = CGRect(x: bounds.midX - width / 2, y: bounds.midY - UIPageControl.height / 2, width: width, height: UIPageControl.height)
            commands.append(.fill(rect: plate, transform: toWindow, color: .init(UIColor.systemFill.rgba), cornerRadius: .init(radius: UIPageControl.height / 2)))
        }
        let other = pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
        let current = currentPageIndicatorTintColor ?? .label
        let diameter = UIPageControl.dotDiameter
        for page in 0..<numberOfPages {
            let centre = CGPoint(x: rowStart + (CGFloat(page) + 0.5) * UIPageControl.dotPitch, y: bounds.midY)
            let dot = CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter)
            let color = page == currentPage ? current : other
            commands.append(.fill(rect: dot, transform: toWindow, color: .init((isEnabled ? color : color.withAlphaComponent(0.4)).rgba),
                                  cornerRadius: .init(radius: diameter / 2)))
        }
    }
}
