/// One mechanical change the porting rule made to a file, for the importer's summary.
package struct PortingEdit: Equatable, Sendable {
    package enum Kind: String, CaseIterable, Sendable {
        case selector = "#selector to method reference"
        case objc = "@objc removed"
        case dynamic = "dynamic removed"
        case interfaceBuilderAttribute = "@IBOutlet/@IBAction/@IBInspectable/@IBDesignable removed"
        case main = "@UIApplicationMain to @main"
        case finalDelegate = "delegate class made final"
        case rename = "Swift 4.2 rename"
        case xctestImport = "import UIKit beside import XCTest"
        case testMainActor = "@MainActor removed from an XCTest test"
        case overrideMoved = "override moved from an extension into its class"
        case overridableExtensionMethod = "extension method made overridable"
        case foundationNetworking = "import FoundationNetworking beside import Foundation"
        case optionalRequirement = "delegate?.method?( called as delegate?.method("
        case optionalWindow = "delegate?.window?? read as delegate?.window?"
        case answeredOptionalRequirement = "@objc optional requirement answered nil when not implemented"
        case measureWithoutBaseline = "measure { } as Xcode runs it without a baseline"
    }

    package var kind: Kind
    package var line: Int
}

/// Something in a file the lab cannot run or the porter cannot change: said with its line.
package struct PortingProblem: Equatable, Sendable, CustomStringConvertible {
    package var line: Int
    package var message: String
    package var description: String { "line \(line): \(message)" }
}

/// What Interface Builder may connect on one class: its outlets and its action methods, found in
/// the class's declarations (`@IBOutlet`, `@IBAction`, and `@objc` methods a selector may name).
package struct ConnectableClass: Equatable, Sendable {
    package struct Outlet: Equatable, Sendable {
        package var name: String
        package var isCollection: Bool
    }

    package struct Action: Equatable, Sendable {
        /// The Objective-C selector Interface Builder names it by: `tapped:`, `tappedWithSender:`.
        package var selector: String
        /// The typed method reference: `ViewController.tapped(_:)`.
        package var reference: String
    }

    package var name: String
    package var outlets: [Outlet] = []
    package var actions: [Action] = []
    /// Its `@IBInspectable` properties, which user-defined runtime attributes set.
    package var inspectables: [String] = []
    /// A direct `NSObject` subclass that `Name()` makes: a document may hold one as a `customObject`
    /// (a table's data source in its scene), and the lab makes it as UIKit does, with `init()`.
    package var isArchivableObject = false
}
