/// What a controller's content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState`: the controller's traits, and the text of the search
/// in its navigation item (nil without a search controller).
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var searchText: String?

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
