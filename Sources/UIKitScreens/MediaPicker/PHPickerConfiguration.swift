/// What a photo picker offers, as PhotosUI's `PHPickerConfiguration`: which assets (`filter`,
/// every kind when nil), how many may be picked (`selectionLimit`: 1 by default, 0 for no limit),
/// and in which order results come (`selection`).
public struct PHPickerConfiguration: Equatable, Sendable {
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current = 1, compatible = 2 }
    public enum Selection: Int, Sendable { case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3 }

    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    /// Identifiers of assets selected when the picker opens; the lab's library has none (its
    /// results carry no asset identifier, as without a photo library), so these select nothing.
    public var preselectedAssetIdentifiers: [String] = []

    public init() {}
}
