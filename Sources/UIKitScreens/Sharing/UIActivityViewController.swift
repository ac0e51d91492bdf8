import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: a sheet showing what is shared, the
/// app's own activities that take those items, the system's Copy and Save Image, and a close
/// button. The system's other services (Messages, Mail, AirDrop, Print, Save to Files) are not
/// offered here, said once; an activity runs as on iOS, items given by a `UIActivityItemSource`
/// are asked for once it is chosen, and the completion handler hears how the sheet ended.
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
        // iOS shows the share sheet as a sheet at half height first on iPhone, and as a popover
        // from the app's source view or bar button item on iPad.
        if HostEnvironment.current.screen.device.idiom == .pad {
            modalPresentationStyle = .popover
            preferredContentSize = UIActivityViewController.popoverSize
        } else {
            modalPresentationStyle = .pageSheet
            sheetPresentationController?.detents = [.medium(), .large()]
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// The share sheet's size in its iPad popover.
    static let popoverSize = CGSize(width: 375, height: 480)

    /// The items as the sheet shows and matches them: an item source's placeholder in its place.
    private var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items shared with the activity of `type`: item sources asked for theirs (nil leaves one out).
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    private func isExcluded(_ type: UIActivity.ActivityType?) -> Bool {
        type.map { excludedActivityTypes?.contains($0) ?? false } ?? false
    }

    /// The app's activities the sheet offers: those that take the items and are not excluded.
    var offeredActivities: [UIActivity] {
        let items = placeholderItems
        return applicationActivities.filter { !isExcluded($0.activityType) && $0.canPerform(withActivityItems: items) }
    }

    /// The system's services the sheet offers: those that take the items and are not excluded.
    var offeredSystemActions: [SystemShareAction] {
        SystemShareAction.offered(for: placeholderItems).filter { !isExcluded($0.type) }
    }

    /// What the header says is shared: the first text or link, else how many items there are.
    var sharedSummary: String {
        let activityItems = placeholderItems
        for item in activityItems {
            if let text = item as? String { return text }
            if let url = item as? URL { return url.absoluteString }
        }
        let images = activityItems.filter { $0 is UIImage }.count
        if images == activityItems.count && images > 0 { return images == 1 ? "1 Photo" : "\(images) Photos" }
        return activityItems.count == 1 ? "1 Item" : "\(activityItems.count) Items"
    }

    open override func loadView() {
        Diagnostics.warnOnce("activityViewController.system", "UIActivityViewController offers the app's own activities, Copy and Save Image; the system's other services (Messages, Mail, AirDrop, Print, Save to Files) are not built.")
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
        // The app's actions come first, then the system's, as on iOS 13 and later.
        let rows = offeredActivities.map { activity in
            row(title: activity.activityTitle, image: activity.activityImage) { [weak self, weak activity] in
                guard let self, let activity else { return }
                self.run(activity)
            }
        } + offeredSystemActions.map { action in
            row(title: action.title, image: UIImage(systemName: action.symbolName)) { [weak self] in self?.run(action) }
        }
        let list = UIStackView(arrangedSubviews: rows)
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

    /// One activity, the app's or the system's, as a row of the sheet's action list.
    private func row(title: String?, image: UIImage?, run: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        button.backgroundColor = .secondarySystemGroupedBackground
        button.heightAnchor.constraint(equalToConstant: 52).isActive = true
        button.addAction(UIAction { _ in run() }, for: .touchUpInside)
        return button
    }

    /// Runs an activity as UIKit does: prepared with the items, then its own controller shown or
    /// `perform()` called; it reports back through `activityDidFinish(_:)`.
    private func run(_ activity: UIActivity) {
        activity.sheet = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// Runs one of the system's services on the items given for it; it is done at once.
    private func run(_ action: SystemShareAction) {
        action.perform(items(for: action.type), view.environment)
        finish(with: action.type, completed: true)
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
