import Foundation

/// The font files one world's app registered (`CTFontManagerRegisterFontsForURL`,
/// `CTFontManagerRegisterGraphicsFont`), by PostScript name, with the system's face.
@MainActor
final class RegisteredFonts: EnvironmentState {
    private(set) var faces: [UIFont.Face] = [.regular, .bold]

    init(environment: HostEnvironment) {}

    /// Registers the font file at `path`; false (with UIKit's reason) when it is not a font or its
    /// name is taken.
    func register(path: String) -> Result<UIFont.Face, FontRegistrationError> {
        guard let data = FileManager.default.contents(atPath: path), let names = FontNameTable(data: data) else {
            return .failure(.invalidFontData(path))
        }
        if faces.contains(where: { $0.postScriptName == names.postScriptName }) { return .failure(.alreadyRegistered(names.postScriptName)) }
        let face = UIFont.Face(rawValue: path, postScriptName: names.postScriptName, familyName: names.familyName,
                               fullName: names.fullName, metrics: FaceMetrics(fontData: data) ?? .dejaVuSans)
        faces.append(face)
        return .success(face)
    }

    /// The face a name means: a PostScript name ("Lato-Bold"), a full name ("Lato Bold"), or a
    /// family's name (its regular face, or its first). A font iOS installs that the app did not
    /// register gets a stand-in of its weight, named once.
    func face(named name: String) -> UIFont.Face? {
        if let exact = faces.first(where: { $0.postScriptName == name || $0.fullName == name }) { return exact }
        let family = faces.filter { $0.familyName == name }
        if let face = family.first(where: { $0.postScriptName.hasSuffix("-Regular") || !$0.postScriptName.contains("-") }) ?? family.first {
            return face
        }
        guard let iOSFamily = IOSFontFamilies.family(ofFontNamed: name) else { return nil }
        let standIn: UIFont.Face = IOSFontFamilies.isBold(name) ? .bold : .regular
        Diagnostics.warnOnce("font.iOS.\(name)", "the font '\(name)' is one iOS installs (\(iOSFamily)); the lab does not have its file, so \(standIn.postScriptName) stands in. Add the font file to the app and register it (UIAppFonts) to draw it as on the device.")
        return standIn
    }
}

/// Why a font did not register, in Core Text's terms.
enum FontRegistrationError: Error, CustomStringConvertible {
    case invalidFontData(String)
    case alreadyRegistered(String)
    case fileNotFound(String)

    var description: String {
        switch self {
        case let .invalidFontData(path): return "The file \(path) could not be read as a font (kCTFontManagerErrorInvalidFontData)."
        case let .alreadyRegistered(name): return "A font named \(name) is already registered (kCTFontManagerErrorAlreadyRegistered)."
        case let .fileNotFound(path): return "There is no font file at \(path) (kCTFontManagerErrorFileNotFound)."
        }
    }

    /// Core Text's error codes.
    var code: Int {
        switch self {
        case .fileNotFound: return 101
        case .alreadyRegistered: return 105
        case .invalidFontData: return 104
        }
    }
}
