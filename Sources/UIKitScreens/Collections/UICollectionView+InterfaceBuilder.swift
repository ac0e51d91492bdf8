import InterfaceBuilder

// A collection view as Interface Builder writes it: its flow layout's metrics and its prototype
// cells, registered under their reuse identifiers.
extension UICollectionView {
    /// The layout the document names (a flow layout, or the app's own class), else a flow layout.
    static func archivedLayout(_ coder: NSCoder) -> UICollectionViewLayout {
        guard let archive = coder as? InterfaceBuilderCoder,
              let element = archive.element.child(key: "collectionViewLayout") else { return UICollectionViewFlowLayout() }
        return MainActor.assumeIsolated { archive.unarchiver.makeObject(element) as? UICollectionViewLayout } ?? UICollectionViewFlowLayout()
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
