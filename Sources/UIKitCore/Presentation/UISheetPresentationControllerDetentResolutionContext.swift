/// What a custom detent's resolver learns about the sheet's container, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The tallest a sheet may be (the large detent's height).
    var maximumDetentValue: CGFloat { get }
}
