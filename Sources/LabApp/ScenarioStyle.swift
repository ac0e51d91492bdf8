import UIKit

/// The look the lab's screens share: a titled screen with a column of buttons, and cards for the
/// presented controllers. Laid out with Auto Layout, so they follow window resizes.
@MainActor
enum ScenarioStyle {
    static let accent = UIColor.systemBlue

    /// A screen in the system background with a title and a subtitle at the top; `scrolls` makes it a scroll view
    /// (its owner sets the content size), for a column of buttons taller than small windows.
    static func screen(title: String, subtitle: String, scrolls: Bool = false) -> UIView {
        let view = headed(title: (title, scaled(.boldSystemFont(ofSize: 26), as: .title1), .label),
                          detail: (subtitle, scaled(.systemFont(ofSize: 15), as: .subheadline), .secondaryLabel),
                          color: .systemBackground, top: 56, spacing: 6, in: scrolls ? UIScrollView(frame: UIScreen.main.bounds) : nil)
        view.tag = ScenarioStyle.screenTag
        return view
    }

    static let screenTag = 4_000

    /// A rounded, filled button added to the screen's column of buttons (made on first use).
    @discardableResult
    static func button(_ title: String, in screen: UIView) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = accent
        button.layer.cornerRadius = 12
        button.translatesAutoresizingMaskIntoConstraints = false
        // Titles grow with the text size up to where one line still fits a phone and the 50-point button.
        if let font = button.titleLabel?.font {
            button.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font, maximumPointSize: 28)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
        }
        let previous = screen.subviews.last { $0 is UIButton }
        screen.addSubview(button)
        var constraints = [
            button.leadingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            button.trailingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            button.heightAnchor.constraint(equalToConstant: 50),
        ]
        if let previous {
            constraints.append(button.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 12))
        } else {
            // 150 points down, or further when larger text pushes the description below that.
            let fixed = button.topAnchor.constraint(equalTo: contentTop(of: screen), constant: 150)
            fixed.priority = .defaultLow
            constraints += [fixed, button.topAnchor.constraint(greaterThanOrEqualTo: contentTop(of: screen), constant: 150)]
            if let detail = screen.subviews.compactMap({ $0 as? UILabel }).last {
                constraints.append(button.topAnchor.constraint(greaterThanOrEqualTo: detail.bottomAnchor))
            }
        }
        NSLayoutConstraint.activate(constraints)
        return button
    }

    /// A coloured card with a title and a line of text, for presented controllers.
    static func card(title: String, body: String, color: UIColor) -> UIView {
        headed(title: (title, .boldSystemFont(ofSize: 24), .white), detail: (body, .systemFont(ofSize: 16), .white),
               color: color, top: 24, spacing: 8)
    }

    /// A view of `color` with a title and a wrapping line of text under it, 20 points inside the
    /// safe area (clear of the status bar, the Dynamic Island's side in landscape and the corners).
    private static func headed(title: (String, UIFont, UIColor), detail: (String, UIFont, UIColor), color: UIColor,
                               top: CGFloat, spacing: CGFloat, in container: UIView? = nil) -> UIView {
        let view = container ?? UIView(frame: UIScreen.main.bounds)
        if let scrollView = view as? UIScrollView {
            // Constraints to a scroll view's edges mean its content: give the content the visible width.
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
        }
        view.backgroundColor = color
        let titleLabel = label(title.0, font: title.1, color: title.2)
        let detailLabel = label(detail.0, font: detail.1, color: detail.2)
        titleLabel.numberOfLines = 0
        detailLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        view.addSubview(detailLabel)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentTop(of: view), constant: top),
            titleLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: spacing),
            detailLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            detailLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
        ])
        return view
    }

    /// Where a screen's content starts: a scroll view's content (its inset already clears the
    /// bars), else the top of the safe area.
    private static func contentTop(of view: UIView) -> NSLayoutYAxisAnchor {
        view is UIScrollView ? view.topAnchor : view.safeAreaLayoutGuide.topAnchor
    }

    /// `font` following the user's text size as `style` does.
    static func scaled(_ font: UIFont, as style: UIFont.TextStyle) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }

    static func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }
}
