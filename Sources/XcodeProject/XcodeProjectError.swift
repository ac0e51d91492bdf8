/// Why a project could not be read: one line that names the path and the fix.
package struct XcodeProjectError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}
