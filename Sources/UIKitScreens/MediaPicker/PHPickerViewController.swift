import Foundation

/// The system's photo picker of iOS 14 and later, as PhotosUI's `PHPickerViewController` shows it
/// in the Simulator: the library's photos in a grid under "Photos" with Cancel; with a selection
/// limit other than 1, taps select (up to the limit, 0 for none) and Add finishes. The delegate
/// gets the picked photos in the order picked, or none on Cancel, and dismisses the picker. The
/// library is the host's (`--photos DIR`, `HeadlessHost.photoLibrary`).
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: PHPickerViewControllerDelegate?
    private let stack: UINavigationController

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        stack = UINavigationController()
        super.init(nibName: nil, bundle: nil)
        if configuration.selectionLimit < 0 {
            Diagnostics.warn("PHPickerConfiguration.selectionLimit \(configuration.selectionLimit) is negative; 0 (no limit) is used.")
        }
        if !configuration.preselectedAssetIdentifiers.isEmpty {
            Diagnostics.warnOnce("phpicker.preselected", "PHPickerConfiguration.preselectedAssetIdentifiers: the lab's photo library has no asset identifiers, so nothing is preselected.")
        }
        let admits = configuration.filter?.admitsStillPhotos ?? true
        let grid = PhotoGridViewController(photos: { admits ? HostEnvironment.current[PhotoLibrary.self].photos : [] },
                                           selectionLimit: Swift.max(0, configuration.selectionLimit), cancelAtLeading: true,
                                           finish: { [weak self] photos in self?.finish(with: photos) },
                                           cancel: { [weak self] in self?.finish(with: []) })
        stack.setViewControllers([grid], animated: false)
    }

    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addFillingChild(stack)
    }

    private func finish(with photos: [(image: UIImage, number: Int)]) {
        let results = photos.map { photo in PHPickerResult(itemProvider: PHPickerViewController.itemProvider(for: photo.image, number: photo.number)) }
        guard let delegate else {
            Diagnostics.warnOnce("phpicker.delegate", "PHPickerViewController has no delegate: nothing hears what was picked, and the picker stays until dismissed.")
            return
        }
        delegate.picker(self, didFinishPicking: results)
    }

    /// A photo as the library hands it out: JPEG data named as the Simulator's photos are.
    private static func itemProvider(for photo: UIImage, number: Int) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.suggestedName = String(format: "IMG_%04d", number)
        provider.registerDataRepresentation(forTypeIdentifier: "public.jpeg", visibility: .all) { completion in
            completion(photo.jpegData(compressionQuality: 0.9), nil)
            return nil
        }
        return provider
    }
}
