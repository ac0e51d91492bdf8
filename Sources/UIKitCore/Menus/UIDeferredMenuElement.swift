/// Menu elements the app provides when the menu opens, as UIKit's `UIDeferredMenuElement`: the
/// menu shows a Loading row until the provider calls its completion.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    /// Whether the first elements provided stand in for this element from then on.
    let isCached: Bool
    /// The elements provided, once a cached element has them.
    var providedElements: [UIMenuElement]?

    /// Elements asked for the first time the menu opens and kept for later openings.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, cached: true)
    }

    init(provider: @escaping ElementProvider, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "", subtitle: nil, image: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Elements asked for each time the menu opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        Self(provider: elementProvider, cached: false)
    }
}
