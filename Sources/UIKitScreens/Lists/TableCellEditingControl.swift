@_spi(UIKitLayers) import UIKitCore
/// The round control before a row's content while its table edits: red with a bar to delete,
/// green with a cross to insert. A tap on the delete control reveals the row's Delete button, and
/// the bar turns upright while it shows; a tap on the insert control commits the insertion.
@MainActor
final class TableCellEditingControl: UIView {
    static let width: CGFloat = 38

    let editingStyle: UITableViewCell.EditingStyle
    var onTap: (() -> Void)?
    /// Set while the row shows its delete confirmation.
    var isConfirmingDeletion = false { didSet { if isConfirmingDeletion != oldValue { setNeedsDisplay() } } }

    init(editingStyle: UITableViewCell.EditingStyle) {
        self.editingStyle = editingStyle
        super.init(frame: CGRect(x: 0, y: 0, width: TableCellEditingControl.width, height: 44))
        backgroundColor = nil
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: TableCellEditingControl.tapped(_:)))
    }

    required init?(coder: NSCoder) { return nil }

    private func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard editingStyle != .none else { return }
        let bounds = presentationBounds
        let circle = CGRect(x: 16, y: bounds.midY - 11, width: 22, height: 22)
        let color: UIColor = editingStyle == .delete ? .systemRed : .systemGreen
        commands.append(.fill(rect: circle, transform: toWindow, color: .init(color.rgba), cornerRadius: .init(radius: 11)))
        if !isConfirmingDeletion {
            commands.append(.fill(rect: CGRect(x: circle.minX + 5, y: circle.midY - 1, width: 12, height: 2), transform: toWindow,
                                  color: .init(UIColor.white.rgba), cornerRadius: 0))
        }
        if editingStyle == .insert || isConfirmingDeletion {
            commands.append(.fill(rect: CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: 12), transform: toWindow,
                                  color: .init(UIColor.white.rgba), cornerRadius: 0))
        }
    }
}
