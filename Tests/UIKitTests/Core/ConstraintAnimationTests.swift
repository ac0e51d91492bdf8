import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct ConstraintAnimationTests {
    /// The usual way to animate Auto Layout: change a constant, then lay out inside the block.
    @Test func aConstantChangedInsideAnAnimationBlockAnimatesTheFrame() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        host.rootViewController = root
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            height,
        ])
        host.advance(by: 0)
        #expect(card.frame == CGRect(x: 0, y: 380, width: 320, height: 100))
        height.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { root.view.layoutIfNeeded() })
        #expect(card.frame == CGRect(x: 0, y: 180, width: 320, height: 300), "the model is the new layout at once")
        host.advance(by: 0.5)
        #expect(abs(card.presentationFrame.minY - 280) < 1e-6 && abs(card.presentationFrame.height - 200) < 1e-6,
                "half way between the two layouts")
        host.settle()
        #expect(card.presentationFrame == card.frame)
    }
}
