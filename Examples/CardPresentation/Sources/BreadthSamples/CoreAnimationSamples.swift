import QuartzCore
import UIKit

/// A card-flip presentation animator: the card turns about y in perspective.
public final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let snapshot = toView.snapshotView(afterScreenUpdates: true) else { return }
        let container = transitionContext.containerView
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        snapshot.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        snapshot.layer.isDoubleSided = false
        container.addSubview(toView)
        container.addSubview(snapshot)
        toView.isHidden = true
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                snapshot.alpha = 1
            }
        }, completion: { _ in
            toView.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = CGFloat.pi / 2
        turn.toValue = 0
        turn.duration = 0.6
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        snapshot.layer.add(turn, forKey: "turn")
    }
}

/// A gradient background and a progress ring, as Core Animation code has them.
public final class ProgressView: UIView, CAAnimationDelegate {
    public override class var layerClass: AnyClass { CAGradientLayer.self }
    private let ring = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: frame.width / 2, y: frame.height / 2), radius: 40,
                                 startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.strokeColor = UIColor.white.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0
        layer.addSublayer(ring)
    }

    public required init?(coder: NSCoder) { return nil }

    public func setProgress(_ progress: CGFloat) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setCompletionBlock { print("done") }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ring.strokeEnd
        animation.toValue = progress
        animation.delegate = self
        ring.strokeEnd = progress
        ring.add(animation, forKey: "progress")
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.fromValue = 0.9
        pulse.toValue = 1
        pulse.damping = 8
        pulse.duration = pulse.settlingDuration
        layer.add(pulse, forKey: nil)
        let wobble = CAKeyframeAnimation(keyPath: "position.x")
        wobble.values = [center.x, center.x - 4, center.x + 4, center.x]
        wobble.keyTimes = [0, 0.3, 0.6, 1]
        let group = CAAnimationGroup()
        group.animations = [wobble]
        group.duration = 0.3
        layer.add(group, forKey: "wobble")
        CATransaction.commit()
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Controls as a settings screen has them.
public final class SettingsViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    public override func viewDidLoad() {
        super.viewDidLoad()
        let toggle = UISwitch()
        toggle.onTintColor = .systemPink
        toggle.addTarget(self, action: SettingsViewController.toggled(_:), for: .valueChanged)
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.setValue(5, animated: false)
        let segments = UISegmentedControl(items: ["Light", "Dark"])
        segments.selectedSegmentIndex = 0
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        let label = UILabel()
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let blur = UIBlurEffect(style: .systemMaterial)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.contentView.addSubview(label)
        for control in [toggle, slider, segments, picker, vibrancy] as [UIView] { view.addSubview(control) }
        _ = view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }

    func toggled(_ sender: UISwitch) { print(sender.isOn) }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
