/// Pixel rounding and the normalisation of numbers that come from the outside world.
///
/// Values within a millionth of a pixel of a pixel edge count as on it, so floating-point noise such as
/// `3 * 20.1 == 60.300000000000004` does not add a whole pixel.
enum PixelRounding {
    static let noise = 1e-6

    /// Rounds a height up to the next whole pixel (never down: a line cut by a fraction of a pixel is
    /// a hidden line). A value too large to scale, or whose whole pixel is more points than a `Double`
    /// holds (a subnormal scale), is returned unchanged.
    static func roundUp(_ value: Double, scale: Double) -> Double {
        let pixels = value * scale
        guard pixels.isFinite else { return value }
        let rounded = (pixels - noise).rounded(.up) / scale
        return rounded.isFinite ? rounded : value
    }

    /// Rounds an offset down to a whole pixel, so centred content never sits half a pixel low; a value
    /// that cannot be scaled and back (see ``roundUp(_:scale:)``) is returned unchanged.
    static func roundDown(_ value: Double, scale: Double) -> Double {
        let pixels = value * scale
        guard pixels.isFinite else { return value }
        let rounded = (pixels + noise).rounded(.down) / scale
        return rounded.isFinite ? rounded : value
    }
}

extension Double {
    /// The value when it is finite and not negative, otherwise 0: the one normalisation of the
    /// lengths, sizes, insets and durations that come from the outside world.
    @inlinable var nonNegativeFiniteOrZero: Double {
        isFinite && self > 0 ? self : 0
    }

    /// The value when it is finite and above 0, otherwise `fallback` (a scale, a line height).
    @inlinable func positiveFinite(or fallback: Double) -> Double {
        isFinite && self > 0 ? self : fallback
    }
}
