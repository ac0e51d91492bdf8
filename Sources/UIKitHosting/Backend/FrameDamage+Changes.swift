// Damage: the smallest rectangle outside which two frames draw the same pixels. The retained tree
// (RetainedDisplayTree.swift) collects it from the nodes it rebuilt; here it becomes what a frame
// redraws. Inside it a partial redraw repaints from scratch, so the result equals a full redraw
// pixel for pixel.
extension FrameDamage {
    /// What to redraw on a canvas of `canvasSize` device pixels for `changed` (nil: everything may
    /// have changed), grown by `widen` to whole pixel-reading commands.
    init(changed: CGRect?, canvasSize: CGSize, widen: (CGRect) -> CGRect) {
        guard let changed else { self = .full; return }
        let canvas = CGRect(origin: .zero, size: canvasSize)
        var area = changed.intersection(canvas)
        guard !area.isNull, area.width > 0, area.height > 0 else { self = .none; return }
        area = widen(area).intersection(canvas)
        let x0 = area.minX.rounded(.down), y0 = area.minY.rounded(.down)
        let whole = CGRect(x: x0, y: y0, width: area.maxX.rounded(.up) - x0, height: area.maxY.rounded(.up) - y0)
        // Past three quarters of the canvas a partial redraw saves little; a full one is simpler.
        self = whole.width * whole.height >= 0.75 * canvas.width * canvas.height ? .full : .area(whole)
    }
}
