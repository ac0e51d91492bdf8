import Foundation

// How one laid-out line of styled text becomes display commands, for every view that draws
// attributed text (labels, text views).
extension AttributedTextRuns {
    /// Draws `line`, which starts at character `start`, from `x` on a line whose top is `top`: each run
    /// in its font and colour on the line's shared baseline, with its background, underline and
    /// strikethrough. `override` replaces every run's colour (a highlighted label's).
    package func paint(_ line: String, from start: Int, x: CGFloat, top: CGFloat, lineHeight: CGFloat, transform: CGAffineTransform,
               override: UIColor? = nil, drawn: (UIColor) -> DisplayCommand.Color, into commands: inout [DisplayCommand]) {
        var x = x
        let baseline = top + ascender
        for segment in segments(of: line, from: start) {
            let style = segment.style
            let width = TextEngine.shared.width(of: segment.text, font: style.font)
            let runBaseline = baseline - style.baselineOffset
            if let background = style.background {
                commands.append(.fill(rect: CGRect(x: x, y: top, width: width, height: lineHeight), transform: transform,
                                      color: drawn(background), cornerRadius: 0))
            }
            commands.append(.text(segment.text, font: .init(style.font), origin: CGPoint(x: x, y: runBaseline - style.font.ascender),
                                  transform: transform, color: drawn(override ?? style.color)))
            // The lines are as thick as the font's stroke: a point at body sizes.
            let thickness = Swift.max(1, (style.font.pointSize / 17).rounded())
            if let underline = style.underline {
                commands.append(.fill(rect: CGRect(x: x, y: runBaseline + thickness, width: width, height: thickness),
                                      transform: transform, color: drawn(override ?? underline), cornerRadius: 0))
            }
            if let strikethrough = style.strikethrough {
                commands.append(.fill(rect: CGRect(x: x, y: runBaseline - style.font.xHeight / 2 - thickness / 2, width: width, height: thickness),
                                      transform: transform, color: drawn(override ?? strikethrough), cornerRadius: 0))
            }
            x += width
        }
    }
}
