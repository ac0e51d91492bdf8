import Foundation

// UIKit adds these to Foundation's IndexPath on iOS; Linux's Foundation has no UIKit to add them.
extension IndexPath {
    /// The path of `row` in `section`: a table view's row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section`: a collection view's item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// And to NSIndexPath, which older code still receives (`as NSIndexPath`).
extension NSIndexPath {
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
