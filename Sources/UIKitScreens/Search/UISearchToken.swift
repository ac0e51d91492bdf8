/// A token in a search field, as UIKit's `UISearchToken`: a pill with an icon and text standing
/// for a filter (a scope, a tag) before the typed text; `representedObject` is the app's value.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    let icon: UIImage?
    let text: String
    open var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
