// A control's menu: shown by a long press when `isContextMenuInteractionEnabled`, or on touch down
// when `showsMenuAsPrimaryAction`, from the configuration the control gives as its own
// interaction's delegate (a button's `menu`).
extension UIControl: UIContextMenuInteractionDelegate {
    /// The control's context menu interaction, with the control as its delegate; nil while
    /// `isContextMenuInteractionEnabled` is off.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        isContextMenuInteractionEnabled ? ensuredMenuInteraction : nil
    }

    private var ensuredMenuInteraction: UIContextMenuInteraction {
        if let menuInteraction { return menuInteraction }
        let interaction = UIContextMenuInteraction(delegate: self)
        menuInteraction = interaction
        return interaction
    }

    func contextMenuInteractionEnabledDidChange() {
        if isContextMenuInteractionEnabled { addInteraction(ensuredMenuInteraction) }
        else if let menuInteraction { removeInteraction(menuInteraction) }
    }

    /// The control's interaction, on the control: it opens menus for the view it is on, so a
    /// primary-action menu needs it here even while long presses are off (its press then never begins).
    private var attachedMenuInteraction: UIContextMenuInteraction {
        let interaction = ensuredMenuInteraction
        if interaction.view !== self { addInteraction(interaction) }
        return interaction
    }

    /// Opens the control's menu attached to it; false when it gives none.
    func openMenu(at location: CGPoint) -> Bool {
        attachedMenuInteraction.openMenu(at: location)
    }

    /// Opens the menu on a touch down, after the control's `.touchDown` actions; false when the
    /// control gives no menu, and the touch then tracks as any other. The control is asked for
    /// its menu once.
    func openMenuAsPrimaryAction(with touch: UITouch, event: UIEvent?) -> Bool {
        let interaction = attachedMenuInteraction
        let location = touch.location(in: self)
        guard window?.openMenu == nil,
              let configuration = contextMenuInteraction(interaction, configurationForMenuAtLocation: location) else { return false }
        send(.touchDown, event: event)
        touchOpenedMenu = interaction.openMenu(configuration, at: location)
        return touchOpenedMenu
    }
}
