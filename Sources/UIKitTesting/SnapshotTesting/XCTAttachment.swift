import Foundation
import UIKit

/// An attachment a failed comparison offers (the reference, the failure, the difference).
/// swift-corelibs-xctest has no `XCTAttachment`, so this is the test tools' own; Swift Testing and
/// XCTest on Linux show the written files' paths in the failure message instead.
public struct XCTAttachment: Sendable {
    public var name: String?
    /// The attached bytes.
    public let data: Data
    public let uniformTypeIdentifier: String

    public init(data: Data) { self.init(data: data, uniformTypeIdentifier: "public.data") }

    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }

    /// The image as a PNG attachment.
    @MainActor public init(image: UIImage) {
        self.init(data: image.pngData() ?? Data(), uniformTypeIdentifier: "public.png")
    }
}
