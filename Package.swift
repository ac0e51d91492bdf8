// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "presentation-lab",
    products: [
        // `import QuartzCore`, `import CoreGraphics` and `import os.log` work as on iOS: they come with it too.
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_CoreGraphics", "os", "OSLog", "UniformTypeIdentifiers", "PhotosUI"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "presentation-lab", targets: ["PresentationLab"]),
        .executable(name: "presentation-bench", targets: ["presentation-bench"]),
        // What a package written by `presentation-lab import` builds with: its Swift files ported as they compile.
        .plugin(name: "PortAppSources", targets: ["PortAppSources"]),
        .executable(name: "presentation-lab-port", targets: ["presentation-lab-port"]),
    ],
    targets: [
        // C boundary: module maps and shim headers only.
        // No pkg-config: its `-D_REENTRANT` is refused by SwiftPM with a warning on every build, and
        // the headers need no search path (the shims include <SDL2/...>, whose own quoted includes
        // resolve beside them). scripts/install-system-packages.sh installs the -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),

        // The incremental Cassowary solver behind Auto Layout; knows nothing of views. No unsafe flags
        // here or in any target a product uses: SwiftPM refuses such a package as a versioned dependency.
        .target(name: "Cassowary"),

        // Pixel loops (the backdrop blur, shadows, layer compositing) on plain buffers; knows nothing of views.
        .target(name: "PixelKernels"),

        // Swift Testing declares a cross-import overlay `_Testing_UIKit` for any module named UIKit:
        // a test that imports both looks for it. This empty module is that overlay, so user tests compile.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),

        // Core Graphics' module name, below UIKit: geometry, paths, colours and gradients, with the
        // warnings and stops every layer above uses. `import CoreGraphics` brings these alone, as on iOS;
        // UIKit re-exports it, so the module name resolves under `import UIKit` (`CoreGraphics.log(x)`).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),

        // Interface Builder documents (.storyboard, .xib) read from their XML into elements with their
        // lines; knows nothing of views, so the importer reads them too. FoundationXML needs libxml2.
        .target(name: "InterfaceBuilder"),

        // UIKit in layers, one module each, bottom first; each depends only on the layers below, so the
        // compiler refuses an upward reference (docs/ARCHITECTURE.md draws the graph, PackageGraphTests
        // checks it). Only their Platform and Backend folders import the C modules.
        // The world, views, layers, drawing, layout, animation, events, controllers and presentation.
        .target(name: "UIKitCore", dependencies: ["CoreGraphics", "InterfaceBuilder", "Cassowary", "PixelKernels", "CSDL2", "CSDL2TTF", "CSDL2Image", "COSLog"]),
        // Controls and text.
        .target(name: "UIKitControls", dependencies: ["UIKitCore"]),
        // The standard screens: navigation stacks, search, alerts, pages, lists, collections, tabs, split views.
        .target(name: "UIKitScreens", dependencies: ["UIKitCore", "UIKitControls", "UniformTypeIdentifiers"]),
        // The application object and the hosts that run a world: the SDL window, the headless host, recordings.
        .target(name: "UIKitHosting", dependencies: ["UIKitCore", "UIKitControls", "UIKitScreens", "PixelKernels", "CSDL2", "CMalloc"]),
        // What users import: every layer, re-exported.
        .target(name: "UIKit", dependencies: ["UIKitCore", "UIKitControls", "UIKitScreens", "UIKitHosting", "_Testing_UIKit"]),

        // Core Animation's module name: its types live in UIKit (layers are views' layers here), and
        // this module re-exports them, so files that `import QuartzCore` compile unchanged.
        .target(name: "QuartzCore", dependencies: ["UIKit"]),

        // `import PhotosUI`: the photo picker, whose types live in UIKit here; re-exports it.
        .target(name: "PhotosUI", dependencies: ["UIKit"]),

        // `import UniformTypeIdentifiers`: UTType, the kinds of files and data (a document picker's
        // content types), on Foundation alone as on iOS.
        .target(name: "UniformTypeIdentifiers"),

        // `import os` / `import os.log`: Logger, OSLog and os_log, writing to standard error as the
        // Simulator's console shows them. COSLog is the Clang module `os` (with its submodule `log`)
        // that this Swift module overlays, as Apple's SDK does, so `import os.log` resolves.
        .target(name: "COSLog", path: "Sources/COSLog"),
        .target(name: "os", dependencies: ["COSLog"]),
        // `import OSLog`, iOS 14's name for the same API.
        .target(name: "OSLog", dependencies: ["os"]),

        // The public headless host: fake clock, software-rendered snapshots, synthetic input.
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),

        // The simulator app: its scenarios, command line and scripts, and the thin executable.
        .target(name: "LabApp", dependencies: ["UIKit", "PhotosUI"]),
        .executableTarget(name: "PresentationLab", dependencies: ["LabApp", "AppImporter"]),

        // Importing an Xcode project: its project file read (XcodeProject), its Swift files given the
        // porting rule (SourcePorting), and the package written (AppImporter). None depends on UIKit.
        .target(name: "XcodeProject"),
        .target(name: "SourcePorting"),
        .target(name: "AppImporter", dependencies: ["XcodeProject", "SourcePorting", "InterfaceBuilder"]),
        .executableTarget(name: "presentation-lab-port", dependencies: ["SourcePorting"], path: "Sources/PortTool"),
        .plugin(name: "PortAppSources", capability: .buildTool(), dependencies: ["presentation-lab-port"]),

        // A benchmark driver, run by `make bench` only.
        .executableTarget(name: "presentation-bench", dependencies: ["UIKit", "UIKitTesting", "LabApp", "Cassowary", "CSDL2"],
                          path: "Sources/PresentationBench"),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // What the lab's own test targets share (the golden comparison); no product includes it.
        .target(name: "LabTestSupport", dependencies: ["UIKitTesting", "UIKitHosting"], path: "Tests/LabTestSupport"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitCore", "UIKitControls", "UIKitScreens", "UIKitHosting", "QuartzCore", "CoreGraphics", "UniformTypeIdentifiers", "PhotosUI", "InterfaceBuilder", "os", "OSLog", "UIKitTesting", "PixelKernels", "CSDL2", "LabTestSupport"],
                    exclude: ["Goldens", "Hosts/__Snapshots__"], resources: [.process("Fixtures")]),
        .testTarget(name: "PresentationLabTests", dependencies: ["LabApp", "UIKit", "PhotosUI", "UIKitCore", "UIKitHosting", "UIKitTesting", "LabTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "ImporterTests", dependencies: ["AppImporter", "XcodeProject", "SourcePorting"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
