/// A container controller's root view: it lays out the container's own parts (bars, the pages'
/// scroll view) whenever its size or safe area changes, by the closure the container gives.
@MainActor
package final class ContainerRootView: UIView {
    private let layOut: (ContainerRootView) -> Void

    package init(layingOut layOut: @escaping (ContainerRootView) -> Void) {
        self.layOut = layOut
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { return nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        layOut(self)
    }
}
