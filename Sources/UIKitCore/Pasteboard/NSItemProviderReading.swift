import Foundation

/// A class whose objects an item provider can make from data, as Foundation's
/// `NSItemProviderReading` (`UIImage` is one).
public protocol NSItemProviderReading: AnyObject {
    /// The types it reads, the preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
