import UIKit

/// Core Animation's layers as a flash-card app uses them: a card whose title is a `CATextLayer`,
/// turned to the next card by a push `CATransition` from the right, under a replica of the deck
/// drawn by a `CAShapeLayer`; a row of dots, one a card seen, copied by a `CAReplicatorLayer`; and
/// "Got it", which throws confetti from a `CAEmitterLayer`.
final class LayersScreen: UIViewController {
    static let cards: [(title: String, colour: UIColor)] = [
        ("Bonjour", .systemTeal), ("Hola", .systemOrange), ("Ciao", .systemIndigo), ("Hallo", .systemPink),
    ]
    static let confettiColours: [UIColor] = [.systemRed, .systemYellow, .systemBlue, .systemGreen]

    let card = UIView()
    let titleLayer = CATextLayer()
    private let deckOutline = CAShapeLayer()
    /// One dot, copied once a card seen.
    let seenDots = CAReplicatorLayer()
    private let dot = CALayer()
    private let seenLabel = UILabel()
    let gotIt = UIButton(type: .system)
    let confetti = CAEmitterLayer()
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
        seenLabel.text = "Seen"
        seenLabel.font = .preferredFont(forTextStyle: .subheadline)
        seenLabel.textColor = .secondaryLabel
        view.addSubview(seenLabel)
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.cornerRadius = 5
        seenDots.addSublayer(dot)
        seenDots.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        seenDots.instanceCount = 1
        view.layer.addSublayer(seenDots)
        gotIt.setTitle("Got it", for: .normal)
        gotIt.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        gotIt.addAction(UIAction { [weak self] _ in self?.celebrate() }, for: .primaryActionTriggered)
        view.addSubview(gotIt)
        confetti.emitterShape = .line
        confetti.renderMode = .oldestLast
        view.layer.addSublayer(confetti)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: LayersScreen.next)
        show(LayersScreen.cards[index])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 24, dy: 24)
        card.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Swift.min(220, frame.height))
        titleLayer.frame = CGRect(x: 0, y: (card.bounds.height - 42) / 2, width: card.bounds.width, height: 42)
        deckOutline.path = UIBezierPath(roundedRect: card.frame.offsetBy(dx: 8, dy: 8), cornerRadius: 16).cgPath
        let rowTop = card.frame.maxY + 32
        let labelSize = seenLabel.intrinsicContentSize
        seenLabel.frame = CGRect(x: frame.minX, y: rowTop, width: labelSize.width, height: labelSize.height)
        seenDots.frame = CGRect(x: seenLabel.frame.maxX + 12, y: seenLabel.frame.midY - 5, width: 16 * CGFloat(LayersScreen.cards.count), height: 10)
        let buttonSize = gotIt.intrinsicContentSize
        gotIt.frame = CGRect(x: frame.midX - buttonSize.width / 2, y: seenLabel.frame.maxY + 24, width: buttonSize.width, height: buttonSize.height)
        confetti.frame = view.bounds
        confetti.emitterPosition = CGPoint(x: card.frame.midX, y: card.frame.maxY)
        confetti.emitterSize = CGSize(width: card.frame.width * 0.6, height: 0)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // A layer's colour is a CGColor, fixed when made: take the tint as this appearance shows it.
        dot.backgroundColor = view.tintColor.resolvedColor(with: traitCollection).cgColor
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
        seenDots.instanceCount = Swift.min(LayersScreen.cards.count, seenDots.instanceCount + 1)
        show(LayersScreen.cards[index])
    }

    /// A quarter-second burst of confetti up from the card's foot, falling back as it turns.
    func celebrate() {
        let piece = Self.confettiPiece()
        confetti.emitterCells = Self.confettiColours.map { colour in
            let cell = CAEmitterCell()
            cell.contents = piece
            cell.color = colour.cgColor
            cell.birthRate = 40
            cell.duration = 0.25
            cell.lifetime = 1.6
            cell.velocity = 320
            cell.velocityRange = 90
            cell.emissionLongitude = -.pi / 2
            cell.emissionRange = .pi / 3
            cell.yAcceleration = 450
            cell.spin = 3
            cell.spinRange = 6
            cell.scaleRange = 0.3
            cell.alphaSpeed = -0.5
            return cell
        }
    }

    /// A white slip of paper, coloured by each cell.
    private static func confettiPiece() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 10), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
        }.cgImage
    }
}
