import Foundation

/// A class other than a view or controller that documents hold and that is made from its element
/// with `init?(coder:)`, as a collection view's layout: the layers above core conform their own
/// classes, so making them here names none.
@MainActor
package protocol InterfaceBuilderArchivable: AnyObject {
    init?(coder: NSCoder)
    /// Sent once the document's connections are made, as to views and controllers (UIKit
    /// declares it on NSObject, so every object a nib makes gets it).
    func awakeFromNib()
}
