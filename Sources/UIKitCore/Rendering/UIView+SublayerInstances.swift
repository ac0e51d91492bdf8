// A replicator layer's copies of its subviews (CAReplicatorLayer): each copy is the whole subtree
// painted again, placed, delayed and coloured as that copy is.
extension UIView {
    func paintSublayerInstances(of replicator: CAReplicatorLayer, inputs: PaintInputs, bounds: CGRect,
                                into commands: inout [DisplayCommand], projects: inout Bool, resolution: TraitResolution) {
        guard replicator.instanceCount > 0 else { return }
        let now = environment.animationEngine.now
        var copy: [DisplayCommand] = []
        let step = replicator.instanceStep(bounds: bounds)
        var placement = CGAffineTransform.identity
        for index in 0..<replicator.instanceCount {
            defer { placement = placement.concatenating(step) }
            let color = replicator.color(ofInstance: index)
            guard color.alpha > 0 else { continue }
            var placed = inputs
            placed.toWindow = placement.concatenating(inputs.toWindow)
            let delay = replicator.instanceDelay * Double(index)
            let shown = delay == 0 ? [] : showSubviewAnimations(at: now - delay)
            copy.removeAll(keepingCapacity: true)
            for subview in subviews { subview.paintTree(into: &copy, inputs: placed, projects: &projects, resolution: resolution) }
            for (view, values) in shown { view.animationState.layerValues = values }
            if color.alpha < 1 { commands.append(.beginGroup(alpha: color.alpha)) }
            if color.red < 1 || color.green < 1 || color.blue < 1 {
                let multiplier = DisplayCommand.Color(red: color.red, green: color.green, blue: color.blue, alpha: 1)
                for command in copy { commands.append(command.multiplyingColors(by: multiplier)) }
            } else {
                commands.append(contentsOf: copy)
            }
            if color.alpha < 1 { commands.append(.endGroup) }
        }
    }

    /// Shows, in this view's subtree, the Core Animation values of `time`; returns what each view
    /// showed before, to put back.
    private func showSubviewAnimations(at time: CFTimeInterval) -> [(UIView, LayerAnimationValues?)] {
        var shown: [(UIView, LayerAnimationValues?)] = []
        func visit(_ view: UIView) {
            if let runner = view.animationState.layerRunner {
                shown.append((view, view.animationState.layerValues))
                view.animationState.layerValues = runner.values(at: time)
            }
            for subview in view.subviews { visit(subview) }
        }
        for subview in subviews { visit(subview) }
        return shown
    }
}
