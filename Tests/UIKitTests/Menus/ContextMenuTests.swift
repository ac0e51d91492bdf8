import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore
@testable import UIKitHosting

/// Context menus as UIKit documents them (`UIContextMenuInteraction` and its delegate,
/// `UIContextMenuConfiguration`, the table and collection view delegate methods): a long press
/// asks for the menu of the place pressed, lifts the view or a preview over the blurred screen,
/// tells the delegate as the menu opens and ends, and a tapped preview commits. Sources:
/// docs/PORTING.md, "Menus".
@MainActor
@Suite struct ContextMenuTests {
    final class Card: UIViewController, UIContextMenuInteractionDelegate {
        let card = UIView(frame: CGRect(x: 40, y: 120, width: 200, height: 120))
        var log: [String] = []
        var givesMenu = true
        var previewController: UIViewController?
        var visibleRect: CGRect?
        var interaction: UIContextMenuInteraction!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            card.backgroundColor = .systemTeal
            view.addSubview(card)
            interaction = UIContextMenuInteraction(delegate: self)
            card.addInteraction(interaction)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard givesMenu else { return nil }
            let preview = previewController
            return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: preview.map { controller in { controller } }) { suggested in
                UIMenu(children: [UIAction(title: "Favourite") { [weak self] _ in self?.log.append("favourite") }])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            guard let visibleRect else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: visibleRect, cornerRadius: 8)
            parameters.backgroundColor = .clear
            return UITargetedPreview(view: card, parameters: parameters)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("will display \(configuration.identifier as? NSString ?? "?")")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("will end")
            animator?.addCompletion { [weak self] in self?.log.append("ended") }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("commit \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
            animator.addCompletion { [weak self] in self?.log.append("committed") }
        }
    }

    static func longPress(_ host: HeadlessHost, at point: CGPoint) {
        host.press(at: point)
        host.advance(by: 0.6)
        host.release(at: point)
        host.settle()
    }

    @Test func aLongPressAsksTheDelegateLiftsTheViewAndTellsOfTheMenusLife() {
        let screen = Card()
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        host.press(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.3)
        #expect(screen.log.isEmpty, "the menu waits for the press to last")
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 60, y: 140))
        host.settle()
        #expect(screen.log == ["configuration at 20,20", "will display card"])
        #expect(screen.interaction.location(in: screen.card) == CGPoint(x: 20, y: 20))
        #expect(screen.interaction.menuAppearance == .rich)
        let presentation = host.window.openMenu
        guard case .lifted(let preview, _)? = presentation?.placement else {
            Issue.record("a view's context menu lifts a preview")
            return
        }
        #expect(preview.frame == CGRect(x: 40, y: 120, width: 200, height: 120), "lifted where the view is")
        #expect(presentation!.platter.frame.minY >= 248, "the menu below the preview")
        tap("Favourite", in: host)
        #expect(screen.log.suffix(3) == ["will end", "favourite", "ended"])
    }

    /// The finger that held the view open slides down to an action and lifts to choose it.
    @Test func afterTheLongPressTheSameFingerSlidesToAnActionAndLiftsToChooseIt() throws {
        let screen = Card()
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        host.press(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.6)
        host.settle()
        let favourite = try AccessibilityTree.tapPoint(for: "Favourite", in: host.window).get()
        host.move(to: CGPoint(x: 60, y: 200))
        host.move(to: favourite)
        #expect(host.window.openMenu?.platter.rows.first?.isHighlighted == true, "the row under the finger highlights")
        host.release(at: favourite)
        host.settle()
        #expect(screen.log.contains("favourite") && host.window.openMenu == nil)
    }

    @Test func aTargetedPreviewsVisiblePathIsThePartLifted() {
        let screen = Card()
        screen.visibleRect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        Self.longPress(host, at: CGPoint(x: 60, y: 140))
        guard case .lifted(let preview, let frame)? = host.window.openMenu?.placement else {
            Issue.record("a view's context menu lifts a preview")
            return
        }
        #expect(frame == CGRect(x: 50, y: 140, width: 100, height: 50))
        #expect(preview.layer.cornerRadius == 8 && preview.clipsToBounds)
    }

    @Test func noConfigurationNoMenuAndTheViewsOwnTapStillWorks() {
        let screen = Card()
        screen.givesMenu = false
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        screen.card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        host.settle()
        Self.longPress(host, at: CGPoint(x: 60, y: 140))
        #expect(host.window.openMenu == nil && screen.log == ["configuration at 20,20"])
        let before = taps
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 60, y: 140))
        host.settle()
        #expect(taps == before + 1, "the view's own tap still works")
    }

    @Test func aPreviewControllerIsShownAndTappingItCommits() {
        let screen = Card()
        let detail = UIViewController()
        detail.preferredContentSize = CGSize(width: 300, height: 200)
        screen.previewController = detail
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        Self.longPress(host, at: CGPoint(x: 60, y: 140))
        #expect(detail.isViewLoaded && detail.view.window === host.window)
        #expect(detail.view.frame.size == CGSize(width: 300, height: 200) && detail.view.frame.midX == 195, "centred at its preferred size")
        host.tap(at: CGPoint(x: detail.view.frame.midX, y: detail.view.frame.midY))
        host.settle()
        #expect(screen.log.suffix(4) == ["commit pop", "will end", "committed", "ended"] || screen.log.suffix(4) == ["commit pop", "will end", "ended", "committed"])
        #expect(host.window.openMenu == nil && detail.view.window == nil)
    }

    @Test func updateVisibleMenuReplacesTheOpenMenu() {
        let screen = Card()
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        Self.longPress(host, at: CGPoint(x: 60, y: 140))
        screen.interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Archive") { _ in }])
        }
        host.settle()
        let shown = shownLabels(in: host)
        #expect(shown.contains("Favourite") && shown.contains("Archive"))
    }

    final class Rows: UITableViewController {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }

        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for \(indexPath.row)")
            guard indexPath.row != 4 else { return nil }
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Delete Row \(indexPath.row)", attributes: .destructive) { [weak self] _ in
                    self?.log.append("delete \(indexPath.row)")
                }])
            })
        }

        override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { log.append("display") }

        override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { log.append("end") }
    }

    @Test func aTableAsksItsDelegateForTheMenuOfTheRowPressedAndLiftsItsCell() throws {
        let rows = Rows(style: .plain)
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = rows
        host.settle()
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: host.window)
        Self.longPress(host, at: centre)
        #expect(rows.log == ["menu for 2", "display"], "no selection: the press is the menu's")
        guard case .lifted(_, let frame)? = host.window.openMenu?.placement else {
            Issue.record("the row's cell is lifted")
            return
        }
        #expect(frame == cell.convert(cell.bounds, to: host.window))
        tap("Delete Row 2", in: host)
        #expect(rows.log == ["menu for 2", "display", "end", "delete 2"])
        let last = try #require(rows.tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
        Self.longPress(host, at: last.convert(CGPoint(x: 40, y: 20), to: host.window))
        #expect(rows.log.last == "select 4", "a row without a menu is selected when the long press lifts")
    }

    final class Items: UICollectionViewController {
        var log: [String] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.contentView.backgroundColor = .systemOrange
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("items \(indexPaths.map(\.item))")
            return nil
        }

        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("item \(indexPath.item)")
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
        }
    }

    @Test func aCollectionViewAsksTheIOS16MethodFirstThenTheOlderOne() throws {
        let items = Items()
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = items
        host.settle()
        let cell = try #require(items.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        Self.longPress(host, at: cell.convert(CGPoint(x: 50, y: 50), to: host.window))
        #expect(items.log == ["items [1]", "item 1"])
        #expect(shownLabels(in: host).contains("Open"))
    }

    @Test func aSecondaryClickOpensTheMenuAtOnce() {
        let screen = Card()
        let host = HeadlessHost(size: CGSize(width: 390, height: 700))
        host.rootViewController = screen
        host.settle()
        #expect(host.window.openContextMenu(at: CGPoint(x: 100, y: 200)))
        host.settle()
        #expect(screen.log == ["configuration at 60,80", "will display card"])
        #expect(!host.window.openContextMenu(at: CGPoint(x: 100, y: 200)), "a second click closes it")
        host.settle()
        #expect(host.window.openMenu == nil)
    }
}
