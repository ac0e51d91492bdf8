import InterfaceBuilder

// A flow layout as Interface Builder writes it.
extension UICollectionViewFlowLayout {
    func decodeFlowProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if element["scrollDirection"] == "horizontal" { scrollDirection = .horizontal }
        if let spacing = element.double("minimumLineSpacing") { minimumLineSpacing = CGFloat(spacing) }
        if let spacing = element.double("minimumInteritemSpacing") { minimumInteritemSpacing = CGFloat(spacing) }
        if let size = archive.size("itemSize") { itemSize = size }
        if let size = archive.size("estimatedItemSize") { estimatedItemSize = size }
        if let size = archive.size("headerReferenceSize") { headerReferenceSize = size }
        if let size = archive.size("footerReferenceSize") { footerReferenceSize = size }
        if let insets = archive.insets("sectionInset") { sectionInset = insets }
    }
}
