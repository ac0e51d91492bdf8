/// A reference to a constraint's item (a view or a layout guide) that does not keep it alive and
/// finds nil once it has gone, without a weak reference (`UnownedHandle`).
enum LayoutItemReference {
    case view(UnownedHandle<UIView>)
    case guide(UnownedHandle<UILayoutGuide>)

    var item: LayoutItem? {
        switch self {
        case .view(let handle): handle.object
        case .guide(let handle): handle.object
        }
    }
}
