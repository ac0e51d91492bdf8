#if canImport(Glibc)
import Glibc
#endif

/// Where UIKit would print a console warning, this port prints the same text to standard error.
enum Diagnostics {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension CGFloat {
    /// Linear interpolation between `a` and `b`.
    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }
}
