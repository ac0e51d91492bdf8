// A scroll view's behaviour, as Interface Builder writes it.
extension UIScrollView {
    func decodeScrollProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let value = element.bool("bounces") { bounces = value }
        if let value = element.bool("alwaysBounceVertical") { alwaysBounceVertical = value }
        if let value = element.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = value }
        if let value = element.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = value }
        if let value = element.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = value }
        if let value = element.bool("pagingEnabled") { isPagingEnabled = value }
        if let value = element.bool("scrollEnabled") { isScrollEnabled = value }
        if let value = element.double("minimumZoomScale") { minimumZoomScale = CGFloat(value) }
        if let value = element.double("maximumZoomScale") { maximumZoomScale = CGFloat(value) }
        if let value = element.bool("bouncesZoom") { bouncesZoom = value }
        switch element["keyboardDismissMode"] {
        case "onDrag"?: keyboardDismissMode = .onDrag
        case "interactive"?: keyboardDismissMode = .interactive
        default: break
        }
        switch element["contentInsetAdjustmentBehavior"] {
        case "never"?: contentInsetAdjustmentBehavior = .never
        case "always"?: contentInsetAdjustmentBehavior = .always
        case "scrollableAxes"?: contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
    }
}
