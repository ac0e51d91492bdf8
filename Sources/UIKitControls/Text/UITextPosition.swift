import Foundation

/// A place in a text input's document, as UIKit's `UITextPosition`: an object only the input that
/// made it can read (ask it for offsets and ranges).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text, for the lab's own text inputs (a search
    /// field's tokens are before it, at negative offsets).
    @_spi(UIKitLayers) public let utf16Offset: Int

    public override init() { utf16Offset = 0 }

    @_spi(UIKitLayers) public init(utf16Offset: Int) { self.utf16Offset = utf16Offset }
}
