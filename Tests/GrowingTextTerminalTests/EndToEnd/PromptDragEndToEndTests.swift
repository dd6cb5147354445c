import Foundation
import TestSupport
import Testing

/// `growtext prompt` with a header while its window is dragged narrower and back, in tmux: tmux
/// re-wraps its screen at every resize but tells the program at most every quarter of a second, so
/// the program hears of a drag late and, until it asks the terminal, at a width the screen has
/// already left. Whatever the pace, the shell's lines above the box stay, on the screen and in the
/// scrollback, once each and in order, and one header is shown, none after submit.
@Suite(
    "Prompt dragged end to end", .serialized, .enabled(if: TmuxSession.runsEndToEndTests),
    .timeLimit(.minutes(3)))
struct PromptDragEndToEndTests {
    /// Where the box is when the drag starts.
    enum Placement: String, CaseIterable, Sendable {
        /// Below 24 lines of output, on the last rows of a full screen.
        case bottomOfFullScreen
        /// Below two lines printed after `clear`, near the screen's top.
        case nearTheTopAfterClear

        /// The shell's lines above the box, the last of them printed by `startPrompt`.
        var shellLines: [String] {
            switch self {
            case .bottomOfFullScreen:
                (1...23).map { String(format: "shell %02d: some words that wrap when narrow", $0) } + [
                    "above"
                ]
            case .nearTheTopAfterClear: ["shell 01: some words that wrap when narrow", "above"]
            }
        }

        /// Shell lines run before the prompt.
        var setup: String {
            switch self {
            case .bottomOfFullScreen:
                "for i in $(seq -w 1 23); do echo \"shell $i: some words that wrap when narrow\"; done"
            case .nearTheTopAfterClear: "clear; echo 'shell 01: some words that wrap when narrow'"
            }
        }
    }

    static let header = "Release notes for the drag"
    static let typed = String(repeating: "abc ", count: 16)
    /// The frame at 60 columns once `x` is typed after the drag.
    static let frame = [
        header, "│ abc abc abc abc abc abc abc abc abc abc abc abc abc abc", "│ abc abc x",
        "Esc cancel · Enter submit · Alt+Enter newline · Ctrl+_ undo",
    ]
    /// A window's edge dragged from 60 columns to 30 and back, one resize every 3 columns.
    static let widths =
        Array(stride(from: 57, through: 30, by: -3)) + Array(stride(from: 33, through: 60, by: 3))

    /// Before the run loop asked the terminal for its size, a drag 30 ms apart left two to four
    /// headers on the screen (one of them with box rows after submit), and 100 ms apart one stale
    /// header near the top: the frame was drawn mid-drag at the width tmux had signalled last, which
    /// the screen had already left, and found again from that width.
    @Test(arguments: [30, 100, 300], Placement.allCases)
    func aDragKeepsTheShellsLinesAndShowsOneHeader(millisecondsApart: Int, placement: Placement) throws {
        let session = try TmuxSession.startPrompt(
            "drag-\(millisecondsApart)-\(placement.rawValue)", "--header '\(Self.header)'",
            setup: placement.setup, columns: 60, rows: 16)
        session.type(Self.typed)
        session.waitForScreen { $0.contains("│ abc abc") }
        // One tmux command list, so the resizes keep their pace however busy this process is.
        let seconds = String(format: "%.3f", Double(millisecondsApart) / 1000)
        session.tmux(
            Self.widths.flatMap {
                ["resize-window", "-x", "\($0)", "-y", "16", ";", "run-shell", "sleep \(seconds)", ";"]
            }
            .dropLast())
        // A key once the box is back at 60 columns: it is drawn where the box is.
        session.waitForScreen { $0.contains(Self.frame[1]) && $0.contains(Self.frame[3]) }
        session.type("x")
        let screen = session.waitForScreen { $0.contains(Self.frame[2]) }
        let lines = placement.shellLines
        #expect(
            Self.shows(screen, lines, then: Self.frame), "the screen:\n\(screen.joined(separator: "\n"))")
        var rows = Self.everything(session)
        #expect(rows.filter { lines.contains($0) } == lines, "\(rows.joined(separator: "\n"))")
        Self.expectOnlyStaleBoxRows(rows[..<(rows.lastIndex(of: Self.frame[3]).map { $0 + 1 } ?? rows.count)])
        session.keys("Enter")
        let result = session.finishPrompt()
        #expect(result.status == "0")
        #expect(result.output == Self.typed + "x")
        let after = session.screen()
        #expect(Self.shows(after, lines, then: []), "the screen:\n\(after.joined(separator: "\n"))")
        rows = Self.everything(session)
        #expect(rows.filter { lines.contains($0) } == lines, "\(rows.joined(separator: "\n"))")
        Self.expectOnlyStaleBoxRows(rows[...], frame: [])
    }

    /// Whether the rows that are not blank are the end of `lines` (tmux pushes rows above into its
    /// scrollback as it splits them), then exactly `frame`.
    static func shows(_ screen: [String], _ lines: [String], then frame: [String]) -> Bool {
        let used = screen.filter { !$0.isEmpty }
        guard used.count >= frame.count, Array(used.suffix(frame.count)) == frame else { return false }
        let above = used.dropLast(frame.count)
        return Array(above) == Array(lines.suffix(above.count))
    }

    /// Checks that the rows of the scrollback and the screen, up to and with `frame` at their end,
    /// are the shell's lines and rows of the box (its header, its text), and records rows of the
    /// box other than `frame` as the known issue they are: when the box comes near the screen's top
    /// (as a drag narrower brings it in tmux, which keeps the blank rows below the box and pushes
    /// the rows above up), tmux pushes the box's top rows into its scrollback as a narrowing splits
    /// them, before the prompt hears of it, and there they stay (see `TerminalReflow`).
    static func expectOnlyStaleBoxRows(
        _ rows: ArraySlice<String>, frame: [String] = Self.frame,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var extra = rows.filter { !$0.isEmpty && !$0.hasPrefix("shell ") && $0 != "above" }
        #expect(Array(extra.suffix(frame.count)) == frame, sourceLocation: sourceLocation)
        extra.removeLast(min(frame.count, extra.count))
        let boxRow = /│( abc)+/
        #expect(
            extra.allSatisfy { $0 == Self.header || $0.wholeMatch(of: boxRow) != nil },
            "\(rows.joined(separator: "\n"))", sourceLocation: sourceLocation)
        withKnownIssue(
            "tmux pushes the box's top rows into its scrollback when a narrowing splits them near the window's top",
            isIntermittent: true
        ) {
            #expect(extra.isEmpty, "\(extra.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }

    /// The scrollback and the screen, one string per row, trailing spaces removed.
    static func everything(_ session: TmuxSession) -> [String] {
        PromptResizeEndToEndTests.everything(session)
    }
}
