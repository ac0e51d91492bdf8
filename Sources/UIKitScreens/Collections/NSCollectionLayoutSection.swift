/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group repeated
/// until the items run out, stacked with `interGroupSpacing` (or in a row that scrolls across),
/// inset by `contentInsets`, with headers and footers along its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true
    /// Set by `list(using:layoutEnvironment:)`: the list's look, for its separators and corners.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A section of full-width rows that size their height, as a list configuration describes.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(UITableView.defaultRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        if configuration.leadingSwipeActionsConfigurationProvider != nil || configuration.trailingSwipeActionsConfigurationProvider != nil {
            Diagnostics.warnNotBuilt("UICollectionLayoutListConfiguration swipe actions", "list rows do not swipe (table views do)")
        }
        if configuration.headerMode == .firstItemInSection {
            Diagnostics.warnNotBuilt("headerMode .firstItemInSection", "the first item is an ordinary row")
        }
        let width = layoutEnvironment.container.effectiveContentSize.width
        switch configuration.appearance {
        case .insetGrouped:
            let margin = UITableView.insetGroupedMargin(forWidth: width)
            section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : 35, leading: margin,
                                                            bottom: 0, trailing: margin)
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : 35, leading: 0,
                                                            bottom: 0, trailing: 0)
        default:
            break
        }
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
