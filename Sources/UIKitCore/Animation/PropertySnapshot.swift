/// Property values of animated views at one moment, to make them the model values later
/// (a property animator stopped mid-way, or finished at its start).
@preconcurrency @MainActor
struct PropertySnapshot {
    let entries: [(view: WeakView, property: AnimatedProperty, value: AnimationVector)]

    /// Sets each value as the model value, without animation.
    func apply() {
        UIView.performWithoutAnimation {
            for entry in entries { entry.view.value?.setModelValue(entry.property, entry.value) }
        }
    }
}

extension AnimationGroup {
    /// What the screen shows now for each of the group's properties.
    @MainActor func currentValues(at now: TimeInterval) -> PropertySnapshot {
        PropertySnapshot(entries: members.compactMap { member in
            guard let view = member.view.value,
                  let animation = view.animationState.running[member.property]?.first(where: { $0.group === self }) else { return nil }
            return (member.view, member.property, view.modelVector(member.property) + animation.offset(atTime: now))
        })
    }

    /// The values the group's animations started from.
    @MainActor var startValues: PropertySnapshot {
        PropertySnapshot(entries: members.compactMap { member in
            guard let animation = member.view.value?.animationState.running[member.property]?.first(where: { $0.group === self }) else {
                return nil
            }
            return (member.view, member.property, animation.segments[0].from)
        })
    }
}

extension UIView {
    func modelVector(_ property: AnimatedProperty) -> AnimationVector {
        switch property {
        case .center: return AnimationVector(center)
        case .bounds: return AnimationVector(bounds)
        case .alpha: return AnimationVector(alpha)
        case .backgroundColor: return AnimationVector(backgroundColor?.rgba ?? .clear)
        case .transform: return AnimationVector(transform)
        case .cornerRadius: return AnimationVector(layer.cornerRadius)
        case .effectIntensity: return AnimationVector((self as? UIVisualEffectView)?.effectIntensity ?? 0)
        }
    }

    func setModelValue(_ property: AnimatedProperty, _ value: AnimationVector) {
        switch property {
        case .center: center = value.point
        case .bounds: bounds = value.rect
        case .alpha: alpha = value.scalar
        case .backgroundColor: backgroundColor = UIColor(value.color)
        case .transform: transform = value.transform
        case .cornerRadius: layer.cornerRadius = value.scalar
        case .effectIntensity: (self as? UIVisualEffectView)?.effectIntensity = value.scalar
        }
    }
}
