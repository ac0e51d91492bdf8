/// A tab's button in a tab bar, as UIKit's `UITabBarItem`: a title and an image (a second image
/// when selected), and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The title UIKit gives each system item.
        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        /// The lab's symbol for each system item's glyph (Apple's Human Interface Guidelines list
        /// the glyphs: a star, a clock, a person, a book, a magnifying glass, a list, an ellipsis, a
        /// downward arrow in a circle).
        var symbolName: String? {
            switch self {
            case .more: return "ellipsis"
            case .favorites, .featured, .topRated: return "star.fill"
            case .recents, .history, .mostRecent: return "clock"
            case .contacts: return "person.fill"
            case .bookmarks: return "bookmark"
            case .search: return "magnifyingglass"
            case .mostViewed: return "line.3.horizontal"
            case .downloads: return "arrow.down.circle"
            }
        }
    }

    open var selectedImage: UIImage? { didSet { barItemDidChange() } }
    /// Text in a red badge at the image's top right; nil hides the badge.
    open var badgeValue: String? { didSet { barItemDidChange() } }
    open var badgeColor: UIColor? { didSet { barItemDidChange() } }
    open var titlePositionAdjustment = UIOffset.zero { didSet { barItemDidChange() } }
    /// This item's own bar looks while it is selected (nil: the bar's).
    open var standardAppearance: UITabBarAppearance? { didSet { barItemDidChange() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { barItemDidChange() } }
    public private(set) var systemItem: SystemItem?

    /// Told when something drawn changed, so the bar redraws the button.
    package var onChange: (() -> Void)?

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        self.tag = tag
    }

    override func barItemDidChange() { onChange?() }
}
