extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        /// Layouts resolve a detent again and again; a nonsense value is reported once.
        private var hasWarnedOfNonsense = false
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The full height a sheet may take.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the window's height; inactive in compact height, as in UIKit.
        public class func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                let windowHeight = context.maximumDetentValue + UISheetPresentationController.topInset
                return Swift.min(context.maximumDetentValue, (windowHeight / 2).rounded())
            }
        }

        /// A height the resolver computes from the context; nil makes the detent inactive there.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height this detent resolves to in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context) else { return nil }
            guard value.isFinite else {
                guard !hasWarnedOfNonsense else { return nil }
                hasWarnedOfNonsense = true
                Diagnostics.warn("A custom detent (\(identifier.rawValue)) resolved to \(value); it is treated as inactive. Return a height in points, or nil.")
                return nil
            }
            return Swift.min(context.maximumDetentValue, Swift.max(0, value))
        }
    }

    /// The detents active at `size`, with their heights, smallest first; `.large()` when none is.
    func activeDetents(in size: CGSize) -> [(detent: Detent, height: CGFloat)] {
        let context = DetentResolutionContext(containerTraitCollection: traitCollection,
                                              maximumDetentValue: Swift.max(0, size.height - Self.topInset))
        let active = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
        if active.isEmpty {
            let large = Detent.large()
            return [(large, large.resolvedValue(in: context) ?? 0)]
        }
        return active.sorted { $0.1 < $1.1 }
    }

    /// The selected detent if it is active, else the smallest active one.
    func currentDetent(in size: CGSize) -> (detent: Detent, height: CGFloat) {
        let active = activeDetents(in: size)
        return active.first { $0.detent.identifier == selectedDetentIdentifier } ?? active[0]
    }

    func currentDetentHeight(in size: CGSize) -> CGFloat { currentDetent(in: size).height }

    /// 1 to dim the presenter, 0 up to the largest undimmed detent.
    var dimmingAlphaForCurrentDetent: CGFloat {
        guard let size = containerView?.bounds.size, let undimmed = largestUndimmedDetentIdentifier, !isCardInRegularWidth else { return 1 }
        let active = activeDetents(in: size)
        guard let limit = active.first(where: { $0.detent.identifier == undimmed })?.height else { return 1 }
        return currentDetentHeight(in: size) <= limit ? 0 : 1
    }
}
