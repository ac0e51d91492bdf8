/// The tick of a selection changing (a picker wheel, a snapping slider), as UIKit's generator.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    override var kind: FeedbackEvent.Generator { .selection }

    open func selectionChanged() { record(.selectionChanged) }

    open func selectionChanged(at location: CGPoint) { record(.selectionChanged) }
}
