extension GrowthPolicy {
    /// Resolves a measured content height into the view's height, scrolling, visible lines and
    /// content offset.
    ///
    /// The rules, in order:
    /// 1. The height to fit is ``ContentMeasurement/effectiveContentHeight`` (the placeholder's when
    ///    the text is empty and the placeholder is taller), rounded **up** to a whole pixel.
    /// 2. Above ``effectiveMaximumHeight`` the view is exactly at the maximum and scrolls. At or below
    ///    it the view does not scroll and is as tall as the content, but at least
    ///    ``effectiveMinimumHeight``. Content at the maximum therefore stays at the maximum; it never
    ///    snaps back to the minimum.
    /// 3. When the minimum holds the view taller than the content, ``verticalAlignment`` places the
    ///    content in the slack (``GrowthResolution/contentOffsetY``).
    ///
    /// - Parameter measurement: The measured content, insets included.
    /// - Returns: The resolution; every field is finite unless the policy has no maximum and the
    ///   content height itself is beyond `Double`'s range.
    /// - Complexity: O(*m*), where *m* is the number of measured line heights.
    public func resolve(_ measurement: ContentMeasurement) -> GrowthResolution {
        let scale = normalizedScale
        let content = PixelRounding.roundUp(measurement.effectiveContentHeight, scale: scale)
        let maximum = effectiveMaximumHeight
        let minimum = effectiveMinimumHeight
        if content > maximum {
            return GrowthResolution(
                height: maximum,
                scrolls: true,
                visibleLines: visibleLines(inHeight: maximum),
                contentOffsetY: 0,
                displayScale: scale
            )
        }
        let height = max(content, minimum)
        return GrowthResolution(
            height: height,
            scrolls: false,
            visibleLines: visibleLines(inHeight: height),
            contentOffsetY: contentOffset(slack: height - content),
            displayScale: scale
        )
    }

    /// Resolves a measured content height; shorthand for ``resolve(_:)`` without a placeholder.
    ///
    /// - Parameter contentHeight: The measured height of the text, insets included, as
    ///   `UITextView.sizeThatFits(_:)` returns it. Negative or non-finite counts as 0.
    /// - Returns: The resolution.
    public func resolve(contentHeight: Double) -> GrowthResolution {
        resolve(ContentMeasurement(contentHeight: contentHeight))
    }

    /// The number of whole lines between the insets of a view `height` tall; a line counts when at
    /// most half a pixel of it is cut, so exact multiples and pixel-rounded heights count right.
    func visibleLines(inHeight height: Double) -> Int {
        guard let lineHeight = normalizedLineHeight else { return 0 }
        var remaining = height - normalizedInsets + 0.5 / normalizedScale
        var count = 0
        while count < measuredLineHeights.count {
            let line = heightOfLine(at: count, lineHeight: lineHeight)
            guard remaining >= line else { return count }
            remaining -= line
            count += 1
        }
        let more = (remaining / lineHeight).rounded(.down)
        guard more > 0 else { return count }
        return more >= Double(Int.max - count) ? Int.max : count + Int(more)
    }

    private func contentOffset(slack: Double) -> Double {
        guard slack > 0 else { return 0 }
        switch verticalAlignment {
        case .top: return 0
        case .center: return PixelRounding.roundDown(slack / 2, scale: normalizedScale)
        case .bottom: return slack
        }
    }
}
