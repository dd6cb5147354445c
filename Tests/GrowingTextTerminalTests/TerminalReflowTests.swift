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
