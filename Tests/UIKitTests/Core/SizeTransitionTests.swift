import Testing
import UIKit
import UIKitTesting

/// Apple's UIContentContainer: the default viewWillTransition(to:with:) asks
/// size(forChildContentContainer:withParentContainerSize:) for each child's size, and a presentation
/// controller, the presented controller's container, does the same for what it presents.
@MainActor
@Suite struct SizeTransitionTests {
    final class Recorder: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
    }

    final class HalfHeight: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView!.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            HalfHeight(presentedViewController: presented, presenting: presenting)
        }
    }

    final class SplitParent: UIViewController {
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width / 3, height: parentSize.height)
        }
    }

    @Test func presentedAndChildControllersGetTheSizeTheirContainerGives() {
        let host = HeadlessHost(device: .iPhone15)
        let root = SplitParent()
        let child = Recorder()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.rootViewController = root
        let delegate = Delegate()
        let presented = Recorder()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        host.settle()
        host.rotate(to: .landscapeLeft)
        host.settle()
        #expect(child.sizes == [CGSize(width: 284, height: 393)], "a third of 852 wide")
        #expect(presented.sizes == [CGSize(width: 852, height: 196.5)], "half the height, as its presentation controller says")
        #expect(presented.view.frame == CGRect(x: 0, y: 196.5, width: 852, height: 196.5))
    }

    /// A presentation controller's preferredContentSize is the presented controller's, as the
    /// content container it is for.
    @Test func aPresentationControllersPreferredContentSizeIsThePresentedControllers() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let root = UIViewController()
        host.rootViewController = root
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presented.preferredContentSize = CGSize(width: 120, height: 80)
        root.present(presented, animated: false)
        #expect(presented.presentationController?.preferredContentSize == CGSize(width: 120, height: 80))
        presented.preferredContentSize = CGSize(width: 60, height: 40)
        #expect(presented.presentationController?.preferredContentSize == CGSize(width: 60, height: 40))
    }
}
