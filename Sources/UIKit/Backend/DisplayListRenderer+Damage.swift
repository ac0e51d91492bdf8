// Damage: the smallest rectangle outside which two display lists draw the same pixels. Outside it,
// every pixel sees the same commands, in the same order, under the same clips and groups; inside,
// a partial redraw repaints from scratch, so the result equals a full redraw pixel for pixel.
extension DisplayListRenderer {
    /// The area to redraw when the canvas shows `old` (drawn at `scale` over `oldBackground`) and
    /// should show `new`. A canvas of `canvasSize` device pixels.
    func damage(from old: DisplayList, oldBackground: DisplayCommand.Color, to new: DisplayList,
                background: DisplayCommand.Color, scale: CGFloat, canvasSize: CGSize) -> FrameDamage {
        self.scale = scale
        let canvas = CGRect(origin: .zero, size: canvasSize)
        // A different structure (a view added, removed, shown or hidden, a group opened) is rare
        // and would need a sequence diff to place: it redraws everything.
        guard oldBackground == background, old.commands.count == new.commands.count else { return .full }
        // A projected layer can land anywhere its homography sends it: it redraws everything.
        guard !old.hasProjections && !new.hasProjections else { return .full }
        var changed = CGRect.null
        // What the commands that read the pixels below them read, found on the way.
        var readers: [CGRect] = []
        // Compared in place: copying every command of two lists costs more than comparing them.
        let structureChanged = old.commands.withUnsafeBufferPointer { before in
            new.commands.withUnsafeBufferPointer { after in
                for index in after.indices {
                    switch after[index] {
                    case .backdropBlur: blurReadArea(of: after[index]).map { readers.append($0) }
                    case .image: deviceBounds(of: after[index]).map { readers.append($0) }
                    default: break
                    }
                    if before[index] == after[index] { continue }
                    guard before[index].kind == after[index].kind else { return true }
                    if let area = deviceBounds(of: before[index]), let other = deviceBounds(of: after[index]) {
                        changed = changed.union(area).union(other)
                    } else {
                        // A clip or group that changed repaints everything inside it, in both frames.
                        changed = changed.union(scopeBounds(in: old, at: index)).union(scopeBounds(in: new, at: index))
                    }
                }
                return false
            }
        }
        if structureChanged { return .full }
        changed = changed.intersection(canvas)
        guard !changed.isNull, changed.width > 0, changed.height > 0 else { return .none }
        changed = widened(changed, byReaders: readers).intersection(canvas)
        let x0 = changed.minX.rounded(.down), y0 = changed.minY.rounded(.down)
        let whole = CGRect(x: x0, y: y0, width: changed.maxX.rounded(.up) - x0, height: changed.maxY.rounded(.up) - y0)
        // Past three quarters of the canvas a partial redraw saves little; a full one is simpler.
        if whole.width * whole.height >= 0.75 * canvas.width * canvas.height { return .full }
        return .area(whole)
    }

    /// Every pixel a scope (a clip or group and what it holds) can touch, in one list.
    private func scopeBounds(in list: DisplayList, at start: Int) -> CGRect {
        var area = deviceClipBox(of: list.commands[start]) ?? .null
        var depth = 0
        for index in start..<list.commands.count {
            let command = list.commands[index]
            if command.opensScope { depth += 1 } else if command.closesScope { depth -= 1 }
            if let bounds = deviceBounds(of: command) { area = area.union(bounds) }
            if depth == 0 { break }
        }
        return area
    }

    /// Grows `area` until no command that reads pixels straddles it. A backdrop blur reads 3σ
    /// around its shape, so a blur whose reading area meets the damage is redrawn with all it
    /// reads; an image's scaled copy samples relative to its clip, so it is redrawn whole.
    private func widened(_ area: CGRect, byReaders readers: [CGRect]) -> CGRect {
        guard !readers.isEmpty else { return area }
        var area = area
        var grew = true
        while grew {
            grew = false
            for reader in readers where reader.intersects(area) && !area.contains(reader) {
                area = area.union(reader)
                grew = true
            }
        }
        return area
    }
}

extension DisplayCommand {
    /// Which case this is, regardless of its values.
    var kind: Int {
        switch self {
        case .fill: 0
        case .stroke: 1
        case .shadow: 2
        case .backdropBlur: 3
        case .text: 4
        case .image: 5
        case .linearGradient: 6
        case .fillPath: 7
        case .radialGradient: 8
        case .pushClip: 9
        case .popClip: 10
        case .pushShapeClip: 11
        case .popShapeClip: 12
        case .beginGroup: 13
        case .endGroup: 14
        case .beginProjection: 15
        case .endProjection: 16
        case .beginMask: 17
        case .endMask: 18
        }
    }

    /// Kinds up to this one draw pixels; the rest are clips and groups.
    static let lastDrawingKind = 8

    var opensScope: Bool {
        switch self {
        case .pushClip, .pushShapeClip, .beginGroup, .beginProjection, .beginMask: true
        default: false
        }
    }

    var closesScope: Bool {
        switch self {
        case .popClip, .popShapeClip, .endGroup, .endProjection, .endMask: true
        default: false
        }
    }
}
