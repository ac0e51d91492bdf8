import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// Nibs read from their XML (Fixtures/*.xib), as UIKit documents `UINib`,
/// `Bundle.loadNibNamed(_:owner:options:)`, `UIViewController.init(nibName:bundle:)` and
/// `UITableView.register(_:forCellReuseIdentifier:)`. Sources: docs/PORTING.md, "Interface Builder".
@MainActor
@Suite struct InterfaceBuilderNibTests {
    @Test func aNibsObjectsConnectToTheirOwnerAndWake() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let owner = ProfileCardOwner()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let objects = host.run { UINib(nibName: "ProfileCard", bundle: .module).instantiate(withOwner: owner, options: nil) }
        #expect(objects.count == 2, "the card and its tap recognizer; placeholders are not top-level objects")
        let card = try #require(objects.first as? ProfileCardView)
        #expect(owner.card === card && card.awoken)
        #expect(owner.nameLabel?.text == "Ada Lovelace" && owner.nameLabel?.font.pointSize == 20)
        #expect(owner.nameLabel?.backgroundColor == .systemYellow && owner.nameLabel?.alpha == 0.75
                && owner.nameLabel?.layer.shadowOffset == CGSize(width: 0, height: 3), "UIKit's own key paths, by their archived values")
        #expect(card.layer.cornerRadius == 12, "a view's cornerRadius runtime attribute rounds its layer")
        #expect(warnings.contains { $0.contains("'profileKind'") && $0.contains("key-value coding") }, "one the lab cannot set is named")
        // @IBInspectable properties, through the class's table, before awakeFromNib() (UIKit sets
        // runtime attributes once the objects are connected); a number sets an Int or a CGFloat,
        // a string a CGFloat as key-value coding reads it ("2.5pt" is 2.5).
        #expect(card.accent?.rgba == UIColor.red.rgba && card.accentWhenAwoken?.rgba == UIColor.red.rgba)
        #expect(card.badgeCount == 3 && card.inset == 2.5 && card.isFeatured && card.anchor == CGPoint(x: 4, y: 8))
        #expect(card.headline == "" && warnings.contains { $0.contains("'headline'") && $0.contains("is a point that ProfileCardView.headline does not hold") },
                "a value of the wrong type is named, and the property keeps its value")
        let follow = try #require(card.viewWithTag(7) as? UIButton)
        #expect(follow.layer.borderWidth == 1.5, "an app's inspectable on UIView, listed in the app's table, sets a plain button's")
        #expect(follow.titleColor(for: .normal) == .systemGreen)
        // Key-value coding reads a string as NSString's doubleValue and boolValue do: "6.5pt" is 6.5,
        // "yes" is true; the later attribute wins (clipsToBounds is the layer's masksToBounds).
        #expect(follow.layer.cornerRadius == 6.5)
        #expect(!follow.layer.masksToBounds, "clipsToBounds NO came after layer.masksToBounds yes")
        // The button's action and the double tap go to File's Owner.
        let root = UIViewController()
        root.view.addSubview(card)
        host.rootViewController = root
        host.settle()
        let followCenter = follow.convert(CGPoint(x: follow.bounds.midX, y: follow.bounds.midY), to: nil)
        host.tap(at: followCenter)
        host.settle()
        #expect(owner.follows == 1)
        let recognizer = try #require(card.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(recognizer.numberOfTapsRequired == 2)
        host.tap(at: CGPoint(x: 250, y: 30))
        host.tap(at: CGPoint(x: 250, y: 30))
        host.settle()
        #expect(owner.taps == 1)
    }

    /// On iOS a nib sets an outlet by key-value coding, unchecked: an outlet declared `UIStackView!`
    /// holds the plain view it is connected to, and the UIView members the app calls work. Swift
    /// here cannot store a UIView there, so the object is made as the outlet's class.
    @Test func anOutletDeclaredAsASubclassGetsThatClass() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let owner = PanelOwner()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let objects = host.run { UINib(nibName: "PanelOutlet", bundle: .module).instantiate(withOwner: owner, options: nil) }
        let panel = try #require(owner.panel)
        #expect(objects.first as AnyObject? === panel, "the top-level object is the one the outlet holds")
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 240, height: 80))
        #expect(panel.backgroundColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(panel.subviews.count == 1 && panel.subviews.first is UIButton && panel.arrangedSubviews.isEmpty,
                "the document's subviews stay plain subviews")
        #expect(warnings.filter { $0.contains("'panel'") && $0.contains("UIStackView") }.count == 1)
        // A button is no label: that outlet is left nil, with UIKit-like words.
        #expect(owner.caption == nil)
        #expect(warnings.contains { $0.contains("'caption'") && $0.contains("cannot hold a UIButton") })
    }

    /// Documents saved by Xcode 8 place views with `<frame key="frameInset">`: insets from the
    /// superview's edges, a missing width or height being what is left between them.
    @Test func anXcode8FrameInsetPlacesTheViewInItsSuperview() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let box = try #require(host.run { UINib(nibName: "FrameInsets", bundle: .module).instantiate(withOwner: nil, options: nil) }.first as? UIView)
        #expect(box.viewWithTag(1)?.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(box.viewWithTag(2)?.frame == CGRect(x: 16, y: 50, width: 260, height: 40))
        #expect(box.viewWithTag(3)?.frame == CGRect(x: 240, y: 170, width: 50, height: 20))
        #expect(box.viewWithTag(4)?.frame == CGRect(x: 5, y: 5, width: 250, height: 30), "inside a view that is sized by its insets")
        #expect(box.viewWithTag(5)?.frame == CGRect(x: 30, y: 50, width: 150, height: 20), "shares of the superview's 300 × 200")
        #expect(box.viewWithTag(6)?.frame == CGRect(x: 300, y: 160, width: 40, height: 10), "just past its right edge, as an off-screen cloud waits")
        // A face iOS installs stands in at its weight, as `UIFont(name:size:)` gives it.
        #expect((box.viewWithTag(1) as? UILabel)?.font.fontName == "DejaVuSans-Bold")
        #expect((box.viewWithTag(1) as? UILabel)?.font.pointSize == 18)
        #expect(!warnings.contains { $0.contains("<frame>") }, "the element is read")
    }

    /// Older documents keep a collection cell's constraints on the cell, naming the subviews of
    /// its content view, which the cell makes after its own properties: they hold all the same.
    @Test func aCollectionCellsConstraintsToItsContentReachTheSubviews() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let cell = try #require(host.run { UINib(nibName: "TileCell", bundle: .module).instantiate(withOwner: nil, options: nil) }.first as? UICollectionViewCell)
        cell.frame = CGRect(x: 0, y: 0, width: 150, height: 120)
        cell.layoutIfNeeded()
        let image = try #require(cell.viewWithTag(1)), label = try #require(cell.viewWithTag(2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 150, height: 80), "two thirds of the cell's height")
        #expect(label.frame == CGRect(x: 0, y: 80, width: 150, height: 40))
        #expect(!warnings.contains { $0.contains("constraint") }, "\(warnings)")
    }

    @Test func eachInstantiationMakesNewObjects() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let first = host.run { Bundle.module.loadNibNamed("ProfileCard", owner: ProfileCardOwner(), options: nil) }
        let second = host.run { Bundle.module.loadNibNamed("ProfileCard", owner: ProfileCardOwner(), options: nil) }
        #expect(first?.first as AnyObject? !== second?.first as AnyObject?)
    }

    @Test func aControllerLoadsTheNibNamedAfterItsClass() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        // No nib name: UIKit looks for the class name without "Controller" first (CardView.xib).
        let controller = CardViewController(nibName: nil, bundle: .module)
        host.rootViewController = controller
        host.settle()
        #expect(controller.headline.text == "From a nib")
        #expect(abs(controller.headline.frame.midY - controller.view.safeAreaLayoutGuide.layoutFrame.midY) < 0.5)
        #expect(controller.headline.textColor == .label, "a nil text colour leaves the label's own")
    }

    /// The File's Owner's `view` outlet is set as `setView:` sets it: connecting it does not load
    /// the view first (reading a controller's view loads it, which would load the nib again).
    @Test func connectingAControllersViewOutletDoesNotLoadItsView() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = CardViewController(nibName: "NoSuchNib", bundle: .module)
        let view = UIView()
        let connected = host.run { InterfaceBuilderClassTables.current.connectOutlet("view", of: controller, to: view) }
        #expect(connected == true)
        #expect(controller.viewLoads == 0, "loadView never ran")
        #expect(controller.isViewLoaded && controller.view === view)
    }

    @Test func aRegisteredNibMakesTheCellsOfItsIdentifier() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UINib(nibName: "BadgeCell", bundle: .module), forCellReuseIdentifier: "Badge")
        let cell = try #require(host.run { table.dequeueReusableCell(withIdentifier: "Badge") } as? BadgeCell)
        #expect(cell.badge.text == "NEW" && cell.badge.superview === cell.contentView)
        #expect(cell.selectionStyle == .none)
        #expect(cell.badge.backgroundColor == .systemRed)
    }

    /// A nib's `customObject` is made with its class's `init()` and connected both ways; one whose
    /// class the table cannot make is named once and the rest loads.
    @Test func aCustomObjectIsMadeAndConnectedAsADataSource() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let objects = host.run { UINib(nibName: "SceneObjects", bundle: .module).instantiate(withOwner: nil, options: nil) }
        let table = try #require(objects.first as? UITableView)
        let source = try #require(objects.compactMap { $0 as? PlanetsDataSource }.first)
        #expect(table.dataSource === source && source.tableView === table)
        #expect(objects.count == 2, "the loader is not made")
        #expect(warnings.count == 1 && warnings[0].contains("ConfiguredLoader at line 18 is not made"), "\(warnings)")
        let controller = UIViewController()
        controller.view.addSubview(table)
        host.rootViewController = controller
        host.settle()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Mercury", "Venus", "Earth"])
    }
}
