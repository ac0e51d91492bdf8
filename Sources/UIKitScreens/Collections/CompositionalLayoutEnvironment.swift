/// The environment a compositional layout hands its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize {
        CGSize(width: Swift.max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
