import Testing

@testable import GrowingTextLayout

@Suite("Wrapping")
struct WrappingTests {
    @Test("Latin text fills lines greedily and breaks at spaces")
    func latin() {
        #expect(
            wrappedLines("The quick brown fox jumps", width: 10) == ["The quick ", "brown fox ", "jumps"])
        let layout = TextLayout(text: "The quick brown fox jumps", width: 10)
        #expect(layout.lines.map(\.width) == [10, 10, 5])
        #expect(layout.lines.map(\.range) == [0..<10, 10..<20, 20..<25])
    }

    @Test("a line that exactly fills the width makes no phantom empty line")
    func exactWidth() {
        #expect(wrappedLines("abcde", width: 5) == ["abcde"])
        #expect(wrappedLines("abcde fghij", width: 5) == ["abcde ", "fghij"])
        #expect(wrappedLines("abcde\nfg", width: 5) == ["abcde", "fg"])
        #expect(wrappedLines("日本語", width: 6) == ["日本語"])
    }

    @Test("an empty last paragraph after a trailing newline is a real line")
    func trailingNewline() {
        #expect(wrappedLines("abc\n", width: 5) == ["abc", ""])
        #expect(wrappedLines("abcde\n", width: 5) == ["abcde", ""])
        #expect(wrappedLines("\n\n", width: 5) == ["", "", ""])
        #expect(wrappedLines("", width: 5) == [""])
    }

    @Test("trailing spaces hang past the width instead of wrapping")
    func hangingSpaces() {
        #expect(wrappedLines("ab      ", width: 3) == ["ab      "])
        #expect(wrappedLines("ab      cd", width: 3) == ["ab      ", "cd"])
        let layout = TextLayout(text: "ab      cd", width: 3)
        #expect(layout.lines.map(\.width) == [3, 2])
    }

    @Test("a word longer than the width breaks between clusters")
    func longWords() {
        #expect(wrappedLines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(wrappedLines("aaa bbbbbbbbbb", width: 5) == ["aaa ", "bbbbb", "bbbbb"])
        #expect(wrappedLines("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test("East Asian text breaks between ideographs but not before closing punctuation")
    func cjk() {
        #expect(wrappedLines("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
        #expect(wrappedLines("日本語。テスト", width: 6) == ["日本", "語。テ", "スト"])
        #expect(TextLayout(text: "日本語のテキスト", width: 5).lines.map(\.width) == [4, 4, 4, 4])
    }

    @Test("a cluster wider than the width gets a line of its own")
    func wideClusterOnNarrowWidth() {
        let layout = TextLayout(text: "日本a", width: 1)
        #expect(layout.lines.map { String($0.text) } == ["日", "本", "a"])
        #expect(layout.lines.map(\.width) == [2, 2, 1])
    }

    @Test("emoji sequences and flags stay whole")
    func emoji() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(wrappedLines(family + family, width: 3) == [family, family])
        #expect(wrappedLines("🇯🇵🇫🇷", width: 2) == ["🇯🇵", "🇫🇷"])
        #expect(wrappedLines("👍🏽👍🏽", width: 2) == ["👍🏽", "👍🏽"])
    }

    @Test("Thai breaks only at spaces (the breaker has no dictionary)")
    func thai() {
        #expect(wrappedLines("สวัสดี ครับ", width: 4) == ["สวัสดี ", "ครับ"])
    }

    @Test("every newline kind ends a line, and CR LF is one newline")
    func newlines() {
        let text = "a\nb\rc\r\nd\u{85}e\u{2028}f\u{2029}g\u{0B}h\u{0C}i"
        let layout = TextLayout(text: text, width: 10)
        #expect(layout.lines.map { String($0.text) } == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        #expect(layout.lines.map(\.range.count) == [2, 2, 3, 3, 4, 4, 2, 2, 1])
        #expect(layout.paragraphCount == 9)
        #expect(wrappedLines("a\r\nb", width: 10) == ["a", "b"])
        #expect(wrappedLines("a\n\rb", width: 10) == ["a", "", "b"])
    }

    @Test("tabs expand to tab stops, 8 cells apart by default")
    func tabs() {
        #expect(TextLayout(text: "a\tb", width: 20).lines.map(\.width) == [9])
        let four = TextLayoutConfiguration(width: 20, tabWidth: 4)
        #expect(TextLayout(text: "a\tb", configuration: four).lines.map(\.width) == [5])
        #expect(wrappedLines("\t\t\tx", width: 10, tabWidth: 4) == ["\t\t\t", "x"])
        #expect(TextLayout(text: "ab\tc", configuration: four).position(of: Caret(offset: 3)).column == 4)
    }

    @Test("a width or tab width of zero or less is normalised to 1", arguments: [0, -1, -100, Int.min])
    func nonPositiveWidth(width: Int) {
        let layout = TextLayout(
            text: "ab c", configuration: TextLayoutConfiguration(width: width, tabWidth: width))
        #expect(layout.configuration.width == 1)
        #expect(layout.configuration.tabWidth == 1)
        #expect(layout.lines.map { String($0.text) } == ["a", "b ", "c"])
        var configuration = TextLayoutConfiguration(width: 5)
        configuration.width = width
        #expect(configuration.width == 1)
    }

    @Test("empty text is one empty line")
    func emptyText() {
        let layout = TextLayout(text: "", width: 10)
        #expect(layout.lineCount == 1)
        #expect(
            layout.lines == [
                LayoutLine(range: 0..<0, contentRange: 0..<0, width: 0, text: "", endsParagraph: true)
            ])
        #expect(layout.contentHeight(lineHeight: 1) == 1)
    }

    @Test("content height is lines times line height; bad line heights count as 0")
    func contentHeight() {
        let layout = TextLayout(text: "a\nb\nc", width: 10)
        #expect(layout.contentHeight(lineHeight: 17.5) == 52.5)
        #expect(layout.contentHeight(lineHeight: .nan) == 0)
        #expect(layout.contentHeight(lineHeight: -1) == 0)
        #expect(layout.contentHeight(lineHeight: .infinity) == 0)
    }

    @Test("visible lines come out of a range, clamped")
    func visibleRange() {
        let layout = TextLayout(text: "one two three four", width: 4)
        #expect(layout.lines.map { String($0.text) } == ["one ", "two ", "thre", "e ", "four"])
        #expect(layout.lines(in: 1..<3).map { String($0.text) } == ["two ", "thre"])
        #expect(layout.lines(in: 3..<99).map { String($0.text) } == ["e ", "four"])
        #expect(layout.lines(in: -5..<0).isEmpty)
        #expect(layout.line(at: 5) == nil)
        #expect(layout.line(at: 0)?.endsParagraph == false)
        #expect(layout.line(at: 4)?.endsParagraph == true)
    }

    @Test("a custom cell metric is used, negative widths count as 0")
    func customMetric() {
        let metric = FixedCellWidth(widths: ["W": 3, "z": -4])
        let layout = TextLayout(
            text: "aWzWa", configuration: TextLayoutConfiguration(width: 4, cellWidth: metric))
        #expect(layout.lines.map { String($0.text) } == ["aWz", "Wa"])
        #expect(layout.lines.map(\.width) == [4, 4])
    }

    @Test("changing the configuration re-wraps everything")
    func reconfigure() {
        var layout = TextLayout(text: "aaa bbb\nccc", width: 3)
        #expect(layout.lineCount == 3)
        layout.configuration.width = 10
        #expect(layout.lines.map { String($0.text) } == ["aaa bbb", "ccc"])
    }
}
