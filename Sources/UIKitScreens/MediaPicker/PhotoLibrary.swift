import Foundation

/// The photos a host's image picker offers: as the Simulator's library comes with sample photos,
/// each host starts with landscapes the lab draws (sky, sun and hills in six palettes);
/// `HeadlessHost.photoLibrary` replaces them.
@MainActor
package final class PhotoLibrary: EnvironmentState {
    package lazy var photos: [UIImage] = Self.palettes.compactMap { Self.landscape($0) }

    package init(environment: HostEnvironment) {}

    /// Sky from top to horizon, sun (its height a share of the photo's), far and near hills; 0–255 components.
    private typealias Palette = (skyTop: RGBA, skyBottom: RGBA, sun: RGBA, sunHeight: Double, far: RGBA, near: RGBA)

    private static let palettes: [Palette] = [
        (RGBA(64, 122, 217), RGBA(184, 219, 250), RGBA(255, 245, 199), 0.25, RGBA(92, 140, 107), RGBA(51, 107, 61)),
        (RGBA(237, 115, 76), RGBA(252, 204, 128), RGBA(255, 237, 158), 0.55, RGBA(140, 76, 89), RGBA(76, 41, 56)),
        (RGBA(13, 18, 56), RGBA(56, 64, 122), RGBA(242, 242, 224), 0.20, RGBA(31, 36, 71), RGBA(13, 15, 36)),
        (RGBA(140, 191, 230), RGBA(230, 242, 250), RGBA(255, 255, 242), 0.18, RGBA(217, 224, 237), RGBA(178, 194, 214)),
        (RGBA(102, 76, 153), RGBA(242, 153, 166), RGBA(255, 217, 178), 0.60, RGBA(76, 64, 115), RGBA(41, 31, 66)),
        (RGBA(76, 158, 199), RGBA(204, 235, 224), RGBA(255, 250, 217), 0.30, RGBA(204, 184, 133), RGBA(158, 133, 87)),
    ]

    private static func landscape(_ palette: Palette) -> UIImage? {
        let width = 480, height = 360
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let sun = (x: Double(width) * 0.7, y: Double(height) * palette.sunHeight, radius: Double(height) * 0.09)
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
                let farRidge = 0.58 + 0.06 * sin(fx * 7.1) + 0.03 * sin(fx * 17.3 + 1)
                let nearRidge = 0.74 + 0.05 * sin(fx * 4.3 + 2) + 0.02 * sin(fx * 23.7)
                var colour: RGBA
                if fy > nearRidge {
                    colour = palette.near
                } else if fy > farRidge {
                    colour = palette.far
                } else {
                    colour = palette.skyTop.mixed(with: palette.skyBottom, fraction: CGFloat(fy / farRidge))
                    let dx = Double(x) - sun.x, dy = Double(y) - sun.y
                    if dx * dx + dy * dy < sun.radius * sun.radius { colour = palette.sun }
                }
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8(colour.red * 255)
                pixels[offset + 1] = UInt8(colour.green * 255)
                pixels[offset + 2] = UInt8(colour.blue * 255)
            }
        }
        return UIImage(rgbaPixels: pixels, width: width, height: height, scale: 1)
    }
}

private extension RGBA {
    func mixed(with other: RGBA, fraction: CGFloat) -> RGBA {
        let t = Swift.max(0, Swift.min(1, fraction))
        return RGBA(red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t, alpha: 1)
    }
}

extension HostEnvironment {
    /// This host's photo library, for the testing host to read and replace.
    package var photoLibrary: PhotoLibrary { self[PhotoLibrary.self] }
}
