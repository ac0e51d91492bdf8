import UIKit

/// The frame benchmarks' scene in a headless host the size of an iPhone 15's window: a white root
/// view holding `count` coloured squares in a grid, the same squares `plain-sdl` draws. One frame
/// is a change, a layout pass, a display list and the software rendering of it, as in the window.
@MainActor
final class GridScene {
    enum Change {
        /// Square 0 moves a point, back and forth.
        case moveFirstSquare
        /// A 44 × 44 square over the grid moves a point, back and forth.
        case moveSmallSquare
        /// A window-sized black dimming view over the grid changes its alpha.
        case fadeDimmingView
        /// A 88 × 44 system button over the grid is pressed, then released, by touches.
        case pressButton
        /// The same button's title colour changes from code, back and forth.
        case recolourButton
    }

    let host: OffscreenHost
    private let squares: [UIView]
    private let change: Change
    private var extra: UIView?
    private var frameNumber = 0

    init(count: Int, change: Change, onlyDamage: Bool = true) {
        host = OffscreenHost(device: .freeform(CGSize(width: 390, height: 844)), orientation: .portrait,
                             systemVersion: .newest, renderScale: 1)
        host.drawsOnlyDamage = onlyDamage
        let controller = UIViewController()
        host.install(rootViewController: controller)
        controller.view.backgroundColor = .white
        squares = GridScene.frames(count: count).enumerated().map { index, frame in
            let view = UIView(frame: frame)
            view.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: CGFloat(index % 5) / 5,
                                           blue: CGFloat(index % 3) / 3, alpha: 1)
            controller.view.addSubview(view)
            return view
        }
        self.change = change
        switch change {
        case .moveFirstSquare: break
        case .moveSmallSquare:
            let square = UIView(frame: CGRect(x: 100, y: 300, width: 44, height: 44))
            square.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
            controller.view.addSubview(square)
            extra = square
        case .fadeDimmingView:
            let dimming = UIView(frame: controller.view.bounds)
            dimming.backgroundColor = .black
            dimming.alpha = 0.3
            controller.view.addSubview(dimming)
            extra = dimming
        case .pressButton, .recolourButton:
            let button = UIButton(type: .system)
            button.setTitle("Tap", for: .normal)
            button.frame = CGRect(x: 100, y: 300, width: 88, height: 44)
            button.backgroundColor = .white
            controller.view.addSubview(button)
            extra = button
        }
        host.advance(by: 0)
        host.rasterizeLastFrame()
    }

    /// The grid `plain-sdl` draws: columns enough to fill 390 × 844, squares 0.8 of their cell.
    static func frames(count: Int) -> [CGRect] {
        let columns = max(1, Int((Double(count) * 390 / 844).squareRoot().rounded(.up)))
        let side = 390.0 / Double(columns)
        return (0..<count).map { index in
            CGRect(x: Double(index % columns) * side, y: Double(index / columns) * side, width: side * 0.8, height: side * 0.8)
        }
    }

    /// One frame of the change, drawn to pixels.
    func frame() {
        let step: CGFloat = frameNumber % 2 == 0 ? 1 : -1
        switch change {
        case .moveFirstSquare: squares.first?.center.x += step
        case .moveSmallSquare: extra?.center.x += step
        case .fadeDimmingView: extra?.alpha = CGFloat(40 + frameNumber % 80) / 255
        case .pressButton:
            // A press highlights the title; the release clears it (and sends the button its tap).
            if frameNumber % 2 == 0 { host.press(at: CGPoint(x: 144, y: 322)) } else { host.release(at: CGPoint(x: 144, y: 322)) }
        case .recolourButton:
            (extra as? UIButton)?.setTitleColor(frameNumber % 2 == 0 ? .systemRed : .systemBlue, for: .normal)
        }
        frameNumber += 1
        host.advance(by: 1.0 / 60)
        host.rasterizeLastFrame()
    }
}
