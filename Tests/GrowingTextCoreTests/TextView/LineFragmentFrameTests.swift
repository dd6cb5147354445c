import GrowingTextCore
import Testing

/// A line's height runs from its fragment's top to the next one's, wherever the layout puts the
/// line spacing; odd frames give a defined answer.
@Suite("Line heights from fragment frames")
struct LineFragmentFrameTests {
    @Test func aLineReachesTheNextLinesTop() {
        // 20-point fragments 24 points apart (spacing between them), a 40-point one, the last 20.
        let frames = [
            LineFragmentFrame(minY: 0, height: 20), LineFragmentFrame(minY: 24, height: 40),
            LineFragmentFrame(minY: 68, height: 20),
        ]
        #expect(LineFragmentFrame.lineHeights(of: frames, upTo: 3) == [24, 44, 20])
        #expect(LineFragmentFrame.lineHeights(of: frames, upTo: 2) == [24, 44])
        #expect(LineFragmentFrame.lineHeights(of: frames, upTo: 10) == [24, 44, 20])
    }

    @Test func oddFramesGiveDefinedHeights() {
        #expect(LineFragmentFrame.lineHeights(of: [], upTo: 3) == [])
        let frames = [LineFragmentFrame(minY: 0, height: 20), LineFragmentFrame(minY: 30, height: 20)]
        #expect(LineFragmentFrame.lineHeights(of: frames, upTo: 0) == [])
        #expect(LineFragmentFrame.lineHeights(of: frames, upTo: -1) == [])
        #expect(LineFragmentFrame.lineHeights(of: frames, upTo: .max) == [30, 20])
        // Overlapping or out-of-order fragments: a line is never shorter than its own fragment.
        let overlapping = [LineFragmentFrame(minY: 0, height: 20), LineFragmentFrame(minY: 10, height: 20)]
        #expect(LineFragmentFrame.lineHeights(of: overlapping, upTo: 2) == [20, 20])
        let reversed = [LineFragmentFrame(minY: 40, height: 20), LineFragmentFrame(minY: 0, height: 20)]
        #expect(LineFragmentFrame.lineHeights(of: reversed, upTo: 2) == [20, 20])
        // NaN stays NaN (GrowthPolicy counts it as its line height); a NaN top leaves the own height.
        let nan = [LineFragmentFrame(minY: .nan, height: 20), LineFragmentFrame(minY: 0, height: .nan)]
        let heights = LineFragmentFrame.lineHeights(of: nan, upTo: 2)
        #expect(heights.count == 2)
        #expect(heights[0] == 20)
        #expect(heights[1].isNaN)
    }
}
