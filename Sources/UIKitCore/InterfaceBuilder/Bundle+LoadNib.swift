import Foundation

// `Bundle.main.loadNibNamed("Card", owner: self)`: UIKit's shortcut for a nib's top-level objects.
extension Bundle {
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
