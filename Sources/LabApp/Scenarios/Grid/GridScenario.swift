// Not from a seed tutorial: a grid of colour cards in a collection view, as current apps build one
// (a compositional layout, cell registrations, a diffable data source). Tapping a card presents it:
// it zooms out of its cell into the full screen and, tapped again, back into the cell, through a
// transitioning delegate that converts the cell's frame into the transition's container.
import UIKit

@MainActor
enum GridScenario {
    struct Card: Hashable, Sendable {
        let name: String
        let red: Double, green: Double, blue: Double
        var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: 1) }
    }

    static let cards = [
        Card(name: "Red", red: 1, green: 59 / 255, blue: 48 / 255), Card(name: "Orange", red: 1, green: 149 / 255, blue: 0),
        Card(name: "Yellow", red: 1, green: 204 / 255, blue: 0), Card(name: "Green", red: 52 / 255, green: 199 / 255, blue: 89 / 255),
        Card(name: "Teal", red: 48 / 255, green: 176 / 255, blue: 199 / 255), Card(name: "Blue", red: 0, green: 122 / 255, blue: 1),
        Card(name: "Indigo", red: 88 / 255, green: 86 / 255, blue: 214 / 255), Card(name: "Purple", red: 175 / 255, green: 82 / 255, blue: 222 / 255),
        Card(name: "Pink", red: 1, green: 45 / 255, blue: 85 / 255), Card(name: "Brown", red: 162 / 255, green: 132 / 255, blue: 94 / 255),
        Card(name: "Grey", red: 142 / 255, green: 142 / 255, blue: 147 / 255), Card(name: "Mint", red: 0, green: 199 / 255, blue: 190 / 255),
    ]

    /// Two square cards a row, 12 points apart and from the edges.
    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func makeRoot() -> UIViewController { UINavigationController(rootViewController: GridController()) }

    final class GridController: UIViewController, UICollectionViewDelegate, UIViewControllerTransitioningDelegate {
        private var collectionView: UICollectionView!
        private var dataSource: UICollectionViewDiffableDataSource<Int, Card>!
        /// The cell the presented card came out of, in window coordinates.
        private var sourceFrame = CGRect.zero

        override func loadView() {
            collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: GridScenario.makeLayout())
            collectionView.delegate = self
            view = collectionView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Cards"
            let cardCell = UICollectionView.CellRegistration<CardCell, Card> { cell, _, card in cell.show(card) }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = "TAP A CARD TO OPEN IT"
                view.contentConfiguration = content
                view.backgroundConfiguration = .clear()
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, card in
                collectionView.dequeueConfiguredReusableCell(using: cardCell, for: indexPath, item: card)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Card>()
            snapshot.appendSections([0])
            snapshot.appendItems(GridScenario.cards)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let card = dataSource.itemIdentifier(for: indexPath), let cell = collectionView.cellForItem(at: indexPath) else { return }
            sourceFrame = cell.convert(cell.bounds, to: nil)
            let detail = CardDetailController(card: card)
            detail.modalPresentationStyle = .overFullScreen
            detail.transitioningDelegate = self
            present(detail, animated: true)
            collectionView.deselectItem(at: indexPath, animated: true)
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            ZoomAnimator(growing: true, sourceFrame: sourceFrame)
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            ZoomAnimator(growing: false, sourceFrame: sourceFrame)
        }
    }

    /// A rounded colour card with its name.
    final class CardCell: UICollectionViewCell {
        private let name = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 16
            contentView.clipsToBounds = true
            name.font = .boldSystemFont(ofSize: 20)
            name.textColor = .white
            name.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(name)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
                name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { return nil }

        func show(_ card: Card) {
            contentView.backgroundColor = card.color
            name.text = card.name
        }
    }

    /// The card full screen; a tap anywhere shrinks it back into its cell.
    final class CardDetailController: UIViewController {
        private let card: Card

        init(card: Card) {
            self.card = card
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { return nil }

        override func loadView() {
            view = ScenarioStyle.card(title: card.name, body: "Tap to put the card back.", color: card.color)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardDetailController.close(_:)))
        }

        func close(_ recognizer: UITapGestureRecognizer) { dismiss(animated: true) }
    }
}
