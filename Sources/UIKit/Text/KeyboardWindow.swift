/// The window the software keyboard is drawn in, above every app window, as iOS draws the keyboard
/// in a window of its own: the light keyboard's grey, with rows of white key caps. Taps on it do not
/// reach the app (typing comes from the computer's keyboard).
@preconcurrency @MainActor
final class KeyboardWindow: UIWindow {
    private static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The light keyboard's background, as the Simulator draws it.
        backgroundColor = UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
        for row in KeyboardWindow.rows {
            for letter in row {
                let key = UILabel()
                key.text = String(letter)
                key.textAlignment = .center
                key.backgroundColor = .white
                key.layer.cornerRadius = 5
                key.clipsToBounds = true
                addSubview(key)
            }
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// The keyboard moves to the new screen's bottom, at the height of the new orientation.
    override func screenDidChange() { environment[SoftwareKeyboard.self].screenDidChange(previousFrame: frame) }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Ten keys across, rows 54 points apart from an 8-point top, as on an iPhone in portrait.
        let width = bounds.width / 10
        var index = 0
        for (rowIndex, row) in KeyboardWindow.rows.enumerated() {
            let inset = (bounds.width - width * CGFloat(row.count)) / 2
            for column in 0..<row.count {
                subviews[index].frame = CGRect(x: inset + CGFloat(column) * width + 3, y: 8 + CGFloat(rowIndex) * 54,
                                               width: width - 6, height: 42)
                index += 1
            }
        }
    }
}
