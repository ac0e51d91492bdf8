import Foundation
import UIKit

/// Text pictures of hierarchies, in the shape of UIKit's debugging descriptions
/// (`recursiveDescription`, `_printHierarchy`) without the addresses, which change every run.
@MainActor
enum ViewDescription {
    /// Each view on a line, its subviews below it indented by "   | ".
    static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        visit(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func visit(_ view: UIView, depth: Int, into lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + describe(view))
        for subview in view.subviews { visit(subview, depth: depth + 1, into: &lines) }
    }

    /// `<UILabel; frame = (20 20; 100 21); text = 'Hello'; userInteractionEnabled = NO; layer = <CALayer>>`
    static func describe(_ view: UIView) -> String {
        var parts = ["frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"]
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha < 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isOpaque && view.backgroundColor != nil && type(of: view) == UIView.self { parts.append("opaque = NO") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if let mask = autoresizing(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if let label = view as? UILabel { parts.append("text = '\(label.text ?? "")'") }
        if let button = view as? UIButton, let title = button.title(for: .normal) { parts.append("title = '\(title)'") }
        if let field = view as? UITextField { parts.append("text = '\(field.text ?? "")'") }
        if let tag = Optional(view.tag), tag != 0 { parts.append("tag = \(tag)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { parts.append("accessibilityIdentifier = '\(identifier)'") }
        parts.append("layer = <\(type(of: view.layer))>")
        return "<\(type(of: view)); " + parts.joined(separator: "; ") + ">"
    }

    /// Each controller with its appearance state and view; children and what it presents below it.
    static func controllers(_ controller: UIViewController) -> String {
        var lines: [String] = []
        visit(controller, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func visit(_ controller: UIViewController, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        let state: String
        if controller.isViewLoaded, controller.view.window != nil { state = "appeared" } else { state = "disappeared" }
        let view = controller.viewIfLoaded.map { "<\(type(of: $0))>" } ?? "(view not loaded)"
        lines.append(indent + "<\(type(of: controller))>, state: \(state), view: \(view)")
        for child in controller.children { visit(child, depth: depth + 1, into: &lines) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            lines.append(indent + "   + presented:")
            visit(presented, depth: depth + 1, into: &lines)
        }
    }

    private static func autoresizing(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                         (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        let present = names.filter { mask.contains($0.0) }.map(\.1)
        return present.isEmpty ? nil : present.joined(separator: "+")
    }

    /// 20, 20.5, 0.333333: whole numbers without a point, others as `%g` does.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
