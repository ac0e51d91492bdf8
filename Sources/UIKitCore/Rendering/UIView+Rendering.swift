// Painting the view tree into a display list, from what the screen shows now (presentation values).
// A view paints in three parts: below its subviews, its subviews, above them. The flat painter here
// and the retained tree (RenderNode) share the parts, so both give the same commands.
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
        var projects = false
        paintTree(into: &list.commands, inputs: rootPaintInputs(at: offset, visibleRect: visibleRect), projects: &projects,
                  resolution: TraitResolution.forThisThread)
        list.hasProjections = list.hasProjections || projects
    }

    /// What a tree painted from this view as its root starts from: its bounds at `offset`.
    package func rootPaintInputs(at offset: CGPoint, visibleRect: CGRect) -> PaintInputs {
        PaintInputs(toWindow: CGAffineTransform(translationX: offset.x - presentationBounds.minX, y: offset.y - presentationBounds.minY),
                    visibleRect: visibleRect, parentHasSublayerTransform: false,
                    appearance: superview?.resolvedAppearance ?? TraitAppearance(style: environment.appUserInterfaceStyle, level: .base),
                    isRoot: true)
    }

    func paintTree(into commands: inout [DisplayCommand], inputs: PaintInputs, projects: inout Bool,
                           resolution: TraitResolution) {
        guard let placement = paintPlacement(inputs) else { return }
        let saved = resolution.enter(placement.appearance)
        defer { resolution.leave(saved) }
        let groupStart = commands.count + (placement.projection == nil ? 0 : 1)
        paintBelowSubviews(placement, into: &commands, projects: &projects)
        if let childInputs = placement.childInputs {
            for subview in subviews { subview.paintTree(into: &commands, inputs: childInputs, projects: &projects, resolution: resolution) }
        }
        paintAboveSubviews(placement, into: &commands, projects: &projects, resolution: resolution)
        if placement.closesAlphaGroup { closeGroup(in: &commands, openedAt: groupStart, alpha: placement.alpha) }
        if let projection = placement.projection { commands.append(.endProjection(homography: projection)) }
    }

    /// Where this view paints, from what its superview passes down; nil when it paints nothing
    /// (hidden, transparent, turned away, or childless and off the canvas).
    package func paintPlacement(_ inputs: PaintInputs) -> PaintPlacement? {
        guard !isHidden else { return nil }
        let alpha = presentationAlpha * drawingOpacityFactor
        guard alpha > 0 else { return nil }
        // Dynamic colours resolve in this view's appearance while it paints.
        var appearance = owningViewController?.resolvedAppearance ?? inputs.appearance
        if overrideUserInterfaceStyle != .unspecified { appearance.style = overrideUserInterfaceStyle }
        if interfaceLevelOverride != .unspecified { appearance.level = interfaceLevelOverride }
        var toWindow: CGAffineTransform
        var projection: Homography?
        var visibleRect = inputs.visibleRect
        if inputs.isRoot {
            toWindow = inputs.toWindow
        } else if !inputs.parentHasSublayerTransform && layerGeometry.transform3D == nil && animationState.layerValues?.transform == nil {
            toWindow = presentationTransformToSuperview().concatenating(inputs.toWindow)
        } else {
            switch layerPlacement(parentToWindow: inputs.toWindow) {
            case .affine(let toParent):
                toWindow = toParent.concatenating(inputs.toWindow)
            case let .projective(flat, homography, facesAway):
                if facesAway && !layerGeometry.isDoubleSided { return nil }
                toWindow = flat
                projection = homography
                // The subtree draws flat, where no window clip applies: nothing is culled.
                visibleRect = .infinite
            case .invisible:
                return nil
            }
        }
        let bounds = presentationBounds
        let onScreen = bounds.applying(toWindow)
        // A childless view off the canvas draws nothing; with children it may still (they can
        // overhang), and so may a shape layer, whose path can reach past its bounds.
        if subviews.isEmpty && !onScreen.intersects(visibleRect) && !layer.paintsBeyondBounds { return nil }
        let radius = layer.drawingCorners
        var childInputs: PaintInputs?
        var childClip = PaintPlacement.ChildClip.none
        if !subviews.isEmpty {
            // Rounded or rotated bounds clip to their exact shape; plain ones to a rectangle, cheaply.
            if clipsToBounds { childClip = !radius.isSquare || !toWindow.isAxisAligned ? .shape : .rectangle }
            childInputs = PaintInputs(toWindow: toWindow, visibleRect: clipsToBounds ? visibleRect.intersection(onScreen) : visibleRect,
                                      parentHasSublayerTransform: layerGeometry.sublayerTransform != nil || layerGeometry.isGeometryFlipped, appearance: appearance, isRoot: false)
        }
        // A replicator draws its subviews itself, once a copy, above its own drawing.
        let instanceInputs = layer.drawsSublayerInstances ? childInputs : nil
        if instanceInputs != nil { childInputs = nil }
        return PaintPlacement(toWindow: toWindow, projection: projection, appearance: appearance, alpha: alpha, bounds: bounds,
                              onScreen: onScreen, corners: radius, mask: layer.mask, childClip: childClip, childInputs: childInputs,
                              instanceInputs: instanceInputs)
    }

    /// What the view draws below its subviews: its projection and group opened, shadow, background,
    /// contents and content, and the clip its subviews draw in.
    package func paintBelowSubviews(_ placement: PaintPlacement, into commands: inout [DisplayCommand], projects: inout Bool) {
        let toWindow = placement.toWindow, bounds = placement.bounds, radius = placement.corners
        if placement.projection != nil {
            commands.append(.beginProjection)
            projects = true
        }
        if placement.alpha < 1 || placement.mask != nil { commands.append(.beginGroup(alpha: placement.alpha)) }
        let layer = self.layer
        let animated = animationState.layerValues
        // A transform layer draws nothing of its own, only its sublayers.
        let drawsOwn = layer.drawsOwnAppearance
        let shadowOpacity = animated?.shadowOpacity.map { Float($0) } ?? layer.shadowOpacity
        if drawsOwn, shadowOpacity > 0, let shadow = animated?.color("shadowColor") ?? layer.shadowColor?.rgba, shadow.alpha > 0 {
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
        if drawsOwn, !paintsBackgroundColorInContent, let color = presentationBackgroundColor, color.alpha > 0 {
            commands.append(.fill(rect: bounds, transform: toWindow, color: .init(color), cornerRadius: radius))
        }
        let contentStart = commands.count
        if drawsOwn {
            layer.paintContents(into: &commands, bounds: bounds, toWindow: toWindow)
            layer.paintLayerContent(into: &commands, bounds: bounds, toWindow: toWindow)
        }
        paintDrawnContent(into: &commands, toWindow: toWindow)
        paintContent(into: &commands, toWindow: toWindow)
        if clipsToBounds, commands.count > contentStart, contentMayOverflowBounds {
            // masksToBounds clips the layer's own contents too: an aspect-filled image, a rounded photo.
            let plain = radius.isSquare && toWindow.isAxisAligned
            commands.insert(plain ? .pushClip(placement.onScreen) : .pushShapeClip(rect: bounds, transform: toWindow, cornerRadius: radius),
                            at: contentStart)
            commands.append(plain ? .popClip : .popShapeClip)
        }
        switch placement.childClip {
        case .shape: commands.append(.pushShapeClip(rect: bounds, transform: toWindow, cornerRadius: radius))
        case .rectangle: commands.append(.pushClip(placement.onScreen))
        case .none: break
        }
    }

    /// What the view draws above its subviews: the clip closed, foreground, border, and its mask
    /// (which closes its group). An alpha group without a mask, and a projection, stay open.
    package func paintAboveSubviews(_ placement: PaintPlacement, into commands: inout [DisplayCommand], projects: inout Bool,
                            resolution: TraitResolution) {
        if let instanceInputs = placement.instanceInputs, let replicator = layer as? CAReplicatorLayer {
            paintSublayerInstances(of: replicator, inputs: instanceInputs, bounds: placement.bounds, into: &commands,
                                   projects: &projects, resolution: resolution)
        }
        switch placement.childClip {
        case .shape: commands.append(.popShapeClip)
        case .rectangle: commands.append(.popClip)
        case .none: break
        }
        let toWindow = placement.toWindow
        paintForeground(into: &commands, toWindow: toWindow)
        let borderWidth = animationState.layerValues?.borderWidth ?? layer.borderWidth
        if layer.drawsOwnAppearance, borderWidth > 0, let border = animationState.layerValues?.color("borderColor") ?? layer.borderColor?.rgba, border.alpha > 0 {
            commands.append(.stroke(rect: placement.bounds, transform: toWindow, color: .init(border),
                                    width: borderWidth, cornerRadius: placement.corners))
        }
        if let mask = placement.mask {
            // The mask is drawn in this layer's coordinates, as a sublayer would be; only its alpha counts.
            commands.append(.beginMask)
            mask.view.paintTree(into: &commands, inputs: PaintInputs(toWindow: toWindow, visibleRect: .infinite,
                                                                     parentHasSublayerTransform: layerGeometry.sublayerTransform != nil || layerGeometry.isGeometryFlipped,
                                                                     appearance: placement.appearance, isRoot: false),
                                projects: &projects, resolution: resolution)
            commands.append(.endMask)
            commands.append(.endGroup)
        }
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
    /// The window's display list as the next frame would draw it (for tests and tools).
    package var currentDisplayList: DisplayList {
        var list = DisplayList()
        paintScreen(into: &list, visibleRect: bounds)
        return list
    }

    /// What the screen shows over this window: the window, then the shown windows stacked above it
    /// (a higher `windowLevel`, or the same level shown later), each at its place on the screen.
    /// Windows below this one are behind it.
    package func paintScreen(into list: inout DisplayList, visibleRect: CGRect) {
        paintDisplayList(into: &list, visibleRect: visibleRect)
        for (window, offset) in windowsAboveOnScreen {
            window.appendDisplayList(into: &list, at: offset, visibleRect: visibleRect)
        }
    }

    /// The shown windows stacked above this one, each with its offset from this window.
    package var windowsAboveOnScreen: [(window: UIWindow, offset: CGPoint)] {
        if isOnlyWindow { return [] }
        let stack = screenStack
        guard let index = stack.firstIndex(where: { $0 === self }), index + 1 < stack.count else { return [] }
        return stack[(index + 1)...].map { window in
            (window, CGPoint(x: window.frame.minX - frame.minX, y: window.frame.minY - frame.minY))
        }
    }
}
