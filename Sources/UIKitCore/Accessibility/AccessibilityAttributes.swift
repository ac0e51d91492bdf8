/// The accessibility attributes an app set on a view; nil means "the kind of view's default".
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var language: String?
    var viewIsModal = false
    var elementsHidden = false
    var groupsChildren = false
    var elements: [Any]?
    var frame: CGRect?
}
