import Foundation

// A colour set's `color` value: components as Xcode writes them (floating point "0.500", 8-bit
// "127", hexadecimal "0x7F") in sRGB, extended sRGB, Display P3 or grey, converted to the sRGB the
// renderer draws in.
extension AssetCatalog {
    static func rgba(_ color: [String: Any]) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return CGFloat(number) }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if text.contains(".") { return Double(text).map { CGFloat($0) } }
            return Int(text).map { CGFloat($0) / 255 }
        }
        let alpha = value("alpha") ?? 1
        switch color["color-space"] as? String ?? "srgb" {
        case "srgb", "extended-srgb":
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
            return RGBA(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
        case "display-p3":
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
            return RGBA(displayP3Red: red, green: green, blue: blue, alpha: clamp(alpha))
        case "gray-gamma-22", "extended-gray":
            guard let white = value("white") else { return nil }
            return RGBA(red: clamp(white), green: clamp(white), blue: clamp(white), alpha: clamp(alpha))
        default:
            return nil
        }
    }

    private static func clamp(_ value: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, value)) }
}
