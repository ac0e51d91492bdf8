/// What a compositional layout computed: the attributes, which elements size themselves along which
/// axes, the bands of sections that scroll across, pinned headers with their section's extent, and
/// the list configurations of list sections.
@MainActor
struct CompositionalLayoutResult {
    var attributes = CollectionLayoutResult()
    var estimatedAxes: [CollectionElementKey: (width: Bool, height: Bool)] = [:]
    var orthogonalBands: [Int: (frame: CGRect, contentWidth: CGFloat, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)] = [:]
    var pinnedSupplementaries: [CollectionElementKey: CGRect] = [:]
    var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
}
