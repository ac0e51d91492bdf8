import Foundation
@_spi(UIKitLayers) import UIKitCore

/// The inspector column (iOS 26): a controller at the trailing edge, hidden until `show(.inspector)`,
/// beside the secondary (which narrows) where the width is regular. Collapsed, it does not show.
extension UISplitViewController {
    /// Puts `vc` in the inspector column, wrapped in a navigation controller unless it is one.
    func setInspector(_ vc: UIViewController?) {
        if columnControllers[.inspector] === vc { return }
        let old = columnNavigations[.inspector]
        columnControllers[.inspector] = vc
        let navigation = vc.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        columnNavigations[.inspector] = navigation
        if let old, old !== navigation { unembed(old) }
        if let navigation { embed(navigation) }
        if navigation == nil, isInspectorShown { setInspectorShown(false) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows or hides the inspector, telling the delegate before and after.
    func setInspectorShown(_ shown: Bool) {
        guard shown != isInspectorShown else { return }
        if shown {
            guard columnNavigations[.inspector] != nil else {
                Diagnostics.warn("UISplitViewController.show(.inspector): no controller is set for the inspector column; call setViewController(_:for: .inspector) first.")
                return
            }
            guard !isCollapsed else { return }
        }
        if shown { delegate?.splitViewController(self, willShow: .inspector) } else { delegate?.splitViewController(self, willHide: .inspector) }
        isInspectorShown = shown
        let finish = { [weak self] in
            guard let self else { return }
            if shown { self.delegate?.splitViewController(self, didShow: .inspector) } else { self.delegate?.splitViewController(self, didHide: .inspector) }
        }
        slideColumns(animated: true, then: finish)
    }

    /// The inspector's width where it shows, from the preferred width or fraction within the limits.
    var resolvedInspectorColumnWidth: CGFloat {
        UISplitViewController.columnWidth(in: viewIfLoaded?.bounds.width ?? 0, points: preferredInspectorColumnWidth,
                                          fraction: preferredInspectorColumnWidthFraction,
                                          minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth)
    }

    /// Places the inspector at the trailing edge (just past it while hidden) and returns the
    /// secondary's frame narrowed to make room.
    func layoutInspector(besides secondaryFrame: CGRect, hairline: CGFloat) -> CGRect {
        guard let inspector = columnNavigations[.inspector]?.view else {
            inspectorSeparator.isHidden = true
            return secondaryFrame
        }
        let bounds = view.bounds
        let width = resolvedInspectorColumnWidth
        guard isInspectorShown && !isCollapsed else {
            inspector.frame = CGRect(x: bounds.maxX, y: 0, width: width, height: bounds.height)
            if !isChangingDisplayMode { inspector.isHidden = true }
            inspectorSeparator.isHidden = true
            return secondaryFrame
        }
        inspector.isHidden = false
        inspector.frame = CGRect(x: bounds.maxX - width, y: 0, width: width, height: bounds.height)
        inspectorSeparator.isHidden = false
        inspectorSeparator.frame = CGRect(x: bounds.maxX - width - hairline, y: 0, width: hairline, height: bounds.height)
        view.bringSubviewToFront(inspector)
        view.bringSubviewToFront(inspectorSeparator)
        var narrowed = secondaryFrame
        narrowed.size.width = max(0, min(secondaryFrame.maxX, bounds.maxX - width - hairline) - secondaryFrame.minX)
        return narrowed
    }
}
