import Foundation

// The handles at a selection's ends, as iOS draws them: a bar the height of the line in the tint
// colour at each end, with a round knob above the start and below the end, which a finger drags.
extension TextEditing {
    static let handleKnobDiameter: CGFloat = 10
    /// How far from a handle's bar a touch still takes the handle.
    static let handleReach: CGFloat = 16

    static func paintSelectionHandles(start: CGRect, end: CGRect, color: UIColor, into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let rgba = DisplayCommand.Color(color.rgba)
        let diameter = handleKnobDiameter
        for (caret, knobAbove) in [(start, true), (end, false)] {
            let bar = CGRect(x: caret.midX - 1, y: caret.minY, width: 2, height: caret.height)
            commands.append(.fill(rect: bar, transform: toWindow, color: rgba, cornerRadius: 0))
            let knob = CGRect(x: caret.midX - diameter / 2, y: knobAbove ? caret.minY - diameter + 1 : caret.maxY - 1,
                              width: diameter, height: diameter)
            commands.append(.fill(rect: knob, transform: toWindow, color: rgba, cornerRadius: .init(radius: diameter / 2)))
        }
    }

    /// Which handle a touch at `point` takes, if any: the region around each end's bar and knob.
    static func handle(at point: CGPoint, start: CGRect, end: CGRect) -> SelectionEnd? {
        let reach = handleReach
        let startRegion = CGRect(x: start.midX - reach, y: start.minY - handleKnobDiameter - 4, width: 2 * reach, height: start.height + handleKnobDiameter + 4)
        let endRegion = CGRect(x: end.midX - reach, y: end.minY, width: 2 * reach, height: end.height + handleKnobDiameter + 4)
        let inStart = startRegion.contains(point), inEnd = endRegion.contains(point)
        if inStart && inEnd { return abs(point.x - start.midX) <= abs(point.x - end.midX) ? .start : .end }
        return inStart ? .start : inEnd ? .end : nil
    }

    enum SelectionEnd { case start, end }
}
