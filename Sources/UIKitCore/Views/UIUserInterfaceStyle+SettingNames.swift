/// The appearances by the names the lab's `--appearance` flag and `PRESENTATION_LAB_APPEARANCE`
/// variable take, as Settings names them.
extension UIUserInterfaceStyle {
    /// Light or Dark, in any letter case; nil for another name.
    package init?(settingName: String) {
        switch settingName.lowercased() {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}
