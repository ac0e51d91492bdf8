// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "presentation-lab",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "presentation-lab", targets: ["PresentationLab"]),
        .executable(name: "presentation-bench", targets: ["presentation-bench"]),
    ],
    targets: [
        // C boundary: module maps and shim headers only.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image", pkgConfig: "SDL2_image",
                       providers: [.apt(["libsdl2-image-dev"])]),

        // The incremental Cassowary solver behind Auto Layout; knows nothing of views.
        // Optimised even in debug builds (the differential test solves a thousand systems with it),
        // without run-time exclusivity checks, which cost a third of its time and guard nothing here.
        .target(name: "Cassowary", swiftSettings: [.unsafeFlags(["-O", "-enforce-exclusivity=unchecked"])]),

        // Pixel loops (the backdrop blur), optimised even in debug builds for the same reason: tests
        // draw blurred frames by the thousand. Plain numbers and buffers; knows nothing of views.
        .target(name: "PixelKernels", swiftSettings: [.unsafeFlags(["-O", "-enforce-exclusivity=unchecked"])]),

        // What users import. Only files under Sources/UIKit/Backend import the C modules.
        .target(name: "UIKit", dependencies: ["Cassowary", "PixelKernels", "CSDL2", "CSDL2TTF", "CSDL2Image"]),

        // The public headless host: fake clock, software-rendered snapshots, synthetic input.
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),

        // The simulator app: its scenarios, command line and scripts, and the thin executable.
        .target(name: "LabApp", dependencies: ["UIKit", "UIKitTesting"]),
        .executableTarget(name: "PresentationLab", dependencies: ["LabApp"]),

        // A benchmark driver, run by `make bench` only.
        .executableTarget(name: "presentation-bench", dependencies: ["UIKit", "UIKitTesting", "LabApp", "Cassowary", "CSDL2"],
                          path: "Sources/PresentationBench"),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "PixelKernels"]),
        .testTarget(name: "PresentationLabTests", dependencies: ["LabApp", "UIKit", "UIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
