extension GrowthPolicy {
    /// The smallest height the view takes, in points, insets included, rounded up to a whole pixel.
    ///
    /// The larger of the line-based minimum (``minimumNumberOfLines`` lines plus the insets) and
    /// ``minimumHeight``, lowered to ``effectiveMaximumHeight`` when it is above it. Bad values are
    /// normalised as described on ``GrowthPolicy``.
    public var effectiveMinimumHeight: Double {
        min(unclampedMinimumHeight, effectiveMaximumHeight)
    }

    /// The largest height the view takes before it scrolls, in points, insets included, rounded up to
    /// a whole pixel; `.infinity` when there is no maximum.
    ///
    /// The smaller of the line-based maximum (``maximumNumberOfLines`` lines plus the insets) and
    /// ``maximumHeight``.
    public var effectiveMaximumHeight: Double {
        var limit = Double.infinity
        if let lines = lineLimits.maximum, let height = height(ofLines: lines) {
            limit = height
        }
        if let points = Self.normalizedMaximumHeight(maximumHeight) {
            limit = min(limit, points)
        }
        return PixelRounding.roundUp(limit, scale: normalizedScale)
    }

    /// The height, insets included, of a view showing exactly `count` lines, rounded up to a whole
    /// pixel; `nil` without a valid ``lineHeight``.
    ///
    /// The first lines use ``measuredLineHeights``, the rest ``lineHeight``.
    ///
    /// - Parameter count: The number of lines; below 0 counts as 0.
    /// - Returns: The height in points, or `nil` when ``lineHeight`` is 0, negative or not finite; a
    ///   height too large for a `Double` is `Double.greatestFiniteMagnitude`.
    /// - Complexity: O(*m*), where *m* is the number of measured line heights used.
    public func height(ofLines count: Int) -> Double? {
        guard let textHeight = textHeight(ofLines: max(count, 0)) else { return nil }
        return min(
            PixelRounding.roundUp(textHeight + normalizedInsets, scale: normalizedScale),
            .greatestFiniteMagnitude)
    }

    /// This policy with `height` as one more maximum in points: ``maximumHeight`` becomes the smaller
    /// of the two. A `height` of `nil`, 0 or below, NaN or +infinity changes nothing, as for
    /// ``maximumHeight``.
    ///
    /// - Parameter height: The most height the view may take, insets included.
    /// - Returns: The limited policy.
    package func limited(toHeight height: Double?) -> GrowthPolicy {
        guard let height = Self.normalizedMaximumHeight(height) else { return self }
        var policy = self
        policy.maximumHeight = min(Self.normalizedMaximumHeight(maximumHeight) ?? height, height)
        return policy
    }

    /// A maximum height in points, or `nil` for the values that mean no limit (`nil`, 0 or below,
    /// NaN, +infinity).
    static func normalizedMaximumHeight(_ height: Double?) -> Double? {
        height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// The display scale, with 0, negative and non-finite values replaced by 1.
    var normalizedScale: Double { displayScale.positiveFinite(or: 1) }

    /// The top plus bottom insets, each negative or non-finite one counted as 0.
    var normalizedInsets: Double {
        insets.top.nonNegativeFiniteOrZero + insets.bottom.nonNegativeFiniteOrZero
    }

    /// The line height, or `nil` when it cannot turn lines into points.
    var normalizedLineHeight: Double? { lineHeight.isFinite && lineHeight > 0 ? lineHeight : nil }

    /// The height of line `index` (from 0): measured when known and valid, else the line height.
    func heightOfLine(at index: Int, lineHeight: Double) -> Double {
        guard index < measuredLineHeights.count else { return lineHeight }
        return measuredLineHeights[index].positiveFinite(or: lineHeight)
    }

    /// The line limits as the one rule for every host normalises them (see the type's discussion).
    package var lineLimits: LineLimits {
        LineLimits(
            minimumNumberOfLines: minimumNumberOfLines, maximumNumberOfLines: maximumNumberOfLines ?? 0)
    }

    private var unclampedMinimumHeight: Double {
        let fromLines = height(ofLines: lineLimits.minimum) ?? 0
        let points = PixelRounding.roundUp(minimumHeight.nonNegativeFiniteOrZero, scale: normalizedScale)
        return max(fromLines, points)
    }

    private func textHeight(ofLines count: Int) -> Double? {
        guard let lineHeight = normalizedLineHeight else { return nil }
        let measured = min(count, measuredLineHeights.count)
        var total = 0.0
        for index in 0..<measured {
            total += heightOfLine(at: index, lineHeight: lineHeight)
        }
        return total + Double(count - measured) * lineHeight
    }
}
