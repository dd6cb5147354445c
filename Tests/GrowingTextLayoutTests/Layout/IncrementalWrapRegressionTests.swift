import Testing

@testable import GrowingTextLayout

/// Inputs the layout fuzzer (`scripts/fuzz.sh Layout`) found where re-wrapping from the edited line
/// gave other lines than wrapping the paragraph from scratch.
@Suite("Incremental wrapping regressions")
struct IncrementalWrapRegressionTests {
    /// fuzz-artifacts/crash-c75e18477a5df462c677df58f1f5861c1002b6ec: width 0 (one cell), controls,
    /// a CJK ideograph, an invalid byte; "]" replaces the two bytes before the last scalar. The line
    /// at 9 read to 16 (PR looking past OP for a number) while the line after it read only to 13,
    /// so restarting stopped at the later line and kept the old reach: a later edit could then
    /// start too late. Fixed by checking every earlier line's reach.
    @Test func replacingBeforeTheLastScalarAtWidthZero() {
        let bytes: [UInt8] = [
            0x5D, 0x00, 0x01, 0x5B, 0xE7, 0x83, 0xA2, 0x01, 0x2B, 0x00, 0x28, 0x00, 0x01, 0x8E, 0x0F,
        ]
        var text = String(decoding: bytes, as: UTF8.self)
        let configuration = TextLayoutConfiguration(width: 0, tabWidth: 0)
        var layout = TextLayout(text: text, configuration: configuration)
        let range = 14..<16
        let utf8 = text.utf8
        text.replaceSubrange(
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: range.upperBound),
            with: "]")
        layout.replaceCharacters(in: range, with: "]")
        let fresh = TextLayout(text: text, configuration: configuration)
        #expect(layout.lines(in: 0..<layout.lineCount) == fresh.lines(in: 0..<fresh.lineCount))
        // The records too (breaker state and reach), which later edits restart from.
        let edited = (0..<layout.paragraphs.count).map { layout.paragraphs[$0].linesCountingFromStart }
        let scratch = (0..<fresh.paragraphs.count).map { fresh.paragraphs[$0].linesCountingFromStart }
        #expect(edited == scratch)
    }
}
