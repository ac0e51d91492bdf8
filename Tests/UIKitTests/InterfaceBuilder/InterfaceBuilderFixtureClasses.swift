import Foundation
import UIKit

// The app classes the fixture documents (Fixtures/*.storyboard, *.xib) name, each keeping a log
// of what UIKit called on it, and the module's table of their outlets and actions.

@MainActor
final class ListViewController: UITableViewController {
    var events: [String] = []
    var fruit = ["Apple", "Pear", "Quince"]
    var unwoundFrom: UIViewController?
    var itemsAdded = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The archived title is already decoded when the app's own set-up runs.
        events.append("init(coder:) title=\(title ?? "nil")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! ItemCell
        cell.show(fruit[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelectRowAt \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil")")
        if let item = segue.destination as? ItemViewController, let cell = sender as? UITableViewCell,
           let row = tableView.indexPath(for: cell)?.row {
            item.fruit = fruit[row]
        }
    }

    func addItem(_ sender: UIBarButtonItem) { itemsAdded += 1 }

    func unwindToList(_ segue: UIStoryboardSegue) {
        events.append("unwindToList from \(type(of: segue.source))")
        unwoundFrom = segue.source
    }
}

@MainActor
final class ItemCell: UITableViewCell {
    // Private, as 54 of the outlets in the apps surveyed are (the importer drops `@IBOutlet`, which
    // needs the Objective-C runtime): the table entry below, in this file, reaches it.
    private var nameLabel: UILabel!
    var events: [String] = []

    // The override Linux forces on a cell that declares init?(coder:) (PORTING, "Registered cell classes").
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        events.append("init(coder:) outlet=\(nameLabel == nil ? "nil" : "set")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib outlet=\(nameLabel == nil ? "nil" : "set")")
    }

    func show(_ name: String) { nameLabel.text = name }
    var shownName: String? { nameLabel?.text }

    static let interfaceBuilderClass = InterfaceBuilderClass(ItemCell.self, outlets: [.outlet("nameLabel", \.nameLabel)])
}

@MainActor
final class ItemViewController: UIViewController {
    /// Its observer counts the buttons, as apps' outlet observers read collections.
    weak var titleLabel: UILabel! { didSet { buttonsWhenTitleLabelWasSet = buttons?.count } }
    var buttonsWhenTitleLabelWasSet: Int?
    weak var favouriteButton: UIButton!
    var buttons: [UIButton]!
    var fruit: String?
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad children=\(children.count)")
        titleLabel.text = fruit
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil") to \(type(of: segue.destination))")
    }

    func toggleFavourite(_ sender: UIButton) {
        sender.isSelected.toggle()
        events.append("toggleFavourite")
    }
}

@MainActor
final class NotesViewController: UIViewController {}

/// File's Owner of ProfileCard.xib: outlets into the card and the action its button sends.
@MainActor
final class ProfileCardOwner: NSObject {
    var card: ProfileCardView?
    var nameLabel: UILabel?
    var follows = 0
    var taps = 0

    func follow(_ sender: UIButton) { follows += 1 }
    func cardTapped(_ sender: UITapGestureRecognizer) { taps += 1 }
}

@MainActor
final class ProfileCardView: UIView {
    var awoken = false
    // Its @IBInspectable properties, set by the document's user-defined runtime attributes.
    var accent: UIColor?
    var badgeCount = 0
    var inset: CGFloat = 0
    var isFeatured = false
    var anchor = CGPoint.zero
    var headline = ""
    /// The accent when `awakeFromNib()` came: UIKit sets runtime attributes before it.
    private(set) var accentWhenAwoken: UIColor?

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
        accentWhenAwoken = accent
    }
}

/// An app's `@IBInspectable` on a UIKit class, which its documents set on plain views.
extension UIView {
    var outlineWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
}

/// Loads CardView.xib, found by its class name, as UIKit finds a controller's nib.
@MainActor
final class CardViewController: UIViewController {
    var headline: UILabel!
    private(set) var viewLoads = 0

    override func loadView() {
        viewLoads += 1
        super.loadView()
    }
}

@MainActor
final class BadgeCell: UITableViewCell {
    var badge: UILabel!
}

/// Settings.storyboard's static table: its rows come from the document; the app only fills a label.
@MainActor
final class SettingsViewController: UITableViewController {
    var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.text = "1.0"
    }
}

/// Parts.storyboard's refreshing table: counts the control's value-changed actions.
@MainActor
final class RefreshingListController: UITableViewController {
    var refreshes = 0
    func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
}

/// Parts.storyboard's own layout class, made from `<collectionViewLayout customClass=…>`.
@MainActor
final class ShelfLayout: UICollectionViewLayout {
    var madeFromDocument = false
    var awoke = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeFromDocument = true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// Parts.storyboard's picker and blurred panel.
@MainActor
final class ChooserViewController: UIViewController {
    var picker: UIPickerView!
    var panel: UIVisualEffectView!
    var progress: UIProgressView!
    var stepper: UIStepper!
    var styled: UILabel!
    /// The stepper's values, as its action heard them.
    var counts: [Double] = []
    func countChanged(_ sender: UIStepper) { counts.append(sender.value) }
}

/// SectionHeader.xib's header view.
@MainActor
final class SectionHeaderView: UITableViewHeaderFooterView {
    var titleLabel: UILabel!
}

/// File's Owner of PanelOutlet.xib, whose outlets are declared as other classes than the
/// document's objects: a stack view for a plain view (which inherits), a label for a button (which
/// does not).
@MainActor
final class PanelOwner: NSObject {
    var panel: UIStackView!
    var caption: UILabel!
}

/// The fixtures' connections, as `presentation-lab import` writes them for an app.
enum InterfaceBuilderClasses: InterfaceBuilderClassTable {
    @MainActor static var classes: [InterfaceBuilderClass] {
        [
            InterfaceBuilderClass(ListViewController.self, actions: [
                .action("addItem:", ListViewController.addItem(_:)),
                .action("unwindToList:", ListViewController.unwindToList(_:)),
            ]),
            ItemCell.interfaceBuilderClass,
            InterfaceBuilderClass(ItemViewController.self, outlets: [
                .outlet("titleLabel", \.titleLabel), .outlet("favouriteButton", \.favouriteButton), .collection("buttons", \.buttons),
            ], actions: [.action("toggleFavourite:", ItemViewController.toggleFavourite(_:))]),
            InterfaceBuilderClass(ProfileCardOwner.self, outlets: [.outlet("card", \.card), .outlet("nameLabel", \.nameLabel)],
                                  actions: [.action("follow:", ProfileCardOwner.follow(_:)), .action("cardTapped:", ProfileCardOwner.cardTapped(_:))]),
            InterfaceBuilderClass(ProfileCardView.self, inspectables: [
                .inspectable("accent", \.accent), .inspectable("badgeCount", \.badgeCount), .inspectable("inset", \.inset),
                .inspectable("isFeatured", \.isFeatured), .inspectable("anchor", \.anchor), .inspectable("headline", \.headline),
            ]),
            InterfaceBuilderClass(UIView.self, inspectables: [.inspectable("outlineWidth", \.outlineWidth)]),
            InterfaceBuilderClass(PanelOwner.self, outlets: [.outlet("panel", \.panel), .outlet("caption", \.caption)]),
            InterfaceBuilderClass(CardViewController.self, outlets: [.outlet("headline", \.headline)]),
            InterfaceBuilderClass(BadgeCell.self, outlets: [.outlet("badge", \.badge)]),
            InterfaceBuilderClass(SettingsViewController.self, outlets: [.outlet("versionLabel", \.versionLabel)]),
            InterfaceBuilderClass(RefreshingListController.self, actions: [.action("refresh:", RefreshingListController.refresh(_:))]),
            InterfaceBuilderClass(ShelfLayout.self),
            InterfaceBuilderClass(DraftViewController.self, actions: [.action("makeBold:", DraftViewController.makeBold(_:))]),
            InterfaceBuilderClass(ChooserViewController.self, outlets: [.outlet("picker", \.picker), .outlet("panel", \.panel), .outlet("progress", \.progress), .outlet("stepper", \.stepper),
                                                                          .outlet("styled", \.styled)],
                                  actions: [.action("countChanged:", ChooserViewController.countChanged(_:))]),
            InterfaceBuilderClass(SectionHeaderView.self, outlets: [.outlet("titleLabel", \.titleLabel)]),
            // EditMenuTests' menu item action, reached by its selector.
            InterfaceBuilderClass(EditMenuTests.NoteLabel.self, actions: [.action("flag:", EditMenuTests.NoteLabel.flag(_:))]),
            // As the importer lists a direct NSObject subclass whose initializers take no arguments.
            InterfaceBuilderClass(PlanetsDataSource.self, outlets: [.outlet("tableView", \.tableView)], make: { PlanetsDataSource() }),
        ]
    }
}

/// A table's data source held in a nib as a `customObject` (SceneObjects.xib), as apps keep one in
/// a storyboard scene.
final class PlanetsDataSource: NSObject, UITableViewDataSource {
    weak var tableView: UITableView?
    let planets = ["Mercury", "Venus", "Earth"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = planets[indexPath.row]
        return cell
    }
}

/// A class the table cannot make (its initializer takes an argument): the document names it.
final class ConfiguredLoader: NSObject {
    init(path: String) { super.init() }
}

/// A controller whose toolbar items come from its scene (Bars.storyboard).
@MainActor
final class DraftViewController: UIViewController {
    var boldTaps = 0
    func makeBold(_ sender: UIBarButtonItem) { boldTaps += 1 }
}
