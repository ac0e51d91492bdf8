/// A view that blurs what lies behind it and tints the blur (a `UIBlurEffect`), with its own
/// content drawn sharp above, in `contentView`, as UIKit's `UIVisualEffectView`. Setting `effect`
/// inside an animation block fades the blur in or out.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where subviews go: above the blur, never blurred themselves.
    public let contentView: UIView

    open var effect: UIVisualEffect? {
        didSet { effectDidChange() }
    }

    /// The blur style being shown, kept while a removed effect fades out.
    private var shownStyle: UIBlurEffect.Style?
    private var storedEffectIntensity: CGFloat = 0

    /// 0 with no effect, 1 with the whole effect; animatable, so an effect fades rather than snaps.
    var effectIntensity: CGFloat {
        get { storedEffectIntensity }
        set {
            guard newValue != storedEffectIntensity else { return }
            animatableChange(.effectIntensity, from: AnimationVector(storedEffectIntensity), to: AnimationVector(newValue))
            storedEffectIntensity = newValue
            setNeedsDisplayTree()
        }
    }

    var presentationEffectIntensity: CGFloat {
        guard animationState.running[.effectIntensity] != nil else { return storedEffectIntensity }
        return Swift.min(1, Swift.max(0, onScreen(.effectIntensity, AnimationVector(storedEffectIntensity)).scalar))
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        performAddSubview(contentView)
        if let blur = effect as? UIBlurEffect {
            shownStyle = blur.style
            storedEffectIntensity = 1
        } else if let vibrancy = effect as? UIVibrancyEffect {
            contentView.drawingOpacityFactor = vibrancy.contentOpacity
        } else if effect != nil {
            warnUnsupported(effect)
        }
    }

    /// A view with no effect yet, as every view can be made: `UIVisualEffectView()` and
    /// `UIVisualEffectView(frame:)` compile as against the SDK.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A `<visualEffectView>`: its `<blurEffect>` or `<vibrancyEffect>`, and what its content view holds.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        performAddSubview(contentView)
        guard let archive = coder as? InterfaceBuilderCoder else { return }
        if let content = archive.element.child(key: "contentView") {
            archive.unarchiver.register(contentView, for: content)
            contentView.decodeViewProperties(from: archive.coder(for: content))
        }
        effect = Self.archivedEffect(archive)
    }

    private func effectDidChange() {
        contentView.drawingOpacityFactor = (effect as? UIVibrancyEffect)?.contentOpacity ?? 1
        if let blur = effect as? UIBlurEffect {
            shownStyle = blur.style
            effectIntensity = 1
        } else {
            if effect != nil && !(effect is UIVibrancyEffect) { warnUnsupported(effect) }
            effectIntensity = 0
        }
    }

    private func warnUnsupported(_ effect: UIVisualEffect?) {
        Diagnostics.warn("UIVisualEffectView: \(type(of: effect!)) is not built; only UIBlurEffect and UIVibrancyEffect are. The view shows no effect.")
    }

    /// UIKit's advice: subviews belong in `contentView`, or they sit under it and miss its layout.
    open override func addSubview(_ view: UIView) {
        if view !== contentView {
            Diagnostics.warn("""
                \(type(of: self)) has been asked to add a subview directly; add it to contentView instead \
                (visualEffectView.contentView.addSubview(_:)).
                """)
        }
        super.addSubview(view)
    }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let intensity = presentationEffectIntensity
        guard intensity > 0, let style = shownStyle else { return }
        let bounds = presentationBounds
        let corners = layer.drawingCorners
        commands.append(.backdropBlur(rect: bounds, transform: toWindow, radius: style.blurRadius * intensity,
                                      cornerRadius: corners, alpha: 1))
        commands.append(.fill(rect: bounds, transform: toWindow, color: .init(style.tint.multipliedAlpha(intensity)),
                              cornerRadius: corners))
    }
}
