import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// What the environment says about a terminal's rows on a resize.
@Suite("Terminal reflow assumption")
struct TerminalReflowAssumptionTests {
    @Test func multiplexersAndNamedTerminals() {
        #expect(
            TerminalReflow.assumed(environment: [
                "TMUX": "/tmp/tmux-0/default,1,0", "XTERM_VERSION": "XTerm(379)",
            ]) == .rewraps)
        #expect(TerminalReflow.assumed(environment: ["XTERM_VERSION": "XTerm(379)"]) == .truncates)
        #expect(TerminalReflow.assumed(environment: ["TERM": "linux"]) == .truncates)
        #expect(TerminalReflow.assumed(environment: ["VTE_VERSION": "7600"]) == .rewraps)
        #expect(TerminalReflow.assumed(environment: ["TERM_PROGRAM": "iTerm.app"]) == .rewraps)
        #expect(TerminalReflow.assumed(environment: ["TMUX": ""]) == .rewraps)
        #expect(TerminalReflow.assumed(environment: [:]) == .rewraps)
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
