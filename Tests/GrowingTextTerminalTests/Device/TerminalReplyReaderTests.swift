import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// The odd inputs of the shared reply reader, each under both readers: the cursor position reply and
/// the width probe. Their own suites hold what each answer means.
@Suite("Terminal reply reader")
struct TerminalReplyReaderTests {
    /// The four cursor reports of a terminal that draws every sample in two cells.
    static let widthReports = Array("\u{1B}[5;3R\u{1B}[5;3R\u{1B}[5;3R\u{1B}[5;3R".utf8)
    /// The report of the bottom-right corner of a screen of 80 × 24, before the cursor's.
    static let corner = "\u{1B}[24;80R"

    /// `reader` after reading `bytes` one byte a read, and giving up waiting.
    static func readByteByByte<Reader: TerminalReplyReader>(_ bytes: String, into reader: Reader) -> Reader {
        var reader = reader
        for byte in Array(bytes.utf8) { reader.feed([byte]) }
        reader.finish()
        return reader
    }

    @Test func anAnswerReadOneByteAtATimeAmongKeysIsTakenApart() {
        let cursor = Self.readByteByByte(
            "a\u{1B}[A\(Self.corner)\u{1B}[12;34Rb", into: CursorPositionReply())
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
        probe.feed(Array("\u{1B}[5;-9223372036854775808R\u{1B}[0n".utf8))
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
        cursor.feed(Array("\(Self.corner)\u{1B}[2;3Rx\u{1B}[1".utf8))
        cursor.finish()
        #expect(cursor.position == CellPosition(row: 1, column: 2))
        #expect(cursor.otherInput == Array("x\u{1B}[1".utf8))
        var probe = TerminalWidthProbe()
        probe.feed(Self.widthReports + Array("x\u{1B}[1".utf8))
        probe.finish()
        #expect(probe.widths == [2, 2, 2, 2])
        #expect(probe.otherInput == Array("x\u{1B}[1".utf8))
    }

    /// Other terminals' replies and reports arriving around the answer (a primary device attributes
    /// reply, focus in and out, a control sequence with intermediate bytes, an OSC colour reply
    /// ended by ST) are input, byte for byte and in order, read whole or a byte at a time.
    @Test func otherRepliesAroundTheAnswerAreInput() {
        let before = "\u{1B}[?64;1;2;6;22c\u{1B}[I\u{1B}[2 q"
        let after = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[O"
        for readsOneByteAtATime in [false, true] {
            func read<Reader: TerminalReplyReader>(_ bytes: String, into reader: Reader) -> Reader {
                guard !readsOneByteAtATime else { return Self.readByteByByte(bytes, into: reader) }
                var reader = reader
                reader.feed(Array(bytes.utf8))
                reader.finish()
                return reader
            }
            let cursor = read(before + Self.corner + "\u{1B}[7;9R" + after, into: CursorPositionReply())
            #expect(cursor.position == CellPosition(row: 6, column: 8))
            #expect(cursor.otherInput == Array((before + after).utf8))
            let probe = read(
                before + "\u{1B}[?2027;0$y" + String(decoding: Self.widthReports, as: UTF8.self) + after,
                into: TerminalWidthProbe())
            #expect(probe.widths == [2, 2, 2, 2])
            #expect(probe.modeState == 0)
            #expect(probe.otherInput == Array((before + after).utf8))
        }
    }

    /// What ECMA-48 does not allow in a control sequence is no answer, and is input: a parameter
    /// byte after an intermediate byte, a C0 control or a byte above 0x7E inside the sequence, a
    /// CAN cancelling it, an ESC starting another one (which may be the answer).
    @Test func malformedSequencesAreInputAndTheNextAnswerStillCounts() {
        let malformed = [
            "\u{1B}[5 ;3R", "\u{1B}[5;3 R", "\u{1B}[5;\u{0D}3R", "\u{1B}[5;3\u{18}R",
            "\u{1B}[5;3\u{C3}\u{A9}",
            "\u{1B}[12;",
        ]
        for garbage in malformed {
            var cursor = CursorPositionReply()
            cursor.feed(Array((garbage + Self.corner + "\u{1B}[2;4R").utf8))
            cursor.finish()
            #expect(cursor.position == CellPosition(row: 1, column: 3), "\(Array(garbage.utf8))")
            #expect(cursor.otherInput == Array(garbage.utf8), "\(Array(garbage.utf8))")
            var probe = TerminalWidthProbe()
            probe.feed(Array((garbage + "\u{1B}[2;4R").utf8))
            probe.finish()
            #expect(probe.widths == [3], "\(Array(garbage.utf8))")
            #expect(probe.otherInput == Array(garbage.utf8), "\(Array(garbage.utf8))")
        }
    }

    /// A paste arriving while the answer is awaited is the user's text, whatever it holds: a
    /// sequence inside it that reads like the answer or the status answer is pasted text, also
    /// when the paste's end marker is split across reads.
    @Test func aPasteIsInputEvenWhereItReadsLikeTheAnswer() {
        let paste = "\u{1B}[200~text \u{1B}[3;3R\u{1B}[0n and \u{1B}[?2027;1$y\u{1B}[201~"
        for readsOneByteAtATime in [false, true] {
            var cursor = CursorPositionReply()
            var probe = TerminalWidthProbe()
            let bytes = paste + "\u{1B}[7;9R\u{1B}[0n"
            let cursorBytes = paste + Self.corner + "\u{1B}[7;9R\u{1B}[0n"
            if readsOneByteAtATime {
                cursor = Self.readByteByByte(cursorBytes, into: cursor)
                probe = Self.readByteByByte(bytes, into: probe)
            } else {
                cursor.feed(Array(cursorBytes.utf8))
                probe.feed(Array(bytes.utf8))
            }
            #expect(cursor.position == CellPosition(row: 6, column: 8))
            #expect(cursor.otherInput == Array(paste.utf8))
            #expect(probe.widths == [8])
            #expect(probe.modeState == nil)
            #expect(probe.otherInput == Array(paste.utf8))
        }
    }
}
