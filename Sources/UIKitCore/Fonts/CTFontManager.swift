import Foundation

// Registering fonts the app brings, as Core Text does: from a file's URL, or from a `CGFont` made
// from the file's data. Registered fonts are the registering world's (a host's, or the default
// app's), where iOS's `.process` scope would be the whole process: hosts in one process stay apart.

/// Core Foundation's names for Foundation's types, which Swift on Linux uses directly.
public typealias CFURL = URL
public typealias CFData = Data
public typealias CFError = NSError

/// How widely a registration applies; every scope registers for the registering app here.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Bytes for a font, as Core Graphics' `CGDataProvider`.
public final class CGDataProvider: @unchecked Sendable {
    let data: Data
    public init?(data: CFData) { self.data = data }
    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.data = data
    }
}

/// A font made from data, as Core Graphics' `CGFont`, ready to register.
public final class CGFont: @unchecked Sendable {
    let data: Data
    public init?(_ provider: CGDataProvider) {
        // TrueType and OpenType files start with 0x00010000, "true", "OTTO" or a collection's "ttcf".
        guard provider.data.count > 12 else { return nil }
        let tag = provider.data.prefix(4)
        guard [Data([0, 1, 0, 0]), Data("true".utf8), Data("OTTO".utf8), Data("ttcf".utf8)].contains(tag) else { return nil }
        data = provider.data
    }
}

@MainActor
private func report(_ result: Result<UIFont.Face, FontRegistrationError>, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    switch result {
    case .success: return true
    case let .failure(failure):
        error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: failure.code,
                                                        userInfo: [NSLocalizedDescriptionKey: failure.description]))
        return false
    }
}

/// Registers the font file at `fontURL`, so `UIFont(name:size:)` finds it by its PostScript name.
@preconcurrency @MainActor @discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard fontURL.isFileURL, FileManager.default.fileExists(atPath: fontURL.path) else {
        return report(.failure(.fileNotFound(fontURL.path)), error)
    }
    return report(HostEnvironment.current[RegisteredFonts.self].register(path: fontURL.standardizedFileURL.path), error)
}

/// Registers a font made from data (`CGFont(CGDataProvider(data:)!)`).
@preconcurrency @MainActor @discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    // SDL_ttf opens files: the data goes to a file of its own, named by its content.
    let name = "presentation-lab-font-\(font.data.hashValue & 0x7fffffff)-\(font.data.count).ttf"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    if !FileManager.default.fileExists(atPath: path) {
        guard FileManager.default.createFile(atPath: path, contents: font.data) else {
            return report(.failure(.fileNotFound(path)), error)
        }
    }
    return report(HostEnvironment.current[RegisteredFonts.self].register(path: path), error)
}
