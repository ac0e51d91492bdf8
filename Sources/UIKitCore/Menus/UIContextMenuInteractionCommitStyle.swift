/// How a tapped preview leaves: the menu closes, or the preview grows into its controller.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0, pop = 1
}
