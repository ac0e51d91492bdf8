/// One asset the person picked, as PhotosUI's `PHPickerResult`: its item provider, which loads it
/// as a `UIImage`, as data or as a file; `assetIdentifier` is nil, as for a picker made without a
/// photo library.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        assetIdentifier = nil
    }
}
