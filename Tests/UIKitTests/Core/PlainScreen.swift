import UIKitTesting
import UIKit

/// The start most suites share: a headless host showing a plain view controller, with views added
/// to the controller's view as a test needs them.
@MainActor
struct PlainScreen {
    let host: HeadlessHost
    let controller = UIViewController()

    init(size: CGSize = CGSize(width: 200, height: 200)) {
        host = HeadlessHost(size: size)
        host.rootViewController = controller
    }

    /// Adds a view at `frame` (filled with `color` when one is given) to the controller's view.
    @discardableResult
    func addView(_ frame: CGRect, color: UIColor? = nil) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        controller.view.addSubview(view)
        return view
    }
}

extension HeadlessHost {
    /// A host the size of `view` whose root controller's view is `view` (a table or collection view
    /// filling the screen), with its first frame drawn.
    @MainActor
    convenience init(showingRootView view: UIView) {
        self.init(size: view.frame.size)
        let controller = UIViewController()
        controller.view = view
        rootViewController = controller
        advance(by: 0)
    }
}
