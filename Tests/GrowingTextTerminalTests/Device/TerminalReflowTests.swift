import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// What the terminal's name says about its rows on a resize.
@Suite("Terminal reflow by name")
struct TerminalReflowAssumptionTests {
    /// `TMUX` and `TERM` name the terminal drawing the screen; variables a terminal started from
    /// another one's shell inherits do not count.
    @Test func theTerminalsNameTellsOnlyForCertain() {
        #expect(TerminalReflow.named(environment: ["TERM": "tmux-256color"]) == .rewraps)
        #expect(
            TerminalReflow.named(environment: ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
                == .rewraps)
        #expect(TerminalReflow.named(environment: ["TERM": "screen"]) == nil)
        #expect(TerminalReflow.named(environment: ["TERM": "xterm-kitty"]) == .rewraps)
        #expect(TerminalReflow.named(environment: ["TERM": "linux"]) == .truncates)
        #expect(TerminalReflow.named(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600"]) == nil)
        #expect(
            TerminalReflow.named(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
                == .rewraps)
        #expect(TerminalReflow.named(environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"]) == nil)
        #expect(TerminalReflow.named(environment: [:]) == nil)
    }

    /// A terminal that truncates clamps the cursor at every width it passes through, also one the
    /// program never heard of, so only its own clamped column or a column right of it tells the
    /// behaviours apart; a smaller column that re-wrapping predicts leaves the behaviour known (or,
    /// when none is, the smaller move).
    @Test func aColumnAClampCouldGiveDoesNotMeasureReWrapping() {
        let line = [Int](repeating: 1, count: 50)
        func relocation(report column: Int, cursorColumn: Int, known: TerminalReflow?) -> InlineRelocation {
            InlineRelocation(
                lines: [line], cursorCell: 50, cursorColumn: cursorColumn, rowsAbove: 0, width: 32,
                report: CellPosition(row: 1, column: column), known: known)
        }
        // At 32 columns the caret's cell is on row 1, column 18 re-wrapped; column 31 truncated.
        let clamped = relocation(report: 18, cursorColumn: 50, known: nil)
        #expect(!clamped.isMeasured && clamped.reflow == .truncates && clamped.rowsUp == 0)
        #expect(relocation(report: 18, cursorColumn: 50, known: .rewraps).rowsUp == 1)
        let truncated = relocation(report: 31, cursorColumn: 50, known: .rewraps)
        #expect(truncated.isMeasured && truncated.reflow == .truncates && truncated.rowsUp == 0)
        // A cursor left at column 10 (its line continued from a row above): no clamp gives 18.
        let rewrapped = relocation(report: 18, cursorColumn: 10, known: .truncates)
        #expect(rewrapped.isMeasured && rewrapped.reflow == .rewraps && rewrapped.rowsUp == 1)
    }

    /// A wide cell that does not fit at a row's end starts the next row, as tmux splits.
    @Test func wideCellsStartTheNextRow() {
        #expect(TerminalReflow.rows(of: [1, 1, 1, 2, 1], width: 4) == 2)
        let wide = TerminalReflow.position(ofCell: 3, in: [1, 1, 1, 2, 1], width: 4)
        #expect(wide.row == 1 && wide.column == 0)
        let end = TerminalReflow.position(ofCell: 5, in: [1, 1, 1, 2, 1], width: 4)
        #expect(end.row == 1 && end.column == 3)
        #expect(TerminalReflow.rows(of: [], width: 4) == 1)
        #expect(TerminalReflow.cells(onFirst: 1, of: [1, 1, 1, 2, 1], width: 4) == 3)
    }
}
