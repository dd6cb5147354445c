import Testing

@testable import GrowingTextLayout

@Suite("Incremental editing")
struct EditingTests {
    @Test("inserting inside a paragraph re-wraps only that paragraph")
    func insertInsideParagraph() {
        var layout = TextLayout(text: "one\ntwo three\nfour", width: 5)
        #expect(layout.lines.map { String($0.text) } == ["one", "two ", "three", "four"])
        let change = layout.replaceCharacters(in: 7..<7, with: "-and-")
        #expect(layout.text == "one\ntwo-and- three\nfour")
        #expect(layout.lines.map { String($0.text) } == ["one", "two-", "and- ", "three", "four"])
        #expect(change == TextLayoutChange(replacedLines: 1..<3, insertedLines: 1..<4, insertedRange: 7..<12))
        #expect(layout.lineCount == 5)
        #expect(layout.utf8Count == 23)
    }

    @Test("typing a newline splits a paragraph; deleting it joins them")
    func newlines() {
        var layout = TextLayout(text: "abcdef", width: 10)
        layout.replaceCharacters(in: 3..<3, with: "\n")
        #expect(layout.lines.map { String($0.text) } == ["abc", "def"])
        #expect(layout.paragraphCount == 2)
        layout.replaceCharacters(in: 3..<4, with: "")
        #expect(layout.lines.map { String($0.text) } == ["abcdef"])
        #expect(layout.paragraphCount == 1)
    }

    @Test("a CR and an LF brought together become one CR LF newline")
    func crlfJoins() {
        var layout = TextLayout(text: "a\rX\nb", width: 10)
        #expect(layout.lineCount == 3)
        layout.replaceCharacters(in: 2..<3, with: "")
        #expect(layout.text == "a\r\nb")
        #expect(layout.lines.map { String($0.text) } == ["a", "b"])
        var inserted = TextLayout(text: "a\nb", width: 10)
        inserted.replaceCharacters(in: 1..<1, with: "\r")
        #expect(inserted.lines.map(\.range) == [0..<3, 3..<4])
        var appended = TextLayout(text: "a\r", width: 10)
        appended.replaceCharacters(in: 2..<2, with: "\nb")
        #expect(appended.lines.map { String($0.text) } == ["a", "b"])
    }

    @Test("splitting a CR LF leaves two newlines")
    func crlfSplits() {
        var layout = TextLayout(text: "a\r\nb", width: 10)
        layout.replaceCharacters(in: 2..<2, with: "x")
        #expect(layout.text == "a\rx\nb")
        #expect(layout.lines.map { String($0.text) } == ["a", "x", "b"])
    }

    @Test("the text of a range, across paragraphs, clamped and rounded down to scalar boundaries")
    func textOfARange() {
        let layout = TextLayout(text: "one\r\ntwo \u{E9}\nthree", width: 3)
        #expect(layout.text(in: 2..<7) == "e\r\ntw")
        #expect(layout.text(in: 5..<17) == "two \u{E9}\nthree")
        #expect(layout.text(in: 9..<10) == "")
        #expect(layout.text(in: 9..<11) == "\u{E9}")
        #expect(layout.text(in: 10..<12) == "\u{E9}\n")
        #expect(layout.text(in: -4..<3) == "one")
        #expect(layout.text(in: 11..<99) == "\nthree")
        #expect(layout.text(in: 99..<100) == "")
        #expect(layout.text(in: 3..<3) == "")
    }

    @Test("ranges are clamped to the text and rounded down to scalar boundaries")
    func badRanges() {
        var layout = TextLayout(text: "\u{E9}t\u{E9}", width: 10)
        layout.replaceCharacters(in: 1..<2, with: "x")
        #expect(layout.text == "xt\u{E9}")
        layout.replaceCharacters(in: -10..<1, with: "")
        #expect(layout.text == "t\u{E9}")
        layout.replaceCharacters(in: 2..<100, with: "!")
        #expect(layout.text == "t!")
        layout.replaceCharacters(in: 50..<60, with: "?")
        #expect(layout.text == "t!?")
    }

    @Test("inserting a combining mark joins the cluster before it")
    func combiningMark() {
        var model = TextEditingModel(text: "e", configuration: .init(width: 10))
        model.insert("\u{301}")
        #expect(model.caret == Caret(offset: 3))
        #expect(model.layout.lines.map(\.width) == [1])
        model.deleteBackward()
        #expect(model.text == "")
    }

    @Test("the editing model types, deletes and keeps the caret on cluster boundaries")
    func editingModel() {
        var model = TextEditingModel(configuration: .init(width: 8))
        model.insert("Hello, world")
        #expect(model.caret == Caret(offset: 12))
        #expect(model.caretPosition == CaretPosition(line: 1, column: 5))
        model.moveCaret(.wordLeft)
        #expect(model.caret == Caret(offset: 7))
        model.deleteBackward()
        #expect(model.text == "Hello,world")
        #expect(model.caret == Caret(offset: 6))
        model.deleteForward()
        #expect(model.text == "Hello,orld")
        model.insert("\r\n")
        model.deleteBackward()
        #expect(model.text == "Hello,orld")
        model.moveCaret(.textStart)
        model.deleteBackward()
        #expect(model.text == "Hello,orld")
        model.moveCaret(.textEnd)
        model.deleteForward()
        #expect(model.text == "Hello,orld")
        model.configuration.width = 3
        #expect(model.caretPosition == CaretPosition(line: 3, column: 1))
    }

    @Test("an inserted CR before an LF leaves the caret after the joined newline")
    func caretAfterJoinedNewline() {
        var model = TextEditingModel(text: "a\nb", configuration: .init(width: 10))
        model.setCaret(Caret(offset: 1))
        model.insert("\r")
        #expect(model.caret == Caret(offset: 3))
        #expect(model.caretPosition == CaretPosition(line: 1, column: 0))
    }

    @Test("empty text: every movement and deletion is a no-op")
    func emptyText() {
        var model = TextEditingModel(configuration: .init(width: 10))
        let movements: [CaretMovement] = [
            .left, .right, .up, .down, .wordLeft, .wordRight, .lineStart, .lineEnd, .textStart, .textEnd,
        ]
        for movement in movements {
            model.moveCaret(movement)
            #expect(model.caret == Caret(offset: 0))
        }
        model.deleteBackward()
        model.deleteForward()
        #expect(model.text == "")
        #expect(model.caretPosition == CaretPosition(line: 0, column: 0))
    }
}
