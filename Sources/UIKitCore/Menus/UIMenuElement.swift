/// What a menu holds, as UIKit's `UIMenuElement`: an action, a menu of its own, or elements
/// provided later. Its title and image are what the menu's row shows.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var storedTitle: String
    var storedImage: UIImage?

    open var title: String { storedTitle }
    open var subtitle: String?
    open var image: UIImage? { storedImage }

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }
}
