import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitScreens

/// A data source of numbered items that counts the cells it is asked for and logs the delegate.
@MainActor
final class NumberedItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var cellsRequested = 0
    var log: [String] = []
    var sizes: ((IndexPath) -> CGSize)?
    var headerHeight: CGFloat = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsRequested += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.backgroundColor = .systemBlue
        cell.tag = indexPath.item
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: headerHeight) }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

/// A cell whose label wraps, pinned to its content view, so it sizes itself.
@MainActor
final class SelfSizingItemCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A flow layout that keeps the contexts it is invalidated with and asks for a new layout on
/// every bounds change, with an offset adjustment.
@MainActor
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

@MainActor
@Suite struct CollectionViewTests {
    private func makeCollection(_ source: NumberedItems, layout: UICollectionViewLayout, cellClass: AnyClass = UICollectionViewCell.self)
        -> (HeadlessHost, UICollectionView) {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(cellClass, forCellWithReuseIdentifier: "item")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        return (HeadlessHost(showingRootView: collection), collection)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// `invalidateLayout()` is `invalidateLayout(with:)` with a context of the layout's
    /// `invalidationContextClass` that invalidates everything; a reload also says the counts
    /// changed; a bounds change the layout asks to be invalidated by uses
    /// `invalidationContext(forBoundsChange:)`.
    @Test func invalidationsGoThroughAContextOfTheLayoutsClass() {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 100)
        let source = NumberedItems([20])
        let (host, collection) = makeCollection(source, layout: layout)
        defer { withExtendedLifetime(host) {} }
        layout.contexts.removeAll()
        layout.invalidateLayout()
        let everything = layout.contexts.last as? UICollectionViewFlowLayoutInvalidationContext
        #expect(everything?.invalidateEverything == true && everything?.invalidateDataSourceCounts == false)
        collection.reloadData()
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        layout.contexts.removeAll()
        host.run { collection.contentOffset = CGPoint(x: 0, y: 40) }
        let scrolled = layout.contexts.last as? UICollectionViewFlowLayoutInvalidationContext
        #expect(scrolled?.invalidateEverything == false && scrolled?.invalidateFlowLayoutDelegateMetrics == false,
                "the context the layout made for the bounds change")
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 100, "laid out again")
    }

    @Test func flowLinesSpreadToTheEdgesAndALoneItemIsCentred() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let source = NumberedItems([4])
        let (host, collection) = makeCollection(source, layout: layout)
        defer { withExtendedLifetime(host) {} }
        // 300 points across: three 90-point items fit (with at least 10 between), spread to both insets.
        #expect(frame(collection, 0) == CGRect(x: 10, y: 5, width: 90, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 115, y: 5, width: 90, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 5, width: 90, height: 50))
        // The fourth starts a line of its own, 20 below, centred.
        #expect(frame(collection, 3) == CGRect(x: 115, y: 75, width: 90, height: 50))
        #expect(collection.contentSize == CGSize(width: 320, height: 130))
    }

    @Test func flowCentresItemsAcrossTheirLineAndPutsHeadersFirst() {
        let layout = UICollectionViewFlowLayout()
        let source = NumberedItems([2, 1])
        source.sizes = { $0.item == 0 ? CGSize(width: 100, height: 40) : CGSize(width: 100, height: 80) }
        source.headerHeight = 30
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 30 + 20, width: 100, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 220, y: 30, width: 100, height: 80))
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                        at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 110, width: 320, height: 30))
        #expect(frame(collection, 0, section: 1)?.minY == 140)
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test func aHorizontalFlowFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 200)
        let source = NumberedItems([5])
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 280, width: 100, height: 200))
        #expect(frame(collection, 2) == CGRect(x: 110, y: 0, width: 100, height: 200))
        #expect(collection.contentSize.height == 480)
    }

    @Test func onlyVisibleItemsHaveCellsAndScrolledOffCellsAreReused() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = NumberedItems([30_000])
        let (host, collection) = makeCollection(source, layout: layout)
        // 480 points of 100-point lines 10 apart: lines 0 to 4, three items each.
        #expect(collection.visibleCells.count == 15)
        #expect(source.cellsRequested == 15)
        for _ in 0..<20 { host.scroll(at: CGPoint(x: 160, y: 240), by: CGVector(dx: 0, dy: 400)) }
        host.advance(by: 0)
        #expect(collection.visibleCells.count <= 18)
        #expect(collection.indexPathsForVisibleItems.first?.item == 3 * 72)
        #expect(collection.cellForItem(at: IndexPath(item: 3 * 73, section: 0))?.tag == 3 * 73)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func estimatedFlowItemsTakeTheirCellsSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        let source = NumberedItems([6])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(SelfSizingItemCell.self, forCellWithReuseIdentifier: "item")
        final class Texts: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! SelfSizingItemCell
                cell.label.text = String(repeating: "Word ", count: indexPath.item + 1)
                return cell
            }
        }
        let texts = Texts()
        collection.dataSource = texts
        let host = HeadlessHost(showingRootView: collection)
        let short = try! #require(frame(collection, 0))
        let longer = try! #require(frame(collection, 3))
        #expect(short.height < 50, "a one-word cell is shorter than the estimate: \(short)")
        #expect(short.width < longer.width)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == short)
        withExtendedLifetime((host, source, texts)) {}
    }

    @Test func compositionalGroupsRepeatTheirItemsAndSectionsStack() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 20, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = NumberedItems([5, 2])
        let (_, collection) = makeCollection(source, layout: layout)
        // 300 points inside the insets: two 150-point slots per group, inset by 2 on each side.
        #expect(frame(collection, 0) == CGRect(x: 12, y: 22, width: 146, height: 96))
        #expect(frame(collection, 1) == CGRect(x: 162, y: 22, width: 146, height: 96))
        #expect(frame(collection, 2) == CGRect(x: 12, y: 132, width: 146, height: 96))
        #expect(frame(collection, 4) == CGRect(x: 12, y: 242, width: 146, height: 96))
        // Section 0: 20 + three groups 10 apart (320) + 20 = 360; section 1 (one group) starts there.
        #expect(frame(collection, 0, section: 1) == CGRect(x: 12, y: 360 + 22, width: 146, height: 96))
        #expect(collection.contentSize.height == CGFloat(360 + 140))
    }

    @Test func countGroupsShareTheirWidthAndNestedGroupsFillInOrder() {
        let leaf = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitem: leaf, count: 3)
        row.interItemSpacing = .fixed(10)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)))
        let outer = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [big, row])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
        let (_, collection) = makeCollection(NumberedItems([8]), layout: layout)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 120, width: 100, height: 60))
        #expect(frame(collection, 2) == CGRect(x: 110, y: 120, width: 100, height: 60))
        #expect(frame(collection, 3) == CGRect(x: 220, y: 120, width: 100, height: 60))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 180, width: 320, height: 120))
    }

    @Test func aListLayoutSizesItsRowsAndDrawsSeparators() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let host = HeadlessHost(size: CGSize(width: 390, height: 600))
        let controller = UIViewController()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        final class Rows: NSObject, UICollectionViewDataSource {
            let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
            init(_ registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>) { self.registration = registration }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath,
                                                             item: indexPath.item == 2 ? "A longer row\nin two lines" : "Row \(indexPath.item)")
            }
        }
        let rows = Rows(registration)
        collection.dataSource = rows
        controller.view = collection
        host.rootViewController = controller
        host.advance(by: 0)
        let first = try! #require(frame(collection, 0))
        let third = try! #require(frame(collection, 2))
        #expect(first.minX == 16 && first.width == 390 - 32, "inset grouped rows sit 16 points in")
        #expect(first.height == 44)
        #expect(third.height > 44)
        #expect(frame(collection, 1)?.minY == first.maxY)
        #expect(collection.backgroundColor == .systemGroupedBackground)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.separatorColor != nil)
        #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)?.separatorColor == nil)
    }

    @Test func anOrthogonalSectionScrollsAcrossInAScrollViewOfItsOwn() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = NumberedItems([20])
        let (host, collection) = makeCollection(source, layout: layout)
        #expect(frame(collection, 3) == CGRect(x: 480, y: 0, width: 150, height: 100))
        #expect(collection.contentSize.height == 100)
        // Two 150-point items 10 apart fill 310 of the 320 points (the third starts at the edge);
        // the rest come as the row scrolls.
        #expect(collection.visibleCells.count == 2)
        let scroller = try! #require(collection.orthogonalScrollers[0])
        #expect(scroller.contentSize.width == CGFloat(20 * 150 + 19 * 10))
        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 20, y: 50), duration: 0.3)
        host.settle()
        #expect(scroller.contentOffset.x > 200)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.indexPathsForVisibleItems.count >= 2)
        #expect(collection.contentOffset.y == 0, "the collection itself did not scroll")
    }

    @Test func aTapSelectsAnItemAndTheNextTapElsewhereMovesTheSelection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = NumberedItems([9])
        let (host, collection) = makeCollection(source, layout: layout)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        host.tap(at: CGPoint(x: 160, y: 50))
        #expect(source.log == ["shouldSelect 0", "didSelect 0", "shouldSelect 1", "didDeselect 0", "didSelect 1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func batchUpdatesMoveCellsWithTheirItemsAndCheckTheCounts() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = NumberedItems([6])
        let (host, collection) = makeCollection(source, layout: layout)
        let cellOf4 = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        source.counts = [5]
        var done = false
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { done = $0 })
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf4)
        host.settle()
        #expect(done)
        #expect(cellOf4?.frame.origin == CGPoint(x: 0, y: 110))
        #expect(collection.visibleCells.count == 5)
    }

    @Test func anInconsistentBatchIsUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = NumberedItems([3])
                let host = HeadlessHost(size: CGSize(width: 320, height: 480))
                let controller = UIViewController()
                let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                                  collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
                collection.dataSource = source
                controller.view = collection
                host.rootViewController = controller
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
    }

    /// A custom layout, as apps subclass UICollectionViewLayout: a diagonal of squares.
    @MainActor
    final class DiagonalLayout: UICollectionViewLayout {
        var prepared = 0
        private var attributes: [UICollectionViewLayoutAttributes] = []
        override func prepare() {
            prepared += 1
            guard let collectionView else { return }
            attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(item) * 30, y: CGFloat(item) * 60, width: 50, height: 50)
                return attributes
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(attributes.count) * 60) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            attributes.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { attributes[indexPath.item] }
    }

    @Test func aCustomLayoutPlacesTheCellsAndIsPreparedAgainWhenInvalidated() {
        let layout = DiagonalLayout()
        let source = NumberedItems([40])
        let (host, collection) = makeCollection(source, layout: layout)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 60, y: 120, width: 50, height: 50))
        #expect(collection.contentSize.height == 2400)
        #expect(collection.visibleCells.count == 8)
        let before = layout.prepared
        layout.invalidateLayout()
        host.advance(by: 0)
        #expect(layout.prepared == before + 1)
    }
}

@MainActor
final class ItemPrefetchLog: UICollectionViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
}

@MainActor
@Suite struct CollectionPrefetchTests {
    @Test func itemsPastTheScreenArePrefetchedBeforeTheyShow() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = NumberedItems([300])
        let log = ItemPrefetchLog()
        collection.dataSource = source
        collection.prefetchDataSource = log
        controller.view = collection
        host.rootViewController = controller
        host.advance(by: 0)
        // Lines 0-4 show (items 0-14, line 4 in part); the lines of the next 480 points (5-8, from
        // y 550 to 980) are told, with no cells made.
        #expect(log.prefetched == (15...26).map { IndexPath(item: $0, section: 0) })
        #expect(source.cellsRequested == 15)
        withExtendedLifetime((source, log)) {}
    }

    /// Apple, *UICollectionViewListCell.indentsAccessories*: leading accessories move in with the
    /// indentation by default; set to false, they stay at the edge and the content alone is indented.
    @Test func leadingAccessoriesIndentWithTheContentUnlessToldNot() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.accessories = [.customView(configuration: .init(customView: badge, placement: .leading))]
        cell.indentationLevel = 2
        cell.indentationWidth = 10
        cell.layoutIfNeeded()
        #expect(badge.frame.minX == 36)
        let indentedContent = cell.contentView.frame.minX
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(badge.frame.minX == 16)
        #expect(cell.contentView.frame.minX == indentedContent, "the content keeps its indentation")
    }
}
