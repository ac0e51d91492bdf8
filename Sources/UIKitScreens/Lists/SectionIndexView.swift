import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A table's section index, as UIKit draws the data source's `sectionIndexTitles(for:)`: a column
/// of small titles in the tint colour (or `sectionIndexColor`) down the table's trailing edge,
/// centred in what shows of it and staying there as the rows scroll. Touching a title, or sliding
/// the finger along the column, jumps the table to the section the data source names for it
/// (`tableView(_:sectionForSectionIndexTitle:at:)`).
@MainActor
final class SectionIndexView: UIControl {
    /// UIKit's index column: 15 points wide, titles in 11-point semibold, a row apiece.
    static let width: CGFloat = 15
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)
    static let rowHeight: CGFloat = 14

    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    /// Told the position of each title the finger comes to.
    var onChoose: ((Int) -> Void)?
    private var lastChosen: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Table index"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    func show(titles: [String], color: UIColor) {
        if titles != self.titles {
            self.titles = titles
            for label in labels { label.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = SectionIndexView.font
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            setNeedsLayout()
        }
        for label in labels { label.textColor = color }
    }

    /// The column's height: a row for each title.
    var contentHeight: CGFloat { CGFloat(titles.count) * SectionIndexView.rowHeight }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = (bounds.height - contentHeight) / 2
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * SectionIndexView.rowHeight, width: bounds.width, height: SectionIndexView.rowHeight)
        }
    }

    /// The title at `y`, clamped to the first and last.
    private func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let top = (bounds.height - contentHeight) / 2
        let row = Int(((y - top) / SectionIndexView.rowHeight).rounded(.down))
        return Swift.min(Swift.max(row, 0), titles.count - 1)
    }

    private func choose(at point: CGPoint) {
        guard let index = titleIndex(at: point.y), index != lastChosen else { return }
        lastChosen = index
        onChoose?(index)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastChosen = nil
        choose(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        choose(at: touch.location(in: self))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { lastChosen = nil }
}
