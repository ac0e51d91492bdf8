import Foundation
@_spi(UIKitLayers) import UIKitCore

/// Selecting text by touch, as iOS's text interaction does: a touch on a selection handle drags
/// that end at once; a drag across a field being edited selects from where it began (a mostly
/// vertical one is left to the scroll view around it); a press held half a second moves the caret
/// with the finger in editable text (a field too), or selects the word and extends from it in read-only text.
/// While the finger moves the caret or a handle, a loupe above it magnifies the text there; when
/// the finger lifts, the loupe goes and the edit menu shows. Taps are left to the text's own tap handling.
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
    private var loupe: TextLoupeView?
    /// Whether a drag across a field began the selecting, rather than a press held long enough.
    private var beganByDragging = false

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
            beganByDragging = true
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
            // A long press begins by time: the caret or word goes under the finger then. A press
            // held in a field, before it moved, moves the caret as in a text view.
            guard state == .began, let text else { return }
            if !beganByDragging, case .dragSelection? = grab { grab = .press(anchor: nil) }
            if case .press? = grab { follow(to: location(in: text), in: text) }
        }
    }

    override func reset() {
        super.reset()
        grab = nil
        beganByDragging = false
        loupe?.removeFromSuperview()
        loupe = nil
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
        // The caret and the handles show in a loupe; a drag across a field shows its selection as it is.
        switch grab {
        case .handle?, .press?:
            let shown = loupe ?? TextLoupeView()
            loupe = shown
            shown.show(text, around: text.caretRect(atOffset: offset))
        case .dragSelection?, nil:
            break
        }
    }
}
