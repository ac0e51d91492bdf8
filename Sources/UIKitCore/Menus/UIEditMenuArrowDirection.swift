/// Which way the edit menu's arrow points at its target, as UIKit's `UIEditMenuArrowDirection`:
/// `.down` puts the menu above the target, `.up` below it; `.automatic` above when there is room.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0, up = 1, down = 2, left = 3, right = 4
}
