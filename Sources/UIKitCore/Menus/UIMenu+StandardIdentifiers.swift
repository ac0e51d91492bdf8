extension UIMenu.Identifier {
    /// The edit menu's standard section: cut, copy, paste, delete, select, select all.
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
}
