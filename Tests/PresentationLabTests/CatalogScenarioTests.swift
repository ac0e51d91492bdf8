import Foundation
import Testing
@testable import LabApp
import UIKit
import PhotosUI
@testable import UIKitTesting
import LabTestSupport
@testable import UIKitCore
@testable import UIKitControls
@testable import UIKitScreens
@testable import UIKitHosting

/// The catalog scenario: a list of UIKit's parts, each a screen used as an app uses it, drawn in
/// light and dark.
@MainActor
@Suite struct CatalogScenarioTests {
    private func openPart(_ title: String, appearance: UIUserInterfaceStyle = .light) throws -> (HeadlessHost, UIViewController) {
        let (host, root) = startScenario("catalog")
        host.appearance = appearance
        host.settle()
        let navigation = try #require(root as? UINavigationController)
        let row = try #require(CatalogScenario.parts.firstIndex { $0.title == title })
        let table = try #require((navigation.topViewController as? UITableViewController)?.tableView)
        // Later parts are below the fold on a small screen: scrolled into view first, as a person would.
        table.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false)
        host.settle()
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        host.settle()
        return (host, try #require(navigation.topViewController))
    }

    /// Typing into the notes counts the characters through the delegate; a tap on a link in the
    /// read-only text reports it and the system is asked to open it.
    @Test func textViewsEditCountAndOpenLinks() throws {
        let (host, screen) = try openPart("Text view")
        let textViews = screen.view.subviews.compactMap { $0 as? UITextView }
        let notes = try #require(textViews.first { $0.isEditable })
        let about = try #require(textViews.first { !$0.isEditable })
        expectGolden(host.snapshot(), "catalog-text-view")
        host.tap(at: notes.convert(CGPoint(x: 40, y: 20), to: nil))
        #expect(notes.isFirstResponder)
        host.typeText("Milk\nEggs")
        host.settle()
        #expect(notes.text == "Milk\nEggs")
        let labels = screen.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "9 characters" })
        notes.resignFirstResponder()
        host.settle()
        let link = try #require(about.links.first { $0.url.scheme == "https" })
        let start = about.caretRect(for: try #require(about.position(from: about.beginningOfDocument, offset: link.range.location + 3)))
        host.tap(at: about.convert(CGPoint(x: start.minX + 2, y: start.midY), to: nil))
        #expect(labels.contains { $0.text == "Opened: https://developer.apple.com/documentation/uikit" })
        #expect(host.core.environment[OpenedURLs.self].urls.last?.host == "developer.apple.com")
    }

    @Test func theTextViewScreenInDark() throws {
        let (host, _) = try openPart("Text view", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-text-view-dark")
    }

    /// The search bar below the title filters the list as you type, the scope picks the season,
    /// and Cancel brings every row back.
    @Test func searchFiltersTheListAndCancelRestoresIt() throws {
        let (host, screen) = try openPart("Search")
        let table = try #require((screen as? UITableViewController)?.tableView)
        let search = try #require(screen.navigationItem.searchController)
        let all = table.numberOfRows(inSection: 0)
        #expect(all == ListScenario.summer.count + ListScenario.winter.count)
        expectGolden(host.snapshot(), "catalog-search")
        let field = search.searchBar.searchTextField
        host.tap(at: field.convert(CGPoint(x: 60, y: 18), to: nil))
        host.typeText("bei")
        host.settle()
        #expect(table.numberOfRows(inSection: 0) == 2, "Beijing, summer and winter")
        let scope = try #require(search.searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        host.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: 16), to: nil))
        host.settle()
        #expect(table.numberOfRows(inSection: 0) == 1, "Beijing 2022, the winter Games")
        expectGolden(host.snapshot(), "catalog-search-active")
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        host.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        host.settle()
        #expect(!search.isActive && table.numberOfRows(inSection: 0) == all)
    }

    @Test func theSearchScreenInDark() throws {
        let (host, _) = try openPart("Search", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-search-dark")
    }

    /// A tap right of the current dot turns to the next page; a swipe moves the dots with it.
    @Test func thePageControlTurnsThePagesAndFollowsThem() throws {
        let (host, screen) = try openPart("Page control")
        let pages = try #require(screen.view.subviews.compactMap { $0 as? UIScrollView }.first)
        let dots = try #require(screen.view.subviews.compactMap { $0 as? UIPageControl }.first)
        expectGolden(host.snapshot(), "catalog-page-control")
        host.tap(at: dots.convert(CGPoint(x: dots.bounds.width - 4, y: dots.bounds.midY), to: nil))
        host.settle()
        #expect(dots.currentPage == 1 && pages.contentOffset.x == pages.bounds.width)
        pages.setContentOffset(CGPoint(x: pages.bounds.width * 3, y: 0), animated: false)
        #expect(dots.currentPage == 3)
    }

    @Test func thePageControlScreenInDark() throws {
        let (host, _) = try openPart("Page control", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-page-control-dark")
    }

    /// The toolbar shows with the mailbox and leaves with it; Mark All reads every message and the
    /// count between the flexible spaces says so; Compose adds a draft at the top.
    @Test func theToolbarActsOnTheMailboxAndLeavesWithIt() throws {
        let (host, screen) = try openPart("Toolbar")
        let navigation = try #require(screen.navigationController)
        let list = try #require(screen as? UITableViewController)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        expectGolden(host.snapshot(), "catalog-toolbar")
        let items = try #require(screen.toolbarItems)
        let status = try #require(items[2].customView as? UILabel)
        #expect(status.text == "3 Unread")
        let markAll = try #require(items[0].view)
        let compose = try #require(items[4].view)
        #expect(abs((status.frame.minX - markAll.frame.maxX) - (compose.frame.minX - status.frame.maxX)) < 1,
                "two flexible spaces take equal shares either side of the count")
        host.tap(at: markAll.convert(CGPoint(x: markAll.bounds.midX, y: markAll.bounds.midY), to: nil))
        host.settle()
        #expect(status.text == "No Unread")
        host.tap(at: compose.convert(CGPoint(x: compose.bounds.midX, y: compose.bounds.midY), to: nil))
        host.settle()
        #expect(list.tableView.numberOfRows(inSection: 0) == 5)
        navigation.popViewController(animated: true)
        host.settle()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden, "the list of parts has no toolbar")
    }

    @Test func theToolbarScreenInDark() throws {
        let (host, _) = try openPart("Toolbar", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-toolbar-dark")
    }

    /// A swipe turns the welcome pages and the indicator follows; at the last page a swipe further
    /// bounces back.
    @Test func theWelcomePagesTurnBySwiping() throws {
        let (host, screen) = try openPart("Page view controller")
        let pager = try #require(screen as? UIPageViewController)
        let first = try #require(pager.viewControllers?.first)
        expectGolden(host.snapshot(), "catalog-page-view-controller")
        let middle = pager.view.convert(CGPoint(x: pager.view.bounds.midX, y: pager.view.bounds.midY), to: nil)
        for _ in 0..<3 {
            host.drag(from: CGPoint(x: middle.x + 150, y: middle.y), to: CGPoint(x: middle.x - 150, y: middle.y), duration: 0.5)
            host.settle()
        }
        #expect(pager.viewControllers?.first !== first && pager.pageIndicator.currentPage == 2, "two turns, and the third bounces")
        expectGolden(host.snapshot(), "catalog-page-view-controller-last")
    }

    @Test func thePageViewControllerScreenInDark() throws {
        let (host, _) = try openPart("Page view controller", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-page-view-controller-dark")
    }

    private func descendants<View: UIView>(_ type: View.Type, of view: UIView) -> [View] {
        view.subviews.flatMap { ([$0 as? View].compactMap { $0 }) + descendants(type, of: $0) }
    }

    /// The compact departure picker opens its wheels in a popover; turning them changes the
    /// departure and the summary under the alarm's wheels; a day tapped in the inline calendar
    /// is the return.
    @Test func theDatePickersChangeTheBooking() throws {
        let (host, screen) = try openPart("Date picker")
        let pickers = descendants(UIDatePicker.self, of: screen.view)
        let departure = try #require(pickers.first { $0.datePickerStyle == .compact })
        let summary = try #require(descendants(UILabel.self, of: screen.view).first { $0.text?.hasPrefix("Departs") == true })
        #expect(summary.text?.contains("returns Dec 13, 2026") == true, "\(summary.text ?? "")")
        tap("Thursday, December 10", in: host)
        #expect(summary.text?.contains("returns Dec 10, 2026") == true, "\(summary.text ?? "")")
        let before = summary.text
        expectGolden(host.snapshot(), "catalog-date-picker")
        let dateButton = try #require(departure.compactButtons.first?.button)
        host.tap(at: dateButton.convert(CGPoint(x: dateButton.bounds.midX, y: dateButton.bounds.midY), to: nil))
        host.settle()
        let editor = try #require(screen.presentedViewController as? CompactDateEditor)
        expectGolden(host.snapshot(), "catalog-date-picker-open")
        let wheel = try #require(editor.wheels.wheelView)
        let column = try #require(wheel.subviews.compactMap { $0 as? PickerColumn }.first { $0.component == 1 })
        let centre = column.convert(CGPoint(x: column.bounds.midX, y: column.bounds.midY), to: nil)
        host.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y - 64), duration: 1.5)
        host.settle()
        #expect(summary.text != before && summary.text?.contains("Dec 8, 2026") == true, "\(summary.text ?? "")")
    }

    @Test func theDatePickerScreenInDark() throws {
        let (host, _) = try openPart("Date picker", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-date-picker-dark")
    }

    /// The Add button's menu adds a note, the pop-up button sorts the notes by what it shows, and
    /// a note's context menu pins and deletes it.
    @Test func theNotesMenusAddSortPinAndDelete() throws {
        let (host, screen) = try openPart("Menus")
        let notes = try #require(screen as? MenusScreen)
        #expect(notes.sortButton.currentTitle == "Date Edited")
        #expect(notes.notes.map(\.title) == ["Trip to Lisbon", "Recipes", "Groceries", "Book club picks"])
        tap("Add", in: host)
        tap("New Note", in: host)
        #expect(notes.notes.first?.title == "New Note 5", "the newest note first")
        tap("Date Edited", in: host)
        tap("Title", in: host)
        #expect(notes.order == .title && notes.sortButton.currentTitle == "Title")
        #expect(notes.notes.map(\.title) == ["Book club picks", "Groceries", "New Note 5", "Recipes", "Trip to Lisbon"])
        host.advance(by: 1)
        let recipes = try #require(notes.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let centre = recipes.convert(CGPoint(x: recipes.bounds.midX, y: recipes.bounds.midY), to: nil)
        host.press(at: centre)
        host.advance(by: 0.6)
        host.release(at: centre)
        host.settle()
        expectGolden(host.snapshot(), "catalog-menus-context")
        tap("Pin", in: host)
        #expect(notes.notes.first?.title == "Recipes" && notes.notes.first?.pinned == true, "a pinned note leads")
        host.advance(by: 1)
        let first = try #require(notes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(host.window.openContextMenu(at: first.convert(CGPoint(x: 60, y: 20), to: nil)))
        host.settle()
        tap("Delete", in: host)
        #expect(!notes.notes.contains { $0.title == "Recipes" } && notes.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test func theMenusScreenWithItsSortMenuOpen() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let (host, _) = try openPart("Menus", appearance: appearance)
            tap("Date Edited", in: host)
            expectGolden(host.snapshot(), appearance == .dark ? "catalog-menus-dark" : "catalog-menus")
        }
    }

    /// Next pushes the following card in from the right with a transition: half way, both cards
    /// show; then the new card's colour and title.
    @Test func theFlashCardsTurnWithAPushTransition() throws {
        let (host, screen) = try openPart("Layers")
        let cards = try #require(screen as? LayersScreen)
        expectGolden(host.snapshot(), "catalog-layers")
        let frame = cards.card.convert(cards.card.bounds, to: nil)
        let before = host.snapshot()
        cards.next()
        host.advance(by: 0.175)
        let mid = host.snapshot()
        // Above the title, where each card is its plain colour.
        let y = Int(frame.minY) + 20
        let left = mid.pixel(x: Int(frame.minX) + 10, y: y), right = mid.pixel(x: Int(frame.maxX) - 10, y: y)
        #expect(left == before.pixel(x: Int(frame.minX) + 10, y: y), "the old card still at the left")
        #expect(right != before.pixel(x: Int(frame.maxX) - 10, y: y), "the new card coming in at the right")
        host.settle()
        #expect(cards.index == 1 && (cards.titleLayer.string as? String) == "Hola")
        expectGolden(host.snapshot(), "catalog-layers-next")
    }

    /// A dot a card seen, copied by a replicator; "Got it" throws a quarter-second burst of
    /// confetti from an emitter, which falls and is gone, and the screen comes to rest.
    @Test func theSeenDotsCountTheCardsAndGotItThrowsConfetti() throws {
        let (host, screen) = try openPart("Layers")
        let cards = try #require(screen as? LayersScreen)
        let row = cards.seenDots.frame
        func dotShown(_ index: Int) -> Bool {
            let p = host.snapshot().pixel(x: Int(row.minX) + 16 * index + 5, y: Int(row.midY))
            return p.b > 200 && p.r < 100
        }
        #expect(dotShown(0) && !dotShown(1), "one card seen: one dot")
        cards.next()
        cards.next()
        host.settle()
        #expect(dotShown(0) && dotShown(1) && dotShown(2) && !dotShown(3), "three cards seen: three dots")
        let before = host.snapshot()
        // Tapped without settling: the burst is what is looked at.
        guard case .success(let point) = AccessibilityTree.tapPoint(for: "Got it", in: host.window) else {
            Issue.record("no Got it button")
            return
        }
        host.tap(at: point)
        host.advance(by: 0.3)
        #expect(cards.confetti.liveParticles.count > 20)
        let burst = host.snapshot()
        let above = Int(cards.card.frame.maxY) - 150
        let changed = (Int(cards.card.frame.minX)..<Int(cards.card.frame.maxX)).filter { x in
            (above..<Int(cards.card.frame.maxY)).contains { y in burst.pixel(x: x, y: y) != before.pixel(x: x, y: y) }
        }
        #expect(changed.count > 20, "confetti over the card")
        expectGolden(burst, "catalog-layers-confetti")
        #expect(host.settle(timeout: 3), "the burst ends and its pieces fall away")
        #expect(cards.confetti.liveParticles.isEmpty)
    }

    /// The folders open under a large title with the search bar below it; dragging the list up
    /// folds the search bar, then the large title, leaving the standard bar's small title.
    @Test func theLargeTitleAndItsSearchBarFoldAsTheFoldersScroll() throws {
        let (host, screen) = try openPart("Large title")
        let folders = try #require(screen as? LargeTitleScreen)
        let bar = try #require(folders.navigationController?.navigationBar)
        let search = try #require(folders.navigationItem.searchController).searchBar.intrinsicContentSize.height
        #expect(bar.frame.height == 96 + search, "the standard row, the large title's and the search bar's")
        expectGolden(host.snapshot(), "catalog-large-title")
        host.drag(from: CGPoint(x: 200, y: 520), to: CGPoint(x: 200, y: 220), duration: 0.6)
        host.settle()
        #expect(bar.frame.height == 44)
        #expect(shownLabels(in: host).filter { $0 == "Folders" }.count == 1, "the small title in the bar")
        expectGolden(host.snapshot(), "catalog-large-title-scrolled")
        host.appearance = .dark
        host.settle()
        expectGolden(host.snapshot(), "catalog-large-title-scrolled-dark")
    }

    @Test func theLargeTitleScreenInDark() throws {
        let (host, _) = try openPart("Large title", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-large-title-dark")
    }

    /// The well opens the system colour picker as a sheet; a swatch tapped there recolours the
    /// card at once, and Close takes the picker away.
    @Test func aColourPickedFromTheWellRecoloursTheTag() throws {
        let (host, screen) = try openPart("Color well")
        let tag = try #require(screen as? ColorWellScreen)
        expectGolden(host.snapshot(), "catalog-color-well")
        tap("Tag Colour", in: host)
        let picker = try #require(tag.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Tag Colour" && !picker.supportsAlpha)
        #expect(shownLabels(in: host).contains("Tag Colour"), "the picker is titled by the well")
        expectGolden(host.snapshot(), "catalog-color-well-picker")
        let grid = picker.grid
        // The fifth hue row's sixth column: red at full brightness.
        let cell = CGSize(width: grid.bounds.width / 12, height: grid.bounds.height / 10)
        host.tap(at: grid.convert(CGPoint(x: cell.width * 5.5, y: cell.height * 5.5), to: nil))
        host.settle()
        let red = ColorPickerGrid.color(row: 5, column: 5)
        #expect(tag.well.selectedColor?.rgba == red.rgba && tag.card.backgroundColor?.rgba == red.rgba)
        tap("Close", in: host)
        #expect(tag.presentedViewController == nil)
        expectGolden(host.snapshot(), "catalog-color-well-picked")
    }

    @Test func theColorWellScreenInDark() throws {
        let (host, _) = try openPart("Color well", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-color-well-dark")
        tap("Tag Colour", in: host)
        expectGolden(host.snapshot(), "catalog-color-well-picker-dark")
    }

    @Test func theLayersScreenInDark() throws {
        let (host, _) = try openPart("Layers", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-layers-dark")
    }

    /// The album starts empty ("No Photos"); + opens the photo picker for any number of photos,
    /// the ones tapped join the album in that order after Add, and the share sheet offers them.
    @Test func photosPickedWithThePickerJoinTheAlbumAndShare() throws {
        let (host, screen) = try openPart("Photos")
        let album = try #require(screen as? PhotosScreen)
        #expect(shownLabels(in: host).contains("No Photos"))
        expectGolden(host.snapshot(), "catalog-photos-empty")
        tap("Add Photos", in: host)
        #expect(album.presentedViewController is PHPickerViewController)
        tap("Photo 3", in: host)
        tap("Photo 1", in: host)
        expectGolden(host.snapshot(), "catalog-photos-picker")
        tap("Add", in: host)
        #expect(album.presentedViewController == nil, "the album dismisses the picker")
        #expect(album.photos.count == 2 && !shownLabels(in: host).contains("No Photos"))
        #expect(album.photos.first?.pngData() == host.photoLibrary[2].pngData() || album.photos.first?.size == host.photoLibrary[2].size,
                "the photo tapped first comes first")
        expectGolden(host.snapshot(), "catalog-photos-album")
        tap("Share", in: host)
        #expect(album.presentedViewController is UIActivityViewController)
    }

    @Test func thePhotosScreenInDark() throws {
        let (host, _) = try openPart("Photos", appearance: .dark)
        tap("Add Photos", in: host)
        tap("Photo 2", in: host)
        tap("Add", in: host)
        expectGolden(host.snapshot(), "catalog-photos-album-dark")
    }

    /// Narrow, the split view collapses to one stack that starts at the mailboxes (its delegate
    /// picks the primary), and a mailbox pushes its messages; wide, each column gets its
    /// controllers back and both show side by side, the sidebar button hiding the mailboxes.
    @Test func theSplitViewCollapsesToTheMailboxesAndShowsBothColumnsWhenWide() throws {
        let (host, _) = try openPart("Split view")
        let split = try #require(host.window.rootViewController?.presentedViewController as? SplitViewScreen)
        let mailboxes = try #require(split.viewController(for: .primary))
        #expect(split.isCollapsed && mailboxes.navigationController?.topViewController === mailboxes)
        expectGolden(host.snapshot(), "catalog-split-view")
        tap("Sent", in: host)
        #expect((mailboxes.navigationController?.topViewController as? SplitViewScreen.MessageList)?.mailbox == 2)
        host.resize(to: CGSize(width: 900, height: 600))
        host.settle()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        let messages = try #require(split.viewController(for: .secondary) as? SplitViewScreen.MessageList)
        #expect(messages.mailbox == 2 && messages.navigationController !== mailboxes.navigationController)
        expectGolden(host.snapshot(), "catalog-split-view-wide")
        tap("Info", in: host)
        #expect(split.isShowing(.inspector), "Info shows the mailbox's details in the inspector")
        let details = try #require(split.viewController(for: .inspector) as? SplitViewScreen.MailboxDetails)
        #expect(details.mailbox == 2 && details.navigationController?.view.frame.maxX == 900)
        expectGolden(host.snapshot(), "catalog-split-view-inspector")
        tap("Info", in: host)
        #expect(!split.isShowing(.inspector))
        tap("Toggle Sidebar", in: host)
        #expect(split.displayMode == .secondaryOnly)
        tap("Toggle Sidebar", in: host)
        tap("Done", in: host)
        #expect(host.window.rootViewController?.presentedViewController == nil, "Done closes the split view")
    }

    @Test func theSplitViewScreenInDark() throws {
        let (host, _) = try openPart("Split view", appearance: .dark)
        host.resize(to: CGSize(width: 900, height: 600))
        host.settle()
        expectGolden(host.snapshot(), "catalog-split-view-wide-dark")
        tap("Info", in: host)
        expectGolden(host.snapshot(), "catalog-split-view-inspector-dark")
    }

    /// The buttons turn the interface through the window's scene; the landscape-only player turns
    /// it as it is presented; New Window is refused in UIKit's words (the catalog's app supports
    /// one scene); going home and back shows in the scene's life cycle.
    @Test func theOrientationScreenTurnsTheInterfaceAndFollowsTheScene() throws {
        let (host, screen) = try openPart("Orientation")
        let orientation = try #require(screen as? OrientationScreen)
        #expect(host.window.windowScene != nil, "the host's window is in a scene, as a test app's is")
        #expect(orientation.status.text == "Portrait · 360 × 600")
        expectGolden(host.snapshot(), "catalog-orientation")
        tap("Turn to Landscape", in: host)
        #expect(host.window.bounds.size == CGSize(width: 600, height: 360))
        #expect(orientation.status.text?.hasPrefix("Landscape") == true)
        tap("Turn to Portrait", in: host)
        #expect(host.window.bounds.size == CGSize(width: 360, height: 600))
        tap("Play Video", in: host)
        #expect(orientation.presentedViewController is OrientationScreen.PlayerController)
        #expect(host.window.windowScene?.interfaceOrientation == .landscapeRight, "the player's preferred orientation")
        tap("Done", in: host)
        #expect(orientation.presentedViewController == nil)
        tap("New Window", in: host)
        #expect(orientation.sceneResult.text == "New Window: The application does not support multiple scenes.")
        host.enterBackground()
        host.enterForeground()
        host.settle()
        #expect(orientation.lifeCycle.text == "Scene life cycle: resign active → background → foreground → active")
    }

    @Test func theOrientationScreenInDark() throws {
        let (host, _) = try openPart("Orientation", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-orientation-dark")
    }

    /// A photo of the album opens on its own, fitted to the screen; a double tap zooms to twice the
    /// fit about the tapped point and a second one back out, and two fingers zoom further.
    @Test func anAlbumPhotoOpensToZoomIntoByDoubleTapAndPinch() throws {
        let (host, screen) = try openPart("Photos")
        tap("Add Photos", in: host)
        tap("Photo 1", in: host)
        tap("Add", in: host)
        tap("Album photo 1", in: host)
        let viewer = try #require(screen.navigationController?.topViewController as? PhotoViewer)
        let scroll = viewer.scrollView
        let fit = scroll.minimumZoomScale
        #expect(scroll.zoomScale == fit && scroll.maximumZoomScale == fit * 4)
        expectGolden(host.snapshot(), "catalog-photo-viewer")
        let middle = scroll.convert(CGPoint(x: scroll.bounds.midX, y: scroll.bounds.midY), to: nil)
        host.tap(at: middle)
        host.tap(at: middle)
        host.settle()
        #expect(abs(scroll.zoomScale - fit * 2) < 0.001, "a double tap zooms to twice the fit")
        host.tap(at: middle)
        host.tap(at: middle)
        host.settle()
        #expect(scroll.zoomScale == fit, "and another back out")
        host.pinch(at: middle, scale: 3, duration: 0.4)
        host.settle()
        #expect(scroll.zoomScale > fit * 2.5 && scroll.zoomScale <= fit * 4)
    }

    @Test func thePhotoViewerInDark() throws {
        let (host, _) = try openPart("Photos", appearance: .dark)
        tap("Add Photos", in: host)
        tap("Photo 2", in: host)
        tap("Add", in: host)
        tap("Album photo 1", in: host)
        expectGolden(host.snapshot(), "catalog-photo-viewer-dark")
    }

    /// The host cities in sections by letter with the whole alphabet as the index: a touch on a
    /// letter brings its cities to the top, and one with none goes to the section before it.
    @Test func theSectionIndexJumpsToALettersCities() throws {
        let (host, screen) = try openPart("Section index")
        let list = try #require(screen as? SectionIndexScreen)
        let table = try #require(list.tableView)
        expectGolden(host.snapshot(), "catalog-section-index")
        let column = try #require(table.subviews.first { $0.accessibilityLabel == "Table index" })
        // 26 letters, 14 points apiece, centred in the column: the nth's middle.
        func letter(_ n: Int) -> CGPoint { column.convert(CGPoint(x: 7, y: column.bounds.midY - 13 * 14 + CGFloat(n) * 14 + 7), to: nil) }
        // The letter of the first row under the bar and the section's header.
        func topLetter() -> String? {
            let y = table.contentOffset.y + table.adjustedContentInset.top + 60
            return table.indexPathForRow(at: CGPoint(x: 40, y: y)).map { list.sections[$0.section].letter }
        }
        #expect(topLetter() == "A")
        host.tap(at: letter(11))
        host.settle()
        #expect(topLetter() == "L")
        host.tap(at: letter(2))
        host.settle()
        #expect(topLetter() == "B", "C has no city: B's come up")
    }

    @Test func theSectionIndexScreenInDark() throws {
        let (host, _) = try openPart("Section index", appearance: .dark)
        expectGolden(host.snapshot(), "catalog-section-index-dark")
    }
}
