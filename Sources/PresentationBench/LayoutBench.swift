import UIKit

/// A resize's layout pass over a few hundred constrained views (anchors and the visual format
/// language), against the same frames set by hand: the least work that layout result needs.
@MainActor
enum LayoutBench {
    static let cellCount = 100

    /// `cellCount` rows of two equal halves, each row 20 points tall: 300 views, 1,200 constraints.
    static func constrainedTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2_500))
        var previous: UIView?
        for _ in 0..<cellCount {
            let cell = UIView(), left = UIView(), right = UIView()
            for view in [cell, left, right] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            cell.addSubview(left)
            cell.addSubview(right)
            let views = ["cell": cell, "left": left, "right": right]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[cell]-8-|", metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-4-[left]-4-[right]-4-|", metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-2-[left]-2-|", metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-2-[right]-2-|", metrics: nil, views: views))
            NSLayoutConstraint.activate([
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: previous == nil ? 8 : 4),
                cell.heightAnchor.constraint(equalToConstant: 20),
                right.widthAnchor.constraint(equalTo: left.widthAnchor),
            ])
            previous = cell
        }
        root.layoutIfNeeded()
        return root
    }

    /// The same 300 views, placed by hand for a root `width` points wide.
    static func frameTree() -> (root: UIView, layOut: (CGFloat) -> Void) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2_500))
        let cells = (0..<cellCount).map { _ -> (UIView, UIView, UIView) in
            let cell = UIView(), left = UIView(), right = UIView()
            root.addSubview(cell)
            cell.addSubview(left)
            cell.addSubview(right)
            return (cell, left, right)
        }
        return (root, { width in
            let half = (width - 16 - 12) / 2
            for (index, (cell, left, right)) in cells.enumerated() {
                cell.frame = CGRect(x: 8, y: 8 + CGFloat(index) * 24, width: width - 16, height: 20)
                left.frame = CGRect(x: 4, y: 2, width: half, height: 16)
                right.frame = CGRect(x: 8 + half, y: 2, width: half, height: 16)
            }
        })
    }

    static func run() throws -> Comparison {
        let constrained = constrainedTree()
        let (handRoot, layOut) = frameTree()
        var wide = false
        var comparison = Comparison()
        for _ in 0..<benchRounds {
            comparison.lab.add(timePerCall(iterations: 50) {
                wide.toggle()
                constrained.frame.size.width = wide ? 700 : 390
                constrained.layoutIfNeeded()
            })
            comparison.reference.add(timePerCall(iterations: 50) {
                wide.toggle()
                handRoot.frame.size.width = wide ? 700 : 390
                layOut(handRoot.bounds.width)
            })
        }
        // The two must agree, or the comparison is of different work.
        let sample = constrained.subviews[37].subviews[1].frame
        layOut(constrained.bounds.width)
        let expected = handRoot.subviews[37].subviews[1].frame
        guard sample == expected else {
            throw BenchError("the constrained layout (\(sample)) differs from the hand layout (\(expected)): they are not the same work")
        }
        return comparison
    }
}
