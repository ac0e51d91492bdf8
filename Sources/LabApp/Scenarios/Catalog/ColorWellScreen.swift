import UIKit

/// A tag's colour chosen as Reminders chooses a list's: a card showing the tag in its colour, and
/// a colour well beside "Colour" that opens the system colour picker; each colour picked there
/// recolours the card at once.
final class ColorWellScreen: UIViewController {
    let card = UIView()
    private let tagLabel = UILabel()
    private let colourLabel = UILabel()
    let well = UIColorWell()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Color well"
        view.backgroundColor = .systemGroupedBackground
        card.layer.cornerRadius = 16
        tagLabel.text = "Groceries"
        tagLabel.font = .systemFont(ofSize: 28, weight: .bold)
        tagLabel.textColor = .white
        tagLabel.textAlignment = .center
        card.addSubview(tagLabel)
        colourLabel.text = "Colour"
        colourLabel.font = .preferredFont(forTextStyle: .body)
        well.title = "Tag Colour"
        well.supportsAlpha = false
        well.selectedColor = .systemOrange
        well.addAction(UIAction { [weak self] _ in self?.showColour() }, for: .valueChanged)
        for subview in [card, colourLabel, well] as [UIView] { view.addSubview(subview) }
        showColour()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 24, dy: 24)
        card.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 140)
        tagLabel.frame = card.bounds
        let size = well.intrinsicContentSize
        well.frame = CGRect(x: area.maxX - size.width, y: card.frame.maxY + 24, width: size.width, height: size.height)
        colourLabel.frame = CGRect(x: area.minX, y: well.frame.midY - 12, width: area.width - size.width - 8, height: 24)
    }

    private func showColour() {
        card.backgroundColor = well.selectedColor ?? .systemGray
    }
}
