/// A collection view element: a cell (no kind) or a supplementary view of a kind, at an index path.
struct CollectionElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
}
