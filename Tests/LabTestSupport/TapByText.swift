import Testing
import UIKitTesting
import UIKitHosting

/// The labels of the accessibility elements on the host's window, as a UI test's queries name them.
@MainActor
public func shownLabels(in host: HeadlessHost) -> [String] {
    AccessibilityTree.elements(in: host.window).map(\.label)
}

/// Taps the one element showing `text`, as `tap "TEXT"` in a script does, and lets the host
/// settle; records the tree's explanation when none or several show it.
@MainActor
public func tap(_ text: String, in host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation) {
    switch AccessibilityTree.tapPoint(for: text, in: host.window) {
    case .success(let point): host.tap(at: point)
    case .failure(let error): Issue.record("\(error)", sourceLocation: sourceLocation)
    }
    host.settle()
}
