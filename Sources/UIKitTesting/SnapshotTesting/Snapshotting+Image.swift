import Foundation
import UIKit

extension Diffing where Value == UIImage {
    /// Images compared pixel by pixel.
    public static var image: Diffing { .image() }

    /// Images that match when at least `precision` of their pixels (1: all) match, a pixel matching
    /// when its colour is within `perceptualPrecision` of the reference's (1: exactly; 0.98: a
    /// CIE Lab difference of at most 2, about what an eye cannot tell apart). A mismatch attaches
    /// the reference, the new image and a difference image (differing pixels red over a dimmed copy).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 1
        return Diffing(
            toData: { image in MainActor.assumeIsolated { image.pngData() ?? Data() } },
            fromData: { data in
                MainActor.assumeIsolated {
                    UIImage(data: data, scale: imageScale) ?? UIImage(rgbaPixels: [0, 0, 0, 0], width: 1, height: 1, scale: 1)!
                }
            },
            diff: { reference, new in
                MainActor.assumeIsolated {
                    ImageComparison.compare(reference, new, precision: precision, perceptualPrecision: perceptualPrecision)
                }
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// The image itself, compared pixel by pixel.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// The comparison behind `Diffing.image`.
@MainActor
enum ImageComparison {
    static func compare(_ reference: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> (String, [XCTAttachment])? {
        let old = reference.rgbaPixels, current = new.rgbaPixels
        let oldSnapshot = Snapshot(width: old.width, height: old.height, rgba: old.rgba)
        let newSnapshot = Snapshot(width: current.width, height: current.height, rgba: current.rgba)
        func attachments() -> [XCTAttachment] {
            var reference = XCTAttachment(data: oldSnapshot.pngData(), uniformTypeIdentifier: "public.png")
            reference.name = "reference"
            var failure = XCTAttachment(data: newSnapshot.pngData(), uniformTypeIdentifier: "public.png")
            failure.name = "failure"
            var difference = XCTAttachment(data: newSnapshot.difference(from: oldSnapshot).image.pngData(), uniformTypeIdentifier: "public.png")
            difference.name = "difference"
            return [reference, failure, difference]
        }
        guard old.width == current.width, old.height == current.height else {
            return ("Newly-taken snapshot@\(current.width)×\(current.height) pixels does not match reference@\(old.width)×\(old.height) pixels.",
                    attachments())
        }
        if old.rgba == current.rgba { return nil }
        let pixels = old.width * old.height
        // The largest colour difference a pixel may have and still match.
        let tolerance = Double(1 - perceptualPrecision) * 100
        var differing = 0
        for pixel in 0..<pixels {
            let offset = pixel * 4
            if old.rgba[offset..<offset + 4] == current.rgba[offset..<offset + 4] { continue }
            if tolerance > 0, LabColor.deltaE(old.rgba, current.rgba, at: offset) <= tolerance { continue }
            differing += 1
        }
        let matching = Double(pixels - differing) / Double(max(1, pixels))
        // Float precisions such as 0.99 are a hair above the decimal: compare with a margin.
        if differing == 0 || matching + 1e-6 >= Double(precision) { return nil }
        var message = "Newly-taken snapshot does not match reference: \(differing) of \(pixels) pixels differ"
        if precision < 1 {
            message += String(format: "; %.4f of the pixels match, below the required precision %.4f", matching, Double(precision))
        }
        if perceptualPrecision < 1 {
            message += String(format: " (a pixel matches within a colour difference of %.1f)", tolerance)
        }
        return (message + ".", attachments())
    }
}

/// CIE 1976 colour difference of two sRGB pixels (alpha compared as a fourth channel).
enum LabColor {
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at offset: Int) -> Double {
        let first = lab(a[offset], a[offset + 1], a[offset + 2]), second = lab(b[offset], b[offset + 1], b[offset + 2])
        let alpha = (Double(a[offset + 3]) - Double(b[offset + 3])) / 255 * 100
        let dl = first.l - second.l, da = first.a - second.a, db = first.b - second.b
        return (dl * dl + da * da + db * db + alpha * alpha).squareRoot()
    }

    private static func lab(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (l: Double, a: Double, b: Double) {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        // sRGB to XYZ (D65), relative to the white point.
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
