// Cells and header views from nibs: each dequeue that finds no queued view instantiates the nib,
// whose one top-level object must be the view, as UIKit requires.
extension UITableView {
    /// Makes cells for `identifier` from `nib`; nil unregisters.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            cellPool.register(identifier, factory: nil)
            return
        }
        cellPool.register(identifier) {
            UITableView.onlyTopLevelView(of: nib, as: UITableViewCell.self, call: "registerNib:forCellReuseIdentifier:")
                ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
    }

    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else {
            headerFooterPool.register(identifier, factory: nil)
            return
        }
        headerFooterPool.register(identifier) {
            UITableView.onlyTopLevelView(of: nib, as: UITableViewHeaderFooterView.self, call: "registerNib:forHeaderFooterViewReuseIdentifier:")
                ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
    }

    /// The nib's one top-level view of `type`; UIKit raises when the nib holds anything else, and
    /// the lab says so and lets a plain view stand in.
    static func onlyTopLevelView<View: UIView>(of nib: UINib, as viewType: View.Type, call: String) -> View? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects.first as? View else {
            Diagnostics.warn("invalid nib registered for identifier - nib must contain exactly one top level object which must be a \(View.self) instance (\(call), '\(nib.name)': \(objects.map { "\(type(of: $0))" }))")
            return nil
        }
        return view
    }
}
