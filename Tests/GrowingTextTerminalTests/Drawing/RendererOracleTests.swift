@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The renderer against an independent screen emulator: after any sequence of frames, the screen
/// shows the last frame and the cursor is where it asked.
@Suite("Renderer against a screen emulator")
struct RendererOracleTests {
    private let alphabet: [Character] = ["a", "b", " ", "c", "中", "文", "x", "é"]

    private func randomLine(_ generator: inout SplitMix64) -> String {
        String(
            (0..<Int(generator.next() % 14)).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            })
    }

    private func clipped(_ text: String, columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = TerminalGlyphs.testing.visible(character).width
            guard used + width <= columns else { break }
            used += width
            result.append(character)
        }
        return String(result.reversed().drop(while: { $0 == " " }).reversed())
    }

    /// Where drawing starts: full screen, inline on an empty terminal, or inline on the bottom row
    /// below a screenful of shell output, where every row the box grows by scrolls the terminal.
    enum Start: CaseIterable, Sendable {
        case fullScreen, inlineAtTop, inlineAtBottom
    }

    /// Frames of 1 to 16 rows on a 10 × 12 terminal, so some are taller than the terminal (cut to
    /// its 12 rows). The model: an inline box takes the rows from its starting row down; when it
    /// has needed more rows than remain below that, the terminal has scrolled by the difference, so
    /// the shell's output above moved up and the box's top with it. Rows the box once used stay
    /// reserved (blank) when it shrinks.
    @Test(arguments: Start.allCases)
    func screenAlwaysShowsTheLastFrame(start: Start) {
        let rows = 12
        let columns = 10
        var generator = SplitMix64(
            seed: [.fullScreen: 0xF5, .inlineAtTop: 0xA11, .inlineAtBottom: 0xB07][start]!)
        let size = TerminalSize(columns: columns, rows: rows)
        var screen = ScreenEmulator(columns: columns, rows: rows) { TerminalGlyphs.testing.visible($0).width }
        let shell = start == .inlineAtBottom ? (1..<rows).map { "sh \($0)" } : []
        for line in shell {
            // CR and LF in separate feeds: the emulator reads characters, and CR LF is one.
            screen.feed(Array((line + "\r").utf8))
            screen.feed([0x0A])
        }
        let startRow = screen.row
        var renderer = FrameRenderer(mode: start == .fullScreen ? .fullScreen : .inline, glyphs: .testing)
        var lines = [randomLine(&generator)]
        var reserved = 0
        var tallestFrame = 0
        for step in 0..<400 {
            // Insertions outnumber removals, so frames reach the 16-row cap within the sweep.
            switch generator.next() % 5 {
            case 0 where lines.count < 16, 4 where lines.count < 16:
                lines.insert(randomLine(&generator), at: Int(generator.next() % UInt64(lines.count + 1)))
            case 1 where lines.count > 1: lines.remove(at: Int(generator.next() % UInt64(lines.count)))
            default:
                let index = Int(generator.next() % UInt64(lines.count))
                var line = Array(lines[index])
                let position = line.isEmpty ? 0 : Int(generator.next() % UInt64(line.count + 1))
                if generator.next() % 2 == 0 || line.isEmpty {
                    line.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                } else {
                    line.remove(at: min(position, line.count - 1))
                }
                lines[index] = String(line)
            }
            let cursorRow = Int(generator.next() % UInt64(lines.count))
            let cursorColumn = Int(generator.next() % 9)
            let frame = Frame(
                lines: lines.map { FrameLine($0) }, cursor: CellPosition(row: cursorRow, column: cursorColumn)
            )
            screen.feed(renderer.render(frame, size: size))

            let shown = lines.prefix(rows).map { clipped($0, columns: columns) }
            reserved = max(reserved, shown.count)
            let top = min(startRow, rows - reserved)
            let scrolled = startRow - top
            let above = (0..<top).map { $0 + scrolled < shell.count ? shell[$0 + scrolled] : "" }
            let below = Array(repeating: "", count: rows - top - shown.count)
            #expect(screen.lines == above + shown + below, "step \(step)")
            let cursor = CellPosition(row: screen.row, column: screen.column)
            let expectedCursor = CellPosition(
                row: top + min(cursorRow, shown.count - 1), column: cursorColumn)
            #expect(cursor == expectedCursor, "step \(step): cursor")
            let errors = screen.errors
            #expect(errors.isEmpty, "step \(step)")
            if !screen.errors.isEmpty || screen.lines != above + shown + below { break }
            tallestFrame = max(tallestFrame, lines.count)
        }
        // The sweep reached what it is for: frames taller than the terminal and, from the bottom
        // row, a terminal scrolled by the box.
        #expect(tallestFrame > rows)
        if start == .inlineAtBottom { #expect(reserved > 1) }
    }
}
