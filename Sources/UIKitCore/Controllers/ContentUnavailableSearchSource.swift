/// What a navigation item's search controller (a layer above) hands a controller's
/// content-unavailable state: the search's text, and a call when it changes.
@MainActor
package protocol ContentUnavailableSearchSource: AnyObject {
    var contentUnavailableSearchText: String? { get }
}
