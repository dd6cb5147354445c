import Testing

@testable import GrowingTextLayout

/// Enter and a Backspace over a newline edit around the edit: the first paragraph is cut and
/// extended in place, only the replacement is scanned for newlines, and the last paragraph's lines
/// after the edit are rejoined. These check the results against hand-wrapped text, and the packed
/// records and reach bounds that make it cheap.
@Suite("Splitting and joining paragraphs")
struct SplitAndJoinTests {
    static func texts(_ layout: TextLayout) -> [String] {
        layout.lines.map { String($0.text) }
    }

    @Test("Enter in the middle of a wrapped paragraph")
    func enter() {
        // Width 10: "aaaa bbbb " "cccc dddd " "eeee ffff " "gggg".
        var layout = TextLayout(text: "aaaa bbbb cccc dddd eeee ffff gggg", width: 10)
        let change = layout.replaceCharacters(in: 12..<12, with: "\n")
        #expect(layout.text == "aaaa bbbb cc\ncc dddd eeee ffff gggg")
        #expect(Self.texts(layout) == ["aaaa bbbb ", "cc", "cc dddd ", "eeee ffff ", "gggg"])
        #expect(layout.paragraphCount == 2)
        // Line 0 is kept; the old lines 1...3 become lines 1...4.
        #expect(
            change == TextLayoutChange(replacedLines: 1..<4, insertedLines: 1..<5, insertedRange: 12..<13))
        layout.validateInvariants()
    }

    @Test("Backspace joining two paragraphs")
    func join() {
        var layout = TextLayout(text: "one two\nthree four five", width: 10)
        #expect(Self.texts(layout) == ["one two", "three four ", "five"])
        let change = layout.replaceCharacters(in: 7..<8, with: "")
        #expect(layout.text == "one twothree four five")
        #expect(Self.texts(layout) == ["one ", "twothree ", "four five"])
        #expect(layout.paragraphCount == 1)
        #expect(change == TextLayoutChange(replacedLines: 0..<3, insertedLines: 0..<3, insertedRange: 7..<7))
        layout.validateInvariants()
    }

    @Test("a paste with newlines over the newline between two paragraphs")
    func pasteAcrossNewline() {
        var layout = TextLayout(text: "first line\r\nsecond", width: 6)
        layout.replaceCharacters(in: 5..<14, with: "A\u{2028}B\r\nC")
        #expect(layout.text == "firstA\u{2028}B\r\nCcond")
        #expect(Self.texts(layout) == ["firstA", "B", "Ccond"])
        #expect(layout.paragraphCount == 3)
        #expect(layout.lines.map(\.range) == [0..<9, 9..<12, 12..<17])
        layout.validateInvariants()
    }

    @Test("a replacement ending with a CR before an LF still makes one CR LF")
    func crBeforeLineFeed() {
        // The edit ends at the LF of "a\nb": the general path joins the CR to it.
        var layout = TextLayout(text: "xy\na\nb", width: 10)
        layout.replaceCharacters(in: 1..<4, with: "\r")
        #expect(layout.text == "x\r\nb")
        #expect(layout.paragraphCount == 2)
        #expect(layout.lines.map(\.range) == [0..<3, 3..<4])
        layout.validateInvariants()
    }

    @Test("Enter at the start and at the end of a paragraph, then joins back")
    func enterAtEnds() {
        var layout = TextLayout(text: "ab\ncd", width: 10)
        layout.replaceCharacters(in: 3..<3, with: "\n")
        layout.replaceCharacters(in: 2..<2, with: "\n")
        #expect(layout.text == "ab\n\n\ncd")
        #expect(layout.lines.map(\.range) == [0..<3, 3..<4, 4..<5, 5..<7])
        layout.replaceCharacters(in: 3..<5, with: "")
        #expect(layout.text == "ab\ncd")
        #expect(layout.lines.map(\.range) == [0..<3, 3..<5])
        layout.validateInvariants()
    }

    @Test("a line record takes 24 bytes and a paragraph value 32")
    func sizes() {
        #expect(MemoryLayout<LineRecord>.stride == 24)
        #expect(MemoryLayout<Paragraph>.stride == 40)
    }

    @Test("a record's width saturates at Int32.max, its reach keeps the content's end")
    func recordLimits() {
        let state = LineBreakState()
        let wide = LineRecord(start: 5, width: Int.max, state: state, reach: 9)
        #expect(wide.width == Int(Int32.max))
        #expect(wide.reach == 9)
        #expect(LineRecord(start: 5, width: 3, state: state, reach: .max).reach == .max)
        // A reach 4 GiB or more ahead reads as the content's end: an edit re-wraps from it, never later.
        #expect(LineRecord(start: 1, width: 3, state: state, reach: 1 + (1 << 32)).reach == .max)
        let moved = wide.shifted(by: 100, contentLength: 0)
        #expect(moved.start == 105 && moved.reach == 109)
        // Counting from the end of a 50-byte content, the record keeps its place when the content
        // before it grows by 10 bytes.
        let fromEnd = wide.countingFromEnd(contentLength: 50)
        #expect(fromEnd.countsFromEnd)
        #expect(fromEnd.start(contentLength: 60) == 15 && fromEnd.reach(contentLength: 60) == 19)
        #expect(fromEnd.countingFromStart(contentLength: 60) == wide.shifted(by: 10, contentLength: 0))
        #expect(fromEnd.shifted(by: -10, contentLength: 60) == wide)
    }

    @Test("the reach bound is the longest look-ahead and limits the lines an edit checks")
    func reachBound() {
        // Width 10: "aaaa bbbb " (0..<10) "cccc dddd " (10..<20) "eeee ffff " (20..<30) "gggg".
        // Each wrapped line read one cluster past its end and the scalar after it: 12 bytes from
        // its start.
        var layout = TextLayout(text: "aaaa bbbb cccc dddd eeee ffff gggg", width: 10)
        var paragraph = layout.paragraphs[0]
        #expect(paragraph.lines.expanded.map(\.reach) == [12, 22, 32, .max])
        #expect(paragraph.reachBound == 12)
        #expect(paragraph.restartLine(forEditAt: 21) == 1)
        #expect(paragraph.restartLine(forEditAt: 23) == 2)
        // A cluster of 41 bytes (e and 20 marks) at 10..<51 that does not fit on line 0: finding
        // its end read 4 bytes past it (the standard library's look-ahead), so line 0 reached 55.
        layout.replaceCharacters(in: 10..<10, with: "e" + String(repeating: "\u{301}", count: 20))
        paragraph = layout.paragraphs[0]
        #expect(paragraph.reach(ofLine: 0) == 55)
        #expect(paragraph.reachBound == 55)
        layout.validateInvariants()
    }
}
