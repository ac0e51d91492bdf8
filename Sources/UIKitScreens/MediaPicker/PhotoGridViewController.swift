/// The photo pickers' library screen: "Photos", Cancel, and the photos four to a row, newest last,
/// as the Simulator's pickers show the album. With a selection limit of 1 a tap picks a photo;
/// otherwise taps select photos (a checkmark on each, up to the limit, 0 for none) and Add picks them.
@MainActor
final class PhotoGridViewController: UICollectionViewController {
    private let loadPhotos: () -> [UIImage]
    private let selectionLimit: Int
    private let finish: ([(image: UIImage, number: Int)]) -> Void
    private var photos: [UIImage] = []
    /// The selected photos' indexes, in the order selected.
    private var chosen: [Int] = []
    private let addButton = UIBarButtonItem(title: "Add")
    private static let columns: CGFloat = 4, spacing: CGFloat = 2

    /// `photos` is read when the grid loads; Cancel sits at the leading end (the photo picker's
    /// place) or the trailing one (the image picker's).
    init(photos: @escaping () -> [UIImage], selectionLimit: Int, cancelAtLeading: Bool,
         finish: @escaping ([(image: UIImage, number: Int)]) -> Void, cancel: @escaping () -> Void) {
        loadPhotos = photos
        self.selectionLimit = selectionLimit
        self.finish = finish
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
        let cancelButton = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in cancel() })
        if cancelAtLeading { navigationItem.leftBarButtonItem = cancelButton } else { navigationItem.rightBarButtonItem = cancelButton }
        if selectionLimit != 1 {
            addButton.primaryAction = UIAction(title: "Add") { [weak self] _ in self?.addChosen() }
            addButton.style = .done
            addButton.isEnabled = false
            navigationItem.rightBarButtonItem = addButton
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        photos = loadPhotos()
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
        (cell as? PhotoCell)?.show(photos[indexPath.item], number: indexPath.item + 1, isChosen: chosen.contains(indexPath.item))
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let index = indexPath.item
        guard selectionLimit != 1 else {
            finish([(photos[index], index + 1)])
            return
        }
        if let position = chosen.firstIndex(of: index) {
            chosen.remove(at: position)
        } else if selectionLimit == 0 || chosen.count < selectionLimit {
            chosen.append(index)
        }
        addButton.isEnabled = !chosen.isEmpty
        (collectionView.cellForItem(at: indexPath) as? PhotoCell)?.show(photos[index], number: index + 1, isChosen: chosen.contains(index))
    }

    private func addChosen() {
        finish(chosen.map { (photos[$0], $0 + 1) })
    }
}
