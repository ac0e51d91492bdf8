/// The window the software keyboard is drawn in, above every app window, as iOS draws the keyboard
/// in a window of its own: the light keyboard's grey with white key caps, or in Dark Mode (and for
/// a `.dark` keyboard appearance) the dark keyboard's charcoal with grey key caps. Taps on the key
/// caps do not reach the app (typing comes from the computer's keyboard); a custom keyboard (an
/// input view) takes their place and its own controls take taps.
@preconcurrency @MainActor
package final class KeyboardWindow: UIWindow {
    private static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    private var keyCaps: [UIView] = []

    /// The input view shown in place of the key caps, at the top of the window.
    package var customKeyboard: UIView? {
        didSet {
            guard customKeyboard !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let customKeyboard { addSubview(customKeyboard) }
            for key in keyCaps { key.isHidden = customKeyboard != nil || !showsKeys }
            setNeedsLayout()
        }
    }

    /// The editing responder's accessory view, across the top, above the keys.
    package var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// Whether keys show under the accessory: not with the system keyboard off and no input view,
    /// when the accessory stands alone (and the window is clear around it).
    var showsKeys = true {
        didSet {
            guard showsKeys != oldValue else { return }
            for key in keyCaps { key.isHidden = !showsKeys || customKeyboard != nil }
            backgroundColor = showsKeys ? KeyboardWindow.background : .clear
        }
    }

    /// The look asked for: `.default` follows the system appearance.
    var keyboardAppearance: UIKeyboardAppearance = .default {
        didSet {
            switch keyboardAppearance {
            case .default: overrideUserInterfaceStyle = .unspecified
            case .dark: overrideUserInterfaceStyle = .dark
            case .light: overrideUserInterfaceStyle = .light
            }
        }
    }

    // The keyboard's colours, as the Simulator draws them light and dark.
    private static let background = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 43 / 255, green: 43 / 255, blue: 43 / 255, alpha: 1)
            : UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
    }
    private static let keyCap = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 107 / 255, green: 107 / 255, blue: 107 / 255, alpha: 1) : .white
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = KeyboardWindow.background
        for row in KeyboardWindow.rows {
            for letter in row {
                let key = UILabel()
                key.text = String(letter)
                key.textAlignment = .center
                key.textColor = .label
                key.backgroundColor = KeyboardWindow.keyCap
                key.layer.cornerRadius = 5
                key.clipsToBounds = true
                addSubview(key)
                keyCaps.append(key)
            }
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// An input view's height across `width`: its frame's, or what Auto Layout fits it to.
    static func height(of inputView: UIView, width: CGFloat) -> CGFloat {
        inputView.frame.height > 0 ? inputView.frame.height
            : inputView.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
    }

    /// The keyboard moves to the new screen's bottom, at the height of the new orientation.
    override func screenDidChange() { environment[SoftwareKeyboard.self].screenDidChange(previousFrame: frame) }

    package override func layoutSubviews() {
        super.layoutSubviews()
        // The accessory across the top; under it ten keys across, rows 54 points apart from an
        // 8-point top, as on an iPhone in portrait, or the input view.
        var top: CGFloat = 0
        if let accessoryView {
            top = KeyboardWindow.height(of: accessoryView, width: bounds.width)
            accessoryView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        }
        if let customKeyboard {
            customKeyboard.frame = CGRect(x: 0, y: top, width: bounds.width, height: KeyboardWindow.height(of: customKeyboard, width: bounds.width))
        }
        let width = bounds.width / 10
        var index = 0
        for (rowIndex, row) in KeyboardWindow.rows.enumerated() {
            let inset = (bounds.width - width * CGFloat(row.count)) / 2
            for column in 0..<row.count {
                keyCaps[index].frame = CGRect(x: inset + CGFloat(column) * width + 3, y: top + 8 + CGFloat(rowIndex) * 54,
                                               width: width - 6, height: 42)
                index += 1
            }
        }
    }
}
