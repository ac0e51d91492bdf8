extension UIImage {
    /// The image with its pixels' colours multiplied by `color` (alpha kept), as Core Animation
    /// multiplies a particle's or a replicated copy's contents. Copies are kept by colour; colours
    /// are taken to 1/64 steps so a range of random colours shares a few dozen copies.
    func multiplied(by color: RGBA) -> UIImage {
        func step(_ value: CGFloat) -> CGFloat { (Swift.min(1, Swift.max(0, value)) * 64).rounded() / 64 }
        let key = RGBA(red: step(color.red), green: step(color.green), blue: step(color.blue), alpha: 1)
        if key.red == 1 && key.green == 1 && key.blue == 1 { return self }
        if let copy = multipliedCopies.withLock({ $0[key] }) { return copy }
        let copy = UIImage(bitmap: bitmap.multiplied(red: key.red, green: key.green, blue: key.blue), scale: scale, name: name,
                           renderingMode: .alwaysOriginal, symbol: symbol)
        multipliedCopies.withLock { copies in
            if copies.count > 256 { copies.removeAll() }
            copies[key] = copy
        }
        return copy
    }
}
