/// UIKit's NSInternalInconsistencyException reason for a batch whose counts do not add up.
struct UpdateInconsistency: Error {
    let reason: String
}
