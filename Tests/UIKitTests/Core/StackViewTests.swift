import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct StackViewTests {
    private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: width),
                                     view.heightAnchor.constraint(equalToConstant: height)])
        return view
    }

    private func host(_ stack: UIStackView, pinned: Bool) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
                           stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20)]
        if pinned { constraints.append(stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10)) }
        NSLayoutConstraint.activate(constraints)
        host.advance(by: 0)
        return host
    }

    @Test func aRowSpacesItsViewsAndHugsThem() {
        let a = box(40, 20), b = box(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        stack.alignment = .center
        _ = host(stack, pinned: false)
        #expect(a.frame == CGRect(x: 0, y: 5, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 48, y: 0, width: 60, height: 30))
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 108, height: 30))
    }

    @Test func fillEquallySharesTheWidth() {
        let labels = (0..<3).map { index -> UILabel in
            let label = UILabel()
            label.text = String(repeating: "x", count: index + 1)
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = .fillEqually
        stack.spacing = 10
        _ = host(stack, pinned: true)
        #expect(labels.allSatisfy { abs($0.frame.width - (280 - 20) / 3) < 1e-6 })
        #expect(abs(labels[2].frame.maxX - 280) < 1e-6)
    }

    @Test func aColumnWithAHiddenViewCollapsesIt() {
        let a = box(50, 20), b = box(50, 30), c = box(50, 40)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = .leading
        let host = host(stack, pinned: false)
        #expect(c.frame.minY == 60)
        b.isHidden = true
        host.advance(by: 0)
        #expect(c.frame.minY == 25)
        #expect(stack.frame.height == 65)
        stack.setCustomSpacing(15, after: a)
        host.advance(by: 0)
        #expect(c.frame.minY == 35)
    }

    @Test func equalSpacingSpreadsTheGaps() {
        let a = box(20, 10), b = box(40, 10), c = box(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        _ = host(stack, pinned: true)
        #expect(a.frame.minX == 0 && c.frame.maxX == 280)
        #expect(abs((b.frame.minX - a.frame.maxX) - (c.frame.minX - b.frame.maxX)) < 1e-6)
        #expect(abs(b.frame.minX - a.frame.maxX - 100) < 1e-6)
    }

    /// UIKit's fitting size along the axis is the arranged subviews' lengths plus the spacing: an
    /// empty stack view is zero long, and the stack that holds it hugs what it does show.
    @Test func anEmptyNestedStackTakesNoSpaceAndTheRowAboveItStillTaps() {
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let empty = UIStackView()
        empty.axis = .vertical
        let stack = UIStackView(arrangedSubviews: [button, empty])
        stack.axis = .vertical
        stack.spacing = 20
        let host = host(stack, pinned: true)
        #expect(empty.frame.height == 0)
        #expect(stack.frame.height == button.intrinsicContentSize.height + 20)
        host.tap(at: CGPoint(x: stack.frame.midX, y: stack.frame.minY + button.frame.midY))
        #expect(taps == 1)
    }
}
