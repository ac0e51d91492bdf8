import UIKit

/// A white screen; a tap anywhere presents a blue card in the lower half.
open class HomeViewController: UIViewController {
    private let cardDelegate = CardTransitioningDelegate()

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: HomeViewController.showCard))
    }

    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .systemBlue
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardDelegate
        present(card, animated: true)
    }
}
