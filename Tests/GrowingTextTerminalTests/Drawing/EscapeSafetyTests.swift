@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

@Suite("Escape safety")
struct EscapeSafetyTests {
    /// Every ESC the renderer writes starts one of its own CSI sequences (cursor moves, erases, SGR,
    /// cursor visibility); nothing else that acts on a terminal gets through.
    private func onlyRendererSequences(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x07 || (byte < 0x20 && byte != 0x1B && byte != 0x0A && byte != 0x0D) { return false }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                return false
            }
            if byte == 0x1B {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return false }
                index += 2
                while index < bytes.count, Array("0123456789;?".utf8).contains(bytes[index]) { index += 1 }
                guard index < bytes.count, Array("ABGHJKmhl".utf8).contains(bytes[index]) else {
                    return false
                }
            }
            index += 1
        }
        return true
    }

    private let hostile = [
        "\u{1B}]0;PWNED\u{07}title", "\u{1B}]52;c;aGVsbG8=\u{07}clip", "\u{1B}[2J\u{1B}[Hmove",
        "\u{9B}31mC1", "\u{202E}evil\u{202C}", "\u{1B}P+q\u{1B}\\dcs", "bell\u{07}\u{08}\u{7F}", "tab\there",
    ]

    @Test func hostileTextIsDrawnAsVisibleSymbols() {
        var renderer = FrameRenderer(mode: .inline, glyphs: .standard)
        let frame = Frame(lines: hostile.map { FrameLine($0) }, cursor: CellPosition(row: 0, column: 0))
        let bytes = renderer.render(frame, size: TerminalSize(columns: 60, rows: 20))
        #expect(onlyRendererSequences(bytes))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("␛]0;PWNED␇title"))
        #expect(text.contains("␛]52;c;aGVsbG8=␇clip"))
        #expect(text.contains("␛[2J␛[Hmove"))
        #expect(text.contains("\u{FFFD}31mC1"))
        #expect(text.contains("\u{FFFD}evil\u{FFFD}"))
        #expect(text.contains("bell␇␈␡"))
        #expect(!text.contains("\u{202E}"))
    }

    @Test func promptShowsPastedEscapesButReturnsThemUnchanged() {
        var prompt = PromptProgram(glyphs: .standard)
        let pasted = hostile.joined(separator: "\n")
        _ = prompt.handle(.paste(pasted))
        var renderer = FrameRenderer(mode: .inline, glyphs: .standard)
        let bytes = renderer.render(
            prompt.frame(for: TerminalSize(columns: 50, rows: 12)), size: TerminalSize(columns: 50, rows: 12))
        #expect(onlyRendererSequences(bytes))
        #expect(prompt.handle(.key(KeyPress(.enter))) == .exit(0))
        #expect(prompt.outcome == .submitted(pasted))
    }

    @Test func seededRandomTextNeverEscapes() {
        var generator = SplitMix64(seed: 0xE5C)
        let alphabet: [Unicode.Scalar] = [
            "a", "\u{1B}", "]", "[", "\u{07}", "\u{9B}", "\u{9D}", "\u{202E}", "\u{2066}",
            "中", "\u{301}", "\r", "\u{0}", "\u{85}", ";", "P",
        ]
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .standard)
        for _ in 0..<200 {
            let lines = (0..<3).map { _ in
                var line = ""
                for _ in 0..<Int(generator.next() % 30) {
                    line.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
                }
                return FrameLine(line)
            }
            let bytes = renderer.render(Frame(lines: lines), size: TerminalSize(columns: 20, rows: 5))
            #expect(onlyRendererSequences(bytes))
        }
    }
}

@Suite("Terminal environment")
struct TerminalEnvironmentTests {
    @Test func noColorAndDumbTerminals() {
        #expect(TerminalEnvironment([:]).usesColor)
        #expect(!TerminalEnvironment(["NO_COLOR": "1"]).usesColor)
        #expect(TerminalEnvironment(["NO_COLOR": ""]).usesColor)
        #expect(TerminalEnvironment(["TERM": "dumb"]).isDumb)
        #expect(!TerminalEnvironment(["TERM": "xterm-256color"]).isDumb)
    }
}
