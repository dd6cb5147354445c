@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// P4: the bytes written to the terminal per keystroke in a 5-line prompt box, 40 columns wide.
@Suite("Bytes per keystroke")
struct KeystrokeCostTests {
    private let size = TerminalSize(columns: 40, rows: 12)

    /// Types `text` one character at a time after `initial`; returns the bytes each keystroke cost.
    private func costs(typing text: String, after initial: String = "", moves: [InputEvent] = []) -> [Int] {
        var prompt = PromptProgram(
            text: initial, configuration: PromptConfiguration(maximumNumberOfLines: 5), glyphs: .standard)
        var renderer = FrameRenderer(mode: .inline, glyphs: .standard)
        _ = renderer.render(prompt.frame(for: size), size: size)
        for move in moves {
            _ = prompt.handle(move)
        }
        _ = renderer.render(prompt.frame(for: size), size: size)
        return text.map { character in
            _ = prompt.handle(.text(String(character)))
            return renderer.render(prompt.frame(for: size), size: size).count
        }
    }

    @Test func typingAtTheEndWritesTheCharacter() {
        let perKey = costs(typing: "hello world")
        #expect(perKey == [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    }

    @Test func typingAProseParagraphIntoAFiveLineBox() {
        let prose =
            "The quick brown fox jumps over the lazy dog while the caret stays visible and the box "
            + "grows one row at a time until it reaches five rows, then scrolls inside it."
        let perKey = costs(typing: prose)
        let total = perKey.reduce(0, +)
        let average = Double(total) / Double(perKey.count)
        print("P4: \(perKey.count) keystrokes, \(total) bytes, \(average) bytes per keystroke")
        // A word that wraps rewrites the row it leaves and the row it lands on; scrolling at the
        // maximum rewrites the box. Everything else is one byte.
        #expect(perKey.filter { $0 == 1 }.count >= perKey.count * 3 / 4)
        #expect(average < 12)
    }

    @Test func typingInTheMiddleOfALineRewritesItsTail() {
        let perKey = costs(
            typing: "XY", after: "first line\nsecond line here",
            moves: [.key(KeyPress(.up)), .key(KeyPress(.home))])
        // The character and the shifted tail "first line" (11), then back to the caret: ESC[4G (4).
        #expect(perKey == [15, 15])
    }
}
