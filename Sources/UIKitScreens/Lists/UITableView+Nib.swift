// Cells and header views from nibs (ReusePool+Nib).
extension UITableView {
    /// Makes cells for `identifier` from `nib`; nil unregisters.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellPool.register(identifier, nib: nib, call: "registerNib:forCellReuseIdentifier:") {
            UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
    }

    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(identifier, nib: nib, call: "registerNib:forHeaderFooterViewReuseIdentifier:") {
            UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
    }
}
