import Testing
import UIKit
import UIKitTesting

/// Xcode's literals, as UIKit's overlay gives them their types: `#colorLiteral` is a `UIColor`,
/// `#imageLiteral` a `UIImage` named so.
@MainActor
@Suite struct LiteralTests {
    @Test func aColourLiteralIsAnSRGBColour() {
        let accent = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        let typed: UIColor = accent
        #expect(typed.rgba == RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    }

    @Test func anImageLiteralIsTheImageOfThatNameAndAMissingOneDrawsNothing() {
        let icon = #imageLiteral(resourceName: "lab-icon")
        let named = UIImage(named: "lab-icon")
        #expect(named != nil && icon.size == named?.size && icon.size.width > 1)
        let missing: UIImage = #imageLiteral(resourceName: "NoSuchImage")
        #expect(missing.size == CGSize(width: 1, height: 1) && missing.rgbaPixels.rgba[3] == 0)
    }
}
