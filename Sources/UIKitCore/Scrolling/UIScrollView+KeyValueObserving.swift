/// A scroll view's offset, size and insets announce every set to key-value observers.
extension UIScrollView: AnnouncesSubclassProperties {}

extension AnnouncesSubclassProperties where Self: UIScrollView {
    package static func announcedProperties() -> [AnyKeyPath: ObservedProperty] {
        [\Self.contentOffset: .contentOffset, \Self.contentSize: .contentSize, \Self.contentInset: .contentInset,
         \Self.adjustedContentInset: .adjustedContentInset]
    }
}
