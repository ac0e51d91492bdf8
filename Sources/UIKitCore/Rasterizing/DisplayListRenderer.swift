internal import CSDL2
internal import PixelKernels

/// Draws a display list with SDL's renderer: rectangles, antialiased rounded shapes and borders
/// (triangle geometry with a half-pixel fringe), text and images as textures, clipping, and alpha
/// groups composited from an offscreen canvas. Points become pixels through `scale`.
@preconcurrency @MainActor
package final class DisplayListRenderer {
    package init() {}

    struct Layer {
        let canvas: Canvas
        let alpha: CGFloat
        var clips: [SDL_Rect]
        /// The device-space area this layer drew into, for compositing only what changed.
        var drawnBounds: CGRect = .null
        /// For a shape clip: the shape the layer is cut to when it is composited.
        var mask: RoundedRectCoverage?
        /// For a masked group (`layer.mask`): the mask as drawn, whose alpha weighs each pixel.
        var alphaMask: (canvas: Canvas, drawnBounds: CGRect)?
        /// Set on the layer the mask itself is drawn into.
        var isMask = false
    }

    /// Offscreen canvases for alpha groups, one a nesting depth, reused across frames.
    private var groupCanvases: [Canvas] = []
    // The renderer runs on the main actor only: its per-command state skips the run-time
    // exclusivity check.
    @exclusivity(unchecked) var layers: [Layer] = []
    @exclusivity(unchecked) package var scale: CGFloat = 1

    /// Draws `list` over `background`, replacing what the canvas held: everywhere, or only inside
    /// `area` (device pixels) when the rest of the canvas already shows the same pixels.
    package func draw(_ list: DisplayList, on canvas: Canvas, scale: CGFloat, background: DisplayCommand.Color,
              only area: CGRect? = nil) {
        self.scale = scale
        let full = SDL_Rect(x: 0, y: 0, w: Int32(canvas.pixelWidth), h: Int32(canvas.pixelHeight))
        let base = area.map { SDL_Rect(x: Int32($0.minX), y: Int32($0.minY), w: Int32($0.width), h: Int32($0.height)) } ?? full
        cullsToClip = area != nil
        frameBackground = background
        // An opaque first fill that covers the canvas (a root view's background) makes clearing
        // the canvas wasted work.
        if !coversCanvas(list.commands.first, canvas) { canvas.clear(background, in: base) }
        layers = [Layer(canvas: canvas, alpha: 1, clips: [base])]
        applyClip()
        commands = list.commands
        list.commands.withUnsafeBufferPointer { all in
            for index in all.indices {
                commandIndex = index
                execute(all[index])
            }
        }
        commands = []
        // An unbalanced list (never produced by views) still ends with every group composited.
        while layers.count > 1 { endGroup() }
        canvas.flush()
        canvas.textures.endFrame()
        for group in groupCanvases { group.textures.endFrame() }
        backdropBlurs.endFrame()
        shadowBlurs.endFrame()
        layers.removeAll()
    }

    /// The colour the frame's damage is cleared to: with the commands before a blur, what its
    /// backdrop is made of.
    @exclusivity(unchecked) private(set) var frameBackground = DisplayCommand.Color(red: 1, green: 1, blue: 1, alpha: 1)
    /// Blurred backdrops and shadows kept between frames.
    @exclusivity(unchecked) var backdropBlurs = BlurredGridCache<BackdropSource>()
    @exclusivity(unchecked) var shadowBlurs = BlurredGridCache<ShadowSource>()
    /// How many blurred backdrops and shadows were computed and how many reused, for the frame report.
    package var backdropBlurCounts: (computed: Int, reused: Int) { (backdropBlurs.computed, backdropBlurs.reused) }
    package var shadowBlurCounts: (computed: Int, reused: Int) { (shadowBlurs.computed, shadowBlurs.reused) }

    /// The commands before the one being drawn that can change pixels in `area` (device pixels):
    /// those that draw there, and every clip and group, which change how the others draw.
    func commandsDrawnBefore(meeting area: CGRect) -> [DisplayCommand] {
        var drawn: [DisplayCommand] = []
        for index in 0..<commandIndex {
            let command = commands[index]
            if command.kind <= DisplayCommand.lastDrawingKind, let bounds = deviceBounds(of: command), !bounds.intersects(area) { continue }
            drawn.append(command)
        }
        return drawn
    }

    /// The list being drawn and where in it: a shadow looks at the command after it, and leaves
    /// alone what an opaque fill there covers.
    @exclusivity(unchecked) private var commands: [DisplayCommand] = []
    @exclusivity(unchecked) private var commandIndex = 0
    private var nextCommand: DisplayCommand? {
        commandIndex + 1 < commands.count ? commands[commandIndex + 1] : nil
    }

    /// True during a partial redraw, where skipping commands outside the clip saves their work.
    @exclusivity(unchecked) private var cullsToClip = false

    /// The layer drawn into now, read and changed in place: a copy would retain its canvas and
    /// clips once per command.
    var current: Layer {
        _read { yield layers[layers.count - 1] }
        _modify { yield &layers[layers.count - 1] }
    }

    /// True when `command` cannot touch a pixel inside the current clip.
    private func isCulled(_ command: DisplayCommand) -> Bool {
        let clip = current.clips.last!
        if clip.w <= 0 || clip.h <= 0 { return true }
        guard cullsToClip, let bounds = deviceBounds(of: command) else { return false }
        return !bounds.meets(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
    }

    private func execute(_ command: DisplayCommand) {
        if command.kind <= DisplayCommand.lastDrawingKind, isCulled(command) { return }
        switch command {
        case let .fill(rect, transform, color, radius):
            fill(rect, device(transform), color, radius)
        case let .stroke(rect, transform, color, width, radius):
            stroke(rect, device(transform), color, width, radius)
        case let .shadow(rect, transform, color, radius, blur):
            shadow(rect, device(transform), color, radius, blur)
        case let .backdropBlur(rect, transform, radius, corners, alpha):
            backdropBlur(rect, device(transform), radius, corners, alpha)
        case let .text(string, font, origin, transform, color):
            text(string, font, origin, device(transform), color)
        case let .image(handle, rect, transform, alpha):
            image(handle.image, rect, device(transform), alpha)
        case let .linearGradient(rect, transform, stops, start, end):
            linearGradient(rect, device(transform), stops, start, end)
        case let .radialGradient(geometry, transform, stops):
            radialGradient(geometry, device(transform), stops)
        case let .fillPath(polygons, transform, color, evenOdd):
            fillPath(polygons, device(transform), color, evenOdd)
        case let .pushClip(rect):
            pushClip(rect)
        case .popClip:
            if current.clips.count > 1 { current.clips.removeLast() }
            applyClip()
        case let .beginGroup(alpha):
            beginGroup(alpha)
        case .endGroup:
            if layers.count > 1 { endGroup() }
        case .beginMask:
            beginGroup(1)
            if layers.count > 1 { current.isMask = true }
        case .endMask:
            guard layers.count > 2, current.isMask else { return }
            let mask = layers.removeLast()
            mask.canvas.flush()
            current.alphaMask = (mask.canvas, mask.drawnBounds)
            applyClip()
        case let .pushShapeClip(rect, transform, corners):
            pushShapeClip(rect, device(transform), corners)
        case .beginProjection:
            beginProjection()
        case let .endProjection(homography):
            if layers.count > 1 { endProjection(homography) }
        case .popShapeClip:
            guard layers.count > 1, current.mask != nil else { return }
            endGroup()
            if current.clips.count > 1 { current.clips.removeLast() }
            applyClip()
        }
    }

    func device(_ transform: CGAffineTransform) -> CGAffineTransform {
        transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    func note(_ bounds: CGRect) {
        current.drawnBounds = current.drawnBounds.union(bounds)
    }

    // MARK: Shapes

    private func fill(_ rect: CGRect, _ m: CGAffineTransform, _ color: DisplayCommand.Color, _ corners: DisplayCommand.Corners) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let pixelRadius = corners.isSquare ? 0 : corners.radius * pixelScale(m)
        if m.isAxisAligned && pixelRadius < 0.5 {
            // Cut to the clip here: SDL's software renderer fills the whole rectangle it is given
            // when its clip is unchanged since the last batch (a partial redraw's root view).
            let r = snapKeepingHairlines(rect.applying(m)).clipped(to: clipRect)
            guard !r.isEmpty else { return }
            note(r)
            if color.alpha >= 1 {
                // An opaque colour replaces what is below: the canvas stores it directly.
                current.canvas.replace(r, with: sdlColor(color))
                return
            }
            if current.canvas.isBlending {
                current.canvas.blend(r, with: sdlColor(color))
                return
            }
            setColor(color)
            var frect = SDL_FRect(x: Float(r.minX), y: Float(r.minY), w: Float(r.width), h: Float(r.height))
            SDL_RenderFillRectF(current.canvas.renderer, &frect)
            return
        }
        if color.alpha < 1 && current.canvas.isBlending {
            // SDL blends a fan triangle by triangle, drawing their shared edges twice: a translucent
            // shape is filled as one polygon with its own antialiasing instead.
            fillPath([roundedRect(rect, corners: corners, pixelRadius: pixelRadius)], m, color, false)
            return
        }
        let outline = roundedRect(rect, corners: corners, pixelRadius: pixelRadius).map { $0.applying(m) }
        note(bounds(of: outline).insetBy(dx: -1, dy: -1))
        let core = Geometry.offset(outline, by: -0.5)
        let fringe = Geometry.offset(outline, by: 0.5)
        drawFan(core, color)
        drawRing(core, color, fringe, color.withAlpha(0))
    }

    private func stroke(_ rect: CGRect, _ m: CGAffineTransform, _ color: DisplayCommand.Color, _ width: CGFloat,
                        _ corners: DisplayCommand.Corners) {
        guard color.alpha > 0, width > 0 else { return }
        let pixelScale = pixelScale(m)
        let pixelWidth = width * pixelScale
        let pixelRadius = corners.isSquare ? 0 : corners.radius * pixelScale
        if m.isAxisAligned && pixelRadius < 0.5 {
            let r = snap(rect.applying(m))
            let w = Swift.max(1, (pixelWidth).rounded())
            note(r)
            setColor(color)
            let edges = [CGRect(x: r.minX, y: r.minY, width: r.width, height: w),
                         CGRect(x: r.minX, y: r.maxY - w, width: r.width, height: w),
                         CGRect(x: r.minX, y: r.minY + w, width: w, height: r.height - 2 * w),
                         CGRect(x: r.maxX - w, y: r.minY + w, width: w, height: r.height - 2 * w)]
            for edge in edges where edge.width > 0 && edge.height > 0 {
                var frect = SDL_FRect(x: Float(edge.minX), y: Float(edge.minY), w: Float(edge.width), h: Float(edge.height))
                SDL_RenderFillRectF(current.canvas.renderer, &frect)
            }
            return
        }
        let outline = roundedRect(rect, corners: corners, pixelRadius: pixelRadius).map { $0.applying(m) }
        note(bounds(of: outline).insetBy(dx: -1, dy: -1))
        if pixelWidth <= 1 {
            let faint = color.withAlpha(color.alpha * pixelWidth)
            drawRing(Geometry.offset(outline, by: 0), faint, Geometry.offset(outline, by: -1), faint)
            return
        }
        let outerCore = Geometry.offset(outline, by: -0.5), innerCore = Geometry.offset(outline, by: -pixelWidth + 0.5)
        drawRing(outerCore, color, innerCore, color)
        drawRing(outerCore, color, Geometry.offset(outline, by: 0.5), color.withAlpha(0))
        drawRing(innerCore, color, Geometry.offset(outline, by: -pixelWidth - 0.5), color.withAlpha(0))
    }

    /// A soft shadow: the shape's coverage blurred by a Gaussian of standard deviation `blur` points,
    /// in the shadow's colour (PixelKernels does the pixel work).
    private func shadow(_ rect: CGRect, _ m: CGAffineTransform, _ color: DisplayCommand.Color,
                        _ corners: DisplayCommand.Corners, _ blur: CGFloat) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        guard blur > 0 else { fill(rect, m, color, corners); return }
        let canvas = current.canvas
        canvas.flush()
        let outline = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(m) }
        let box = bounds(of: outline)
        let shapeArea = PixelArea(x0: Int(box.minX.rounded(.down)), y0: Int(box.minY.rounded(.down)),
                                  x1: Int(box.maxX.rounded(.up)), y1: Int(box.maxY.rounded(.up)))
        let clip = current.clips.last!
        let sigma = Double(blur * pixelScale(m))
        let mask = ShadowKernel.maskArea(bounds: shapeArea, sigma: sigma, width: canvas.pixelWidth, height: canvas.pixelHeight)
        let area = PixelArea(x0: Swift.max(mask.x0, Int(clip.x)), y0: Swift.max(mask.y0, Int(clip.y)),
                             x1: Swift.min(mask.x1, Int(clip.x + clip.w)), y1: Swift.min(mask.y1, Int(clip.y + clip.h)))
        let occluder = opaqueFillCoverage(nextCommand)
        // Damage inside a card that casts a shadow over its own opaque background shows none of it.
        guard area.width > 0, area.height > 0, !ShadowKernel.isHidden(area, by: occluder) else { return }
        let shape = RoundedRectCoverage(rect: rect, transform: m, corners: corners, unitsPerPixel: 1 / pixelScale(m))
        let blurred = shadowBlurs.grid(for: .init(mask, sigma: sigma), source: ShadowSource(rect: rect, transform: m, corners: corners)) {
            ShadowKernel.blurredCoverage(of: shape, over: mask, sigma: sigma)
        }
        let c = sdlColor(color)
        ShadowKernel.composite(blurred, mask: mask, target: canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                               stride: Int(canvas.surface.pointee.pitch) / 4, area: area,
                               colour: .init(red: UInt32(c.r), green: UInt32(c.g), blue: UInt32(c.b), alpha: UInt32(c.a)),
                               occluder: occluder)
        let reach = CGFloat(3 * sigma + 1)
        note(box.insetBy(dx: -reach, dy: -reach))
    }

    /// The pixels an opaque fill covers whole, to skip drawing what it will replace.
    private func opaqueFillCoverage(_ command: DisplayCommand?) -> RoundedRectCoverage? {
        guard case let .fill(rect, transform, color, corners)? = command, color.alpha >= 1 else { return nil }
        let m = device(transform)
        return RoundedRectCoverage(rect: rect, transform: m, corners: corners, unitsPerPixel: 1 / pixelScale(m))
    }

    /// The outline of a rounded rectangle, clockwise from the top right, with enough points a corner
    /// to look round; corners outside the mask stay square.
    private func roundedRect(_ rect: CGRect, corners: DisplayCommand.Corners, pixelRadius: CGFloat) -> [CGPoint] {
        let r = Swift.min(corners.radius, rect.width / 2, rect.height / 2)
        // A continuous corner reaches 1.528 radii along each edge; where that does not fit, the
        // corner is drawn circular.
        let continuous = corners.isContinuous && r * ContinuousCorner.reach <= Swift.min(rect.width, rect.height) / 2
        let segments = Swift.max(3, Swift.min(24, Int(pixelRadius / 1.5)))
        // Each corner: the corner point, the direction the outline arrives in and the one it leaves in.
        let table: [(CACornerMask, CGPoint, CGVector, CGVector)] = [
            (.layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)),
            (.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0)),
            (.layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1)),
            (.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0)),
        ]
        var points: [CGPoint] = []
        for (corner, point, arriving, leaving) in table {
            guard r > 0, corners.mask.contains(corner) else { points.append(point); continue }
            // (a, b): a radii before the corner along the arriving edge, b radii along the leaving one.
            func place(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                CGPoint(x: point.x - a * r * arriving.dx + b * r * leaving.dx,
                        y: point.y - a * r * arriving.dy + b * r * leaving.dy)
            }
            if continuous {
                for (a, b) in ContinuousCorner.outline(segmentsPerCurve: Swift.max(3, segments / 2)) { points.append(place(a, b)) }
            } else {
                for step in 0...segments {
                    let angle = Double(step) / Double(segments) * Double.pi / 2
                    points.append(place(1 - CGFloat(sin(angle)), 1 - CGFloat(cos(angle))))
                }
            }
        }
        return points
    }

    private func drawFan(_ points: [CGPoint], _ color: DisplayCommand.Color) {
        current.canvas.fillFan(points, sdlColor(color), clip: current.clips.last!)
    }

    private func drawRing(_ a: [CGPoint], _ colorA: DisplayCommand.Color, _ b: [CGPoint], _ colorB: DisplayCommand.Color) {
        guard a.count == b.count, a.count >= 3 else { return }
        let n = a.count
        let vertices = a.map { vertex($0, colorA) } + b.map { vertex($0, colorB) }
        var indices: [Int32] = []
        for i in 0..<n {
            let j = (i + 1) % n
            indices += [Int32(i), Int32(j), Int32(n + j), Int32(i), Int32(n + j), Int32(n + i)]
        }
        SDL_RenderGeometry(current.canvas.renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    func vertex(_ point: CGPoint, _ color: DisplayCommand.Color, texture: CGPoint = .zero) -> SDL_Vertex {
        SDL_Vertex(point, sdlColor(color), texture: texture)
    }

    // MARK: Text and images

    private func text(_ string: String, _ font: DisplayCommand.FontSpec, _ origin: CGPoint, _ m: CGAffineTransform,
                      _ color: DisplayCommand.Color) {
        guard color.alpha > 0 else { return }
        let k = pixelScale(m)
        let pixelSize = Swift.max(1, Int((font.pointSize * k).rounded()))
        let face = font.face
        let key = TextureCache.Key.text(string, face, pixelSize)
        let canvas = current.canvas
        var entry = canvas.textures.lookup(key)
        if entry == nil, let surface = TextEngine.shared.renderLine(string, face: face, pointSize: font.pointSize, pixelSize: pixelSize) {
            defer { SDL_FreeSurface(surface) }
            if let texture = SDL_CreateTextureFromSurface(canvas.renderer, surface) {
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                entry = canvas.textures.insert(key, texture: texture, width: Int(surface.pointee.w),
                                               height: Int(surface.pointee.h), owner: nil)
            }
        }
        guard let entry else { return }
        let placed = TextEngine.shared.surfaceRect(of: string, face: face, pointSize: font.pointSize, pixelSize: pixelSize, pixelsPerPoint: k)
        let local = CGRect(x: origin.x, y: origin.y + placed.minY, width: CGFloat(entry.width) / k, height: CGFloat(entry.height) / k)
        drawTexture(entry, local, m, color)
    }

    private func image(_ image: UIImage, _ rect: CGRect, _ m: CGAffineTransform, _ alpha: CGFloat) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let bitmap = image.bitmap
        let key = TextureCache.Key.image(ObjectIdentifier(bitmap))
        let canvas = current.canvas
        var entry = canvas.textures.lookup(key)
        if entry == nil, let texture = SDL_CreateTextureFromSurface(canvas.renderer, bitmap.surface) {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            entry = canvas.textures.insert(key, texture: texture, width: bitmap.width, height: bitmap.height, owner: bitmap)
        }
        guard let entry else { return }
        drawTexture(entry, rect, m, DisplayCommand.Color(red: 1, green: 1, blue: 1, alpha: alpha))
    }

    private func drawTexture(_ entry: TextureCache.Entry, _ local: CGRect, _ m: CGAffineTransform, _ color: DisplayCommand.Color) {
        let texture = entry.texture
        if m.isAxisAligned {
            let r = local.applying(m)
            // Whole-pixel placement keeps glyphs crisp and output deterministic.
            let target = CGRect(x: r.minX.rounded(), y: r.minY.rounded(), width: r.width.rounded(), height: r.height.rounded())
            note(target)
            let c = sdlColor(color)
            SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
            SDL_SetTextureAlphaMod(texture, c.a)
            var destination = SDL_FRect(x: Float(target.minX), y: Float(target.minY), w: Float(target.width), h: Float(target.height))
            // A mirrored placement (a Core Graphics image in a flipped space) is a flipped copy.
            let flip = (m.a < 0 ? SDL_FLIP_HORIZONTAL.rawValue : 0) | (m.d < 0 ? SDL_FLIP_VERTICAL.rawValue : 0)
            if flip == 0 {
                SDL_RenderCopyF(current.canvas.renderer, texture, nil, &destination)
            } else {
                SDL_RenderCopyExF(current.canvas.renderer, texture, nil, &destination, 0, nil, SDL_RendererFlip(rawValue: flip))
            }
            return
        }
        let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.maxX, y: local.maxY), CGPoint(x: local.minX, y: local.maxY)].map { $0.applying(m) }
        note(bounds(of: corners))
        let uv = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        let vertices = zip(corners, uv).map { vertex($0.0, color, texture: $0.1) }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(current.canvas.renderer, texture, vertices, 4, indices, 6)
    }

    // MARK: Clipping

    private func pushClip(_ rect: CGRect) {
        pushDeviceClip(rect.applying(CGAffineTransform(scaleX: scale, y: scale)))
    }

    /// A clip to `rect`'s exact (rounded, rotated) shape: its bounding box as a plain clip, and a
    /// layer that is cut to the shape, with antialiased edges, when it is composited.
    private func pushShapeClip(_ rect: CGRect, _ m: CGAffineTransform, _ corners: DisplayCommand.Corners) {
        let outline = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(m) }
        pushDeviceClip(bounds(of: outline))
        beginGroup(1)
        current.mask = RoundedRectCoverage(rect: rect, transform: m, corners: corners, unitsPerPixel: 1 / pixelScale(m))
    }

    private func pushDeviceClip(_ r: CGRect) {
        let x0 = Int32(Swift.max(-1_000_000, Swift.min(1_000_000, r.minX.rounded())))
        let y0 = Int32(Swift.max(-1_000_000, Swift.min(1_000_000, r.minY.rounded())))
        let x1 = Int32(Swift.max(-1_000_000, Swift.min(1_000_000, r.maxX.rounded())))
        let y1 = Int32(Swift.max(-1_000_000, Swift.min(1_000_000, r.maxY.rounded())))
        let outer = current.clips.last!
        let left = Swift.max(x0, outer.x), top = Swift.max(y0, outer.y)
        let right = Swift.min(x1, outer.x + outer.w), bottom = Swift.min(y1, outer.y + outer.h)
        current.clips.append(SDL_Rect(x: left, y: top, w: Swift.max(0, right - left), h: Swift.max(0, bottom - top)))
        applyClip()
    }

    /// The current clip as a rectangle, in device pixels.
    private var clipRect: CGRect {
        let clip = current.clips.last!
        return CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h))
    }

    func applyClip() {
        var clip = current.clips.last!
        SDL_RenderSetClipRect(current.canvas.renderer, &clip)
    }

    // MARK: Alpha groups

    func beginGroup(_ alpha: CGFloat) {
        let depth = layers.count - 1
        let main = layers[0].canvas
        if depth >= groupCanvases.count || groupCanvases[depth].pixelWidth != main.pixelWidth
            || groupCanvases[depth].pixelHeight != main.pixelHeight {
            guard let canvas = Canvas(width: main.pixelWidth, height: main.pixelHeight) else { return }
            if depth < groupCanvases.count { groupCanvases[depth] = canvas } else { groupCanvases.append(canvas) }
        }
        let canvas = groupCanvases[depth]
        // The group composites only inside the clip it opens under, so only that needs clearing.
        canvas.clear(DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 0), in: current.clips.last!)
        layers.append(Layer(canvas: canvas, alpha: alpha, clips: current.clips))
        applyClip()
    }

    /// Blends the finished group onto the layer below: premultiplied "over", scaled by the group's alpha.
    private func endGroup() {
        let group = layers.removeLast()
        group.canvas.flush()
        let target = current.canvas
        target.flush()
        // A masked group shows nothing where its mask drew nothing.
        let shown = group.alphaMask.map { group.drawnBounds.intersection($0.drawnBounds) } ?? group.drawnBounds
        guard !shown.isNull, let area = clippedPixelArea(shown, on: target) else { return }
        let alphaMask = group.alphaMask.map { mask in
            (pixels: UnsafePointer(mask.canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)),
             stride: Int(mask.canvas.surface.pointee.pitch) / 4)
        }
        LayerCompositing.composite(
            source: UnsafePointer(group.canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)),
            sourceStride: Int(group.canvas.surface.pointee.pitch) / 4,
            target: target.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
            targetStride: Int(target.surface.pointee.pitch) / 4,
            area: area, alpha: Double(group.alpha), mask: group.mask, alphaMask: alphaMask)
    }

    /// The whole pixels of `box` (device space) inside the current clip and `target`, noted as
    /// drawn; nil when none are.
    func clippedPixelArea(_ box: CGRect, on target: Canvas) -> PixelArea? {
        let clip = current.clips.last!
        let area = box.intersection(CGRect(x: CGFloat(clip.x), y: CGFloat(clip.y), width: CGFloat(clip.w), height: CGFloat(clip.h)))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let x0 = Swift.max(0, Int(area.minX.rounded(.down))), y0 = Swift.max(0, Int(area.minY.rounded(.down)))
        let x1 = Swift.min(target.pixelWidth, Int(area.maxX.rounded(.up))), y1 = Swift.min(target.pixelHeight, Int(area.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        note(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        return PixelArea(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    // MARK: Helpers

    private func coversCanvas(_ command: DisplayCommand?, _ canvas: Canvas) -> Bool {
        guard case let .fill(rect, transform, color, radius)? = command, color.alpha >= 1, radius.isSquare,
              transform.isAxisAligned else { return false }
        let covered = snap(rect.applying(device(transform)))
        return covered.minX <= 0 && covered.minY <= 0
            && covered.maxX >= CGFloat(canvas.pixelWidth) && covered.maxY >= CGFloat(canvas.pixelHeight)
    }

    private func setColor(_ color: DisplayCommand.Color) {
        let c = sdlColor(color)
        SDL_SetRenderDrawColor(current.canvas.renderer, c.r, c.g, c.b, c.a)
    }

    private func sdlColor(_ color: DisplayCommand.Color) -> SDL_Color {
        func byte(_ v: CGFloat) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }
        return SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
    }

    /// How many device pixels one local unit spans (the transform's uniform scale).
    func pixelScale(_ m: CGAffineTransform) -> CGFloat {
        Swift.max(0.0001, abs(m.a * m.d - m.b * m.c).squareRoot())
    }

    /// `snap`, but a fill thinner than a pixel (a device's hairline, 1/3 point on a 3× screen, drawn
    /// on a canvas of fewer pixels) keeps one pixel instead of vanishing, as a separator shows on a
    /// device.
    private func snapKeepingHairlines(_ r: CGRect) -> CGRect {
        var snapped = snap(r)
        if snapped.height == 0 && r.height > 0 { snapped = CGRect(x: snapped.minX, y: r.minY.rounded(.down), width: snapped.width, height: 1) }
        if snapped.width == 0 && r.width > 0 { snapped = CGRect(x: r.minX.rounded(.down), y: snapped.minY, width: 1, height: snapped.height) }
        return snapped
    }

    private func snap(_ r: CGRect) -> CGRect {
        let x0 = r.minX.rounded(), y0 = r.minY.rounded(), x1 = r.maxX.rounded(), y1 = r.maxY.rounded()
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func bounds(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension DisplayCommand.Color {
    package func withAlpha(_ alpha: CGFloat) -> Self { Self(red: red, green: green, blue: blue, alpha: alpha) }
}

/// Polygon helpers for antialiasing fringes.
enum Geometry {
    /// Moves each vertex of a convex polygon along its outward normal by `distance` (negative: inward).
    static func offset(_ points: [CGPoint], by distance: CGFloat) -> [CGPoint] {
        let n = points.count
        guard n >= 3, distance != 0 else { return points }
        let centroid = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(n), y: points.map(\.y).reduce(0, +) / CGFloat(n))
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = Swift.max(1e-9, (dx * dx + dy * dy).squareRoot())
            var candidate = CGPoint(x: dy / length, y: -dx / length)
            let mid = CGPoint(x: (a.x + b.x) / 2 - centroid.x, y: (a.y + b.y) / 2 - centroid.y)
            if candidate.x * mid.x + candidate.y * mid.y < 0 { candidate = CGPoint(x: -candidate.x, y: -candidate.y) }
            return candidate
        }
        var result: [CGPoint] = []
        result.reserveCapacity(n)
        for i in 0..<n {
            let previous = points[(i + n - 1) % n], point = points[i], next = points[(i + 1) % n]
            var n1 = normal(previous, point), n2 = normal(point, next)
            if previous == point { n1 = n2 }
            if point == next { n2 = n1 }
            var average = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
            let length = Swift.max(1e-9, (average.x * average.x + average.y * average.y).squareRoot())
            average = CGPoint(x: average.x / length, y: average.y / length)
            let cosine = Swift.max(0.5, average.x * n1.x + average.y * n1.y)
            result.append(CGPoint(x: point.x + average.x * distance / cosine, y: point.y + average.y * distance / cosine))
        }
        return result
    }
}
