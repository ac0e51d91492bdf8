extension UIFont {
    /// A face held by reference and compared by value.
    final class FaceReference: Hashable, Sendable {
        let face: Face

        init(_ face: Face) { self.face = face }

        static func == (lhs: FaceReference, rhs: FaceReference) -> Bool { lhs === rhs || lhs.face == rhs.face }
        func hash(into hasher: inout Hasher) { hasher.combine(face) }
    }
}
