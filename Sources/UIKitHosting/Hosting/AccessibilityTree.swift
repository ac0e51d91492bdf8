import Foundation

/// What a person, VoiceOver or a UI test finds on a window: its accessibility elements, front to
/// back in the view tree, each standing for the views it holds. Hidden, fully transparent and
/// `accessibilityElementsHidden` views are not on screen; beside a view with
/// `accessibilityViewIsModal`, its siblings are not either.
@MainActor
package enum AccessibilityTree {
    package struct Element {
        package let view: UIView
        /// XCUITest's name for its kind: Button, StaticText, Image, Cell, Switch, TextField, Slider,
        /// ProgressIndicator, SegmentedControl, Other.
        package let kind: String
        package let label: String
        package let identifier: String?
        /// In screen coordinates (the window's, offset by the window's origin).
        package let frame: CGRect
        /// What a person reads on it: its label, and each text of a cell's labels.
        package let texts: [String]
    }

    package static func elements(in window: UIWindow) -> [Element] {
        var found: [Element] = []
        collect(window, in: window, into: &found)
        return found
    }

    /// What the app shows a UI test: the key window's elements, then those of a custom keyboard (an
    /// input view, which XCUITest finds in the app as it finds the rest).
    package static func elements(shownBy environment: HostEnvironment, keyWindow: UIWindow) -> [Element] {
        let keyboards = environment.windows.filter { window in
            !window.isHidden && (window as? KeyboardWindow)?.customKeyboard != nil
        }
        return ([keyWindow] + keyboards).flatMap { elements(in: $0) }
    }

    private static func collect(_ view: UIView, in window: UIWindow, into found: inout [Element]) {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return }
        if view.isAccessibilityElement, view !== window {
            let inWindow = view.convert(view.bounds, to: window)
            // Nothing to see: off the window, or of no size (an empty title).
            guard inWindow.intersects(window.bounds), inWindow.width > 0, inWindow.height > 0 else { return }
            let frame = inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            let accessibilityLabel = view.accessibilityLabel ?? ""
            var label = accessibilityLabel, shown = view.shownLabelTexts
            if let field = view as? UITextField {
                // A field reads as its text in a description, and is found by its placeholder (what
                // typing changes is no name to tap it by).
                if label.isEmpty { label = field.text ?? "" }
                shown += [field.placeholder ?? ""]
            }
            if let textView = view as? UITextView, label.isEmpty {
                // A text view reads as its text, and is found by it, as XCUITest's textViews query.
                label = textView.text
                shown += [textView.text]
            }
            var seen = Set<String>()
            let texts = ([accessibilityLabel] + shown).filter { !$0.isEmpty && seen.insert($0).inserted }
            found.append(Element(view: view, kind: kind(of: view), label: label, identifier: view.accessibilityIdentifier,
                                 frame: frame, texts: texts))
            return
        }
        let modal = view.subviews.last { $0.accessibilityViewIsModal && !$0.isHidden }
        for subview in modal.map({ [$0] }) ?? view.subviews { collect(subview, in: window, into: &found) }
    }

    private static func kind(of view: UIView) -> String {
        switch view {
        case is UITableViewCell, is UICollectionViewCell: return "Cell"
        case is UISwitch: return "Switch"
        case is UITextField: return "TextField"
        case is UITextView: return "TextView"
        case is UISlider: return "Slider"
        case is UIProgressView: return "ProgressIndicator"
        case is UIPageControl: return "PageIndicator"
        case is UISegmentedControl: return "SegmentedControl"
        default:
            let traits = view.accessibilityTraits
            if traits.contains(.button) { return "Button" }
            if traits.contains(.staticText) { return "StaticText" }
            if traits.contains(.image) { return "Image" }
            return "Other"
        }
    }

    /// One line an element: kind, label in quotes, identifier, frame in points.
    package static func describe(_ elements: [Element]) -> String {
        elements.map { element in
            let frame = element.frame
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { String(format: "%g", Double($0)) }
            return "\(element.kind) \"\(element.label)\" identifier: \(element.identifier ?? "-") frame: (\(numbers.joined(separator: ", ")))"
        }.joined(separator: "\n") + "\n"
    }

    /// Where a person taps to reach the one element showing `text` (its label, a button's title, a
    /// label's or a cell's text) that a finger at its centre reaches; an error naming what there is
    /// when none or several do.
    package static func tapPoint(for text: String, in window: UIWindow) -> Result<CGPoint, TapTargetError> {
        tapPoint(for: text, among: elements(in: window))
    }

    package static func tapPoint(for text: String, among all: [Element]) -> Result<CGPoint, TapTargetError> {
        let reachable = all.filter { $0.texts.contains(text) }.compactMap { element -> (Element, CGPoint)? in
            guard let window = element.view.window else { return nil }
            let visible = element.frame.intersection(window.frame)
            let centre = CGPoint(x: visible.midX, y: visible.midY)
            // The finger reaches the element, or the control it is part of when the element
            // takes no touches itself (a stepper's Increment button).
            guard let hit = window.hitTest(CGPoint(x: centre.x - window.frame.minX, y: centre.y - window.frame.minY), with: nil),
                  hit.isDescendant(of: element.view) || (!element.view.isUserInteractionEnabled && element.view.isDescendant(of: hit))
            else { return nil }
            return (element, centre)
        }
        if reachable.count == 1 { return .success(reachable[0].1) }
        if reachable.isEmpty {
            let shown = all.flatMap(\.texts).filter { !$0.isEmpty }
            return .failure(TapTargetError("no element showing \"\(text)\" can be tapped; on screen: " +
                (shown.isEmpty ? "nothing with text" : shown.prefix(20).map { "\"\($0)\"" }.joined(separator: ", "))))
        }
        let names = reachable.map { "\($0.0.kind) at (\(Int($0.1.x)), \(Int($0.1.y)))" }
        return .failure(TapTargetError("\(reachable.count) elements show \"\(text)\": \(names.joined(separator: ", ")); name one by tap X Y"))
    }
}

package struct TapTargetError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
