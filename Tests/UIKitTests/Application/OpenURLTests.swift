import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// `UIApplication.open(_:options:completionHandler:)` and `canOpenURL(_:)` on a simulator with no
/// other apps: what Safari, Mail or Settings would open is recorded and reported, and the completion
/// runs on the main queue afterwards, as Apple documents.
@MainActor
@Suite struct OpenURLTests {
    @Test func webAndSettingsURLsOpenAndOtherSchemesDoNot() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            let application = UIApplication.shared
            #expect(application.canOpenURL(URL(string: "https://www.apple.com")!))
            #expect(application.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
            #expect(!application.canOpenURL(URL(string: "someotherapp://open")!), "no such app is installed")
        }
    }

    @Test func theCompletionHearsAfterTheCallWhetherItOpened() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        var results: [Bool] = []
        host.run {
            UIApplication.shared.open(URL(string: "https://example.com")!) { results.append($0) }
            UIApplication.shared.open(URL(string: "someotherapp://open")!) { results.append($0) }
            UIApplication.shared.open(URL(string: "https://example.com/app")!, options: [.universalLinksOnly: true]) { results.append($0) }
        }
        #expect(results.isEmpty, "the completion is not called before open returns")
        host.advance(by: 1.0 / 60)
        #expect(results == [true, false, false])
        #expect(host.core.environment[OpenedURLs.self].urls == [URL(string: "https://example.com")!])
        #expect(warnings == ["Presentation Lab: the app opened https://example.com; the simulator has no other apps to open it in, so the app stays in front."])
    }
}
