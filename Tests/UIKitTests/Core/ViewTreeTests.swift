import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct ViewTreeTests {
    @Test func frameCenterAndBoundsStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func subviewOrderFollowsUIKit() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews.last === c)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.first === c)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.last === a)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        a.removeFromSuperview()
        #expect(a.superview == nil && parent.subviews.count == 2)
        let other = UIView()
        other.addSubview(b)
        #expect(b.superview === other && !parent.subviews.contains { $0 === b })
    }

    /// A superview does not keep itself alive through its subviews: when the app lets it go, a
    /// subview the app still holds has no superview, and keeps working.
    @Test func aSubviewOutlivingItsSuperviewHasNoSuperview() {
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        weak var released: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
            released = parent
        }
        #expect(released == nil)
        #expect(child.superview == nil)
        #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        let adopter = UIView()
        adopter.addSubview(child)
        #expect(child.superview === adopter)
    }

    @Test func convertGoesThroughTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
        #expect(root.convert(CGPoint(x: 15, y: 25), to: grandchild) == .zero)
        #expect(grandchild.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: child) == grandchild.frame)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint(x: 50, y: 50), to: root) == child.center)
    }

    @Test func hitTestSkipsHiddenTransparentAndDisabledViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds), front = UIView(frame: root.bounds)
        root.addSubview(back)
        root.addSubview(front)
        let point = CGPoint(x: 50, y: 50)
        #expect(root.hitTest(point, with: nil) === front, "front to back")
        front.isHidden = true
        #expect(root.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(point, with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
    }

    @Test func labelsWrapAndMeasure() {
        let label = UILabel()
        label.text = "A label that is long enough to wrap onto more than one line"
        let oneLine = label.intrinsicContentSize
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > oneLine.height * 2)
        label.sizeToFit()
        #expect(label.bounds.size == label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)))
    }

    @Test func autoresizingMasksFollowTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
        pinned.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(stretchy)
        parent.addSubview(pinned)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinned.frame.minX == 180)
    }

    @Test func layoutRunsOnlyWhereMarkedAndCallsControllers() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test func windowsRenderOnlyWhenSomethingChanged() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.rootViewController = UIViewController()
        let before = host.framesDrawn
        host.advance(by: 1)
        #expect(host.framesDrawn == before, "an idle window draws nothing")
        host.rootViewController?.view.backgroundColor = .red
        host.advance(by: 1.0 / 60)
        #expect(host.framesDrawn == before + 1)
    }

    @Test func resizingDownToOnePointKeepsViewsInside() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: controller.view.topAnchor),
            child.heightAnchor.constraint(equalTo: controller.view.heightAnchor, multiplier: 0.5),
        ])
        for size in [CGSize(width: 1, height: 1), CGSize(width: 7, height: 3), CGSize(width: 500, height: 200)] {
            host.resize(to: size)
            #expect(host.window.bounds.size == size)
            #expect(controller.view.frame == host.window.bounds)
            #expect(child.frame.height == size.height / 2)
        }
        let shot = host.snapshot()
        #expect(shot.width == 500 && shot.height == 200)
    }
}

@MainActor
@Suite struct LabelTruncationTests {
    private func drawnText(_ mode: NSLineBreakMode) -> String {
        let host = HeadlessHost(size: CGSize(width: 200, height: 60))
        let controller = UIViewController()
        host.rootViewController = controller
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
        label.text = "Presentation Laboratory"
        label.lineBreakMode = mode
        controller.view.addSubview(label)
        for case let .text(string, _, _, _, _) in host.displayList.commands { return string }
        return ""
    }

    @Test func eachLineBreakModeShortensItsOwnWay() {
        let tail = drawnText(.byTruncatingTail), head = drawnText(.byTruncatingHead), middle = drawnText(.byTruncatingMiddle)
        #expect(tail.hasPrefix("Pres") && tail.hasSuffix("…"))
        #expect(head.hasPrefix("…") && head.hasSuffix("tory"))
        #expect(middle.hasPrefix("Pres") && middle.hasSuffix("tory") && middle.contains("…"))
        #expect(drawnText(.byClipping) == "Presentation Laboratory", "clipped at the bounds, not shortened")
    }
}
