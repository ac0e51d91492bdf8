/// One Swift file after the porting rule: its new text, the edits made, what could not be ported,
/// and the classes Interface Builder may connect.
package struct PortedFile: Sendable {
    package var text: String
    package var edits: [PortingEdit]
    package var problems: [PortingProblem]
    /// Classes (and class extensions) with outlets or action methods, in the file's order.
    package var connectableClasses: [ConnectableClass]
}
