/// The picker's library screen: "Photos", Cancel, and the photos four to a row, newest last, as
/// the Simulator's picker shows its album; a tap picks one.
@MainActor
final class PhotoGridViewController: UICollectionViewController {
    private unowned let picker: UIImagePickerController
    private var photos: [UIImage] = []
    private static let columns: CGFloat = 4, spacing: CGFloat = 2

    init(picker: UIImagePickerController) {
        self.picker = picker
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned picker] _ in
            picker.cancelPicking()
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        photos = picker.mediaTypes.contains(UIImagePickerController.imageType) ? HostEnvironment.current[PhotoLibrary.self].photos : []
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = ((collectionView.bounds.width - Self.spacing * (Self.columns - 1)) / Self.columns).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(photos[indexPath.item], number: indexPath.item + 1)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picker.finishPicking(photos[indexPath.item])
    }
}

/// One photo of the grid, filling its square; VoiceOver reads it as "Photo N".
@MainActor
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "Photo"
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { nil }

    func show(_ photo: UIImage, number: Int) {
        imageView.image = photo
        accessibilityLabel = "Photo \(number)"
    }
}
