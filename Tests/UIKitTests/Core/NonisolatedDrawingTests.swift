import Foundation
import Testing
import UIKit

// Drawing code as libraries write it: plain functions and static properties, on no actor. Apple's
// SDK leaves colours, fonts, images, paths and the UIGraphics functions unisolated ("This function
// may be called from any thread of your app", its page for UIGraphicsGetCurrentContext()), so this
// file compiling in the Swift 6 language mode is half of the test; drawing the same image on and
// off the main thread is the other.

/// A theme in static properties, as a presenter library keeps one.
enum DrawingTheme {
    static let titleFont = UIFont(name: "DejaVuSans-Bold", size: 17)
    static let bodyFont = UIFont.systemFont(ofSize: 12)
    static let caption = UIFont.preferredFont(forTextStyle: .caption1)
    static let accent = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    static let tick = UIImage(systemName: "checkmark")
    static let configuration = UIImage.SymbolConfiguration(pointSize: 20)
    /// A paragraph style is Sendable in the SDK, so a static one compiles in Swift 6.
    static let centred: NSParagraphStyle = {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        return style
    }()
}

/// A card drawn with an image renderer, its context, paths, colours, text and an image.
nonisolated func drawCard(size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    return renderer.image { context in
        DrawingTheme.accent.setFill()
        UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 8).fill()
        UIColor.white.setStroke()
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: 6, y: 20))
        tick.addLine(to: CGPoint(x: 12, y: 26))
        tick.addLine(to: CGPoint(x: 24, y: 10))
        tick.lineWidth = 3
        tick.stroke()
        UIColor.systemRed.set()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: size.width - 10, y: 0, width: 10, height: 10))
        context.stroke(CGRect(x: 1, y: 1, width: 20, height: 20))
        "Card".draw(at: CGPoint(x: 30, y: 8), withAttributes: [.font: DrawingTheme.titleFont ?? DrawingTheme.bodyFont,
                                                              .foregroundColor: UIColor.white])
        _ = ("Card" as NSString).size(withAttributes: [.font: DrawingTheme.bodyFont])
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)
        "Ready".draw(in: CGRect(x: 24, y: 30, width: size.width - 24, height: 20),
                     withAttributes: [.font: DrawingTheme.bodyFont, .paragraphStyle: DrawingTheme.centred, .shadow: shadow])
        DrawingTheme.tick?.withConfiguration(DrawingTheme.configuration).draw(in: CGRect(x: 4, y: 30, width: 16, height: 16))
    }
}

/// The same with the image context functions that came before renderers.
nonisolated func drawBadge() -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
    defer { UIGraphicsEndImageContext() }
    UIColor.systemGreen.set()
    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
    UIGraphicsPushContext(UIGraphicsGetCurrentContext()!)
    UIColor.black.setFill()
    UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
    UIGraphicsPopContext()
    return UIGraphicsGetImageFromCurrentImageContext()
}

@Suite struct NonisolatedDrawingTests {
    @Test func aCardDrawnOffTheMainThreadIsTheCardDrawnOnIt() async throws {
        let size = CGSize(width: 80, height: 50)
        let onMain = await MainActor.run { drawCard(size: size).pngData() }
        let offMain = await Task.detached { drawCard(size: size).pngData() }.value
        let both = try #require(onMain.flatMap { main in offMain.map { (main, $0) } })
        #expect(both.0 == both.1)
        let image = try #require(UIImage(data: both.1, scale: 2))
        #expect(image.size == size)
    }

    @Test func imageContextsAreTheCallingThreadsOwn() async throws {
        // Two threads drawing at once each keep their own current context.
        async let first = Task.detached { drawBadge()?.pngData() }.value
        async let second = Task.detached { drawBadge()?.pngData() }.value
        let (a, b) = await (first, second)
        let badge = try #require(a.flatMap(UIImage.init(data:)))
        #expect(a == b)
        #expect(badge.size == CGSize(width: 20, height: 20))
        #expect(UIGraphicsGetCurrentContext() == nil, "nothing is left current on this thread")
    }

    @Test func fontsAndSymbolsByNameFromAnyThread() async {
        let names = await Task.detached { (UIFont(name: "DejaVuSans-Bold", size: 17)?.fontName, UIFont.familyNames.contains("DejaVu Sans")) }.value
        #expect(names.0 == "DejaVuSans-Bold" && names.1)
        let symbol = await Task.detached { UIImage(systemName: "star")?.isSymbolImage }.value
        #expect(symbol == true)
    }
}
