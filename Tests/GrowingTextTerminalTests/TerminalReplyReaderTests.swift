import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// The odd inputs of the shared reply reader, each under both readers: the cursor position reply and
/// the width probe. Their own suites hold what each answer means.
@Suite("Terminal reply reader")
struct TerminalReplyReaderTests {
    /// The four cursor reports of a terminal that draws every sample in two cells.
    static let widthReports = Array("\u{1B}[5;3R\u{1B}[5;3R\u{1B}[5;3R\u{1B}[5;3R".utf8)

    /// `reader` after reading `bytes` one byte a read, and giving up waiting.
    static func readByteByByte<Reader: TerminalReplyReader>(_ bytes: String, into reader: Reader) -> Reader {
        var reader = reader
        for byte in Array(bytes.utf8) { reader.feed([byte]) }
        reader.finish()
        return reader
    }

    @Test func anAnswerReadOneByteAtATimeAmongKeysIsTakenApart() {
        let cursor = Self.readByteByByte("a\u{1B}[A\u{1B}[12;34Rb", into: CursorPositionReply())
        #expect(cursor.position == CellPosition(row: 11, column: 33))
        #expect(cursor.otherInput == Array("a\u{1B}[Ab".utf8))
    }

    @Test func noReplyAtAllLeavesKeysAsTheyCame() {
        let cursor = Self.readByteByByte("", into: CursorPositionReply())
        #expect(cursor.position == nil)
        #expect(cursor.otherInput.isEmpty)
        let probe = Self.readByteByByte("ab\u{1B}[A", into: TerminalWidthProbe())
        #expect(probe.widths.isEmpty)
        #expect(probe.modeState == nil)
        #expect(probe.otherInput == Array("ab\u{1B}[A".utf8))
    }

    /// Numbers too long for an `Int` are no answer; a column of `Int.min` reads, like any column
    /// below 1, as a width of 0, without trapping.
    @Test func absurdNumbersAreNoAnswerToTheWidthProbe() {
        for report in ["\u{1B}[5;99999999999999999999R", "\u{1B}[99999999999999999999;3R"] {
            var probe = TerminalWidthProbe()
            probe.feed(Array(report.utf8))
            #expect(probe.widths.isEmpty)
            #expect(probe.otherInput == Array(report.utf8))
        }
        var probe = TerminalWidthProbe()
        probe.feed(Array("\u{1B}[5;-9223372036854775808R".utf8))
        #expect(probe.widths == [0])
        #expect(probe.otherInput.isEmpty)
    }

    /// A sequence that never ends is given up on as soon as it cannot be an answer, without waiting
    /// for the timeout: its bytes are input at once.
    @Test func aSequenceThatNeverEndsIsInputWithoutWaiting() {
        let endless = Array(("\u{1B}[" + String(repeating: "1", count: 40)).utf8)
        var cursor = CursorPositionReply()
        cursor.feed(endless)
        #expect(cursor.position == nil)
        #expect(cursor.otherInput == endless)
        var probe = TerminalWidthProbe()
        probe.feed(endless)
        #expect(probe.widths.isEmpty)
        #expect(probe.otherInput == endless)
    }

    /// Keys typed after the answer, even the start of an escape sequence, are input once the wait ends.
    @Test func keysAfterTheAnswerAreInput() {
        var cursor = CursorPositionReply()
        cursor.feed(Array("\u{1B}[2;3Rx\u{1B}[1".utf8))
        cursor.finish()
        #expect(cursor.position == CellPosition(row: 1, column: 2))
        #expect(cursor.otherInput == Array("x\u{1B}[1".utf8))
        var probe = TerminalWidthProbe()
        probe.feed(Self.widthReports + Array("x\u{1B}[1".utf8))
        probe.finish()
        #expect(probe.widths == [2, 2, 2, 2])
        #expect(probe.otherInput == Array("x\u{1B}[1".utf8))
    }
}
