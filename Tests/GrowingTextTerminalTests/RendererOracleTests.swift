import GrowingTextTerminal
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

    @Test(arguments: [FrameRenderer.Mode.inline, .fullScreen])
    func screenAlwaysShowsTheLastFrame(mode: FrameRenderer.Mode) {
        var generator = SplitMix64(seed: mode == .inline ? 0xA11 : 0xF5)
        let size = TerminalSize(columns: 10, rows: 12)
        var screen = ScreenEmulator(columns: 10, rows: 12) { TerminalGlyphs.testing.visible($0).width }
        var renderer = FrameRenderer(mode: mode, glyphs: .testing)
        var lines = [randomLine(&generator)]
        for step in 0..<400 {
            switch generator.next() % 4 {
            case 0 where lines.count < 6:
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
            let expected = lines.map { clipped($0, columns: 10) }
            let shown = Array(screen.lines.prefix(expected.count))
            #expect(shown == expected, "step \(step)")
            let staleRows = screen.lines.dropFirst(expected.count).filter { !$0.isEmpty }
            #expect(staleRows.isEmpty, "step \(step): stale rows")
            let cursor = CellPosition(row: screen.row, column: screen.column)
            #expect(cursor == CellPosition(row: cursorRow, column: cursorColumn), "step \(step): cursor")
            let errors = screen.errors
            #expect(errors.isEmpty, "step \(step)")
            if !screen.errors.isEmpty || shown != expected { break }
        }
    }
}
