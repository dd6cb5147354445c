import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// Reading the answer to `CSI 6 n` out of what the terminal sends meanwhile.
@Suite("Cursor position reply")
struct CursorPositionReplyTests {
    @Test func theAnswerIsReadAndKeysAroundItAreKept() {
        var reply = CursorPositionReply()
        reply.feed(Array("ab\u{1B}[12;34Rc".utf8))
        #expect(reply.position == CellPosition(row: 11, column: 33))
        #expect(reply.otherInput == Array("abc".utf8))
    }

    @Test func anAnswerSplitAcrossReadsWaitsForItsEnd() {
        var reply = CursorPositionReply()
        reply.feed(Array("\u{1B}[3".utf8))
        #expect(reply.position == nil)
        reply.feed(Array(";7R".utf8))
        #expect(reply.position == CellPosition(row: 2, column: 6))
        #expect(reply.otherInput.isEmpty)
    }

    /// Keys that look like answers but are not (an arrow, `ESC[R` without numbers, a zero, three
    /// fields) stay input; only the first answer counts, a later one (Shift+F3 is `ESC[1;2R`) is input.
    @Test func whatIsNoAnswerStaysInput() {
        var reply = CursorPositionReply()
        let keys = "\u{1B}[A\u{1B}[R\u{1B}[0;5R\u{1B}[1;2;3R"
        reply.feed(Array(keys.utf8))
        #expect(reply.position == nil)
        #expect(reply.otherInput == Array(keys.utf8))
        reply.feed(Array("\u{1B}[5;1R\u{1B}[1;2R".utf8))
        #expect(reply.position == CellPosition(row: 4, column: 0))
        #expect(reply.otherInput == Array((keys + "\u{1B}[1;2R").utf8))
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
        reply.feed(bytes)
        #expect(reply.position == nil)
        #expect(reply.otherInput == bytes)
    }
}
