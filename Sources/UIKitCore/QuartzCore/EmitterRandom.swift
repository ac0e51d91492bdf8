/// The emitter's random numbers, from its layer's `seed`: the same seed gives the same particles,
/// so a headless run draws the same frames every time (SplitMix64).
struct EmitterRandom {
    private var state: UInt64

    init(seed: UInt32) { state = 0x9E37_79B9_7F4A_7C15 &+ UInt64(seed) }

    /// A number spread evenly over −1…1.
    mutating func signed() -> CGFloat { unit() * 2 - 1 }

    /// A number spread evenly over 0…1.
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }
}
