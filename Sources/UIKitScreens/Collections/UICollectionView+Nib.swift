// Cells and supplementary views from nibs (ReusePool+Nib); a view takes the identifier it is
// dequeued with.
extension UICollectionView {
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(identifier, nib: nib, call: "registerNib:forCellWithReuseIdentifier:") { UICollectionViewCell(frame: .zero) }
    }

    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryPool.register(UICollectionView.supplementaryKey(kind, identifier), nib: nib,
                                   call: "registerNib:forSupplementaryViewOfKind:withReuseIdentifier:") { UICollectionReusableView(frame: .zero) }
    }
}
