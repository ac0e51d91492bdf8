import Foundation

/// The system's photo picker, as UIKit's `UIImagePickerController` shows it in the Simulator: the
/// photo library in a grid under "Photos" with Cancel; a tap picks a photo and tells the delegate.
/// There is no camera, as in the Simulator (`isSourceTypeAvailable(.camera)` is false). The
/// library is the host's `PhotoLibrary`.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }

    /// Where the photos come from; only the library sources exist here.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            // UIKit raises NSInvalidArgumentException with these words; the lab keeps the library.
            Diagnostics.warn("Source type \(sourceType.rawValue) not available")
            sourceType = oldValue
        }
    }
    /// The uniform type identifiers the picker offers; images (`public.image`) by default.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the user may move and scale the picked photo; the lab gives the centred square.
    open var allowsEditing = false

    static let imageType = "public.image"

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        showLibrary()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showLibrary()
    }

    /// The library's grid is the picker's one screen.
    private func showLibrary() {
        let grid = PhotoGridViewController(photos: { [unowned self] in
            mediaTypes.contains(Self.imageType) ? HostEnvironment.current[PhotoLibrary.self].photos : []
        }, selectionLimit: 1, cancelAtLeading: false, finish: { [unowned self] picked in
            if let photo = picked.first { finishPicking(photo.image) }
        }, cancel: { [unowned self] in cancelPicking() })
        setViewControllers([grid], animated: false)
    }

    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// The delegate as the picker's: `delegate` holds it, as UIKit's picker narrows its type.
    private var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Apple: "If this property is nil, the picker is dismissed immediately if you try to show it."
        if delegate == nil { presentingViewController?.dismiss(animated: true) }
    }

    /// The user picked `photo`: the delegate gets it, with the edited square when editing is allowed.
    func finishPicking(_ photo: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: photo]
        if allowsEditing {
            Diagnostics.warnOnce("imagePicker.editing", "UIImagePickerController.allowsEditing does not show the Move and Scale screen yet; the photo's centred square is the edited image.")
            let (square, crop) = photo.centredSquare()
            info[.editedImage] = square
            info[.cropRect] = NSValue(cgRect: crop)
        }
        if let data = photo.jpegData(compressionQuality: 0.9) {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).jpeg")
            if (try? data.write(to: url)) != nil { info[.imageURL] = url }
        }
        if let pickerDelegate { pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info) } else { dismissPicker() }
    }

    /// The user tapped Cancel.
    func cancelPicking() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismissPicker() }
    }

    func dismissPicker() {
        (presentingViewController ?? self).dismiss(animated: true)
    }
}
