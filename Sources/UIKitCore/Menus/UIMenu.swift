/// A titled group of menu elements, as UIKit's `UIMenu`: shown as a menu, as a submenu's row, or
/// inline with its siblings between separators.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    open var preferredElementSize: ElementSize = .automatic

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                            options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.init(title: title, subtitle: subtitle, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
                  options: options, children: children)
        self.preferredElementSize = preferredElementSize
    }

    init(title: String, subtitle: String?, image: UIImage?, identifier: Identifier, options: Options, children: [UIMenuElement]) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The children that are on: with `.singleSelection`, the one chosen.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIMenuLeaf)?.state == .on }
    }

    /// A copy with other children, keeping the title, image, identifier and options.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let copy = UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
        copy.preferredElementSize = preferredElementSize
        return copy
    }
}
