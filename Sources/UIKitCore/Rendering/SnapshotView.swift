/// A still copy of what a view drew at one moment, used by cross-dissolve transitions: it replays
/// the view's display list, so it looks exactly as the view did.
/// A resizable snapshot shows `region` of the view: resized, its middle stretches and the cap
/// insets keep their size (a nine-slice, replayed from the commands, so it stays sharp).
@preconcurrency @MainActor
final class SnapshotView: UIView {
    private let commands: [DisplayCommand]
    /// The part of the view shown, in the view's bounds coordinates, and the insets that do not stretch.
    private let region: CGRect
    private let capInsets: UIEdgeInsets

    required init?(coder: NSCoder) { return nil }

    init(of view: UIView, region: CGRect? = nil, capInsets: UIEdgeInsets = .zero) {
        // The view as its own root: the commands come out in its bounds coordinates (origin at 0).
        commands = view.makeDisplayList(visibleRect: .infinite).commands
        let shown = region ?? CGRect(origin: .zero, size: view.bounds.size)
        self.region = shown
        self.capInsets = capInsets
        super.init(frame: region == nil ? view.frame : CGRect(origin: .zero, size: shown.size))
        isUserInteractionEnabled = false
        clipsToBounds = region != nil
    }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let size = presentationBounds.size
        if size == region.size || (region.size.width <= 0 || region.size.height <= 0) {
            let shift = CGAffineTransform(translationX: -region.minX, y: -region.minY).concatenating(toWindow)
            for command in self.commands { commands.append(command.transformed(by: shift)) }
            return
        }
        // Nine slices: each source slice of the region drawn into its place at the new size.
        let xs = DisplayCommand.cuts(region.minX, region.width, capInsets.left, capInsets.right)
        let ys = DisplayCommand.cuts(region.minY, region.height, capInsets.top, capInsets.bottom)
        let dxs = DisplayCommand.cuts(0, size.width, capInsets.left, capInsets.right)
        let dys = DisplayCommand.cuts(0, size.height, capInsets.top, capInsets.bottom)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let target = CGRect(x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column], height: dys[row + 1] - dys[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let map = CGAffineTransform(translationX: -source.minX, y: -source.minY)
                    .concatenating(CGAffineTransform(scaleX: target.width / source.width, y: target.height / source.height))
                    .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
                    .concatenating(toWindow)
                commands.append(.pushClip(target.applying(toWindow)))
                for command in self.commands { commands.append(command.transformed(by: map)) }
                commands.append(.popClip)
            }
        }
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
        case let .fillPath(polygons, own, color, evenOdd):
            return .fillPath(polygons: polygons, transform: own.concatenating(transform), color: color, evenOdd: evenOdd)
        case let .linearGradient(rect, own, stops, start, end):
            return .linearGradient(rect: rect, transform: own.concatenating(transform), stops: stops, start: start, end: end)
        case let .radialGradient(geometry, own, stops):
            return .radialGradient(geometry, transform: own.concatenating(transform), stops: stops)
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
