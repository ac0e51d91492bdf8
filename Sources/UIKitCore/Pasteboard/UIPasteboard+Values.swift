import Foundation

// The typed values of a pasteboard: strings, URLs, images and colours, each the value of its type
// in the first item (the singular properties) or in every item (the plural ones). Setting one
// replaces the items; setting nil empties the pasteboard.
extension UIPasteboard {
    /// The type identifiers the typed properties read and write, as UIKit's.
    enum ValueType {
        static let plainText = "public.utf8-plain-text"
        static let text = ["public.utf8-plain-text", "public.plain-text", "public.text"]
        static let url = "public.url"
        static let image = "public.png"
        static let images = ["public.png", "public.jpeg", "public.image"]
        static let color = "com.apple.uikit.color"
    }

    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    public var strings: [String]? {
        get { nonEmpty(contents.items.compactMap { item in ValueType.text.lazy.compactMap { Self.string(from: item[$0]) }.first }) }
        set { setItems((newValue ?? []).compactMap(Self.item(holding:))) }
    }

    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    public var urls: [URL]? {
        get { nonEmpty(contents.items.compactMap { Self.url(from: $0[ValueType.url]) }) }
        set { setItems((newValue ?? []).compactMap(Self.item(holding:))) }
    }

    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    public var images: [UIImage]? {
        get { nonEmpty(contents.items.compactMap { item in ValueType.images.lazy.compactMap { item[$0] as? UIImage }.first }) }
        set { setItems((newValue ?? []).compactMap(Self.item(holding:))) }
    }

    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    public var colors: [UIColor]? {
        get { nonEmpty(contents.items.compactMap { $0[ValueType.color] as? UIColor }) }
        set { setItems((newValue ?? []).compactMap(Self.item(holding:))) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var hasColors: Bool { colors != nil }

    /// The pasteboard item holding one typed value (a string, a URL with its text, an image or a
    /// colour), as the typed properties write it; nil for any other value.
    package static func item(holding value: Any) -> [String: Any]? {
        switch value {
        case let string as String: return [ValueType.plainText: string]
        case let url as URL: return [ValueType.url: url, ValueType.plainText: url.absoluteString]
        case let image as UIImage: return [ValueType.image: image]
        case let color as UIColor: return [ValueType.color: color]
        default: return nil
        }
    }

    private func nonEmpty<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }

    private static func string(from value: Any?) -> String? {
        switch value {
        case let string as String: return string
        case let data as Data: return String(data: data, encoding: .utf8)
        default: return nil
        }
    }

    private static func url(from value: Any?) -> URL? {
        switch value {
        case let url as URL: return url
        case let string as String: return URL(string: string)
        default: return nil
        }
    }
}
