import Foundation
import TestSupport
import Testing

/// `growtext prompt` while its window is resized in quick succession, in tmux (which re-wraps rows
/// as it narrows and widens): the screen and the scrollback hold one box before submit, none after.
@Suite(
    "Prompt resized end to end", .serialized, .enabled(if: TmuxSession.runsEndToEndTests),
    .timeLimit(.minutes(3)))
struct PromptResizeEndToEndTests {
    static let hint = "Esc cancel · Enter submit"
    /// The box after the key typed once the resizes are over.
    static let box = ["│ abc abc abc abc abc abc abc abc abc", "│ abc abc abc x"]

    /// The scrollback and the screen, one string per row.
    static func everything(_ session: TmuxSession) -> [String] {
        session.tmux(["capture-pane", "-p", "-S", "-"]).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// Whether the rows that are not blank are `above` (or its end: tmux pushes the top rows into the
    /// scrollback when it splits rows), then exactly `rows`.
    static func shows(_ screen: [String], above: [String], _ rows: [String]) -> Bool {
        let used = screen.filter { !$0.isEmpty }
        guard used.count >= rows.count, Array(used.suffix(rows.count)) == rows else { return false }
        return Array(used.dropLast(rows.count)) == Array(above.suffix(used.count - rows.count))
    }

    /// The prompt just below a line of output, as in a fresh terminal: ten resizes 50 ms apart,
    /// narrower and wider, ending at the width it began with. (Not narrower than 14 columns: below
    /// that, a burst of resizes that starts on a much narrower width can push the cursor itself into
    /// tmux's scrollback, and what the frame left there is not found again; see `TerminalReflow`.)
    @Test func tenResizesFiftyMillisecondsApartLeaveOneBox() throws {
        try Self.resizeThenSubmit("resizes", secondsApart: "0.05")
    }

    /// The same widths one at a time, each heard on its own (400 ms apart, more than the 200 ms the
    /// prompt waits for the next): the screen shows one box and, after submit, none; rows of the box
    /// that tmux pushed into its scrollback as a narrowing split them, before the prompt heard of
    /// it, stay there (see `TerminalReflow`).
    @Test func slowResizesNearTheTopLeaveTheBoxOnTheScreenOnce() throws {
        try Self.resizeThenSubmit("slow-resizes", secondsApart: "0.4")
    }

    /// Types into the prompt, resizes the window to ten widths `secondsApart`, types a key, checks
    /// the screen and every row of the scrollback, submits and checks them again.
    static func resizeThenSubmit(
        _ name: String, secondsApart: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let session = try TmuxSession.startPrompt(name)
        session.type(String(repeating: "abc ", count: 12))
        session.waitForScreen {
            Self.shows(
                $0, above: ["above"], ["│ abc abc abc abc abc abc abc abc abc", "│ abc abc abc", Self.hint])
        }
        // One tmux command list, so the resizes keep their pace however busy this process is.
        let widths = [22, 40, 15, 38, 20, 30, 14, 40, 25, 40]
        session.tmux(
            widths.flatMap {
                ["resize-window", "-x", "\($0)", "-y", "12", ";", "run-shell", "sleep \(secondsApart)", ";"]
            }
            .dropLast())
        // The prompt reads the key after the resizes (signals come first): once the key shows, every
        // resize has been handled.
        session.type("x")
        let screen = session.waitForScreen { $0.contains("│ abc abc abc x") && $0.contains(Self.hint) }
        Self.expect(screen, shows: Self.box + [Self.hint], sourceLocation: sourceLocation)
        // No copy of the frame's hint line, and the line the shell printed before the prompt is
        // there once; besides those and the box, the scrollback holds only rows of the box's text.
        var rows = Self.everything(session)
        #expect(
            rows.filter { $0.hasPrefix("Esc cancel") }.count == 1, "\(rows.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        #expect(rows.filter { $0 == "above" }.count == 1, sourceLocation: sourceLocation)
        Self.expectOnlyStaleBoxRows(rows, sourceLocation: sourceLocation)
        session.keys("Enter")
        let result = session.finishPrompt()
        #expect(result.status == "0", sourceLocation: sourceLocation)
        #expect(result.output == String(repeating: "abc ", count: 12) + "x", sourceLocation: sourceLocation)
        Self.expect(session.screen(), shows: [], sourceLocation: sourceLocation)
        rows = Self.everything(session)
        #expect(
            !rows.contains { $0.hasPrefix("Esc cancel") }, "\(rows.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        #expect(rows.filter { $0 == "above" }.count == 1, sourceLocation: sourceLocation)
        Self.expectOnlyStaleBoxRows(rows, after: true, sourceLocation: sourceLocation)
    }

    /// Checks that the screen shows the shell's line (or nothing of it, where tmux pushed it into
    /// its scrollback) and below it `rows` (the box and its hint, or nothing after submit). A burst
    /// the prompt hears only after more resizes were applied (a busy machine) left whole rows of the
    /// box's text on the screen when a narrowing pushed the cursor's row into tmux's scrollback; the
    /// prompt now finds the box from its bottom row then
    /// (`InlineResizeTests.aBurstHeardLateAfterTheCursorWentIntoTheScrollbackLeavesOneBox`), but a
    /// rare sequence still leaves a row in the test terminal, and a starved process cannot be made
    /// here on demand, so that outcome stays recorded as an intermittent known issue; any other
    /// screen fails.
    static func expect(
        _ screen: [String], shows rows: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let check = {
            #expect(
                Self.shows(screen, above: ["above"], rows), "the screen:\n\(screen.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
        let used = screen.filter { !$0.isEmpty && $0 != "above" }
        guard used.count > rows.count, Array(used.suffix(rows.count)) == rows,
            used.dropLast(rows.count).allSatisfy({ $0.wholeMatch(of: /│( abc)+/) != nil })
        else { return check() }
        withKnownIssue(
            "a burst heard late, after a narrowing pushed the cursor's row into tmux's scrollback, leaves rows of the box on the screen",
            isIntermittent: true, check)
    }

    /// Checks that the rows other than blank ones, the shell's line, and (before submit) the box are
    /// rows of the box's text, whole (a stale copy in tmux's scrollback, never on the screen: the
    /// callers check the screen), and records their presence as the known issue it is.
    static func expectOnlyStaleBoxRows(
        _ rows: [String], after: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var extra = rows.filter { !$0.isEmpty && $0 != "above" }
        if !after {
            #expect(Array(extra.suffix(3)) == Self.box + [Self.hint], sourceLocation: sourceLocation)
            extra.removeLast(min(3, extra.count))
        }
        let boxRow = /│( abc)+( x)?/
        #expect(
            extra.allSatisfy { $0.wholeMatch(of: boxRow) != nil }, "\(rows.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        withKnownIssue(
            "tmux pushes the box's top rows into its scrollback when a narrowing splits them near the window's top",
            isIntermittent: true
        ) {
            #expect(extra.isEmpty, "\(extra.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }
}
