import Foundation
@_spi(UIKitLayers) import UIKitCore

/// Selecting text by touch, as iOS's text interaction does: a touch on a selection handle drags
/// that end at once; a drag across a field being edited selects from where it began (a mostly
/// vertical one is left to the scroll view around it); a press held half a second moves the caret
/// with the finger in editable text, or selects the word and extends from it in read-only text.
/// When the finger lifts, the edit menu shows. Taps are left to the text's own tap handling.
@MainActor
final class TextSelectionRecognizer: UILongPressGestureRecognizer {
    enum Grab {
        case handle(TextEditing.SelectionEnd)
        case dragSelection(anchor: Int)
        case press(anchor: Int?)
    }

    /// How far a drag across a field goes before it selects.
    static let dragThreshold: CGFloat = 8

    private weak var text: (UIView & EditActionTarget)?
    private var grab: Grab?
    private var downPoint: CGPoint = .zero

    init(text: UIView & EditActionTarget) {
        self.text = text
        super.init(target: nil, action: nil)
        cancelsTouchesInView = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let text, touches.count == 1 else { state = .failed; return }
        downPoint = location(in: text)
        grab = decide(at: downPoint, in: text)
        switch grab {
        case nil: state = .failed
        // A handle is taken at once, even by a touch that follows a tap closely.
        case .handle?: state = .began
        // Otherwise a second tap is the text's double tap, not a press.
        case .dragSelection?, .press?: super.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let text else { return }
        let point = location(in: text)
        if state == .possible, case .dragSelection? = grab {
            let dx = point.x - downPoint.x, dy = point.y - downPoint.y
            guard hypot(dx, dy) >= TextSelectionRecognizer.dragThreshold else { return }
            state = abs(dx) >= abs(dy) ? .began : .failed
            if state == .began { follow(to: point, in: text) }
            return
        }
        super.touchesMoved(touches, with: event)
        if state == .changed { follow(to: point, in: text) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasSelecting = state == .began || state == .changed
        super.touchesEnded(touches, with: event)
        if wasSelecting, let text { text.presentTextEditMenu() }
    }

    override var state: UIGestureRecognizer.State {
        didSet {
            // A long press begins by time: the caret or word goes under the finger then.
            if state == .began, case .press? = grab, let text { follow(to: location(in: text), in: text) }
        }
    }

    override func reset() {
        super.reset()
        grab = nil
    }

    /// What a touch at `point` takes: a handle of the shown selection, a drag across a field
    /// being edited, or a press in editable text being edited or in read-only text.
    private func decide(at point: CGPoint, in text: UIView & EditActionTarget) -> Grab? {
        if text.isSelectionShown, text.selection.length > 0,
           let end = TextEditing.handle(at: point, start: text.caretRect(atOffset: text.selection.location),
                                        end: text.caretRect(atOffset: NSMaxRange(text.selection))) {
            return .handle(end)
        }
        if text.isEditableForEditActions {
            guard text.isFirstResponder else { return nil }
            return text.dragSelects ? .dragSelection(anchor: text.offset(nearest: point)) : .press(anchor: nil)
        }
        return text.isSelectionShown || text.selectsReadOnlyText ? .press(anchor: nil) : nil
    }

    /// Moves what the touch holds to `point`.
    private func follow(to point: CGPoint, in text: UIView & EditActionTarget) {
        text.dismissTextEditMenu()
        let offset = text.offset(nearest: point)
        let start = text.selection.location, end = NSMaxRange(text.selection)
        switch grab {
        case .handle(.start)?:
            // A handle stops a character short of the other, as iOS keeps one selected.
            text.select(NSRange(location: Swift.min(offset, end - 1), length: end - Swift.min(offset, end - 1)))
        case .handle(.end)?:
            let newEnd = Swift.max(offset, start + 1)
            text.select(NSRange(location: start, length: newEnd - start))
        case .dragSelection(let anchor)?:
            text.select(NSRange(location: Swift.min(anchor, offset), length: abs(offset - anchor)))
        case .press(let anchor)?:
            if text.isEditableForEditActions {
                text.select(NSRange(location: offset, length: 0))
            } else if let anchor {
                text.select(NSRange(location: Swift.min(anchor, offset), length: abs(offset - anchor)))
            } else {
                // Read-only text: the word under the finger, then the selection grows from its start.
                text.selectWord(at: offset)
                grab = .press(anchor: text.selection.location)
            }
        case nil:
            break
        }
    }
}
