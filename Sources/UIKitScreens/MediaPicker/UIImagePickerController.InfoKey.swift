extension UIImagePickerController {
    /// The keys of the dictionary a picked photo comes in, with UIKit's raw values.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The picked item's uniform type identifier (`public.image`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// With `allowsEditing`, the square the user chose.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// With `allowsEditing`, where the edited square lies in the original, as an `NSValue`.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A file URL of the picked photo's data.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
