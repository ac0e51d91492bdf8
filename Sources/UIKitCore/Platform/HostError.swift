/// A failure of the platform under the host (a display, a file, a font) with a message that says
/// what to do.
package struct HostError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
