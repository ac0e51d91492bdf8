// Gesture recognizers placed in Interface Builder: made by their element's kind with the settings
// the document gives (their actions are connected like any other, and the views they belong to
// list them in a `gestureRecognizers` outlet collection).
extension UIGestureRecognizer {
    static func decoded(from archive: InterfaceBuilderCoder, customClass: AnyClass?) -> UIGestureRecognizer {
        let element = archive.element
        if let customClass {
            archive.unarchiver.source.warnOnce("recognizer.\(customClass)", "the gesture recognizer class \(customClass) (line \(element.line)) has no initialiser the lab can call by name; a \(element.name) of UIKit's stands in", line: element.line)
        }
        let recognizer: UIGestureRecognizer
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let taps = element.int("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = element.int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case "longPressGestureRecognizer":
            let press = UILongPressGestureRecognizer()
            if let duration = element.double("minimumPressDuration") { press.minimumPressDuration = duration }
            recognizer = press
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer()
            switch element["direction"] {
            case "left"?: swipe.direction = .left
            case "up"?: swipe.direction = .up
            case "down"?: swipe.direction = .down
            default: break
            }
            recognizer = swipe
        case "screenEdgePanGestureRecognizer":
            let edgePan = UIScreenEdgePanGestureRecognizer()
            if let edges = element.child(key: "edges") ?? element.children.first(where: { $0.name == "rectEdge" }) {
                var decoded: UIRectEdge = []
                if edges.bool("left") == true { decoded.insert(.left) }
                if edges.bool("right") == true { decoded.insert(.right) }
                if edges.bool("top") == true { decoded.insert(.top) }
                if edges.bool("bottom") == true { decoded.insert(.bottom) }
                edgePan.edges = decoded
            }
            recognizer = edgePan
        case "pinchGestureRecognizer": recognizer = UIPinchGestureRecognizer()
        case "rotationGestureRecognizer": recognizer = UIRotationGestureRecognizer()
        default: recognizer = UIPanGestureRecognizer()
        }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
        return recognizer
    }
}
