// Cells and supplementary views from nibs, as a table's.
extension UICollectionView {
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            cellPool.register(identifier, factory: nil)
            return
        }
        cellPool.register(identifier) {
            let cell = UITableView.onlyTopLevelView(of: nib, as: UICollectionViewCell.self, call: "registerNib:forCellWithReuseIdentifier:")
                ?? UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = UICollectionView.supplementaryKey(kind, identifier)
        guard let nib else {
            supplementaryPool.register(key, factory: nil)
            return
        }
        supplementaryPool.register(key) {
            let view = UITableView.onlyTopLevelView(of: nib, as: UICollectionReusableView.self, call: "registerNib:forSupplementaryViewOfKind:withReuseIdentifier:")
                ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }
}
