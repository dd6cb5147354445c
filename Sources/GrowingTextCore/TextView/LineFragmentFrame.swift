/// One laid-out line as a text layout gives it: where its fragment starts and how tall the fragment
/// is, in the layout's coordinates (points on iOS, cells in a terminal).
///
/// TextKit does not settle where a paragraph's line spacing lies: inside each fragment, inside each
/// fragment but not after the last line, or between fragments, depending on the reading of its
/// documentation and the release. A line's height is therefore the distance from its fragment's top
/// to the next fragment's top, which holds the spacing wherever it lies (``lineHeights(of:upTo:)``).
package struct LineFragmentFrame: Hashable, Sendable {
    /// The top of the fragment.
    package var minY: Double
    /// The fragment's height (TextKit 1's line fragment rectangle, TextKit 2's line typographic
    /// bounds).
    package var height: Double

    /// Creates a fragment's frame.
    ///
    /// - Parameters:
    ///   - minY: The top of the fragment.
    ///   - height: The fragment's height.
    package init(minY: Double, height: Double) {
        self.minY = minY
        self.height = height
    }

    /// The heights of the first lines, top first: each line reaches from its fragment's top to the
    /// next fragment's top, or is its fragment's own height when that is more or when no fragment
    /// follows (the last line laid out). So a maximum of *n* lines counts the spacing below each of
    /// them, as the *n* + 1st line's top shows it, and never cuts a line; where the content leaves
    /// out the last line's spacing, a view held at *n* lines with fewer lines of text is at most
    /// one line spacing taller than *n* lines of text.
    ///
    /// Heights that come out 0, negative, NaN or infinite are returned as they are; ``GrowthPolicy``
    /// counts them as its line height.
    ///
    /// - Parameters:
    ///   - frames: The laid-out fragments, top first; one more than `count` gives the last line's
    ///     spacing.
    ///   - count: The number of lines wanted; below 0 counts as 0.
    /// - Returns: At most `count` heights, one per fragment.
    /// - Complexity: O(min(*count*, *frames*)).
    package static func lineHeights(of frames: [LineFragmentFrame], upTo count: Int) -> [Double] {
        let lines = min(max(count, 0), frames.count)
        var heights: [Double] = []
        heights.reserveCapacity(lines)
        for index in 0..<lines {
            let own = frames[index].height
            guard index + 1 < frames.count else {
                heights.append(own)
                continue
            }
            let toNext = frames[index + 1].minY - frames[index].minY
            heights.append(toNext > own ? toNext : own)
        }
        return heights
    }
}
