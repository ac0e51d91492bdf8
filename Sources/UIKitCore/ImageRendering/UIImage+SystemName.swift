/// Symbol images, as UIKit's `UIImage(systemName:)`: the lab's artwork (SymbolArtwork.swift) drawn
/// at the configuration's point size, weight and scale, at the screen's scale, as a template that
/// views draw in their tint colour. A name the lab has no artwork for gives nil, as UIKit does for
/// a name it does not know.
extension UIImage {
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let resolved = SymbolConfiguration.unspecified.applying(configuration)
        // The artwork is drawn by the main actor's renderer, while a caller on another thread waits.
        guard let drawn = MainActorBridge.sync({ SymbolArtwork.named(name)?.image(in: resolved) }) else { return nil }
        self.init(bitmap: drawn.bitmap, scale: drawn.scale, name: name, symbol: (name, resolved))
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let configuration = traitCollection.map { SymbolConfiguration(pointSize: UIFont.preferredFont(forTextStyle: .body, compatibleWith: $0).pointSize) }
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// The image in `configuration`: a symbol drawn again in it; other images are themselves.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let remade = UIImage(systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration)) else {
            return self
        }
        return ownTint.map { remade.withTintColor($0, renderingMode: renderingMode) } ?? remade.withRenderingMode(renderingMode)
    }

    /// A symbol with `configuration` applied over its own; nil for an image that is no symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }
}

extension SymbolArtwork {
    /// How tall the symbol's box is for a point size, by scale (the lab's reading of the Simulator's
    /// symbol sizes: a medium symbol stands a little taller than the font's point size).
    static func boxHeight(pointSize: CGFloat, scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: return pointSize * 0.95
        case .large: return pointSize * 1.5
        default: return pointSize * 1.2
        }
    }

    /// The stroke's width on the 24-unit grid for each weight, ultra light to black.
    static func strokeWidth(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: return 0.7
        case .thin: return 1
        case .light: return 1.4
        case .medium: return 2
        case .semibold: return 2.3
        case .bold: return 2.6
        case .heavy: return 3
        case .black: return 3.4
        default: return 1.7
        }
    }

    /// The artwork drawn in black at the screen's scale, in `configuration`'s size and weight.
    func image(in configuration: UIImage.SymbolConfiguration) -> (bitmap: ImageBitmap, scale: CGFloat) {
        let height = SymbolArtwork.boxHeight(pointSize: configuration.resolvedPointSize, scale: configuration.resolvedScale)
        let unit = height / SymbolArtwork.grid
        let size = CGSize(width: (width * unit).rounded(.up), height: height.rounded(.up))
        let format = UIGraphicsImageRendererFormat()
        format.scale = Swift.max(2, UIScreen.main.scale)
        let lineWidth = SymbolArtwork.strokeWidth(configuration.resolvedWeight)
        let drawn = UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.scaleBy(x: unit, y: unit)
            UIColor.black.setFill()
            UIColor.black.setStroke()
            for piece in pieces {
                switch piece {
                case .fill(let path): path.fill()
                case .stroke(let path):
                    path.lineWidth = lineWidth
                    path.lineCapStyle = .round
                    path.lineJoinStyle = .round
                    path.stroke()
                }
            }
        }
        return (drawn.bitmap, drawn.scale)
    }
}
