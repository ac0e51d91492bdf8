import Testing
import UIKitTesting
import UIKit

/// topLayoutGuide / bottomLayoutGuide (the pre-iOS 11 bars' extent) and viewIsAppearing.
@MainActor @Suite struct ControllerLayoutSupportTests {
    @Test func theLayoutGuidesSpanTheSafeAreaInsets() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.rootViewController = controller
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            pinned.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        host.settle()
        #expect(controller.topLayoutGuide.length == 59 && controller.bottomLayoutGuide.length == 34)
        #expect(pinned.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    final class Recorder: UIViewController {
        var calls: [String] = []
        var windowWhenAppearing: UIWindow?
        var sizeWhenAppearing: CGSize?
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("will") }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            calls.append("is")
            windowWhenAppearing = view.window
            sizeWhenAppearing = view.bounds.size
        }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); if calls.last != "layout" { calls.append("layout") } }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("did") }
    }

    @Test func viewIsAppearingComesOnceBetweenWillAndDidAppearWithTheViewInTheWindow() {
        let screen = PlainScreen()
        let presented = Recorder()
        presented.modalPresentationStyle = .fullScreen
        screen.controller.present(presented, animated: true)
        screen.host.settle()
        #expect(presented.calls.first == "will" && presented.calls.last == "did")
        #expect(presented.calls.filter { $0 == "is" }.count == 1)
        let isIndex = presented.calls.firstIndex(of: "is")!
        #expect(presented.calls[..<isIndex].allSatisfy { $0 == "will" }, "before the appearing layout")
        #expect(presented.windowWhenAppearing === screen.host.window)
        #expect(presented.sizeWhenAppearing == CGSize(width: 200, height: 200))
        screen.controller.dismiss(animated: false)
        screen.host.settle()
        screen.controller.present(presented, animated: false)
        screen.host.settle()
        #expect(presented.calls.filter { $0 == "is" }.count == 2, "once per appearance")
    }
}
