import Foundation
import TestSupport
import Testing

/// `growtext prompt` with a header while its window is dragged narrower and back, in a real xterm,
/// which cuts rows at a narrower width instead of re-wrapping them and tells the program of each
/// resize at once: the shell's lines above the box stay, on the screen and in the scrollback, and
/// one header is shown, none after submit. (The late resizes of tmux, `PromptDragEndToEndTests`, are
/// not xterm's; here the box is found from the answers to the query that saves the cursor, moves it
/// to the screen's corner and restores it, in a terminal that cuts rows.)
@Suite(
    "Prompt dragged in xterm", .serialized, .enabled(if: XtermSession.runsXtermTests),
    .timeLimit(.minutes(3)))
struct PromptDragXtermEndToEndTests {
    /// Lines short enough that no width of the drag cuts them.
    static let shellLines = (1...20).map { String(format: "shell %02d: a few words", $0) }
    static let header = "Release notes for the drag"
    static let typed = String(repeating: "abc ", count: 16)
    /// The frame at 60 columns once `x` is typed after the drag.
    static let frame = [
        header, "│ abc abc abc abc abc abc abc abc abc abc abc abc abc abc", "│ abc abc x",
        "Esc cancel · Enter submit · Alt+Enter newline · Ctrl+_ undo",
    ]

    /// Where the box is when the drag starts: below a full screen of lines, or below two lines
    /// printed after `clear`.
    @Test(arguments: [30, 100, 300], [true, false])
    func aDragKeepsTheShellsLinesAndShowsOneHeader(millisecondsApart: Int, fullScreen: Bool) throws {
        let lines = fullScreen ? Self.shellLines : Array(Self.shellLines.prefix(2))
        let script = """
            \(fullScreen ? "" : "clear")
            \(lines.map { "echo '\($0)'" }.joined(separator: "\n"))
            out=$("$GROWTEXT" prompt --header '\(Self.header)'); status=$?
            printf '%s' "$out" > output
            echo $status > status
            """
        let session = try XtermSession(
            "drag-\(millisecondsApart)-\(fullScreen)", script: script, columns: 60, rows: 16)
        session.waitForScreen { $0.contains { $0.hasPrefix("Esc cancel") } }
        session.type(Self.typed)
        session.waitForScreen { $0.contains("│ abc abc") }
        session.drag(
            columns: PromptDragEndToEndTests.widths, rows: 16, secondsApart: Double(millisecondsApart) / 1000)
        session.waitForScreen { $0.contains(Self.frame[1]) && $0.contains(Self.frame[3]) }
        session.keys("x")
        let screen = session.waitForScreen { $0.contains(Self.frame[2]) }
        // A frame taller at a narrower width scrolled the screen; the rows it took stay its own.
        #expect(
            PromptDragEndToEndTests.shows(screen, lines, then: Self.frame),
            "\(screen.joined(separator: "\n"))")
        let everything = session.screen(scrollback: true) ?? []
        #expect(
            everything.filter { !$0.isEmpty } == lines + Self.frame, "\(everything.joined(separator: "\n"))")
        session.keys("Return")
        #expect(session.waitForFile("status") == "0\n")
        #expect(
            session.directory.bytes("output").map { String(decoding: $0, as: UTF8.self) } == Self.typed + "x")
        let after = session.screen(scrollback: true) ?? []
        #expect(after.filter { !$0.isEmpty } == lines, "\(after.joined(separator: "\n"))")
    }
}
