/// Core Animation's boxing of a 3D transform (`fromValue = NSValue(caTransform3D: …)`).
extension NSValue {
    public convenience init(caTransform3D transform: CATransform3D) { self.init(numbers: transform.rows.flatMap { $0 }) }

    public var caTransform3DValue: CATransform3D {
        guard let n = numbers(16) else { return CATransform3DIdentity }
        return CATransform3D(rows: [Array(n[0..<4]), Array(n[4..<8]), Array(n[8..<12]), Array(n[12..<16])])
    }
}
