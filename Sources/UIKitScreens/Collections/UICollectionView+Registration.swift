// Cell and supplementary registrations (iOS 14): a registration names a cell class and a handler
// that configures it for an item; dequeuing with it registers the class once, under an identifier
// of its own.
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let identifier = "CellRegistration." + UUID().uuidString

        public init(handler: @escaping Handler) { self.handler = handler }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let identifier = "SupplementaryRegistration." + UUID().uuidString

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if registeredConfigurations.insert(registration.identifier).inserted {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            Diagnostics.fail("UICollectionView: the cell dequeued for a \(Cell.self) registration is not a \(Cell.self).")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        if registeredConfigurations.insert(registration.identifier).inserted {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                          for: indexPath) as? Supplementary else {
            Diagnostics.fail("UICollectionView: the view dequeued for a \(Supplementary.self) registration is not a \(Supplementary.self).")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
