import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// Reading the answers to the screen's bottom-right corner and the cursor's position (`CSI 6 n`
/// twice), followed by the status request `CSI 5 n`, out of what the terminal sends meanwhile.
@Suite("Cursor position reply")
struct CursorPositionReplyTests {
    /// The terminal's answer to the status request, which ends every answer.
    static let status = "\u{1B}[0n"
    /// The report of the bottom-right corner of a screen of 80 × 24.
    static let corner = "\u{1B}[24;80R"
    static let size = TerminalSize(columns: 80, rows: 24)

    /// Save the cursor, go to the corner, ask, restore, ask again, then the status request.
    @Test func theQueryAsksForTheCornerThenTheCursorThenTheStatus() {
        #expect(
            CursorPositionReply.query
                == Array("\u{1B}7\u{1B}[999;999H\u{1B}[6n\u{1B}8\u{1B}[6n\u{1B}[5n".utf8))
    }

    @Test func theAnswersAreReadAndKeysAroundThemAreKept() {
        var reply = CursorPositionReply()
        reply.feed(Array("ab\(Self.corner)\u{1B}[12;34R\(Self.status)c".utf8))
        #expect(reply.isComplete)
        #expect(reply.size == Self.size)
        #expect(reply.position == CellPosition(row: 11, column: 33))
        #expect(reply.otherInput == Array("abc".utf8))
    }

    @Test func anAnswerSplitAcrossReadsWaitsForItsEnd() {
        var reply = CursorPositionReply()
        reply.feed(Array("\u{1B}[16;6".utf8))
        reply.feed(Array("0R\u{1B}[3".utf8))
        #expect(reply.position == nil)
        reply.feed(Array(";7R\u{1B}[0".utf8))
        #expect(reply.position == nil)
        #expect(!reply.isComplete)
        reply.feed(Array("n".utf8))
        #expect(reply.size == TerminalSize(columns: 60, rows: 16))
        #expect(reply.position == CellPosition(row: 2, column: 6))
        #expect(reply.otherInput.isEmpty)
    }

    /// Shift+F3 is `ESC[1;2R` (F3 with other modifiers `ESC[1;3R` to `ESC[1;16R`), a cursor report
    /// of row 1: pressed before the terminal answered, it comes before the reports, and is input;
    /// pressed after, it comes after the status answer, and is input too. Either way the answers
    /// are the two reports read last before the status answer.
    @Test func aKeyThatReadsLikeAReportIsInputBeforeTheAnswerAndAfterIt() {
        for readsOneByteAtATime in [false, true] {
            var reply = CursorPositionReply()
            let bytes = Array(
                "\u{1B}[1;2Rx\u{1B}[1;5R\(Self.corner)\u{1B}[9;1R\(Self.status)\u{1B}[1;2R".utf8)
            if readsOneByteAtATime {
                for byte in bytes { reply.feed([byte]) }
            } else {
                reply.feed(bytes)
            }
            #expect(reply.size == Self.size)
            #expect(reply.position == CellPosition(row: 8, column: 0))
            #expect(reply.otherInput == Array("\u{1B}[1;2Rx\u{1B}[1;5R\u{1B}[1;2R".utf8))
        }
    }

    /// Keys that look like answers but are not (an arrow, `ESC[R` without numbers, a zero, three
    /// fields) stay input; of three reports before the status answer the last two count.
    @Test func whatIsNoAnswerStaysInput() {
        var reply = CursorPositionReply()
        let keys = "\u{1B}[A\u{1B}[R\u{1B}[0;5R\u{1B}[1;2;3R"
        reply.feed(Array(keys.utf8))
        #expect(reply.position == nil)
        #expect(reply.otherInput == Array(keys.utf8))
        reply.feed(Array("\u{1B}[1;2R\(Self.corner)\u{1B}[5;1R\(Self.status)".utf8))
        #expect(reply.size == Self.size)
        #expect(reply.position == CellPosition(row: 4, column: 0))
        #expect(reply.otherInput == Array((keys + "\u{1B}[1;2R").utf8))
    }

    /// A terminal that answers the status request and not the position requests: the wait ends,
    /// with no size and no position.
    @Test func theStatusAnswerAloneEndsTheWaitWithoutAPosition() {
        var reply = CursorPositionReply()
        reply.feed(Array("a\(Self.status)b".utf8))
        #expect(reply.isComplete)
        #expect(reply.size == nil)
        #expect(reply.position == nil)
        #expect(reply.otherInput == Array("ab".utf8))
    }

    /// One report alone is the corner's: a size, and no position to place the frame by.
    @Test func oneReportAloneIsASizeWithoutAPosition() {
        var reply = CursorPositionReply()
        reply.feed(Array("\(Self.corner)\(Self.status)".utf8))
        #expect(reply.size == Self.size)
        #expect(reply.position == nil)
    }

    /// A terminal that answers the position requests and not the status request: when the wait
    /// times out, the last two reports read are the answers (a key that reads like a report and is
    /// pressed after them, within the wait, would be taken for one there).
    @Test func withoutTheStatusAnswerTheLastReportsCountWhenTheWaitEnds() {
        var reply = CursorPositionReply()
        reply.feed(Array("\u{1B}[1;2Ra\(Self.corner)\u{1B}[4;4R".utf8))
        #expect(!reply.isComplete)
        #expect(reply.position == nil)
        reply.finish()
        #expect(reply.size == Self.size)
        #expect(reply.position == CellPosition(row: 3, column: 3))
        #expect(reply.otherInput == Array("\u{1B}[1;2Ra".utf8))
    }

    @Test func aPartialAnswerLeftAtTheEndIsInput() {
        var reply = CursorPositionReply()
        reply.feed(Array("x\u{1B}[9".utf8))
        reply.finish()
        #expect(reply.position == nil)
        #expect(reply.otherInput == Array("x\u{1B}[9".utf8))
    }

    @Test func absurdNumbersAreNoAnswer() {
        var reply = CursorPositionReply()
        let bytes = Array("\u{1B}[99999999999999999999;1R".utf8)
        reply.feed(bytes + Array(Self.status.utf8))
        #expect(reply.size == nil)
        #expect(reply.position == nil)
        #expect(reply.otherInput == bytes)
    }
}
