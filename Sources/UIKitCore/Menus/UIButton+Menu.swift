// A button's menu. With `showsMenuAsPrimaryAction` and `changesSelectionAsPrimaryAction` the button
// is a pop-up button (iOS 15): one action of its menu is on, the button shows its title, and
// choosing another action turns it on and shows it.
extension UIButton {
    var isPopUp: Bool { menu != nil && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction }

    /// A pop-up button shows the action that is on, the first one when none is.
    func showSelectedMenuAction() {
        guard let menu, changesSelectionAsPrimaryAction else { return }
        let actions = MenuPresentation.actions(in: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        showTitle(of: selected)
    }

    func showTitle(of action: UIAction) {
        if var configuration {
            configuration.title = action.title
            self.configuration = configuration
        } else {
            setTitle(action.title, for: .normal)
        }
    }
}
