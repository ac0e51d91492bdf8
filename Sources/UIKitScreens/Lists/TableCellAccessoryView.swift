@_spi(UIKitLayers) import UIKitCore
/// A cell's drawn accessory (UIKit's chevron, checkmark and info buttons) or its reorder grip,
/// stroked with the same geometry as shape layers.
@MainActor
final class TableCellAccessoryView: UIView {
    enum Kind: Equatable {
        case disclosureIndicator, checkmark, detailButton, detailDisclosureButton, reorderGrip

        init(_ type: UITableViewCell.AccessoryType) {
            switch type {
            case .checkmark: self = .checkmark
            case .detailButton: self = .detailButton
            case .detailDisclosureButton: self = .detailDisclosureButton
            default: self = .disclosureIndicator
            }
        }

        var size: CGSize {
            switch self {
            case .disclosureIndicator: return CGSize(width: 8, height: 13)
            case .checkmark: return CGSize(width: 14, height: 11)
            case .detailButton: return CGSize(width: 22, height: 22)
            case .detailDisclosureButton: return CGSize(width: 44, height: 22)
            case .reorderGrip: return CGSize(width: 40, height: 44)
            }
        }

        /// The info buttons take taps; the chevron and checkmark do not.
        var isButton: Bool { self == .detailButton || self == .detailDisclosureButton }
    }

    let kind: Kind
    var onTap: (() -> Void)?

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: CGRect(origin: .zero, size: kind.size))
        backgroundColor = nil
        isUserInteractionEnabled = kind.isButton
        if kind.isButton {
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: TableCellAccessoryView.tapped(_:)))
        }
    }

    required init?(coder: NSCoder) { return nil }

    private func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let bounds = presentationBounds
        switch kind {
        case .disclosureIndicator:
            stroke([[CGPoint(x: 1.5, y: 1.5), CGPoint(x: 6.5, y: 6.5), CGPoint(x: 1.5, y: 11.5)]], width: 2,
                   color: .tertiaryLabel, into: &commands, toWindow: toWindow)
        case .checkmark:
            stroke([[CGPoint(x: 1.5, y: 6), CGPoint(x: 5, y: 9.5), CGPoint(x: 12.5, y: 1.5)]], width: 2,
                   color: tintColor, into: &commands, toWindow: toWindow)
        case .detailButton:
            paintInfoButton(in: CGRect(x: 0, y: 0, width: 22, height: 22), into: &commands, toWindow: toWindow)
        case .detailDisclosureButton:
            paintInfoButton(in: CGRect(x: 0, y: 0, width: 22, height: 22), into: &commands, toWindow: toWindow)
            stroke([[CGPoint(x: 37.5, y: 5.5), CGPoint(x: 42.5, y: 10.5), CGPoint(x: 37.5, y: 15.5)]], width: 2,
                   color: .tertiaryLabel, into: &commands, toWindow: toWindow)
        case .reorderGrip:
            // Three short bars, centred in the grip's 40-point touch area.
            let lines = [-4, 0, 4].map { (dy: CGFloat) in
                [CGPoint(x: bounds.midX - 9, y: bounds.midY + dy), CGPoint(x: bounds.midX + 9, y: bounds.midY + dy)]
            }
            stroke(lines, width: 1.5, color: .systemGray2, into: &commands, toWindow: toWindow)
        }
    }

    /// A tinted ring with an "i" inside.
    private func paintInfoButton(in rect: CGRect, into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let ring = (0...32).map { step -> CGPoint in
            let angle = CGFloat(step) / 32 * 2 * .pi
            return CGPoint(x: rect.midX + cos(angle) * (rect.width / 2 - 1), y: rect.midY + sin(angle) * (rect.height / 2 - 1))
        }
        stroke([ring], width: 1.5, color: tintColor, into: &commands, toWindow: toWindow)
        commands.append(.fill(rect: CGRect(x: rect.midX - 1, y: rect.minY + 5, width: 2, height: 2), transform: toWindow,
                              color: .init(tintColor.rgba), cornerRadius: 1))
        commands.append(.fill(rect: CGRect(x: rect.midX - 1, y: rect.minY + 9, width: 2, height: 8), transform: toWindow,
                              color: .init(tintColor.rgba), cornerRadius: 0))
    }

    private func stroke(_ lines: [[CGPoint]], width: CGFloat, color: UIColor, into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let polygons = StrokeGeometry.outline(of: lines, width: width, cap: .round)
        guard !polygons.isEmpty else { return }
        commands.append(.fillPath(polygons: polygons, transform: toWindow, color: .init(color.rgba), evenOdd: false))
    }
}
