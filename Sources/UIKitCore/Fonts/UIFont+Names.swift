// Fonts by name, as UIKit finds them: the system's face and the fonts the app registered.
extension UIFont {
    /// The font named `fontName` (a PostScript name such as "Lato-Bold", a full name, or a family
    /// name) at `fontSize`; nil when no installed or registered font has that name, as in UIKit.
    /// Callable from any thread (a static property's initialiser), as in the SDK.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = MainActorBridge.sync({ HostEnvironment.current[RegisteredFonts.self].face(named: fontName) }) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The families of the fonts there are: the system's and the registered ones, sorted.
    public class var familyNames: [String] {
        MainActorBridge.sync { Array(Set(HostEnvironment.current[RegisteredFonts.self].faces.map(\.familyName))).sorted() }
    }

    /// The PostScript names of `familyName`'s fonts.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        MainActorBridge.sync {
            HostEnvironment.current[RegisteredFonts.self].faces.filter { $0.familyName == familyName }.map(\.postScriptName)
        }
    }
}
