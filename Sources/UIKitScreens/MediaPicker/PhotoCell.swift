/// One photo of the pickers' grid, filling its square, with a checkmark in its corner while chosen;
/// VoiceOver reads it as "Photo N", selected while chosen.
@MainActor
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "Photo"
    private let imageView = UIImageView()
    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark.circle"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        checkmark.tintColor = .systemBlue
        checkmark.backgroundColor = .white
        checkmark.layer.cornerRadius = 11
        checkmark.clipsToBounds = true
        checkmark.isHidden = true
        contentView.addSubview(checkmark)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        checkmark.frame = CGRect(x: bounds.width - 28, y: bounds.height - 28, width: 22, height: 22)
    }

    func show(_ photo: UIImage, number: Int, isChosen: Bool) {
        imageView.image = photo
        checkmark.isHidden = !isChosen
        accessibilityLabel = "Photo \(number)"
        accessibilityTraits = isChosen ? [.image, .selected] : .image
    }
}
