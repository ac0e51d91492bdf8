import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: a sheet showing what is shared, the
/// app's own activities that take those items, and a close button. The system's services
/// (Messages, Mail, AirDrop, Copy …) are not offered here, said once; an app's activity runs as
/// on iOS, and the completion handler hears how the sheet ended.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        // iOS shows the share sheet as a sheet at half height first (a popover on iPad).
        modalPresentationStyle = .pageSheet
        sheetPresentationController?.detents = [.medium(), .large()]
    }

    public required init?(coder: NSCoder) { nil }

    /// The app's activities the sheet offers: those that take the items and are not excluded.
    var offeredActivities: [UIActivity] {
        applicationActivities.filter { activity in
            !(activity.activityType.map { excludedActivityTypes?.contains($0) ?? false } ?? false)
                && activity.canPerform(withActivityItems: activityItems)
        }
    }

    /// What the header says is shared: the first text or link, else how many items there are.
    var sharedSummary: String {
        for item in activityItems {
            if let text = item as? String { return text }
            if let url = item as? URL { return url.absoluteString }
        }
        let images = activityItems.filter { $0 is UIImage }.count
        if images == activityItems.count && images > 0 { return images == 1 ? "1 Photo" : "\(images) Photos" }
        return activityItems.count == 1 ? "1 Item" : "\(activityItems.count) Items"
    }

    open override func loadView() {
        Diagnostics.warnOnce("activityViewController.system", "UIActivityViewController offers the app's own activities only; the system's (Messages, Mail, AirDrop, Copy, Save Image …) are not built.")
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        let summary = UILabel()
        summary.text = sharedSummary
        summary.font = .systemFont(ofSize: 17, weight: .semibold)
        summary.numberOfLines = 2
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addAction(UIAction { [weak self] _ in self?.finish(with: nil, completed: false) }, for: .touchUpInside)
        let header = UIStackView(arrangedSubviews: [summary, close])
        header.spacing = 12
        header.alignment = .center
        summary.setContentHuggingPriority(.defaultLow, for: .horizontal)
        close.setContentHuggingPriority(.required, for: .horizontal)
        let list = UIStackView(arrangedSubviews: offeredActivities.map(button(for:)))
        list.axis = .vertical
        list.spacing = 1
        list.layer.cornerRadius = 10
        list.clipsToBounds = true
        let content = UIStackView(arrangedSubviews: [header, list])
        content.axis = .vertical
        content.spacing = 20
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        view = root
    }

    /// One of the app's activities, as a row of the sheet's action list.
    private func button(for activity: UIActivity) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(activity.activityTitle, for: .normal)
        button.setImage(activity.activityImage, for: .normal)
        button.backgroundColor = .secondarySystemGroupedBackground
        button.heightAnchor.constraint(equalToConstant: 52).isActive = true
        button.addAction(UIAction { [weak self, weak activity] _ in
            guard let self, let activity else { return }
            self.run(activity)
        }, for: .touchUpInside)
        return button
    }

    /// Runs an activity as UIKit does: prepared with the items, then its own controller shown or
    /// `perform()` called; it reports back through `activityDidFinish(_:)`.
    private func run(_ activity: UIActivity) {
        activity.sheet = self
        activity.prepare(withActivityItems: activityItems)
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    func activity(_ activity: UIActivity, didFinish completed: Bool) {
        activity.sheet = nil
        finish(with: activity.activityType, completed: completed)
    }

    /// Dismisses the sheet (and what an activity showed over it), then tells the handler.
    private func finish(with type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        guard let presenter = presentingViewController else {
            handler?(type, completed, nil, nil)
            return
        }
        // Apple: the handler runs "after the activity view controller is dismissed".
        presenter.dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }
}
