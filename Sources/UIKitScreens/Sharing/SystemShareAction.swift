import Foundation

/// A service of the system's own that the share sheet offers beside the app's activities, as the
/// Simulator's sheet does: Copy for text, links and images, and Save Image for photos (into the
/// host's photo library, where the photo pickers find them).
@MainActor
struct SystemShareAction {
    let type: UIActivity.ActivityType
    let title: String
    let symbolName: String
    /// Does the service with the items resolved for it.
    let perform: (_ items: [Any], _ environment: HostEnvironment) -> Void

    /// The services that take some of `items` (placeholders), in the order the sheet lists them.
    static func offered(for items: [Any]) -> [SystemShareAction] {
        var actions: [SystemShareAction] = []
        if items.contains(where: { UIPasteboard.item(holding: $0) != nil }) {
            actions.append(SystemShareAction(type: .copyToPasteboard, title: "Copy", symbolName: "doc.on.doc") { items, environment in
                environment.run { UIPasteboard.general.setItems(items.compactMap(UIPasteboard.item(holding:))) }
            })
        }
        let images = items.filter { $0 is UIImage }.count
        if images > 0 {
            let title = images == 1 ? "Save Image" : "Save \(images) Images"
            actions.append(SystemShareAction(type: .saveToCameraRoll, title: title, symbolName: "square.and.arrow.down") { items, environment in
                environment.photoLibrary.photos.append(contentsOf: items.compactMap { $0 as? UIImage })
            })
        }
        return actions
    }
}
