/// What a cell shows, as a value: the cell makes its content view from it (UIKit's
/// `UIContentConfiguration`).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a cell in `state` (selected, highlighted…); the default is unchanged.
    func updated(for state: UIConfigurationState) -> Self
}
