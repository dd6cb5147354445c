import Foundation
import Testing

/// Runs the built `growtext measure` binary with hard-coded inputs and expected outputs.
@Suite("growtext measure")
struct MeasureCommandTests {
    static func run(_ arguments: [String], stdin: Data) throws -> GrowtextBinary.Run {
        try GrowtextBinary.run(["measure"] + arguments, stdin: stdin)
    }

    static func run(_ arguments: [String], input: String) throws -> GrowtextBinary.Run {
        try run(arguments, stdin: Data(input.utf8))
    }

    @Test("wraps, then reports lines, visible lines and scrolling")
    func text() throws {
        let result = try Self.run(
            ["--width", "10", "--max-lines", "2"], input: "The quick brown fox jumps\tover\n")
        #expect(result.status == 0)
        #expect(result.output == "The quick\nbrown fox\njumps\nover\n-- 4 lines, 2 visible, scrolls\n")
        #expect(result.error == "")
    }

    /// `echo`'s final line feed ends the last line; it does not start another (as in `breaks` and
    /// `prompt`). A second one does.
    @Test("one final line break is dropped")
    func finalLineBreak() throws {
        let echoed = try Self.run(["--width", "10", "--json"], input: "hello\n")
        #expect(
            echoed.output == #"{"lines": ["hello"], "lineCount": 1, "visibleLines": 1, "scrolls": false}"#
                + "\n")
        let blank = try Self.run(["--width", "10", "--json"], input: "hello\r\n\n")
        #expect(
            blank.output == #"{"lines": ["hello", ""], "lineCount": 2, "visibleLines": 2, "scrolls": false}"#
                + "\n")
    }

    @Test("a tab width or width too large to lay out is an error, not a crash")
    func hugeWidths() throws {
        let tab = try Self.run(["--width", "10", "--tab-width", "9223372036854775807"], input: "a\tb")
        #expect(tab.status == 2)
        #expect(tab.error.contains("--tab-width must be at most 1000"))
        let width = try Self.run(["--width", "9223372036854775807"], input: "a\tb")
        #expect(width.status == 2)
        #expect(width.error.contains("--width must be at most 1000000"))
        let largest = try Self.run(["--width", "1000000", "--tab-width", "1000", "--json"], input: "a\tb")
        #expect(largest.status == 0)
        #expect(largest.output.hasPrefix(#"{"lines": ["a\tb"], "lineCount": 1"#))
    }

    @Test("JSON has exactly the documented keys, in order")
    func json() throws {
        let result = try Self.run(["--width", "6", "--min-lines", "3", "--json"], input: "hello world")
        #expect(
            result.output
                == #"{"lines": ["hello ", "world"], "lineCount": 2, "visibleLines": 3, "scrolls": false}"#
                + "\n")
        let capped = try Self.run(["--width", "4", "--max-lines", "2", "--json"], input: "日本語のテキスト")
        #expect(
            capped.output
                == #"{"lines": ["日本", "語の", "テキ", "スト"], "lineCount": 4, "visibleLines": 2, "scrolls": true}"#
                + "\n")
    }

    @Test("controls are escaped in JSON and shown as symbols in text")
    func controls() throws {
        let json = try Self.run(["--width", "20", "--json"], input: "a\u{1B}[2J\"\\\r\nb")
        #expect(
            json.output
                == #"{"lines": ["a\u001b[2J\"\\", "b"], "lineCount": 2, "visibleLines": 2, "scrolls": false}"#
                + "\n")
        let text = try Self.run(["--width", "20"], input: "a\u{1B}[2J\tb")
        #expect(text.output == "a\u{241B}[2J   b\n-- 1 line, 1 visible, does not scroll\n")
    }

    /// A tab after wide text stops where the layout puts the caret: 日本 takes 4 cells, so the tab
    /// runs to column 8 with 4 spaces (counting one column per character would give 6).
    @Test("tab stops after wide characters follow the cell widths")
    func tabsAfterWideCharacters() throws {
        let result = try Self.run(["--width", "20"], input: "日本\tx\nab\tc")
        #expect(result.output == "日本    x\nab      c\n-- 2 lines, 2 visible, does not scroll\n")
    }

    @Test("invalid UTF-8 becomes U+FFFD with a warning, never a crash")
    func invalidUTF8() throws {
        let result = try Self.run(["--width", "3", "--json"], stdin: Data([0x61, 0xFF, 0x62, 0xC3]))
        #expect(result.status == 0)
        #expect(
            result.output
                == #"{"lines": ["a\#u{FFFD}b", "\#u{FFFD}"], "lineCount": 2, "visibleLines": 2, "scrolls": false}"#
                + "\n")
        #expect(result.error.contains("not valid UTF-8"))
    }

    @Test("a width of zero or less counts as 1; empty input is one empty line")
    func edgeCases() throws {
        let narrow = try Self.run(["--width=-4", "--json"], input: "ab")
        #expect(
            narrow.output == #"{"lines": ["a", "b"], "lineCount": 2, "visibleLines": 2, "scrolls": false}"#
                + "\n")
        let empty = try Self.run(["--width", "10"], input: "")
        #expect(empty.output == "\n-- 1 line, 1 visible, does not scroll\n")
    }
}
