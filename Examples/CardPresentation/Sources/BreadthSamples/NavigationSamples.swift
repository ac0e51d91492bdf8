import UIKit

/// A custom push and pop (a cross-fade) with an interactive pop from the left edge.
public final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    private var operation: UINavigationController.Operation = .push
    public var interaction: UIPercentDrivenInteractiveTransition?

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.operation = operation
        return self
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

public final class InboxViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self,
                                                            action: InboxViewController.compose)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self,
                                                           action: InboxViewController.edit(_:))
        navigationItem.backButtonTitle = "Back"
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }

    func compose() {
        let alert = UIAlertController(title: "New message", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "To"
            field.keyboardType = .emailAddress
            field.autocapitalizationType = .none
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let send = UIAlertAction(title: "Send", style: .default) { [weak alert] _ in
            print(alert?.textFields?.first?.text ?? "")
        }
        alert.addAction(send)
        alert.preferredAction = send
        present(alert, animated: true, completion: nil)
    }

    func edit(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete All", style: .destructive) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.title = sender as? String
    }
}

/// Storyboard scenes declared in code, used by unchanged storyboard code.
@MainActor public func registerMainStoryboard() {
    UIStoryboard.register(name: "Main", initialViewControllerIdentifier: "Inbox", scenes: [
        .init(identifier: "Inbox") { InboxViewController() },
        .init(identifier: "Message") { UIViewController() },
    ], segues: [
        .init(identifier: "showMessage", source: "Inbox", destination: "Message", kind: .show),
    ])
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let inbox = storyboard.instantiateViewController(withIdentifier: "Inbox")
    inbox.performSegue(withIdentifier: "showMessage", sender: "Hello")
}
