import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// Size-class variations as a device loads a document: the default variation masks out what only
/// some size classes install, a matching variation installs its subviews and constraints and
/// overrides its object's properties, and the more specific key wins. Fixture: Variations.xib.
/// Sources: docs/PORTING.md, "Interface Builder documents".
@MainActor
@Suite struct InterfaceBuilderVariationsTests {
    private func load(on device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait) throws -> (HeadlessHost, UIView) {
        let host = HeadlessHost(device: device, orientation: orientation)
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let view = try #require(host.run { UINib(nibName: "Variations", bundle: .module).instantiate(withOwner: nil, options: nil).first as? UIView })
        #expect(warnings.contains { $0.contains("Variations.xib's size-class variations are resolved") }, "what is not re-applied is said once")
        let root = UIViewController()
        root.view.addSubview(view)
        view.frame = root.view.bounds
        host.rootViewController = root
        host.settle()
        return (host, view)
    }

    @Test func aCompactWidthPhoneGetsTheAnySizeValues() throws {
        let (host, view) = try load(on: .iPhone15)
        let label = try #require(view.viewWithTag(1) as? UILabel)
        #expect(label.font.pointSize == 17)
        #expect(abs(label.frame.minY - 10) < 0.01, "the default constraint")
        #expect(view.viewWithTag(2) == nil, "a subview the default variation masks out is not made")
        withExtendedLifetime(host) {}
    }

    @Test func aRegularWidthGetsItsVariationAndTheMoreSpecificKeyWins() throws {
        let (host, view) = try load(on: .iPad10)
        let label = try #require(view.viewWithTag(1) as? UILabel)
        #expect(label.font == .boldSystemFont(ofSize: 44), "heightClass=regular-widthClass=regular over widthClass=regular")
        #expect(abs(label.frame.minY - 100) < 0.01, "its constraint replaces the default one")
        let square = try #require(view.viewWithTag(2))
        #expect(square.frame == CGRect(x: 16, y: 200, width: 100, height: 100), "an included subview with its constraints")
        withExtendedLifetime(host) {}
    }

    @Test func aLandscapeLargePhoneMatchesTheWidthOnlyVariation() throws {
        let (host, view) = try load(on: .iPhone15ProMax, orientation: .landscapeLeft)
        let label = try #require(view.viewWithTag(1) as? UILabel)
        #expect(label.font == .systemFont(ofSize: 40), "regular width, compact height")
        #expect(view.viewWithTag(2) != nil)
        withExtendedLifetime(host) {}
    }

    @Test func aViewPlacedWithoutConstraintsKeepsItsFrameAndOneWithConstraintsFollowsThem() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let view = try #require(host.run { UINib(nibName: "FixedFrame", bundle: .module).instantiate(withOwner: nil, options: nil).first as? UIView })
        let root = UIViewController()
        root.view.addSubview(view)
        host.rootViewController = root
        host.settle()
        let placed = try #require(view.viewWithTag(1))
        #expect(!placed.translatesAutoresizingMaskIntoConstraints)
        #expect(placed.frame == CGRect(x: 40, y: 120, width: 200, height: 36), "Interface Builder's prototyping constraints fix its frame")
        #expect(try #require(view.viewWithTag(2)).frame == CGRect(x: 20, y: 30, width: 60, height: 60), "its own constraints win")
    }
}
