/// A still copy of what a view drew at one moment, used by cross-dissolve transitions: it replays
/// the view's display list, so it looks exactly as the view did.
@preconcurrency @MainActor
final class SnapshotView: UIView {
    private let commands: [DisplayCommand]

    required init?(coder: NSCoder) { return nil }

    init(of view: UIView) {
        // The view as its own root: the commands come out in its bounds coordinates.
        commands = view.makeDisplayList(visibleRect: .infinite).commands
        super.init(frame: view.frame)
        isUserInteractionEnabled = false
    }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        for command in self.commands { commands.append(command.transformed(by: toWindow)) }
    }
}

extension DisplayCommand {
    /// The command with `transform` appended to its own (for replaying a list elsewhere).
    func transformed(by transform: CGAffineTransform) -> DisplayCommand {
        switch self {
        case let .fill(rect, own, color, radius):
            return .fill(rect: rect, transform: own.concatenating(transform), color: color, cornerRadius: radius)
        case let .stroke(rect, own, color, width, radius):
            return .stroke(rect: rect, transform: own.concatenating(transform), color: color, width: width, cornerRadius: radius)
        case let .shadow(rect, own, color, radius, blur):
            return .shadow(rect: rect, transform: own.concatenating(transform), color: color, cornerRadius: radius, blur: blur)
        case let .backdropBlur(rect, own, radius, corners, alpha):
            return .backdropBlur(rect: rect, transform: own.concatenating(transform), radius: radius, cornerRadius: corners, alpha: alpha)
        case let .text(string, font, origin, own, color):
            return .text(string, font: font, origin: origin, transform: own.concatenating(transform), color: color)
        case let .image(handle, rect, own, alpha):
            return .image(handle, rect: rect, transform: own.concatenating(transform), alpha: alpha)
        case let .pushClip(rect):
            return .pushClip(rect.applying(transform))
        case let .pushShapeClip(rect, own, corners):
            return .pushShapeClip(rect: rect, transform: own.concatenating(transform), cornerRadius: corners)
        case let .endProjection(h):
            // The flat content moved by `transform` too: undo it, project, then move the result.
            guard let back = Homography(transform).inverted else { return self }
            return .endProjection(homography: back.concatenating(h).concatenating(Homography(transform)))
        default:
            return self
        }
    }
}
