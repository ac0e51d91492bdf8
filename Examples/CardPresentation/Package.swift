// swift-tools-version: 6.0
// A user's package, as the README writes one: a custom presentation controller, an @main app in the
// simulator's window, a scene-based app, and Swift Testing tests on the headless host. It depends on
// the lab by path; a package of your own names the lab's URL and version instead (see the README).
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder: the lab's checkout, two folders up.
let lab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "CardPresentation",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "CardKit", dependencies: [.product(name: "UIKit", package: lab)]),
        // Swift 5 language mode, as much app code still is: UIKit's isolation must be @preconcurrency.
        .target(name: "SwiftFiveAnimators", dependencies: [.product(name: "UIKit", package: lab)],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // App code using scroll views, navigation, alerts, storyboards in code and Core Animation,
        // in Swift 5 mode as most such code is: it must compile as against Apple's SDK.
        .target(name: "BreadthSamples", dependencies: [.product(name: "UIKit", package: lab)],
                resources: [.copy("Assets.xcassets")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "CardApp", dependencies: ["CardKit", .product(name: "UIKit", package: lab)]),
        .executableTarget(name: "CardSceneApp", dependencies: ["CardKit", .product(name: "UIKit", package: lab)]),
        .testTarget(name: "CardKitTests", dependencies: [
            "CardKit", "SwiftFiveAnimators", "BreadthSamples", .product(name: "UIKit", package: lab), .product(name: "UIKitTesting", package: lab),
        ]),
    ]
)
