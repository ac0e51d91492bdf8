import InterfaceBuilder

// A table view as Interface Builder writes it: its style and metrics, and its prototype cells,
// registered under their reuse identifiers so `dequeueReusableCell(withIdentifier:for:)` makes
// each from its prototype (outlets, actions and the segue it triggers included).
extension UITableView {
    static func archivedStyle(_ coder: NSCoder) -> Style {
        switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "grouped"?: .grouped
        case "insetGrouped"?: .insetGrouped
        default: .plain
        }
    }

    func decodeTableProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        // Interface Builder writes -1 for "Automatic".
        if let height = element.double("rowHeight") { rowHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height) }
        if let height = element.double("estimatedRowHeight") { estimatedRowHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height) }
        if let height = element.double("estimatedSectionHeaderHeight") { estimatedSectionHeaderHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height) }
        if let height = element.double("estimatedSectionFooterHeight") { estimatedSectionFooterHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height) }
        if let height = element.double("sectionHeaderHeight") { sectionHeaderHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height) }
        if let height = element.double("sectionFooterHeight") { sectionFooterHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height) }
        switch element["separatorStyle"] {
        case "none"?: separatorStyle = .none
        case "singleLineEtched"?: separatorStyle = .singleLineEtched
        default: break
        }
        if let value = element.bool("allowsSelection") { allowsSelection = value }
        if let value = element.bool("allowsMultipleSelection") { allowsMultipleSelection = value }
        if let header = element.child(key: "tableHeaderView") { tableHeaderView = archive.unarchiver.makeObject(header) as? UIView }
        if let footer = element.child(key: "tableFooterView") { tableFooterView = archive.unarchiver.makeObject(footer) as? UIView }
        for prototype in element.children(in: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                archive.unarchiver.source.warn("A prototype cell has no reuse identifier, so no row can dequeue it.", line: prototype.line)
                continue
            }
            let make = archive.unarchiver.maker(for: prototype)
            cellPool.register(identifier) {
                make() as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
        }
        if element["dataMode"] == "static" {
            staticSections = element.children(in: "sections").filter { $0.name == "tableViewSection" }.map { section in
                StaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                                   cells: section.children(in: "cells").compactMap { archive.unarchiver.makeObject($0) as? UITableViewCell })
            }
        }
    }
}
