// Painting the view tree into a display list, from what the screen shows now (presentation values).
extension UIView {
    /// The display list of this view's tree, with this view's bounds as the window's coordinates.
    func makeDisplayList(visibleRect: CGRect) -> DisplayList {
        var list = DisplayList()
        paintDisplayList(into: &list, visibleRect: visibleRect)
        return list
    }

    /// Replaces `list`'s commands with this tree's, reusing its storage (a frame a refresh adds no
    /// heap growth once the lists have grown to the tree's size).
    func paintDisplayList(into list: inout DisplayList, visibleRect: CGRect) {
        list.commands.removeAll(keepingCapacity: true)
        list.hasProjections = false
        appendDisplayList(into: &list, at: .zero, visibleRect: visibleRect)
    }

    /// Adds this tree's commands to `list`, with this view's bounds placed at `offset`.
    func appendDisplayList(into list: inout DisplayList, at offset: CGPoint, visibleRect: CGRect) {
        let origin = CGAffineTransform(translationX: offset.x - presentationBounds.minX, y: offset.y - presentationBounds.minY)
        var projects = false
        paintTree(into: &list.commands, toWindow: origin, visibleRect: visibleRect, projects: &projects,
                  parentHasSublayerTransform: false, style: superview?.resolvedUserInterfaceStyle ?? environment.screen.userInterfaceStyle,
                  resolution: TraitResolution.forThisThread, isRoot: true)
        list.hasProjections = list.hasProjections || projects
    }

    private func paintTree(into commands: inout [DisplayCommand], toWindow parentToWindow: CGAffineTransform,
                           visibleRect parentVisibleRect: CGRect, projects: inout Bool,
                           parentHasSublayerTransform: Bool, style parentStyle: UIUserInterfaceStyle,
                           resolution: TraitResolution, isRoot: Bool = false) {
        guard !isHidden else { return }
        let alpha = presentationAlpha * drawingOpacityFactor
        guard alpha > 0 else { return }
        // Dynamic colours resolve in this view's appearance while it paints.
        let style = overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle
            : owningViewController?.resolvedUserInterfaceStyle ?? parentStyle
        let saved = (resolution.style, resolution.traits)
        (resolution.style, resolution.traits) = (style, nil)
        defer { (resolution.style, resolution.traits) = saved }
        var toWindow: CGAffineTransform
        var projection: Homography?
        var visibleRect = parentVisibleRect
        if isRoot {
            toWindow = parentToWindow
        } else if !parentHasSublayerTransform && layerGeometry.transform3D == nil && layerAnimationValues?.transform == nil {
            toWindow = presentationTransformToSuperview().concatenating(parentToWindow)
        } else {
            switch layerPlacement(parentToWindow: parentToWindow) {
            case .affine(let toParent):
                toWindow = toParent.concatenating(parentToWindow)
            case let .projective(flat, homography, facesAway):
                if facesAway && !layerGeometry.isDoubleSided { return }
                toWindow = flat
                projection = homography
                // The subtree draws flat, where no window clip applies: nothing is culled.
                visibleRect = .infinite
            case .invisible:
                return
            }
        }
        let bounds = presentationBounds
        let onScreen = bounds.applying(toWindow)
        let layer = self.layer
        // A childless view off the canvas draws nothing; with children it may still (they can
        // overhang), and so may a shape layer, whose path can reach past its bounds.
        if subviews.isEmpty && !onScreen.intersects(visibleRect) && !layer.paintsBeyondBounds { return }
        let mask = layer.mask

        if projection != nil {
            commands.append(.beginProjection)
            projects = true
        }
        let groupStart = commands.count
        if alpha < 1 || mask != nil { commands.append(.beginGroup(alpha: alpha)) }
        let radius = layer.drawingCorners
        let animated = layerAnimationValues
        let shadowOpacity = animated?.shadowOpacity.map { Float($0) } ?? layer.shadowOpacity
        if shadowOpacity > 0, let shadow = animated?.color("shadowColor") ?? layer.shadowColor?.rgba, shadow.alpha > 0 {
            // A layer that masks to its bounds masks its own shadow too: only what falls inside shows.
            if clipsToBounds { commands.append(.pushShapeClip(rect: bounds, transform: toWindow, cornerRadius: radius)) }
            defer { if clipsToBounds { commands.append(.popShapeClip) } }
            let offset = animated?.size("shadowOffset") ?? layer.shadowOffset
            // A shadow path gives the shape (in bounds coordinates); otherwise the rounded bounds do.
            let shape = layer.shadowPath?.rect ?? bounds
            let corners = layer.shadowPath.map { DisplayCommand.Corners(radius: $0.cornerRadius, mask: $0.roundedCorners) } ?? radius
            commands.append(.shadow(rect: shape.offsetBy(dx: offset.width, dy: offset.height), transform: toWindow,
                                    color: .init(shadow.multipliedAlpha(CGFloat(Swift.min(1, shadowOpacity)))),
                                    cornerRadius: corners, blur: Swift.max(0, animated?.scalar("shadowRadius") ?? layer.shadowRadius)))
        }
        if let color = presentationBackgroundColor, color.alpha > 0 {
            commands.append(.fill(rect: bounds, transform: toWindow, color: .init(color), cornerRadius: radius))
        }
        layer.paintContents(into: &commands, bounds: bounds, toWindow: toWindow)
        layer.paintLayerContent(into: &commands, bounds: bounds, toWindow: toWindow)
        paintDrawnContent(into: &commands, toWindow: toWindow)
        paintContent(into: &commands, toWindow: toWindow)
        if !subviews.isEmpty {
            // Rounded or rotated bounds clip to their exact shape; plain ones to a rectangle, cheaply.
            let clipsToShape = clipsToBounds && (!radius.isSquare || !toWindow.isAxisAligned)
            if clipsToShape {
                commands.append(.pushShapeClip(rect: bounds, transform: toWindow, cornerRadius: radius))
            } else if clipsToBounds {
                commands.append(.pushClip(onScreen))
            }
            let childVisible = clipsToBounds ? visibleRect.intersection(onScreen) : visibleRect
            let hasSublayerTransform = layerGeometry.sublayerTransform != nil
            for subview in subviews {
                subview.paintTree(into: &commands, toWindow: toWindow, visibleRect: childVisible, projects: &projects,
                                  parentHasSublayerTransform: hasSublayerTransform, style: style, resolution: resolution)
            }
            if clipsToShape { commands.append(.popShapeClip) } else if clipsToBounds { commands.append(.popClip) }
        }
        paintForeground(into: &commands, toWindow: toWindow)
        let borderWidth = layerAnimationValues?.borderWidth ?? layer.borderWidth
        if borderWidth > 0, let border = layerAnimationValues?.color("borderColor") ?? layer.borderColor?.rgba, border.alpha > 0 {
            commands.append(.stroke(rect: bounds, transform: toWindow, color: .init(border),
                                    width: borderWidth, cornerRadius: radius))
        }
        if let mask {
            // The mask is drawn in this layer's coordinates, as a sublayer would be; only its alpha counts.
            commands.append(.beginMask)
            mask.view.paintTree(into: &commands, toWindow: toWindow, visibleRect: .infinite, projects: &projects,
                                parentHasSublayerTransform: layerGeometry.sublayerTransform != nil, style: style,
                                resolution: resolution)
            commands.append(.endMask)
            commands.append(.endGroup)
        } else if alpha < 1 {
            closeGroup(in: &commands, openedAt: groupStart, alpha: alpha)
        }
        if let projection { commands.append(.endProjection(homography: projection)) }
    }

    /// Ends an alpha group; a group of zero or one drawing command needs no offscreen layer.
    private func closeGroup(in commands: inout [DisplayCommand], openedAt start: Int, alpha: CGFloat) {
        let inside = commands.count - start - 1
        if inside == 0 {
            commands.removeLast()
        } else if inside == 1, let folded = commands[start + 1].withAlpha(multipliedBy: alpha) {
            commands.removeLast(2)
            commands.append(folded)
        } else {
            commands.append(.endGroup)
        }
    }
}

extension UIWindow {
    /// What the screen shows over this window: the window, then the shown windows stacked above it
    /// (a higher `windowLevel`, or the same level shown later), each at its place on the screen.
    /// Windows below this one are behind it.
    func paintScreen(into list: inout DisplayList, visibleRect: CGRect) {
        paintDisplayList(into: &list, visibleRect: visibleRect)
        let stack = screenStack
        guard let index = stack.firstIndex(where: { $0 === self }), index + 1 < stack.count else { return }
        for window in stack[(index + 1)...] {
            let offset = CGPoint(x: window.frame.minX - frame.minX, y: window.frame.minY - frame.minY)
            window.appendDisplayList(into: &list, at: offset, visibleRect: visibleRect)
        }
    }
}
