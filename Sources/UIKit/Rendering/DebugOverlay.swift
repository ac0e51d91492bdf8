/// The F1 overlay: outlines of each presentation's container, dimming (and other added) views and
/// presented view, labelled with their on-screen frames, and the frame-clock time.
@MainActor
package enum DebugOverlay {
    static let containerColor = DisplayCommand.Color(red: 1, green: 0.8, blue: 0, alpha: 1)
    static let presentedColor = DisplayCommand.Color(red: 0.2, green: 0.9, blue: 0.2, alpha: 1)
    static let otherColor = DisplayCommand.Color(red: 1, green: 0.2, blue: 0.8, alpha: 1)
    static let font = DisplayCommand.FontSpec(name: "DejaVuSans", pointSize: 11)

    package static func commands(for window: UIWindow) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        var labelPositions: [CGPoint] = []
        for case let container as UITransitionView in window.subviews {
            let presented = container.presentationController?.presentedView
            outline(container, name: "container", color: containerColor, labels: &labelPositions, into: &commands)
            for view in container.subviews {
                let isPresented = view === presented
                outline(view, name: isPresented ? "presented" : (view.backgroundColor.map { $0.alpha < 1 } == true ? "dimming" : String(describing: type(of: view))),
                        color: isPresented ? presentedColor : otherColor, labels: &labelPositions, into: &commands)
            }
        }
        let time = String(format: "t = %.3f s", UIApplication.shared.frameTime)
        label(time, at: CGPoint(x: window.bounds.width - 110, y: 4), color: containerColor, into: &commands)
        let statusBar = window.statusBarAppearance
        let owner = statusBar.styleController.map { " (\(type(of: $0)))" } ?? ""
        let line = "status bar: \(statusBar.isHidden ? "hidden" : "\(statusBar.style)")\(owner)"
        label(line, at: CGPoint(x: window.bounds.width - CGFloat(line.count) * 7 - 10, y: 22), color: containerColor, into: &commands)
        if let stuck = UIApplication.shared.transitionScheduler.stuckReport {
            wrappedLabel(stuck, width: window.bounds.width - 16, top: 44, color: stuckColor, into: &commands)
        }
        return commands
    }

    private static func outline(_ view: UIView, name: String, color: DisplayCommand.Color, labels: inout [CGPoint],
                                into commands: inout [DisplayCommand]) {
        var frame = view.presentationFrame
        if let superview = view.superview { frame = frame.applying(superview.presentationTransformToWindow()) }
        commands.append(.stroke(rect: frame, transform: .identity, color: color, width: 2, cornerRadius: 0))
        let text = String(format: "%@ (%.0f, %.0f, %.0f, %.0f)", name, Double(frame.minX), Double(frame.minY),
                          Double(frame.width), Double(frame.height))
        // Views that share an origin (a container and its dimming view) get their labels stacked.
        var position = CGPoint(x: frame.minX + 4, y: frame.minY + 4)
        while labels.contains(where: { abs($0.x - position.x) < 1 && abs($0.y - position.y) < 16 }) { position.y += 18 }
        labels.append(position)
        label(text, at: position, color: color, into: &commands)
    }

    static let stuckColor = DisplayCommand.Color(red: 1, green: 0.35, blue: 0.3, alpha: 1)

    /// A long message broken into lines that fit `width` (about 7 points a character), from `top` down.
    private static func wrappedLabel(_ text: String, width: CGFloat, top: CGFloat, color: DisplayCommand.Color,
                                     into commands: inout [DisplayCommand]) {
        let perLine = Swift.max(10, Int(width / 7) - 1)
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > perLine {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        for (index, line) in lines.enumerated() {
            label(line, at: CGPoint(x: 8, y: top + CGFloat(index) * 17), color: color, into: &commands)
        }
    }

    private static func label(_ text: String, at point: CGPoint, color: DisplayCommand.Color, into commands: inout [DisplayCommand]) {
        let width = CGFloat(text.count) * 7 + 6
        commands.append(.fill(rect: CGRect(x: point.x - 3, y: point.y - 1, width: width, height: 16), transform: .identity,
                              color: DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 0.7), cornerRadius: 3))
        commands.append(.text(text, font: font, origin: point, transform: .identity, color: color))
    }
}
