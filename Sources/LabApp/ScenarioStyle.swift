import UIKit

/// The look the lab's screens share: a titled screen with a column of buttons, and cards for the
/// presented controllers. Laid out with Auto Layout, so they follow window resizes.
@MainActor
enum ScenarioStyle {
    static let accent = UIColor.systemBlue

    /// A white screen with a title and a subtitle at the top.
    static func screen(title: String, subtitle: String) -> UIView {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        let titleLabel = label(title, font: .boldSystemFont(ofSize: 26), color: .label)
        let subtitleLabel = label(subtitle, font: .systemFont(ofSize: 15), color: .secondaryLabel)
        subtitleLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        view.addSubview(subtitleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 56),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 6),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
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
        let previous = screen.subviews.last { $0 is UIButton }
        screen.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            button.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -20),
            button.heightAnchor.constraint(equalToConstant: 50),
            previous.map { button.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 12) }
                ?? button.topAnchor.constraint(equalTo: screen.topAnchor, constant: 150),
        ])
        return button
    }

    /// A coloured card with a title and a line of text, for presented controllers.
    static func card(title: String, body: String, color: UIColor) -> UIView {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
        let titleLabel = label(title, font: .boldSystemFont(ofSize: 24), color: .white)
        let bodyLabel = label(body, font: .systemFont(ofSize: 16), color: .white)
        bodyLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        view.addSubview(bodyLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            bodyLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            bodyLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        return view
    }

    static func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }
}
