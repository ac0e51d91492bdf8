/// What a cell of either kind (table or collection) keeps for its content and background
/// configurations: the views made from them, and the configurations as the app set them, which
/// each state change starts from again (so a selected list cell's grey goes when it is deselected).
@MainActor
final class CellConfigurations {
    private(set) var baseContent: UIContentConfiguration?
    private(set) var baseBackground: UIBackgroundConfiguration?
    private(set) var contentView: (UIView & UIContentView)?
    private(set) var backgroundView: UIView?
    private var isApplyingState = false

    /// A content configuration was set: the app's own (kept as the base) or a state update.
    func contentDidChange(to configuration: UIContentConfiguration?, in container: UIView) {
        if !isApplyingState { baseContent = configuration }
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let existing = contentView, existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            contentView?.removeFromSuperview()
            let made = configuration.makeContentView()
            made.frame = container.bounds
            container.addSubview(made)
            contentView = made
        }
    }

    /// A background configuration was set: its view goes behind everything in `cell`.
    func backgroundDidChange(to configuration: UIBackgroundConfiguration?, in cell: UIView) {
        if !isApplyingState { baseBackground = configuration }
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let view = configuration.customView ?? backgroundView ?? UIView()
        if view !== backgroundView {
            backgroundView?.removeFromSuperview()
            backgroundView = view
            cell.insertSubview(view, at: 0)
        }
        if configuration.customView == nil { view.backgroundColor = configuration.backgroundColor }
        view.layer.cornerRadius = configuration.cornerRadius
        view.layer.borderWidth = configuration.strokeWidth
        view.layer.borderColor = configuration.strokeColor?.cgColor
        view.frame = backgroundFrame(of: configuration, in: cell.bounds)
    }

    func backgroundFrame(of configuration: UIBackgroundConfiguration?, in bounds: CGRect) -> CGRect {
        guard let insets = configuration?.backgroundInsets else { return bounds }
        return bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }

    /// Gives both configurations `state`, from the app's base ones, through the cell's setters.
    func apply(_ state: UIConfigurationState, content: Bool, background: Bool,
               setContent: (UIContentConfiguration) -> Void, setBackground: (UIBackgroundConfiguration) -> Void) {
        isApplyingState = true
        defer { isApplyingState = false }
        if content, let baseContent { setContent(baseContent.updated(for: state)) }
        if background, let baseBackground { setBackground(baseBackground.updated(for: state)) }
    }

    /// Lays the made views out in their containers.
    func layout(contentIn container: UIView, backgroundIn bounds: CGRect, background configuration: UIBackgroundConfiguration?) {
        contentView?.frame = container.bounds
        backgroundView?.frame = backgroundFrame(of: configuration, in: bounds)
    }
}
