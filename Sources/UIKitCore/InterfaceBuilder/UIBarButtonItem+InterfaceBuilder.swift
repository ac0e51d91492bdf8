// Bar button items as Interface Builder writes them: a system item, or a title or image in a style.
extension UIBarButtonItem {
    static func decoded(from archive: InterfaceBuilderCoder) -> UIBarButtonItem {
        let element = archive.element
        let item: UIBarButtonItem
        if let name = element["systemItem"], let systemItem = Self.systemItems[name] {
            item = UIBarButtonItem(systemItem: systemItem)
        } else {
            item = UIBarButtonItem()
            item.title = archive.text("title")
            item.image = archive.image("image")
        }
        if element["style"] == "done" { item.style = .done }
        if let width = element.double("width") { item.width = CGFloat(width) }
        if let tint = archive.color("tintColor") { item.tintColor = tint }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        if let custom = element.child(key: "customView"), let view = archive.unarchiver.makeObject(custom) as? UIView { item.customView = view }
        return item
    }

    private static let systemItems: [String: SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ]
}
