/// What a window shows, as a flat list of draw commands in window points: views paint into it, and
/// both the SDL window and the headless host's snapshots draw it with the same renderer.
///
/// It is `Equatable` and prints readably, so tests can assert on what would be drawn.
public struct DisplayList: Equatable, CustomStringConvertible, Sendable {
    public package(set) var commands: [DisplayCommand] = []
    /// Whether a layer in it is drawn in perspective (partial redraws then redraw everything).
    package var hasProjections = false

    public init() {}

    public var description: String {
        commands.map(\.description).joined(separator: "\n")
    }
}
