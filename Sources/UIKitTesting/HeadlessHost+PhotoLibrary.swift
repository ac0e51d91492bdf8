import UIKit

extension HeadlessHost {
    /// The photos this host's `UIImagePickerController` offers, in the order the grid shows them:
    /// the lab's six sample landscapes until a test sets its own.
    public var photoLibrary: [UIImage] {
        get { run { core.environment.photoLibrary.photos } }
        set { run { core.environment.photoLibrary.photos = newValue } }
    }
}
