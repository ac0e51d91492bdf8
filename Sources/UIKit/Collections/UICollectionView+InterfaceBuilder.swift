import InterfaceBuilder

// A collection view as Interface Builder writes it: its flow layout's metrics and its prototype
// cells, registered under their reuse identifiers.
extension UICollectionView {
    static func archivedLayout(_ coder: NSCoder) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        guard let archive = coder as? InterfaceBuilderCoder,
              let element = archive.element.child(key: "collectionViewLayout"), element.name == "collectionViewFlowLayout" else { return layout }
        let coder = archive.coder(for: element)
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = element.double("minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = element.double("minimumInteritemSpacing") { layout.minimumInteritemSpacing = CGFloat(spacing) }
        MainActor.assumeIsolated {
            if let size = coder.size("itemSize") { layout.itemSize = size }
            if let size = coder.size("estimatedItemSize") { layout.estimatedItemSize = size }
            if let size = coder.size("headerReferenceSize") { layout.headerReferenceSize = size }
            if let insets = coder.insets("sectionInset") { layout.sectionInset = insets }
        }
        return layout
    }

    func decodeCollectionProperties(from archive: InterfaceBuilderCoder) {
        for prototype in archive.element.children(in: "cells") where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                archive.unarchiver.source.warn("A prototype cell has no reuse identifier, so no item can dequeue it.", line: prototype.line)
                continue
            }
            let make = archive.unarchiver.maker(for: prototype)
            cellPool.register(identifier) { make() as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero) }
        }
    }
}
