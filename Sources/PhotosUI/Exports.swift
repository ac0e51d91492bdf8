// `import PhotosUI` brings the photo picker (PHPickerViewController, PHPickerConfiguration,
// PHPickerFilter, PHPickerResult), which lives in the UIKit module here, as on iOS it comes with
// PhotosUI over UIKit.
@_exported import UIKit
