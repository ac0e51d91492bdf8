/// What a photo picker tells, as PhotosUI's `PHPickerViewControllerDelegate`: the results when
/// the person picks, or none when they cancel. The picker does not dismiss itself.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
