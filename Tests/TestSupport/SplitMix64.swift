/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
/// 2014; Vigna's reference `splitmix64.c`): the one seeded generator of every random sweep in the
/// tests, so a failing sweep repeats exactly from its seed.
///
/// The constants are the published ones; `SplitMix64Tests` checks the first outputs against the
/// values published for the reference code.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose first output is the mix of `seed` plus the golden-ratio increment.
    /// - Parameter seed: Any value, zero included.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
