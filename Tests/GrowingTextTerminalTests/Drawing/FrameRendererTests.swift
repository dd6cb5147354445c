@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// Renders escape output readably: ESC as `⎋`, CR as `⏎`, LF as `↓`.
func readable(_ bytes: [UInt8]) -> String {
    String(
        String(decoding: bytes, as: UTF8.self).map { character -> Character in
            switch character {
            case "\u{1B}": return "⎋"
            case "\r": return "⏎"
            case "\n": return "↓"
            default: return character
            }
        })
}

@Suite("Frame renderer")
struct FrameRendererTests {
    private let size = TerminalSize(columns: 10, rows: 6)

    @Test func firstInlineFrameIsDrawnInFull() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        let bytes = renderer.render(
            Frame(lines: ["ab", "c"], cursor: CellPosition(row: 1, column: 1)), size: size)
        #expect(readable(bytes) == "⏎⎋[Kab↓⏎⎋[Kc⎋[?25h")
    }

    @Test func typingAtTheEndWritesOneCharacter() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(Frame(lines: ["ab", "c"], cursor: CellPosition(row: 1, column: 1)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["ab", "cd"], cursor: CellPosition(row: 1, column: 2)), size: size)
        #expect(readable(bytes) == "d")
    }

    @Test func editInTheMiddleRewritesFromTheFirstDifference() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(
            Frame(lines: ["hello", "world"], cursor: CellPosition(row: 1, column: 5)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["heLlo", "world"], cursor: CellPosition(row: 0, column: 3)), size: size)
        #expect(readable(bytes) == "⎋[A⎋[3GL")
    }

    /// A character written with other bytes is another cell, even when canonically equivalent:
    /// the terminal is sent what the text holds (e followed by U+0301 is not é to a terminal).
    @Test func canonicallyEquivalentCharacterWithOtherBytesIsWrittenAgain() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(Frame(lines: ["a\u{E9}b"], cursor: CellPosition(row: 0, column: 3)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["ae\u{301}b"], cursor: CellPosition(row: 0, column: 3)), size: size)
        #expect(readable(bytes).unicodeScalars.elementsEqual("⎋[2Ge\u{301}⎋[4G".unicodeScalars))
    }

    /// Inline, a shorter row is erased whole and written again, so that tmux, which keeps counting
    /// erased cells at a row's end as part of it, re-wraps it at its real width on a resize.
    @Test func shorterLineIsErasedFromItsStartInline() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(Frame(lines: ["abcdef"], cursor: CellPosition(row: 0, column: 6)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["abc"], cursor: CellPosition(row: 0, column: 3)), size: size)
        #expect(readable(bytes) == "⏎⎋[Kabc")
        var fullScreen = FrameRenderer(mode: .fullScreen, glyphs: .testing)
        _ = fullScreen.render(Frame(lines: ["abcdef"], cursor: CellPosition(row: 0, column: 6)), size: size)
        let erased = fullScreen.render(
            Frame(lines: ["abc"], cursor: CellPosition(row: 0, column: 3)), size: size)
        #expect(readable(erased) == "⎋[1;4H⎋[K")
    }

    @Test func shrinkingClearsRowsAndKeepsThemReserved() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(
            Frame(lines: ["a", "b", "c"], cursor: CellPosition(row: 2, column: 1)), size: size)
        let shrunk = renderer.render(Frame(lines: ["a"], cursor: CellPosition(row: 0, column: 1)), size: size)
        #expect(readable(shrunk) == "⎋[A⏎⎋[K⎋[B⎋[K⎋[2A⎋[2G")
        let grown = renderer.render(
            Frame(lines: ["a", "b"], cursor: CellPosition(row: 1, column: 1)), size: size)
        #expect(readable(grown) == "⎋[B⏎b")
    }

    @Test func growingPastTheReservedRowsUsesLineFeeds() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(Frame(lines: ["a"], cursor: CellPosition(row: 0, column: 1)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["a", "b", "c"], cursor: CellPosition(row: 2, column: 1)), size: size)
        #expect(readable(bytes) == "↓⏎⎋[Kb↓⏎⎋[Kc")
    }

    @Test func stylesAndNoColor() {
        let line = FrameLine([
            FrameSpan("> ", style: TextStyle(color: .cyan)), FrameSpan("hint", style: .dim),
        ])
        var colored = FrameRenderer(mode: .inline, glyphs: .testing)
        #expect(
            readable(colored.render(Frame(lines: [line]), size: size))
                == "⏎⎋[?25l⎋[K⎋[0;36m> ⎋[0;2mhint⎋[0m")
        var plain = FrameRenderer(mode: .inline, glyphs: .testing, usesColor: false)
        #expect(readable(plain.render(Frame(lines: [line]), size: size)) == "⏎⎋[?25l⎋[K> ⎋[0;2mhint⎋[0m")
    }

    @Test func linesAreClippedToTheWidthWithoutSplittingWideCharacters() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        let bytes = renderer.render(Frame(lines: ["中文中文中文"]), size: TerminalSize(columns: 7, rows: 3))
        #expect(readable(bytes) == "⏎⎋[?25l⎋[K中文中")
    }

    @Test func framesTallerThanTheTerminalAreCut() {
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .testing)
        let bytes = renderer.render(
            Frame(lines: ["1", "2", "3", "4"]), size: TerminalSize(columns: 5, rows: 2))
        #expect(readable(bytes) == "⎋[H⎋[2J⎋[?25l⎋[K1⎋[2;1H⎋[K2")
    }

    @Test func fullScreenMovesAbsolutely() {
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .testing)
        _ = renderer.render(
            Frame(lines: ["ab", "cd", "ef"], cursor: CellPosition(row: 0, column: 0)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["ab", "cX", "ef"], cursor: CellPosition(row: 1, column: 2)), size: size)
        #expect(readable(bytes) == "⎋[2;2HX")
    }

    @Test func resizeRedrawsFromTheTopOfTheFrame() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        renderer.namedReflow = .rewraps
        _ = renderer.render(
            Frame(lines: ["abcdefgh", "ij"], cursor: CellPosition(row: 1, column: 2)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["abcd", "efgh", "ij"], cursor: CellPosition(row: 2, column: 2)),
            size: TerminalSize(columns: 4, rows: 6))
        // "abcdefgh" re-wrapped by the terminal to two rows of 4: three rows up to the frame's top.
        #expect(readable(bytes) == "⎋[2A⏎⎋[K⎋[2G⎋[J⏎abcd↓⏎⎋[Kefgh↓⏎⎋[Kij")
    }

    /// Without a cursor report or a name, a terminal may have re-wrapped "abcdefgh" (two rows above
    /// the caret) or cut it (one row): the renderer goes up one, so it erases no row above the frame.
    @Test func anUnknownTerminalIsErasedOnlyWhereTheFrameIsEitherWay() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(
            Frame(lines: ["abcdefgh", "ij"], cursor: CellPosition(row: 1, column: 2)), size: size)
        let bytes = renderer.render(
            Frame(lines: ["abcd", "efgh", "ij"], cursor: CellPosition(row: 2, column: 2)),
            size: TerminalSize(columns: 4, rows: 6))
        #expect(readable(bytes).hasPrefix("⎋[1A⏎⎋[K⎋[2G⎋[J"))
    }

    @Test func finishErasesTheInlineFrame() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        _ = renderer.render(Frame(lines: ["a", "b"], cursor: CellPosition(row: 1, column: 1)), size: size)
        // Not `CR ESC[J` from the top-left corner: tmux would scroll the frame into its scrollback first.
        #expect(readable(renderer.finish(clear: true)) == "⎋[1A⏎⎋[K⎋[2G⎋[J⏎⎋[0m⎋[?25h")
    }

    @Test func cleanupBytesEraseTheInlineFrameFromTheCursor() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        #expect(renderer.cleanupBytes.isEmpty)
        _ = renderer.render(
            Frame(lines: ["a", "b", "c"], cursor: CellPosition(row: 1, column: 1)), size: size)
        #expect(readable(renderer.cleanupBytes) == "⎋[1A⏎⎋[K⎋[2G⎋[J⏎")
        var fullScreen = FrameRenderer(mode: .fullScreen, glyphs: .testing)
        _ = fullScreen.render(Frame(lines: ["a"]), size: size)
        #expect(fullScreen.cleanupBytes.isEmpty)
    }

    @Test func unchangedFrameWritesNothing() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .testing)
        let frame = Frame(lines: ["same", "rows"], cursor: CellPosition(row: 0, column: 2))
        _ = renderer.render(frame, size: size)
        #expect(renderer.render(frame, size: size).isEmpty)
    }
}
