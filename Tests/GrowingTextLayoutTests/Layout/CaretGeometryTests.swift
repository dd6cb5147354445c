import Testing

@testable import GrowingTextLayout

@Suite("Caret geometry")
struct CaretGeometryTests {
    /// "hello " and "world": the offset 6 is a soft wrap boundary.
    let wrapped = TextLayout(text: "hello world", width: 6)

    @Test("a soft wrap boundary is the next line's start downstream, the line's end upstream")
    func affinity() {
        #expect(wrapped.position(of: Caret(offset: 6)) == CaretPosition(line: 1, column: 0))
        #expect(
            wrapped.position(of: Caret(offset: 6, affinity: .upstream)) == CaretPosition(line: 0, column: 6))
        #expect(wrapped.lineIndex(of: Caret(offset: 6, affinity: .upstream)) == 0)
        #expect(
            wrapped.position(of: Caret(offset: 0, affinity: .upstream)) == CaretPosition(line: 0, column: 0))
        #expect(wrapped.position(of: Caret(offset: 11)) == CaretPosition(line: 1, column: 5))
    }

    @Test("a hard newline is not a wrap boundary: upstream changes nothing there")
    func affinityAtNewline() {
        let layout = TextLayout(text: "ab\ncd", width: 6)
        #expect(
            layout.position(of: Caret(offset: 3, affinity: .upstream)) == CaretPosition(line: 1, column: 0))
        #expect(layout.position(of: Caret(offset: 2)) == CaretPosition(line: 0, column: 2))
    }

    @Test("a position maps back to the nearest caret at or left of its column")
    func caretAtPosition() {
        #expect(wrapped.caret(at: CaretPosition(line: 1, column: 3)) == Caret(offset: 9))
        #expect(
            wrapped.caret(at: CaretPosition(line: 0, column: 100)) == Caret(offset: 6, affinity: .upstream))
        #expect(wrapped.caret(at: CaretPosition(line: 1, column: 100)) == Caret(offset: 11))
        #expect(wrapped.caret(at: CaretPosition(line: -3, column: -3)) == Caret(offset: 0))
        #expect(wrapped.caret(at: CaretPosition(line: 99, column: 2)) == Caret(offset: 8))
        let wide = TextLayout(text: "日本語", width: 10)
        #expect(wide.caret(at: CaretPosition(line: 0, column: 1)) == Caret(offset: 0))
        #expect(wide.caret(at: CaretPosition(line: 0, column: 2)) == Caret(offset: 3))
        #expect(wide.position(of: Caret(offset: 6)) == CaretPosition(line: 0, column: 4))
    }

    @Test("a caret inside a cluster or a CR LF is rounded down to the cluster's start")
    func insideCluster() {
        let layout = TextLayout(text: "e\u{301}x\r\ny", width: 10)
        #expect(layout.position(of: Caret(offset: 2)) == CaretPosition(line: 0, column: 0))
        #expect(layout.position(of: Caret(offset: 3)) == CaretPosition(line: 0, column: 1))
        #expect(layout.position(of: Caret(offset: 5)) == CaretPosition(line: 0, column: 2))
        #expect(layout.position(of: Caret(offset: 6)) == CaretPosition(line: 1, column: 0))
        #expect(layout.position(of: Caret(offset: -7)) == CaretPosition(line: 0, column: 0))
        #expect(layout.position(of: Caret(offset: 99)) == CaretPosition(line: 1, column: 1))
    }

    @Test("a caret in hanging spaces can stand past the width")
    func hangingColumn() {
        let layout = TextLayout(text: "ab      cd", width: 3)
        #expect(
            layout.position(of: Caret(offset: 8, affinity: .upstream)) == CaretPosition(line: 0, column: 8))
        #expect(layout.caret(at: CaretPosition(line: 0, column: 5)) == Caret(offset: 5))
    }

    @Test("columns after a tab count from the tab stop")
    func tabColumns() {
        let layout = TextLayout(text: "a\tbc", width: 40)
        #expect(layout.position(of: Caret(offset: 2)) == CaretPosition(line: 0, column: 8))
        #expect(layout.caret(at: CaretPosition(line: 0, column: 5)) == Caret(offset: 1))
        #expect(layout.caret(at: CaretPosition(line: 0, column: 9)) == Caret(offset: 3))
    }
}

@Suite("Caret movement")
struct CaretMovementTests {
    @Test("left and right step over whole clusters, a CR LF as one")
    func clusters() {
        let layout = TextLayout(text: "e\u{301}👨\u{200D}👩\r\nb", width: 20)
        var caret = Caret(offset: 0)
        var offsets: [Int] = []
        for _ in 0..<5 {
            caret = layout.caret(caret, movedBy: .right)
            offsets.append(caret.offset)
        }
        #expect(offsets == [3, 14, 16, 17, 17])
        for index in 0..<5 {
            caret = layout.caret(caret, movedBy: .left)
            offsets[index] = caret.offset
        }
        #expect(offsets == [16, 14, 3, 0, 0])
    }

    @Test("up and down keep the preferred column across short lines")
    func verticalPreferredColumn() {
        var model = TextEditingModel(text: "abcdefgh\nab\nabcdefgh", configuration: .init(width: 20))
        model.setCaret(Caret(offset: 6))
        model.moveCaret(.down)
        #expect(model.caret.offset == 11)
        #expect(model.preferredColumn == 6)
        model.moveCaret(.down)
        #expect(model.caret.offset == 18)
        model.moveCaret(.up)
        model.moveCaret(.up)
        #expect(model.caret.offset == 6)
        model.moveCaret(.up)
        #expect(model.caret.offset == 0)
        model.moveCaret(.right)
        #expect(model.preferredColumn == nil)
        model.moveCaret(.textEnd)
        model.moveCaret(.down)
        #expect(model.caret.offset == 20)
    }

    @Test("up and down move through soft-wrapped lines")
    func verticalWrapped() {
        let layout = TextLayout(text: "hello world again", width: 6)
        #expect(layout.lines.map { String($0.text) } == ["hello ", "world ", "again"])
        #expect(layout.caret(Caret(offset: 2), movedBy: .down) == Caret(offset: 8))
        #expect(layout.caret(Caret(offset: 8), movedBy: .down, preferredColumn: 9) == Caret(offset: 17))
        #expect(layout.caret(Caret(offset: 14), movedBy: .up) == Caret(offset: 8))
    }

    @Test("home and end go to the visual line's ends; end of a wrapped line is upstream")
    func lineEnds() {
        let layout = TextLayout(text: "hello world", width: 6)
        #expect(layout.caret(Caret(offset: 8), movedBy: .lineStart) == Caret(offset: 6))
        #expect(layout.caret(Caret(offset: 8), movedBy: .lineEnd) == Caret(offset: 11))
        let end = layout.caret(Caret(offset: 2), movedBy: .lineEnd)
        #expect(end == Caret(offset: 6, affinity: .upstream))
        #expect(layout.position(of: end) == CaretPosition(line: 0, column: 6))
        #expect(layout.caret(end, movedBy: .lineStart) == Caret(offset: 0))
        let paragraphs = TextLayout(text: "ab\r\ncd", width: 6)
        #expect(paragraphs.caret(Caret(offset: 1), movedBy: .lineEnd) == Caret(offset: 2))
    }

    @Test("word moves follow UAX #29 words and cross paragraphs")
    func words() {
        let layout = TextLayout(text: "Hello, wide world", width: 40)
        var caret = Caret(offset: 0)
        var ends: [Int] = []
        for _ in 0..<4 {
            caret = layout.caret(caret, movedBy: .wordRight)
            ends.append(caret.offset)
        }
        #expect(ends == [5, 11, 17, 17])
        var starts: [Int] = []
        for _ in 0..<4 {
            caret = layout.caret(caret, movedBy: .wordLeft)
            starts.append(caret.offset)
        }
        #expect(starts == [12, 7, 0, 0])
        let contraction = TextLayout(text: "can't stop 3.14 ok", width: 40)
        #expect(contraction.caret(Caret(offset: 0), movedBy: .wordRight) == Caret(offset: 5))
        #expect(contraction.caret(Caret(offset: 10), movedBy: .wordRight) == Caret(offset: 15))
        #expect(contraction.caret(Caret(offset: 2), movedBy: .wordLeft) == Caret(offset: 0))
        let paragraphs = TextLayout(text: "ab!\n\n  cd", width: 40)
        #expect(paragraphs.caret(Caret(offset: 2), movedBy: .wordRight) == Caret(offset: 3))
        #expect(paragraphs.caret(Caret(offset: 3), movedBy: .wordRight) == Caret(offset: 9))
        #expect(paragraphs.caret(Caret(offset: 7), movedBy: .wordLeft) == Caret(offset: 5))
        #expect(paragraphs.caret(Caret(offset: 5), movedBy: .wordLeft) == Caret(offset: 0))
    }

    @Test("word moves in a long paragraph find words beyond the first window")
    func wordsInLongParagraph() {
        let text = "x" + String(repeating: " ", count: 5000) + "word" + String(repeating: ".", count: 3000)
        let layout = TextLayout(text: text, width: 80)
        #expect(layout.caret(Caret(offset: 1), movedBy: .wordRight) == Caret(offset: 5005))
        #expect(layout.caret(Caret(offset: 8005), movedBy: .wordLeft) == Caret(offset: 5001))
        #expect(layout.caret(Caret(offset: 5001), movedBy: .wordLeft) == Caret(offset: 0))
    }

    @Test("text start and end")
    func textEnds() {
        let layout = TextLayout(text: "ab\ncd", width: 6)
        #expect(layout.caret(Caret(offset: 4), movedBy: .textStart) == Caret(offset: 0))
        #expect(layout.caret(Caret(offset: 1), movedBy: .textEnd) == Caret(offset: 5))
    }
}
