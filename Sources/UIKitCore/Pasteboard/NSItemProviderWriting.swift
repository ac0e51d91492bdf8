import Foundation

/// An object an item provider can hand out as data, as Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    /// The types it writes, the preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress?
}
