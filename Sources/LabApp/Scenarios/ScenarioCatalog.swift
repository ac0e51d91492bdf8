import UIKit

/// A runnable scenario of the lab: a name for the command line, a title for the home screen, the
/// controller the scenario starts from, and the iOS version its tutorial was written for.
@MainActor
public struct Scenario {
    public let name: String
    public let title: String
    public let summary: String
    /// The iOS version the scenario runs on unless `--ios` says otherwise: the fade tutorial's
    /// animator needs iOS 12's full-screen default (on 13 and later it is stuck, as on an iPhone).
    public var systemVersion = SystemVersion.newest
    public let makeRootViewController: () -> UIViewController

    public init(name: String, title: String, summary: String, systemVersion: SystemVersion = .newest,
                makeRootViewController: @escaping () -> UIViewController) {
        self.name = name
        self.title = title
        self.summary = summary
        self.systemVersion = systemVersion
        self.makeRootViewController = makeRootViewController
    }
}

@MainActor
public enum ScenarioCatalog {
    /// Every scenario, in the order of the home screen.
    public static let all: [Scenario] = [
        Scenario(name: "custom-two-thirds", title: "Custom two thirds",
                 summary: "A detail controller in the lower two thirds over a 50 % dimming view.",
                 makeRootViewController: { TwoThirdsTutorial.ViewController() }),
        Scenario(name: "slide-in", title: "Slide in (Medal Count)",
                 summary: "Slides in from the left, right, top or bottom, two thirds along the axis.",
                 makeRootViewController: { MedalCountTutorial.MainViewController() }),
        Scenario(name: "half-modal", title: "Half modal",
                 summary: "Half-height details over 40 % dimming, closed with a tap.",
                 makeRootViewController: { HalfModalTutorial.ViewController() }),
        Scenario(name: "fade", title: "Fade",
                 summary: "A 0.5 s cross-fade through a transitioning delegate, both ways (an iOS 12 tutorial).",
                 systemVersion: SystemVersion(major: 12),
                 makeRootViewController: { FadeTutorial.ViewController() }),
        Scenario(name: "blur-card", title: "Blur card (drag to close)",
                 summary: "A card over a blur that fades in; drag it down to close, interactively.",
                 makeRootViewController: { BlurCardScenario.ViewController() }),
        Scenario(name: "sheet", title: "Sheet (detents)",
                 summary: "A sheet at medium or large height, dragged between them or away.",
                 makeRootViewController: { SheetScenario.ViewController() }),
        Scenario(name: "popover", title: "Popover",
                 summary: "A popover at its button, kept a popover on a phone; a tap outside closes it.",
                 makeRootViewController: { PopoverScenario.ViewController() }),
        Scenario(name: "navigation", title: "Navigation (custom push and pop)",
                 summary: "Colour cards zoom in and out with an interactive edge-swipe pop; More slides as UIKit does.",
                 makeRootViewController: { NavigationScenario.makeRoot() }),
        Scenario(name: "alerts", title: "Alerts and action sheets",
                 summary: "An alert, an action sheet (a popover in regular width) and an alert with a text field.",
                 makeRootViewController: { AlertsScenario.ViewController() }),
        Scenario(name: "sheet-list", title: "Sheet with a long list",
                 summary: "A list in a sheet: scroll it, or drag down from its top to move the sheet away.",
                 makeRootViewController: { SheetListScenario.ViewController() }),
        Scenario(name: "list", title: "Games list (table view)",
                 summary: "A table of the Games: rows slide the Medal Count menus in; the info button shows a popover at the row.",
                 makeRootViewController: { ListScenario.makeRoot() }),
        Scenario(name: "grid", title: "Card grid (collection view)",
                 summary: "A compositional grid of cards: a tap zooms the card out of its cell, another puts it back.",
                 makeRootViewController: { GridScenario.makeRoot() }),
        Scenario(name: "tabs", title: "Tabs",
                 summary: "A tab bar app: the games list in a navigation stack, the grid, and a sheet with a list.",
                 makeRootViewController: { TabsScenario.makeRoot() }),
        Scenario(name: "catalog", title: "Catalog of UIKit parts",
                 summary: "One screen per part apps are made of: text views, and more as the lab grows.",
                 makeRootViewController: { CatalogScenario.makeRoot() }),
    ]

    public static func scenario(named name: String) -> Scenario? { all.first { $0.name == name } }
}
