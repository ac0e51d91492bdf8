// The layout pass behind UIView's layout API.
extension UIView {
    /// Lays out this view's tree where marked: constraints are updated and solved for the whole tree
    /// first, then every view marked with setNeedsLayout gets layoutSubviews, parents before children.
    func performLayoutIfNeeded() {
        let root = treeRoot
        root.prepareConstraintsForLayout()
        layoutMarkedViews()
    }

    private func layoutMarkedViews() {
        guard layoutState.needsLayout || layoutState.descendantNeedsLayout else { return }
        layoutState.descendantNeedsLayout = false
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            let controller = owningViewController, observer = layoutObserver
            if let controller, window != nil { controller.callViewIsAppearingIfOwed() }
            controller?.updateContentUnavailableConfigurationIfNeeded()
            controller?.viewWillLayoutSubviews()
            observer?.containerWillLayoutSubviews()
            layoutSubviews()
            controller?.placeContentUnavailableView()
            observer?.containerDidLayoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutMarkedViews() }
    }

    /// True when this view or one below it waits for layout.
    package var treeNeedsLayout: Bool { layoutState.needsLayout || layoutState.descendantNeedsLayout }

    /// Moves subviews that keep an autoresizing mask after this view's size changed, as UIKit does.
    func resizeSubviewsForAutoresizing(oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizedFrame(oldParent: oldSize, newParent: newSize)
        }
    }

    /// Spreads the change of the parent's size over the flexible parts of this view's frame, in
    /// proportion to their current sizes, as UIKit's autoresizing does.
    func autoresizedFrame(oldParent: CGSize, newParent: CGSize) -> CGRect {
        let mask = autoresizingMask
        let frame = self.frame
        func distribute(_ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                        flexStart: Bool, flexLength: Bool, flexEnd: Bool) -> (CGFloat, CGFloat) {
            let parts = [(flexStart, start), (flexLength, length), (flexEnd, end)].filter { $0.0 }
            guard !parts.isEmpty else { return (start, length) }
            let total = parts.reduce(0) { $0 + Swift.max(0, $1.1) }
            func share(_ value: CGFloat) -> CGFloat {
                total > 0 ? delta * Swift.max(0, value) / total : delta / CGFloat(parts.count)
            }
            return (start + (flexStart ? share(start) : 0), length + (flexLength ? share(length) : 0))
        }
        let (x, width) = distribute(newParent.width - oldParent.width, start: frame.minX, length: frame.width,
                                    end: oldParent.width - frame.maxX, flexStart: mask.contains(.flexibleLeftMargin),
                                    flexLength: mask.contains(.flexibleWidth), flexEnd: mask.contains(.flexibleRightMargin))
        let (y, height) = distribute(newParent.height - oldParent.height, start: frame.minY, length: frame.height,
                                     end: oldParent.height - frame.maxY, flexStart: mask.contains(.flexibleTopMargin),
                                     flexLength: mask.contains(.flexibleHeight), flexEnd: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: Swift.max(0, width), height: Swift.max(0, height))
    }

    // MARK: Coordinate transforms

    /// Maps this view's bounds coordinates into its superview's, from model values.
    func transformToSuperview() -> CGAffineTransform {
        UIView.localToParent(center: center, bounds: bounds, transform: transform, anchor: layerGeometry.anchorPoint)
    }

    /// Maps this view's bounds coordinates into the root of its tree (the window's coordinates).
    func transformToWindow() -> CGAffineTransform { accumulatedTransform { $0.transformToSuperview() } }

    /// The same, from what the screen shows now (animations in flight included).
    func presentationTransformToWindow() -> CGAffineTransform {
        accumulatedTransform { $0.presentationTransformToSuperview() }
    }

    /// Concatenates `step` of this view and of each ancestor below the root.
    private func accumulatedTransform(_ step: (UIView) -> CGAffineTransform) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            result = result.concatenating(step(current))
            view = parent
        }
        return result
    }

    static func localToParent(center: CGPoint, bounds: CGRect, transform: CGAffineTransform,
                              anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CGAffineTransform {
        let toCenter = CGAffineTransform(translationX: -(bounds.minX + bounds.width * anchor.x), y: -(bounds.minY + bounds.height * anchor.y))
        let step = transform.isIdentity ? toCenter : toCenter.concatenating(transform)
        return step.concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}

/// A view that tells its owner around its own layout: the presentation container does, so that
/// presentation controllers get containerViewWillLayoutSubviews/DidLayoutSubviews.
@preconcurrency @MainActor
protocol LayoutObservingView: AnyObject {
    func containerWillLayoutSubviews()
    func containerDidLayoutSubviews()
}
