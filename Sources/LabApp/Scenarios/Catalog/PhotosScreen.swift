import PhotosUI
import UIKit

/// An album filled with the system photo picker, as a notes or journal app adds pictures: "No
/// Photos" until some are added; + opens the picker for any number of photos, which join the
/// album three to a row in the order picked; a tapped photo opens on its own to zoom into
/// (PhotoViewer); the share button hands them to the share sheet.
final class PhotosScreen: UIViewController, PHPickerViewControllerDelegate {
    private(set) var photos: [UIImage] = []
    private var tiles: [UIImageView] = []
    private lazy var shareItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
    private static let columns: CGFloat = 3, spacing: CGFloat = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        let addItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.pick() })
        addItem.accessibilityLabel = "Add Photos"
        shareItem.isEnabled = false
        navigationItem.rightBarButtonItems = [addItem, shareItem]
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard photos.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No Photos"
        empty.secondaryText = "Photos you add with + appear here."
        contentUnavailableConfiguration = empty
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let spacing = PhotosScreen.spacing
        let side = ((area.width - spacing * (PhotosScreen.columns + 1)) / PhotosScreen.columns).rounded(.down)
        for (index, tile) in tiles.enumerated() {
            let row = CGFloat(index / Int(PhotosScreen.columns)), column = CGFloat(index % Int(PhotosScreen.columns))
            tile.frame = CGRect(x: area.minX + spacing + column * (side + spacing), y: area.minY + spacing + row * (side + spacing),
                                width: side, height: side)
        }
    }

    private func pick() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 0
        configuration.selection = .ordered
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
            result.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] image, _ in
                guard let image = image as? UIImage else { return }
                self?.add(image)
            }
        }
    }

    private func add(_ photo: UIImage) {
        photos.append(photo)
        let tile = UIImageView(image: photo)
        tile.contentMode = .scaleAspectFill
        tile.clipsToBounds = true
        tile.layer.cornerRadius = 6
        tile.isAccessibilityElement = true
        tile.accessibilityLabel = "Album photo \(photos.count)"
        tile.accessibilityTraits = .button
        tile.isUserInteractionEnabled = true
        tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PhotosScreen.openPhoto(_:)))
        view.addSubview(tile)
        tiles.append(tile)
        shareItem.isEnabled = true
        setNeedsUpdateContentUnavailableConfiguration()
        view.setNeedsLayout()
    }

    /// A tapped photo opens on its own, to zoom into.
    func openPhoto(_ tap: UITapGestureRecognizer) {
        guard let tile = tap.view as? UIImageView, let index = tiles.firstIndex(where: { $0 === tile }) else { return }
        navigationController?.pushViewController(PhotoViewer(photo: photos[index], number: index + 1), animated: true)
    }

    private func share() {
        let sheet = UIActivityViewController(activityItems: photos, applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = shareItem
        present(sheet, animated: true)
    }
}
