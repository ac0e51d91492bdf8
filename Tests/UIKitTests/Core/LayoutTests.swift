import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct LayoutTests {
    private func container(_ size: CGSize = CGSize(width: 300, height: 600)) -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: size)
        let controller = UIViewController()
        host.rootViewController = controller
        return (host, controller.view)
    }

    /// Constraints do not keep their items alive (their items are unretained in UIKit's API), and a
    /// guide's `owningView` is weak: a constraint or guide the app keeps outlives the views it names.
    @Test func constraintsAndGuidesDoNotKeepTheirViewsAlive() {
        weak var goneContainer: UIView?
        var constraint: NSLayoutConstraint?
        var guide: UILayoutGuide?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let width = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
            width.isActive = true
            container.layoutIfNeeded()
            #expect(child.frame.width == 100)
            #expect(width.firstItem === child && width.secondItem === container)
            constraint = width
            guide = container.layoutMarginsGuide
            #expect(guide?.owningView === container)
            goneContainer = container
        }
        #expect(goneContainer == nil)
        #expect(guide?.owningView == nil)
        #expect(constraint?.isActive == false)
        #expect(constraint?.multiplier == 0.5)
    }

    @Test func tutorialAnchorsPinTheDimmingViewAtEverySize() {
        let (host, containerView) = container()
        let dimmingView = UIView()
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ])
        for size in [CGSize(width: 300, height: 600), CGSize(width: 640, height: 360), CGSize(width: 1, height: 1)] {
            host.resize(to: size)
            #expect(dimmingView.frame == containerView.bounds)
        }
    }

    @Test func tutorialVisualFormatPinsTheDimmingViewAtEverySize() {
        let (host, containerView) = container()
        let dimmingView = UIView()
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|[dimmingView]|",
                                           options: [], metrics: nil, views: ["dimmingView": dimmingView]))
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[dimmingView]|",
                                           options: [], metrics: nil, views: ["dimmingView": dimmingView]))
        for size in [CGSize(width: 300, height: 600), CGSize(width: 900, height: 500), CGSize(width: 2, height: 3)] {
            host.resize(to: size)
            #expect(dimmingView.frame == containerView.bounds)
        }
    }

    @Test func visualFormatSpacingPredicatesAndPriorities() throws {
        let (host, root) = container()
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        let constraints = try NSLayoutConstraint.validatedConstraints(
            withVisualFormat: "H:|-margin-[a(>=50,<=80@750)]-[b(==a)]-(>=10)-|", options: [.alignAllTop],
            metrics: ["margin": 12], views: ["a": a, "b": b])
        NSLayoutConstraint.activate(constraints)
        NSLayoutConstraint.activate(try NSLayoutConstraint.validatedConstraints(
            withVisualFormat: "V:|-20-[a(40)]", options: [], metrics: nil, views: ["a": a]))
        NSLayoutConstraint.activate(try NSLayoutConstraint.validatedConstraints(
            withVisualFormat: "V:[b(40)]", options: [], metrics: nil, views: ["b": b]))
        host.advance(by: 0)
        #expect(a.frame.minX == 12)
        #expect(a.frame.width >= 50 && a.frame.width <= 80)
        #expect(b.frame.minX == a.frame.maxX + 8, "a lone '-' is the standard 8-point spacing")
        #expect(b.frame.width == a.frame.width)
        #expect(b.frame.minY == a.frame.minY, "alignAllTop")
        #expect(a.frame.minY == 20 && a.frame.height == 40)
    }

    @Test func malformedVisualFormatPointsAtTheCharacter() {
        let view = UIView()
        do {
            _ = try NSLayoutConstraint.validatedConstraints(withVisualFormat: "H:|[view", options: [], metrics: nil,
                                                            views: ["view": view])
            Issue.record("a malformed format must throw")
        } catch let error as VisualFormatError {
            #expect(error.position == 8)
            #expect(error.description.contains("Expected a ']'"))
            #expect(error.description.hasSuffix("H:|[view\n        ^"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.validatedConstraints(withVisualFormat: "H:|[missing]|", options: [], metrics: nil, views: [:])
        }
    }

    @Test func constantChangesResolve() {
        let (host, root) = container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        host.advance(by: 0)
        #expect(box.frame == CGRect(x: 100, y: 275, width: 100, height: 50))
        width.constant = 200
        host.advance(by: 0)
        #expect(box.frame == CGRect(x: 50, y: 250, width: 200, height: 100))
        width.isActive = false
        #expect(!root.constraints.contains { $0 === width })
    }

    @Test func prioritiesAndInequalitiesDecideConflicts() {
        let (host, root) = container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let preferred = box.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred, box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.advance(by: 0)
        #expect(box.frame.width == 280)
    }

    /// "Higher priority constraints are satisfied before lower priority constraints": a label that
    /// hugs at 251 keeps its height though stretching it would spare three buttons hugging at 250.
    @Test func aHigherPriorityHoldsAgainstAnyNumberOfLowerOnes() {
        let (host, root) = container()
        let label = UILabel()
        label.text = "Score: 0"
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        let buttons = (0..<3).map { index -> UIButton in
            let button = UIButton(type: .system)
            button.setTitle("\(index)", for: .normal)
            return button
        }
        let row = UIStackView(arrangedSubviews: buttons)
        row.distribution = .fillEqually
        let column = UIStackView(arrangedSubviews: [label, row])
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 200),
        ])
        host.advance(by: 0)
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(row.frame.height == 200 - label.intrinsicContentSize.height)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndBrokenWithoutACrash() {
        let (host, root) = container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.advance(by: 0)
        #expect(box.frame.width == 100, "the first holds, the conflicting one is broken")
        #expect(root.window?.layoutEngineForTests?.brokenConstraintCount == 1)
    }

    @Test func swappingConflictingConstraintsInOnePassBreaksNothing() {
        let (host, root) = container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        host.advance(by: 0)
        // Out with the old, in with the new, before the next layout pass: a swap, not a conflict.
        narrow.isActive = false
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        host.advance(by: 0)
        #expect(box.frame.width == 200)
        #expect(root.window?.layoutEngineForTests?.brokenConstraintCount == 0)
    }

    @Test func intrinsicSizesHugAndResist() {
        let (host, root) = container()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        host.advance(by: 0)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 20)
    }

    /// Interface Builder often gives a wrapping title a required horizontal compression resistance.
    /// On iOS the title wraps between its edge constraints, with no conflict logged.
    @Test func aWrappingLabelThatResistsCompressionAtRequiredWrapsBetweenItsEdges() {
        let (host, root) = container()
        let label = UILabel()
        label.text = "A title much longer than the width it is given on the screen"
        label.numberOfLines = 0
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        host.advance(by: 0)
        #expect(label.frame.width == root.bounds.width - 20)
        #expect(label.frame.height > 1.5 * label.font.lineHeight, "the text wraps")
        #expect(root.window?.layoutEngineForTests?.brokenConstraintCount == 0)
    }

    /// A controller's root view has the system's minimum margins (16 points at the sides in a
    /// compact width, 20 in a regular one, none at the top and bottom), measured from the safe area.
    @Test func aRootViewsMarginsAreTheSystemMinimumInsideTheSafeArea() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.rootViewController = controller
        host.settle()
        let safeArea = controller.view.safeAreaInsets
        #expect(safeArea.top > 0 && safeArea.bottom > 0)
        let guide = controller.view.layoutMarginsGuide.layoutFrame
        #expect(guide.minX == 16 && guide.maxX == controller.view.bounds.width - 16)
        #expect(guide.minY == safeArea.top && guide.maxY == controller.view.bounds.height - safeArea.bottom)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))

        // Larger margins the app sets win over the minimum; smaller ones do not.
        controller.view.layoutMargins = UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 5)
        host.settle()
        let set = controller.view.layoutMarginsGuide.layoutFrame
        #expect(set.minX == 30 && set.maxX == controller.view.bounds.width - 16 && set.minY == safeArea.top + 5)

        // Without the minimum, and measured from the bounds, the margins are the app's own.
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.insetsLayoutMarginsFromSafeArea = false
        let label = UILabel()
        label.text = "Held to the margins"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor)])
        host.settle()
        #expect(label.frame.origin == CGPoint(x: 30, y: 5))
    }

    @Test func aRootViewInARegularWidthHasTwentyPointMargins() throws {
        let host = HeadlessHost(device: .iPad10)
        let controller = UIViewController()
        host.rootViewController = controller
        host.settle()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 20)
    }

    @Test func layoutMarginsGuideAndSystemLayoutSizeFitting() {
        let (host, root) = container()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: 120),
            inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 136, height: 46))
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.advance(by: 0)
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 120, height: 30))
    }
}

@MainActor
@Suite struct VisualFormatRobustnessTests {
    @Test func malformedFormatsThrowAndNeverCrash() {
        let superview = UIView()
        let a = UIView(), b = UIView()
        superview.addSubview(a)
        superview.addSubview(b)
        let views: [String: Any] = ["a": a, "b": b]
        let malformed = ["", "H:", "V:", "X:|[a]|", "|", "||", "H:|-(", "H:|-(>=", "H:|-(>=10", "H:|-(>=10)", "[", "[a", "[a(",
                         "[a(>=", "[a(==b@", "[a(==b@2000)]", "[a]-", "[a]-10", "[a]-10-", "[a]-(10-[b]", "[a][b", "H:|[a]|junk",
                         "[a(==nope)]", "[a]-missing-[b]", "[a(,)]", "H:|-10-|", "-[a]", "[a]--[b]", "[a(>=-)]", "[a(1e)]"]
        for format in malformed {
            #expect(throws: VisualFormatError.self, "\(format)") {
                try NSLayoutConstraint.validatedConstraints(withVisualFormat: format, options: [], metrics: ["m": 3], views: views)
            }
        }
        // And a few unusual but valid ones.
        for format in ["[a]", "H:[a][b]", "V:|-m-[a(m)]-(>=0)-|", "[a(>=10,<=20@500)]-(-5)-[b]"] {
            #expect(throws: Never.self, "\(format)") {
                try NSLayoutConstraint.validatedConstraints(withVisualFormat: format, options: [], metrics: ["m": 3], views: views)
            }
        }
    }
}

/// Autoresizing constraints are required in UIKit: a view that translates its autoresizing mask
/// (a controller's root view included) keeps the frame it was given; a required constraint of the
/// app's that pulls against it is broken, and subviews are solved against the size it really has.
@MainActor
@Suite struct AutoresizingIsRequiredTests {
    @Test func aRootViewKeepsItsFrameAndAConflictingConstraintBreaks() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let controller = UIViewController()
        host.rootViewController = controller
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            content.topAnchor.constraint(equalTo: controller.view.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        let tooWide = content.widthAnchor.constraint(equalToConstant: 500)
        tooWide.isActive = true
        host.settle()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 50), "solved against the 300 points the root view has")
        let engine = try #require(controller.view.layoutEngineForTests)
        #expect(engine.brokenConstraintCount == 1, "the width constraint, not the root view's frame, gives way")
        host.resize(to: CGSize(width: 600, height: 400))
        host.settle()
        #expect(content.frame.width == 600)
    }

    /// Apple: with `translatesAutoresizingMaskIntoConstraints` false the system creates no
    /// constraints from the mask, so a view laid out once while it still translated its (empty)
    /// frame is free to take the size its new constraints give it.
    @Test func turningTranslationOffAfterALayoutFreesTheView() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let controller = UIViewController()
        host.rootViewController = controller
        let card = UIView(), grabber = UIView()
        grabber.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(grabber)
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            grabber.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
        ])
        host.settle()
        #expect(card.frame == .zero && grabber.frame == CGRect(x: -18, y: 6, width: 36, height: 5),
                "while it translates its mask the card keeps its zero frame")
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        host.settle()
        #expect(card.frame == CGRect(x: 0, y: 200, width: 300, height: 200))
        #expect(grabber.frame == CGRect(x: 132, y: 6, width: 36, height: 5))
        card.translatesAutoresizingMaskIntoConstraints = true
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        NSLayoutConstraint.deactivate(controller.view.constraints.filter { $0.firstItem === card })
        host.settle()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 100), "translating again pins the frame it is given")
        #expect(grabber.frame.midX == 50)
    }
}

/// UIKit's `description` works on any thread: printing a constraint from a background task shows
/// the same text as on the main thread, current values included.
@Suite struct ConstraintDescriptionTests {
    @Test func aConstraintDescribesItselfOffTheMainThread() async {
        let (constraint, onMain) = await MainActor.run { () -> (NSLayoutConstraint, String) in
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView()
            superview.addSubview(view)
            let constraint = view.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5, constant: 8)
            constraint.identifier = "half"
            constraint.priority = .defaultHigh
            constraint.isActive = true
            let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
            #expect(constraint.description.contains("'half' UIView:\(address).width"),
                    "the view's own address, as UIKit's logs and NSObject's description show it")
            return (constraint, constraint.description)
        }
        let offMain = await Task.detached { constraint.description }.value
        #expect(offMain == onMain)
        #expect(onMain.hasSuffix(".width*0.5 + 8.0 @750   (active)>"), "\(onMain)")
    }
}
