/// One host's pasteboards by name: the general one and those the app names.
@MainActor
final class Pasteboards: EnvironmentState {
    private var byName: [UIPasteboard.Name: UIPasteboard] = [:]

    init(environment: HostEnvironment) {}

    var general: UIPasteboard { pasteboard(named: .general, create: true)! }

    func pasteboard(named name: UIPasteboard.Name, create: Bool) -> UIPasteboard? {
        if let existing = byName[name] { return existing }
        guard create else { return nil }
        let made = UIPasteboard(contents: PasteboardContents(name: name))
        byName[name] = made
        return made
    }

    func remove(named name: UIPasteboard.Name) {
        guard let removed = byName.removeValue(forKey: name) else { return }
        NotificationCenter.default.post(name: UIPasteboard.removedNotification, object: removed)
    }
}
