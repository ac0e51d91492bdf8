/// The traits a dynamic colour resolves by: light or dark, and base or elevated. The renderer
/// hands it down the tree as a view paints, so each colour resolves in its own view's appearance.
package struct TraitAppearance: Equatable {
    var style: UIUserInterfaceStyle
    var level: UIUserInterfaceLevel

    /// Nothing set: colours fall back to the host's style and the base level.
    static let unspecified = TraitAppearance(style: .unspecified, level: .unspecified)
}
