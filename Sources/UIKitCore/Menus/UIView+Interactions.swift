// A view's interactions: each is told as it joins or leaves the view, where it adds what it needs
// (a context menu its long press).
extension UIView {
    public var interactions: [UIInteraction] {
        get { eventState.interactions }
        set {
            for interaction in eventState.interactions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !eventState.interactions.contains(where: { $0 === interaction }) else { return }
        // An interaction belongs to one view: it leaves the one it was on.
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        eventState.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard eventState.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        eventState.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
