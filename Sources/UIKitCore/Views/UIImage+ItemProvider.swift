import Foundation

// An image comes out of an item provider from PNG or JPEG data, and goes in as PNG, as UIKit's
// UIImage adopts NSItemProviderReading and NSItemProviderWriting.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.heic", "public.image"] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSError(domain: NSItemProvider.errorDomain, code: -1000,
                          userInfo: [NSLocalizedDescriptionKey: "The data of type \(typeIdentifier) is not an image the lab can read (PNG or JPEG) as a \(self)."])
        }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
    }
}
