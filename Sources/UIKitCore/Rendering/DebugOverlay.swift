/// The F1 overlay: outlines of each presentation's container, dimming (and other added) views and
/// presented view, labelled with their on-screen frames; the frame-clock time, the status bar's
/// owner and any stuck-transition report. Labels never overlap each other or leave the window: each
/// goes to the first free place at or below where it wants to be, and a window too small for that
/// lists them all in a panel down its left side.
@preconcurrency @MainActor
package enum DebugOverlay {
    static let containerColor = DisplayCommand.Color(red: 1, green: 0.8, blue: 0, alpha: 1)
    static let presentedColor = DisplayCommand.Color(red: 0.2, green: 0.9, blue: 0.2, alpha: 1)
    static let otherColor = DisplayCommand.Color(red: 1, green: 0.2, blue: 0.8, alpha: 1)
    static let stuckColor = DisplayCommand.Color(red: 1, green: 0.35, blue: 0.3, alpha: 1)
    static let backing = DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 0.7)
    static let font = DisplayCommand.FontSpec(measuringFont)
    static let measuringFont = UIFont.systemFont(ofSize: 11)
    /// An average character's width, for breaking long messages into lines.
    static let characterWidth: CGFloat = 7
    static let lineHeight: CGFloat = 17
    /// Below this size labels go in the side panel instead of beside what they name.
    static let smallWindow = CGSize(width: 320, height: 240)

    struct Label {
        var text: String
        var preferred: CGPoint
        var color: DisplayCommand.Color
    }

    /// The overlay's commands; `hostLines` are the host's own figures (the window's hitch count),
    /// shown under the frame clock.
    package static func commands(for window: UIWindow, hostLines: [String] = []) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        var labels: [Label] = []
        let bounds = window.bounds
        let time = String(format: "t = %.3f s", window.environment.animationEngine.now)
        labels.append(Label(text: time, preferred: CGPoint(x: bounds.width - width(of: time) - 4, y: 4), color: containerColor))
        for line in hostLines {
            labels.append(Label(text: line, preferred: CGPoint(x: bounds.width - width(of: line) - 4, y: 4), color: containerColor))
        }
        let statusBar = window.statusBarAppearance
        let owner = statusBar.styleController.map { " (\(type(of: $0)))" } ?? ""
        let status = "status bar: \(statusBar.isHidden ? "hidden" : "\(statusBar.style)")\(owner)"
        labels.append(Label(text: status, preferred: CGPoint(x: bounds.width - width(of: status) - 4, y: 4), color: containerColor))
        if let stuck = window.environment.transitionScheduler.stuckReport {
            for line in wrapped(stuck, width: bounds.width - 16) {
                labels.append(Label(text: line, preferred: CGPoint(x: 8, y: 44), color: stuckColor))
            }
        }
        for case let container as UITransitionView in window.subviews {
            let presented = container.presentationController?.presentedView
            outline(container, name: "container", color: containerColor, labels: &labels, into: &commands)
            for view in container.subviews {
                let isPresented = view === presented
                let name = isPresented ? "presented"
                    : (view.backgroundColor.map { $0.alpha < 1 } == true ? "dimming" : String(describing: type(of: view)))
                outline(view, name: name, color: isPresented ? presentedColor : otherColor, labels: &labels, into: &commands)
            }
        }
        let small = bounds.width < smallWindow.width || bounds.height < smallWindow.height
        for (frame, label) in small ? panel(labels, in: bounds) : placed(labels, in: bounds) {
            commands.append(.fill(rect: frame, transform: .identity, color: backing, cornerRadius: 3))
            commands.append(.text(label.text, font: font, origin: CGPoint(x: frame.minX + 3, y: frame.minY + 1),
                                  transform: .identity, color: label.color))
        }
        return commands
    }

    private static func outline(_ view: UIView, name: String, color: DisplayCommand.Color, labels: inout [Label],
                                into commands: inout [DisplayCommand]) {
        var frame = view.presentationFrame
        if let superview = view.superview { frame = frame.applying(superview.presentationTransformToWindow()) }
        commands.append(.stroke(rect: frame, transform: .identity, color: color, width: 2, cornerRadius: 0))
        let text = String(format: "%@ (%.0f, %.0f, %.0f, %.0f)", name, Double(frame.minX), Double(frame.minY),
                          Double(frame.width), Double(frame.height))
        labels.append(Label(text: text, preferred: CGPoint(x: frame.minX + 4, y: frame.minY + 4), color: color))
    }

    /// The width of a label's backing: the text as the renderer measures it, and a margin.
    static func width(of text: String) -> CGFloat { ceil(TextEngine.shared.width(of: text, font: measuringFont)) + 6 }

    /// `text` cut to fit `width` points, with an ellipsis where it was cut.
    static func fitted(_ text: String, width: CGFloat) -> String {
        guard self.width(of: text) > width else { return text }
        var cut = text
        while !cut.isEmpty && self.width(of: cut + "…") > width { cut.removeLast() }
        return cut.isEmpty ? "" : cut + "…"
    }

    /// Each label at the first place at or below its preferred point (then anywhere, top down)
    /// where it overlaps no label placed before it, moved left as needed to stay in the window.
    private static func placed(_ labels: [Label], in bounds: CGRect) -> [(CGRect, Label)] {
        var result: [(CGRect, Label)] = []
        for var label in labels {
            label.text = fitted(label.text, width: bounds.width - 8)
            let size = CGSize(width: width(of: label.text), height: lineHeight - 1)
            let x = Swift.min(Swift.max(4, label.preferred.x - 3), bounds.width - size.width - 4)
            let start = Swift.min(Swift.max(4, label.preferred.y - 1), bounds.height - size.height - 4)
            let candidates = stride(from: start, through: bounds.height - size.height, by: lineHeight).map { $0 }
                + stride(from: 4, to: start, by: lineHeight).map { $0 }
            let free = candidates.lazy.map { CGRect(origin: CGPoint(x: x, y: $0), size: size) }
                .first { frame in !result.contains { $0.0.intersects(frame) } }
            if let free { result.append((free, label)) }  // no room left anywhere: the label is dropped
        }
        return result
    }

    /// Every label in a column down the left side, cut to the window's width; when they do not all
    /// fit, the last line says how many are left out.
    private static func panel(_ labels: [Label], in bounds: CGRect) -> [(CGRect, Label)] {
        let rows = Int(bounds.height / lineHeight)
        guard rows > 0, bounds.width >= width(of: "") + characterWidth else { return [] }
        var shown = labels
        if shown.count > rows {
            shown = Array(labels.prefix(rows - 1))
            shown.append(Label(text: "+\(labels.count - rows + 1) more", preferred: .zero, color: containerColor))
        }
        return shown.enumerated().map { index, label in
            var label = label
            label.text = fitted(label.text, width: bounds.width)
            let frame = CGRect(x: 0, y: CGFloat(index) * lineHeight, width: width(of: label.text), height: lineHeight - 1)
            return (frame, label)
        }
    }

    /// A long message broken into lines that fit `width` points.
    private static func wrapped(_ text: String, width: CGFloat) -> [String] {
        let perLine = Swift.max(10, Int((width - 6) / characterWidth))
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > perLine {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
