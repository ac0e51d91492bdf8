import Foundation
import UIKit

/// Every combination of devices, orientations, appearances and text sizes a screen is checked in
/// by `assertSnapshots(of:matrix:)`.
public struct SnapshotMatrix: Sendable {
    public var devices: [SimulatedDevice]
    public var orientations: [UIDeviceOrientation]
    public var appearances: [UIUserInterfaceStyle]
    public var contentSizes: [UIContentSizeCategory]

    public init(devices: [SimulatedDevice] = [.iPhone15], orientations: [UIDeviceOrientation] = [.portrait],
                appearances: [UIUserInterfaceStyle] = [.light], contentSizes: [UIContentSizeCategory] = [.large]) {
        self.devices = devices
        self.orientations = orientations
        self.appearances = appearances
        self.contentSizes = contentSizes
    }

    /// One cell of the matrix.
    public struct Combination: Sendable, Equatable, CustomStringConvertible {
        public let device: SimulatedDevice
        public let orientation: UIDeviceOrientation
        public let appearance: UIUserInterfaceStyle
        public let contentSize: UIContentSizeCategory

        /// The reference's name: `iphone-15-portrait-dark-AccessibilityXXXL`.
        public var name: String {
            [device.identifier, Self.name(of: orientation), appearance == .dark ? "dark" : "light", Self.name(of: contentSize)]
                .joined(separator: "-")
        }

        /// The contact sheet's caption: "iPhone 15 · portrait · dark · AccessibilityXXXL".
        public var description: String {
            [device.name, Self.name(of: orientation), appearance == .dark ? "dark" : "light", Self.name(of: contentSize)]
                .joined(separator: " · ")
        }

        static func name(of orientation: UIDeviceOrientation) -> String {
            switch orientation {
            case .landscapeLeft: return "landscapeLeft"
            case .landscapeRight: return "landscapeRight"
            case .portraitUpsideDown: return "portraitUpsideDown"
            default: return "portrait"
            }
        }

        static func name(of contentSize: UIContentSizeCategory) -> String {
            contentSize.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
        }
    }

    /// Every combination, devices varying slowest.
    public var combinations: [Combination] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                appearances.flatMap { appearance in
                    contentSizes.map { Combination(device: device, orientation: orientation, appearance: appearance, contentSize: $0) }
                }
            }
        }
    }
}

/// Checks the screen `makeController` makes against a reference for every combination of
/// `matrix` (each in a headless host of its own, settled on its fake clock; a failure names its
/// combination), then writes a contact sheet of them all, captioned by combination, as
/// `<test name>.contact-sheet.png` beside the references for review. `snapshotDirectory`
/// replaces the references' folder, as in `verifySnapshot`.
@MainActor
public func assertSnapshots(
    of makeController: () -> UIViewController,
    matrix: SnapshotMatrix,
    includingDeviceChrome: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let combinations = matrix.combinations
    guard !combinations.isEmpty else {
        TestFailure.record("assertSnapshots(of:matrix:): the matrix is empty; give it at least one device, orientation, appearance and content size.",
                           fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    var pictures: [(SnapshotMatrix.Combination, UIImage)] = []
    for combination in combinations {
        let host = HeadlessHost(device: combination.device, orientation: combination.orientation,
                                appearance: combination.appearance, contentSize: combination.contentSize)
        host.rootViewController = host.run(makeController)
        host.settle(timeout: 10, fileID: fileID, filePath: filePath, line: line, column: column)
        let image = SnapshotRendering.image(of: host.snapshot(includingDeviceChrome: includingDeviceChrome), scale: 1)
        pictures.append((combination, image))
        host.rootViewController = nil
        if let message = verifySnapshot(of: image, as: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                                        named: combination.name, record: record, snapshotDirectory: snapshotDirectory,
                                        fileID: fileID, file: filePath,
                                        testName: testName, line: line, column: column) {
            TestFailure.record("\(combination): \(message)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
    let location = ReferenceLocation(filePath: "\(filePath)", testName: testName, name: "contact-sheet", pathExtension: "png",
                                     snapshotDirectory: snapshotDirectory)
    do {
        try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
        try ContactSheet.render(pictures).write(to: location.file)
    } catch {
        TestFailure.record("assertSnapshots(of:matrix:) could not write the contact sheet \(location.file.path): \(error.localizedDescription)",
                           fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A grid of captioned thumbnails, drawn by the lab's own UIKit in a free-form headless host.
@MainActor
enum ContactSheet {
    static let thumbnailSide: CGFloat = 240
    static let captionHeight: CGFloat = 34
    static let spacing: CGFloat = 16

    /// The sheet as a PNG: one row per device, one cell per combination.
    static func render(_ pictures: [(SnapshotMatrix.Combination, UIImage)]) -> Data {
        var rows: [[(SnapshotMatrix.Combination, UIImage)]] = []
        for picture in pictures {
            if let last = rows.last?.last, last.0.device == picture.0.device { rows[rows.count - 1].append(picture) } else { rows.append([picture]) }
        }
        let columns = rows.map(\.count).max() ?? 1
        let cell = CGSize(width: thumbnailSide, height: thumbnailSide + captionHeight)
        let size = CGSize(width: spacing + CGFloat(columns) * (cell.width + spacing), height: spacing + CGFloat(rows.count) * (cell.height + spacing))
        let host = HeadlessHost(size: size)
        let sheet = UIViewController()
        host.run {
            sheet.view.backgroundColor = UIColor(white: 0.93, alpha: 1)
            for (row, pictures) in rows.enumerated() {
                for (column, (combination, image)) in pictures.enumerated() {
                    let origin = CGPoint(x: spacing + CGFloat(column) * (cell.width + spacing), y: spacing + CGFloat(row) * (cell.height + spacing))
                    let thumbnail = UIImageView(image: image)
                    thumbnail.contentMode = .scaleAspectFit
                    thumbnail.frame = CGRect(origin: origin, size: CGSize(width: thumbnailSide, height: thumbnailSide))
                    let caption = UILabel(frame: CGRect(x: origin.x, y: origin.y + thumbnailSide + 2, width: thumbnailSide, height: captionHeight - 2))
                    caption.text = combination.description
                    caption.font = .systemFont(ofSize: 11)
                    caption.textColor = .black
                    caption.textAlignment = .center
                    caption.numberOfLines = 2
                    sheet.view.addSubview(thumbnail)
                    sheet.view.addSubview(caption)
                }
            }
        }
        host.rootViewController = sheet
        host.settle()
        return host.snapshot().pngData()
    }
}
