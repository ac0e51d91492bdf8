import InterfaceBuilder

// A `<pageViewController>` as Interface Builder writes it: `transitionStyle`,
// `navigationOrientation`, `spineLocation` and `doubleSided`.
extension UIPageViewController {
    func decodeArchivedPageController(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        element.markRead(attributes: ["autoresizesArchivedViewToFullSize"])
        let style: TransitionStyle = element["transitionStyle"] == "scroll" ? .scroll : .pageCurl
        let orientation: NavigationOrientation = element["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        let spines: [String: SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]
        configure(style: style, orientation: orientation, spine: element["spineLocation"].flatMap { spines[$0] },
                  spacing: CGFloat(element.double("pageSpacing") ?? 0))
        if let doubleSided = element.bool("doubleSided") { isDoubleSided = doubleSided }
    }
}
