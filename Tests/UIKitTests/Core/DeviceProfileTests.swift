import Foundation
import Testing
import UIKit
import UIKitTesting

/// Each device profile, in every orientation, against the table in docs/DEVICES.md (which names the
/// source of every number): window size, scale, safe-area insets, size classes, idiom.
@MainActor
@Suite struct DeviceProfileTests {
    struct Row {
        let member: String, width: CGFloat, height: CGFloat, scale: CGFloat, corner: CGFloat
        let portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets
        let portraitClasses: [String], landscapeClasses: [String]
    }

    static func table() throws -> [Row] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/DEVICES.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        func insets(_ cell: String) -> UIEdgeInsets {
            let v = cell.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
            return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 11, let width = Double(cells[3]), let height = Double(cells[4]) else { return nil }
            return Row(member: cells[2], width: width, height: height, scale: CGFloat(Double(cells[5])!),
                       corner: CGFloat(Double(cells[8])!), portraitInsets: insets(cells[6]), landscapeInsets: insets(cells[7]),
                       portraitClasses: cells[9].split(separator: " ").map(String.init),
                       landscapeClasses: cells[10].split(separator: " ").map(String.init))
        }
    }

    static let members: [String: SimulatedDevice] = [
        "iPhoneSE3": .iPhoneSE3, "iPhone15": .iPhone15, "iPhone15ProMax": .iPhone15ProMax,
        "iPad10": .iPad10, "iPadPro12_9": .iPadPro12_9,
    ]

    @Test func everyProfileMatchesTheTableInBothOrientations() throws {
        let rows = try Self.table()
        #expect(rows.count == SimulatedDevice.profiles.count, "one row a profile in docs/DEVICES.md")
        for row in rows {
            let device = try #require(Self.members[row.member], "\(row.member) is a static member")
            for orientation in [UIDeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown] {
                let host = HeadlessHost(device: device, orientation: orientation)
                let controller = UIViewController()
                host.rootViewController = controller
                let landscape = orientation.isLandscape
                let size = landscape ? CGSize(width: row.height, height: row.width) : CGSize(width: row.width, height: row.height)
                let where_ = "\(row.member) \(orientation)"
                #expect(host.window.bounds.size == size, "\(where_)")
                #expect(host.screen.bounds.size == size, "\(where_)")
                #expect(host.screen.scale == row.scale, "\(where_)")
                #expect(host.screen.displayCornerRadius == row.corner, "\(where_)")
                // Upside down, the sensor housing is at the bottom: the portrait insets trade top and bottom.
                let portrait = orientation == .portraitUpsideDown
                    ? UIEdgeInsets(top: row.portraitInsets.bottom, left: row.portraitInsets.left,
                                   bottom: row.portraitInsets.top, right: row.portraitInsets.right)
                    : row.portraitInsets
                let insets = landscape ? row.landscapeInsets : portrait
                #expect(host.window.safeAreaInsets == insets, "\(where_)")
                #expect(controller.view.safeAreaInsets == insets, "\(where_): a full-screen root view has the screen's insets")
                let classes = landscape ? row.landscapeClasses : row.portraitClasses
                let traits = controller.traitCollection
                #expect("\(traits.horizontalSizeClass)".lowercased() == classes[0], "\(where_)")
                #expect("\(traits.verticalSizeClass)".lowercased() == classes[1], "\(where_)")
                #expect(traits.displayScale == row.scale, "\(where_)")
                #expect(host.device.orientation == orientation)
                #expect(host.device.userInterfaceIdiom == (row.member.hasPrefix("iPad") ? .pad : .phone))
                #expect(host.device.model == (row.member.hasPrefix("iPad") ? "iPad" : "iPhone"))
            }
        }
    }

    /// The free-form window follows the iPad multitasking rule for its width (regular from 678
    /// points) and is compact height below 500 points.
    @Test(arguments: [(CGSize(width: 390, height: 844), "compact", "regular"), (CGSize(width: 844, height: 390), "regular", "compact"),
                      (CGSize(width: 639, height: 900), "compact", "regular"), (CGSize(width: 678, height: 900), "regular", "regular")])
    func freeformWindowsTakeTheIPadRule(_ size: CGSize, _ horizontal: String, _ vertical: String) {
        let host = HeadlessHost(size: size)
        host.rootViewController = UIViewController()
        let traits = host.window.rootViewController!.traitCollection
        #expect("\(traits.horizontalSizeClass)".lowercased() == horizontal)
        #expect("\(traits.verticalSizeClass)".lowercased() == vertical)
        #expect(host.window.safeAreaInsets == .zero)
    }

    /// An iPad window narrowed as in Split View or Slide Over turns compact width.
    @Test func anIPadWindowNarrowedToSplitViewTurnsCompact() {
        let host = HeadlessHost(device: .iPad10)
        host.rootViewController = UIViewController()
        #expect(host.window.rootViewController!.traitCollection.horizontalSizeClass == .regular)
        host.resize(to: CGSize(width: 320, height: 1180))
        host.settle()
        #expect(host.window.rootViewController!.traitCollection.horizontalSizeClass == .compact)
        #expect(host.window.rootViewController!.traitCollection.verticalSizeClass == .regular)
    }

    final class RotationWatcher: UIViewController {
        var seen: [(size: CGSize, bounds: CGSize, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
                    animated: Bool, duration: TimeInterval)] = []
        var alongsideRan = false, completionRan = false
        var turns: [CGAffineTransform] = []
        var safeAreaChanges = 0
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            seen.append((size, view.bounds.size, traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass,
                         coordinator.isAnimated, coordinator.transitionDuration))
            turns.append(coordinator.targetTransform)
            coordinator.animate(alongsideTransition: { _ in self.alongsideRan = true }, completion: { _ in self.completionRan = true })
        }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    /// A rotation, as on a device: viewWillTransition(to:with:) while the view and traits still hold
    /// the portrait values, with an animated coordinator; then the landscape size, traits and insets.
    @Test func rotatingTellsControllersBeforeTheChangeAndAnimates() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = RotationWatcher()
        host.rootViewController = controller
        let guided = UIView()
        guided.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(guided)
        NSLayoutConstraint.activate([
            guided.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            guided.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
            guided.widthAnchor.constraint(equalToConstant: 10), guided.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.settle()
        #expect(guided.frame.origin == CGPoint(x: 0, y: 59), "below the Dynamic Island in portrait")
        let changesBefore = controller.safeAreaChanges
        host.rotate(to: .landscapeLeft)
        #expect(controller.seen.count == 1)
        let seen = controller.seen[0]
        #expect(seen.size == CGSize(width: 852, height: 393))
        #expect(seen.bounds == CGSize(width: 393, height: 852), "the old bounds during viewWillTransition")
        #expect(seen.horizontal == .compact && seen.vertical == .regular, "the old traits during viewWillTransition")
        #expect(seen.animated && seen.duration == 0.4)
        let turn = controller.turns[0]
        #expect(abs(turn.a) < 1e-9 && abs(turn.b - 1) < 1e-9, "a quarter turn: the interface turns to stay upright")
        #expect(controller.alongsideRan)
        host.settle()
        #expect(controller.completionRan)
        #expect(controller.view.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(controller.traitCollection.horizontalSizeClass == .compact, "a 393-point iPhone stays compact width")
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(controller.safeAreaChanges > changesBefore)
        #expect(guided.frame.origin == CGPoint(x: 59, y: 0), "beside the Dynamic Island in landscape")
        #expect(host.device.orientation == .landscapeLeft)
    }

    @Test func aMaxPhoneIsRegularWidthInLandscape() {
        let host = HeadlessHost(device: .iPhone15ProMax, orientation: .landscapeRight)
        host.rootViewController = UIViewController()
        #expect(host.window.rootViewController!.traitCollection.horizontalSizeClass == .regular)
        host.rotate(to: .portrait)
        host.settle()
        #expect(host.window.rootViewController!.traitCollection.horizontalSizeClass == .compact)
        #expect(host.window.bounds.size == CGSize(width: 430, height: 932))
    }

    /// A view's safe area is the overlap of its bounds with the screen's unsafe edges, plus the
    /// controller's additionalSafeAreaInsets.
    @Test func safeAreasFollowTheViewsPlaceAndAdditionalInsets() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.rootViewController = controller
        let lower = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 352))
        controller.view.addSubview(lower)
        host.settle()
        #expect(lower.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        host.settle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    }

    @Test func anUnknownSystemVersionIsRefusedAndKnownOnesAreReported() {
        #expect(SystemVersion("11") == nil)
        #expect(SystemVersion("19.0") == nil)
        #expect(SystemVersion("17.4") == SystemVersion(major: 17, minor: 4))
        let host = HeadlessHost(device: .iPhoneSE3, systemVersion: "15.0")
        #expect(host.device.systemVersion == "15.0")
        #expect(host.device.systemName == "iOS")
    }
}
