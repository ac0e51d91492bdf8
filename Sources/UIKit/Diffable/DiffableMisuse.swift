/// Stops a misused snapshot or diffable data source with UIKit's exception text. Snapshots are
/// values used off the main actor too, so this does not go through the host's diagnostics.
enum DiffableMisuse {
    static func fail(_ reason: String) -> Never {
        fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'")
    }
}
