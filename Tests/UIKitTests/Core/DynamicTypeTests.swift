import Foundation
import Testing
import UIKitTesting
import UIKit

/// Dynamic Type as UIKit does it: Apple's size table for every text style and text size, fonts
/// that follow the setting, `UIFontMetrics`, and the change reaching the app.
@MainActor @Suite struct DynamicTypeTests {
    /// Apple's Human Interface Guidelines, *Typography*, "Dynamic Type sizes" (iOS), in points,
    /// extra small to accessibility extra extra extra large.
    static let sizes: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    @Test func everyTextStyleHasApplesSizeAtEveryTextSize() {
        for (style, points) in Self.sizes {
            for (category, expected) in zip(Self.categories, points) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(font.pointSize == expected, "\(style.rawValue) at \(category.rawValue)")
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold", "the headline is semibold")
        #expect(Self.categories.filter(\.isAccessibilityCategory).count == 5)
    }

    @Test func aNewTextSizeReachesTheApp() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        final class Screen: UIViewController {
            var heard: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                heard.append(previous?.preferredContentSizeCategory ?? .unspecified)
            }
        }
        let screen = Screen()
        host.rootViewController = screen
        let (adjusting, fixed) = host.run { () -> (UILabel, UILabel) in
            let adjusting = UILabel(), fixed = UILabel()
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            fixed.font = .preferredFont(forTextStyle: .body)
            return (adjusting, fixed)
        }
        screen.view.addSubview(adjusting)
        screen.view.addSubview(fixed)
        final class Posted: @unchecked Sendable { var values: [UIContentSizeCategory] = [] }
        let posted = Posted()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: host.application,
                                                           queue: nil) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.values.append(value) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.contentSize = .extraLarge
        #expect(adjusting.font.pointSize == 19 && fixed.font.pointSize == 17, "only the adjusting label follows")
        #expect(screen.heard == [.large] && screen.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(host.application.preferredContentSizeCategory == .extraLarge && posted.values == [.extraLarge])
        #expect(host.run { UIFont.preferredFont(forTextStyle: .body).pointSize } == 19, "fonts made afterwards are larger")
        host.contentSize = .accessibilityExtraExtraExtraLarge
        #expect(adjusting.font.pointSize == 53)
        let wide = HeadlessHost(device: .iPhone15, contentSize: .extraSmall)
        #expect(wide.run { UIFont.preferredFont(forTextStyle: .body).pointSize } == 14, "a host made at a text size")
    }

    /// `UIFontMetrics` scales a font or a value of the app's as its text style scales (UIFontMetrics,
    /// *scaledFont(for:)*, *scaledValue(for:)*, *scaledFont(for:maximumPointSize:)*).
    @Test func fontMetricsScaleTheAppsOwnFontsAndValues() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let custom = UIFont.boldSystemFont(ofSize: 20)
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledFont(for: custom, compatibleWith: large).pointSize == 20)
        #expect(abs(metrics.scaledFont(for: custom, compatibleWith: huge).pointSize - 20 * 53 / 17) < 0.06)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: huge) - 10 * 53 / 17) < 1e-9)
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: large) == 11)
    }

    /// A font capped by `scaledFont(for:maximumPointSize:)` keeps its cap as a label adjusts to later
    /// text sizes (UIFontMetrics, *scaledFont(for:maximumPointSize:)*: "never larger than" the maximum).
    @Test func aCappedFontKeepsItsCapAsTheTextSizeChanges() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        host.rootViewController = UIViewController()
        let label = host.run { () -> UILabel in
            let label = UILabel()
            label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 24)
            label.adjustsFontForContentSizeCategory = true
            return label
        }
        host.rootViewController?.view.addSubview(label)
        host.contentSize = .extraLarge
        #expect(label.font.pointSize == 19, "it grows below its cap")
        host.contentSize = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 24, "and stops at it")
        host.contentSize = .extraSmall
        #expect(label.font.pointSize == 14)
    }
}
