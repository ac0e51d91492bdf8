/// A view's key-value observers and the announcements held back while it changes several
/// properties at once (UIView+KeyValueObserving.swift).
struct ViewObservationState {
    var observations: [WeakObservation] = []
    var announcementDepth = 0
    /// The announced properties set inside `announcing(_:)`, told to observers at its end.
    var setsHeldBack = ObservedPropertySet()
}
