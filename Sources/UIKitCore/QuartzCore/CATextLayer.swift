import Foundation

/// A layer that draws a string, as Core Animation's `CATextLayer`: `string` (plain or attributed)
/// in `font` at `fontSize` (36 points of the system font by default) and `foregroundColor` (white),
/// from the top of its bounds, wrapped when `isWrapped`, cut short by `truncationMode`, placed by
/// `alignmentMode`, and cut to its bounds, as its backing store is.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`; anything else draws nothing and says so.
    open var string: Any? { didSet { modelDidChange() } }
    /// A `UIFont`, or a font's name as a `String`; its size is `fontSize`'s.
    open var font: AnyObject? { didSet { modelDidChange() } }
    open var fontSize: CGFloat = 36 { didSet { modelDidChange() } }
    open var foregroundColor: CGColor? = CGColor(UIColor.white.rgba) { didSet { modelDidChange() } }
    open var isWrapped = false { didSet { modelDidChange() } }
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { modelDidChange() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet {
            if alignmentMode == .justified {
                Diagnostics.warnOnce("textLayerJustified", "CATextLayer.alignmentMode .justified is not built: lines are drawn left-aligned.")
            }
            modelDidChange()
        }
    }
    /// Kept for code that sets it; the lab's text is always placed on whole pixels.
    open var allowsFontSubpixelQuantization = false

    override func copyValues(of model: CALayer) {
        super.copyValues(of: model)
        guard let text = model as? CATextLayer else { return }
        string = text.string
        font = text.font
        fontSize = text.fontSize
        foregroundColor = text.foregroundColor
        isWrapped = text.isWrapped
        truncationMode = text.truncationMode
        alignmentMode = text.alignmentMode
    }

    override func presentationCopy() -> CALayer {
        let copy = CATextLayer(presentationOf: self)
        copy.copyTextValues(of: self)
        return copy
    }

    private func copyTextValues(of model: CATextLayer) {
        string = model.string
        font = model.font
        fontSize = model.fontSize
        foregroundColor = model.foregroundColor
        isWrapped = model.isWrapped
        truncationMode = model.truncationMode
        alignmentMode = model.alignmentMode
    }

    /// The font drawn: `font` as a `UIFont` or by name, at `fontSize`; the system font otherwise.
    var resolvedFont: UIFont {
        switch font {
        case let font as UIFont: return font.withSize(fontSize)
        case let name as String: return UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        case let name as NSString: return UIFont(name: name as String, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: return .systemFont(ofSize: fontSize)
        }
    }

    private var lineBreakMode: NSLineBreakMode {
        switch truncationMode {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return isWrapped ? .byWordWrapping : .byClipping
        }
    }

    override func paintLayerContent(into commands: inout [DisplayCommand], bounds: CGRect, toWindow: CGAffineTransform) {
        let font = resolvedFont
        let color = UIColor(cgColor: foregroundColor ?? CGColor(UIColor.white.rgba))
        let maxLines = isWrapped ? 0 : 1
        let truncates = truncationMode != .none
        var runs: AttributedTextRuns?
        let layout: TextLayout
        switch string {
        case let text as String:
            layout = TextLayout(text: text, font: font, maxWidth: Swift.max(1, bounds.width), maxLines: maxLines, truncates: truncates, lineBreakMode: lineBreakMode)
        case let attributed as NSAttributedString:
            let styled = AttributedTextRuns(attributed, font: font, color: color)
            runs = styled
            layout = TextLayout(text: styled.string, lineHeight: styled.lineHeight, lineSpacing: styled.lineSpacing, maxWidth: Swift.max(1, bounds.width),
                                maxLines: maxLines, truncates: truncates, lineBreakMode: lineBreakMode) { line, start in styled.width(of: line, from: start) }
        case nil:
            return
        default:
            Diagnostics.warnOnce("textLayerString", "CATextLayer.string is a String or an NSAttributedString; a \(type(of: string!)) draws nothing.")
            return
        }
        commands.append(.pushClip(bounds.applying(toWindow)))
        defer { commands.append(.popClip) }
        let pitch = layout.lineHeight + layout.lineSpacing
        var y = bounds.minY
        for (index, line) in layout.lines.enumerated() {
            defer { y += pitch }
            guard !line.isEmpty else { continue }
            let width = layout.lineWidths[index]
            let x: CGFloat
            switch alignmentMode {
            case .center: x = bounds.minX + (bounds.width - width) / 2
            case .right: x = bounds.maxX - width
            default: x = bounds.minX
            }
            if let runs {
                runs.paint(line, from: layout.lineStarts[index], x: x, top: y, lineHeight: layout.lineHeight, transform: toWindow,
                           drawn: { .init($0.rgba) }, into: &commands)
            } else {
                commands.append(.text(line, font: .init(font), origin: CGPoint(x: x, y: y), transform: toWindow, color: .init(color.rgba)))
            }
        }
    }
}
