/// The name of an Objective-C method, as the SDK's `Selector` (`Selector("handleTap:")`). Linux has
/// no Objective-C runtime to find a method by its name, so the lab's target-action API takes the
/// method itself (porting rule); this type exists so that declarations spelled with `Selector?`
/// (`UIGestureRecognizer(target: nil, action: nil)`) compile as on iOS.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
