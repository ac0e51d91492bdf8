import UIKit

/// Core Animation's layers as a flash-card app uses them: a card whose title is a `CATextLayer`,
/// turned to the next card by a push `CATransition` from the right, under a replica of the deck
/// drawn by a `CAShapeLayer`.
final class LayersScreen: UIViewController {
    static let cards: [(title: String, colour: UIColor)] = [
        ("Bonjour", .systemTeal), ("Hola", .systemOrange), ("Ciao", .systemIndigo), ("Hallo", .systemPink),
    ]

    let card = UIView()
    let titleLayer = CATextLayer()
    private let deckOutline = CAShapeLayer()
    private(set) var index = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Layers"
        view.backgroundColor = .systemGroupedBackground
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        titleLayer.fontSize = 34
        titleLayer.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        titleLayer.alignmentMode = .center
        titleLayer.contentsScale = UIScreen.main.scale
        card.layer.addSublayer(titleLayer)
        deckOutline.fillColor = nil
        deckOutline.strokeColor = UIColor.separator.cgColor
        deckOutline.lineWidth = 2
        deckOutline.lineDashPattern = [6, 4]
        view.layer.addSublayer(deckOutline)
        view.addSubview(card)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: LayersScreen.next)
        show(LayersScreen.cards[index])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 24, dy: 24)
        card.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Swift.min(220, frame.height))
        titleLayer.frame = CGRect(x: 0, y: (card.bounds.height - 42) / 2, width: card.bounds.width, height: 42)
        deckOutline.path = UIBezierPath(roundedRect: card.frame.offsetBy(dx: 8, dy: 8), cornerRadius: 16).cgPath
    }

    private func show(_ entry: (title: String, colour: UIColor)) {
        card.backgroundColor = entry.colour
        titleLayer.string = entry.title
        titleLayer.foregroundColor = UIColor.white.cgColor
    }

    func next() {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.35
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.layer.add(transition, forKey: kCATransition)
        index = (index + 1) % LayersScreen.cards.count
        show(LayersScreen.cards[index])
    }
}
