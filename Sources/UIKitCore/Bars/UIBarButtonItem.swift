/// A button in a navigation bar, as UIKit's `UIBarButtonItem`: a title, an image, a system item or
/// a custom view, sending its action to its target when tapped (an action method by the porting
/// rule, or a `UIAction`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The item's width in its bar; 0 sizes it to its content. A fixed space is this wide.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The item's menu: shown by a tap when the item has no action of its own, else by a long
    /// press (iOS 14).
    open var menu: UIMenu? { didSet { itemDidChange() } }
    public private(set) var systemItem: SystemItem?

    /// The registered action: a method of the target, or nil.
    private var registeredAction: TargetAction<UIBarButtonItem>?

    /// Sets the action from elsewhere (an Interface Builder connection, a segue's trigger).
    func register(_ action: TargetAction<UIBarButtonItem>) { registeredAction = action }

    /// The object that receives the action; nil sends it up the responder chain, as UIKit does.
    open weak var target: AnyObject? { didSet { registerSelectorAction() } }

    /// The action sent when the item is tapped, by its Objective-C name (`item.action =
    /// #selector(done)`, which the porting rule keeps as `Selector("done")`): the target's class
    /// answers it from its module's `InterfaceBuilderClasses` table. The initializers that take a
    /// method reference leave it nil.
    open var action: Selector? { didSet { registerSelectorAction() } }

    private func registerSelectorAction() {
        guard let action else { return }
        registeredAction = .selector(action.description, target: target, context: "UIBarButtonItem \(title ?? "")")
    }

    /// The view showing this item in a bar, once shown (popovers point at it).
    package weak var view: UIView?

    /// Told when something drawn changed, so the bar rebuilds the button.
    package var onChange: (() -> Void)?

    public override init() { super.init() }

    public convenience init<T: AnyObject>(title: String?, style: Style, target: T?, action: ((T) -> () -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        if let target, let action { registeredAction = .method(target, action) }
    }

    public convenience init<T: AnyObject, Sender>(title: String?, style: Style, target: T?, action: ((T) -> (Sender) -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        if let target, let action { registeredAction = .method(target, action) }
    }

    // `target: nil, action: nil` (an item whose taps nothing handles yet, as iOS code writes it):
    // the literal nil has no method type to infer, so it gets initializers of its own.
    public convenience init(title: String?, style: Style, target: Any?, action: _OptionalNilComparisonType) {
        self.init()
        self.title = title
        self.style = style
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: _OptionalNilComparisonType) {
        self.init()
        self.image = image
        self.style = style
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: _OptionalNilComparisonType) {
        self.init()
        self.systemItem = systemItem
    }

    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T?, action: ((T) -> () -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        if let target, let action { registeredAction = .method(target, action) }
    }

    public convenience init<T: AnyObject, Sender>(image: UIImage?, style: Style, target: T?, action: ((T) -> (Sender) -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        if let target, let action { registeredAction = .method(target, action) }
    }

    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T?, action: ((T) -> () -> Void)?) {
        self.init()
        self.systemItem = systemItem
        self.target = target
        if let target, let action { registeredAction = .method(target, action) }
    }

    public convenience init<T: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                                  action: ((T) -> (Sender) -> Void)?) {
        self.init()
        self.systemItem = systemItem
        self.target = target
        if let target, let action { registeredAction = .method(target, action) }
    }

    /// A system item that runs `primaryAction` when tapped, or shows `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A titled or image item that runs `primaryAction` when tapped, or shows `menu` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space that shares a toolbar's room left over with the other flexible spaces (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide (iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The text the bar shows for a system item. Icon items show a word in their place: the lab has
    /// no SF Symbols (docs/PORTING.md).
    package var displayedTitle: String? {
        guard let systemItem else { return title }
        switch systemItem {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "+"
        case .close: return "×"
        case .flexibleSpace, .fixedSpace: return nil
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Forward"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .pageCurl: return "Page"
        }
    }

    /// What VoiceOver calls a system item's button, where it is not the text shown: the icon
    /// items' names (XCUITest finds the add item as "Add").
    package var spokenTitle: String? {
        switch systemItem {
        case .add?: return "Add"
        case .close?: return "Close"
        case .fastForward?: return "Fast Forward"
        default: return displayedTitle
        }
    }

    /// Done and Save are bold, as the `.done` style.
    package var isBold: Bool { style == .done || systemItem == .done || systemItem == .save }

    /// Whether a tap shows the menu: the item has one and no action to run.
    package var showsMenuOnTap: Bool { menu != nil && primaryAction == nil && registeredAction == nil }

    /// The bar's button was tapped.
    package func sendAction() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.run(sentBy: self) }
        registeredAction?.send(from: self, event: nil)
    }

    override func barItemDidChange() { itemDidChange() }

    private func itemDidChange() { onChange?() }
}
