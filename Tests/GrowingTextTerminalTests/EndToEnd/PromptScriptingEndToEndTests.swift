import Foundation
import TestSupport
import Testing

/// What shell scripts use `growtext prompt` for, in a real terminal (tmux 40 × 12): JSON output,
/// header and prefix, standard input, history, search and the external editor.
///
/// Without tmux these tests are skipped on a developer's machine but fail under `CI=true` (`TmuxSession.runsEndToEndTests`); they
/// always run the `growtext` built with the tests, never one on the `PATH`.
@Suite(
    "Prompt scripting end to end", .serialized,
    .enabled(if: TmuxSession.runsEndToEndTests),
    .timeLimit(.minutes(3)))
struct PromptScriptingEndToEndTests {
    private func start(
        _ name: String, _ arguments: String, setup: String = "", input: String = "", columns: Int = 40
    ) throws -> TmuxSession {
        try TmuxSession.startPrompt(
            name, arguments, setup: setup, input: input, errorsToFile: true, columns: columns)
    }

    private func finish(_ session: TmuxSession) -> (status: String, output: String) {
        session.finishPrompt()
    }

    @Test func jsonOutputTellsAnEmptySubmissionFromACancel() throws {
        let submitted = try start("json", "--output json")
        submitted.type("say \"hi\"")
        submitted.keys("M-Enter")
        submitted.type("日本")
        submitted.keys("Enter")
        #expect(
            finish(submitted) == ("0", #"{"text": "say \"hi\"\n日本", "lines": ["say \"hi\"", "日本"]}"#))
        let empty = try start("json-empty", "--output json")
        empty.keys("Enter")
        #expect(finish(empty) == ("0", #"{"text": "", "lines": []}"#))
        let cancelled = try start("json-cancel", "--output json --value draft")
        cancelled.keys("Escape")
        #expect(finish(cancelled) == ("130", #"{"text": null, "lines": null}"#))
    }

    @Test func headerAndPromptPrefix() throws {
        let session = try start("header", "--header 'Commit message' --prompt '> ' --value 'one'")
        session.keys("C-j")
        session.type("two")
        let screen = session.waitForScreen { $0.contains("> two") }
        #expect(
            Array(screen[0...4]) == [
                "above", "Commit message", "> one", "> two", "Esc cancel · Enter submit",
            ])
        #expect(session.cursor().x == 5)
        #expect(session.cursor().y == 3)
        session.keys("Enter")
        #expect(finish(session) == ("0", "one\ntwo"))
        #expect(session.screen()[1] == "")
    }

    @Test func standardInputIsTheInitialTextAndKeysStillComeFromTheTerminal() throws {
        let session = try start("stdin", "", input: "printf 'draft line\\r\\nsecond\\n' |")
        let screen = session.waitForScreen { $0.contains("│ second") }
        #expect(Array(screen[1...2]) == ["│ draft line", "│ second"])
        session.type(" typed")
        session.keys("Enter")
        #expect(finish(session) == ("0", "draft line\nsecond typed"))
        #expect(session.file("errors") == "")
    }

    @Test func invalidUTF8OnStandardInputBecomesReplacementCharactersWithAWarning() throws {
        let session = try start("stdin-utf8", "", input: "printf 'a\\377b\\n' |")
        session.waitForScreen { $0.contains("│ a\u{FFFD}b") }
        session.keys("Enter")
        #expect(finish(session) == ("0", "a\u{FFFD}b"))
        #expect(
            session.file("errors")
                == "growtext: warning: standard input is not valid UTF-8; invalid bytes were replaced by U+FFFD\n"
        )
    }

    /// A history file with `"first"` and `"second\nline"`.
    private static let twoEntries = #"printf '%s\n' '"first"' '"second\nline"' > history"#

    @Test func upAndDownWalkTheHistoryKeepingTheDraft() throws {
        let session = try start("history", "--history history", setup: Self.twoEntries)
        session.type("draft")
        session.keys("Up")
        session.waitForScreen { $0.contains("│ line") }
        session.keys("Up", "Up")
        session.waitForScreen { $0.contains("│ first") }
        session.keys("Down")
        var screen = session.waitForScreen { $0.contains("│ line") }
        #expect(Array(screen[1...2]) == ["│ second", "│ line"])
        session.keys("Down")
        screen = session.waitForScreen { $0.contains("│ draft") }
        #expect(!screen.contains("│ line"))
        session.type(" new")
        session.keys("Enter")
        #expect(finish(session) == ("0", "draft new"))
        #expect(session.file("history") == "\"first\"\n\"second\\nline\"\n\"draft new\"\n")
    }

    @Test func controlRSearchesTheHistory() throws {
        let setup = #"printf '%s\n' '"fix bug"' '"add test"' '"fix typo"' > history"#
        let session = try start("search", "--history history", setup: setup)
        session.keys("C-r")
        session.type("fix")
        session.waitForScreen { $0.contains("│ fix typo") && $0.contains("search: fix") }
        session.keys("C-r")
        let screen = session.waitForScreen { $0.contains("│ fix bug") }
        #expect(screen[2] == "search: fix")
        #expect(session.cursor() == (11, 2))
        session.keys("Enter")
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        session.type("es")
        session.keys("Enter")
        #expect(finish(session) == ("0", "fix buges"))
        #expect(session.file("history")?.hasSuffix("\"fix typo\"\n\"fix buges\"\n") == true)
    }

    @Test func aHistoryFileThatIsNotJSONLinesIsReportedAndNothingInItIsLost() throws {
        let setup = #"printf '%s\n' 'my own notes' '"ok"' '{"not": "a string"}' > history"#
        let session = try start("bad-history", "--history history --history-size 1", setup: setup)
        session.keys("Up")
        session.waitForScreen { $0.contains("│ ok") }
        session.keys("C-u")
        session.type("new")
        session.keys("Enter")
        #expect(finish(session) == ("0", "new"))
        #expect(session.file("history") == "my own notes\n\"ok\"\n{\"not\": \"a string\"}\n\"new\"\n")
        #expect(
            session.file("errors")?.hasSuffix(
                "history: line 1, 3 not a JSON string; skipped, and the file will not be trimmed\n") == true)
    }

    @Test func controlEEditsTheTextInTheEditorOnTheTerminal() throws {
        let setup = """
            printf '#!/bin/sh\\n[ -t 0 ] && [ -t 1 ] && echo yes > on-tty\\nprintf "from editor\\\\n" >> "$1"\\n' > ed
            chmod +x ed
            """
        let session = try start(
            "editor", "", setup: setup, input: "printf 'draft' | VISUAL=\"$PWD/ed\" EDITOR=nosuch")
        session.waitForScreen { $0.contains("│ draft") }
        session.keys("C-e")
        var screen = session.waitForScreen { $0.contains("│ from editor") }
        #expect(Array(screen[0...3]) == ["above", "│ draft", "│ from editor", "Esc cancel · Enter submit"])
        #expect(session.file("on-tty") == "yes\n")
        session.keys("C-x", "C-e")
        screen = session.waitForScreen { $0.filter { $0 == "│ from editor" }.count == 2 }
        session.keys("Enter")
        #expect(finish(session) == ("0", "draft\nfrom editor\nfrom editor"))
    }

    @Test func aFailingOrMissingEditorKeepsTheTextAndSaysWhy() throws {
        let setup = "printf '#!/bin/sh\\nexit 3\\n' > fail; chmod +x fail"
        let failing = try start(
            "editor-fails", "--value draft", setup: setup, input: "PATH=\"$PWD:$PATH\" EDITOR=fail",
            columns: 60)
        failing.keys("C-e")
        var screen = failing.waitForScreen { $0.contains { $0.contains("text kept") } }
        #expect(screen.contains("editor fail: exit status 3; text kept"))
        #expect(screen.contains("│ draft"))
        failing.keys("Enter")
        #expect(finish(failing) == ("0", "draft"))

        let missing = try start(
            "editor-missing", "--value draft", input: "VISUAL= EDITOR=nosuch-editor", columns: 60)
        missing.keys("C-e")
        screen = missing.waitForScreen { $0.contains { $0.contains("text kept") } }
        #expect(screen.contains("editor nosuch-editor: not found; text kept"))
        #expect(screen.contains("│ draft"))
        missing.keys("Enter")
        #expect(finish(missing) == ("0", "draft"))
    }

    @Test func anEditorThatLeavesTheTerminalRawStillGetsTheOriginalModesBack() throws {
        let setup = "printf '#!/bin/sh\\nstty raw -echo\\nexit 9\\n' > breaks; chmod +x breaks"
        let session = try start(
            "editor-raw", "--value draft", setup: setup, input: "PATH=\"$PWD:$PATH\" EDITOR=breaks")
        session.keys("C-e")
        let screen = session.waitForScreen { $0.contains { $0.contains("text kept") } }
        #expect(screen.contains("editor breaks: exit status 9; text kept"))
        session.keys("Enter")
        #expect(finish(session) == ("0", "draft"))
    }

    @Test func coloursFromOptionsAndEnvironmentAndNoColorTurnsThemOff() throws {
        let environment = "env -u NO_COLOR GROWTEXT_PROMPT_COLOR=red GROWTEXT_HEADER_COLOR=nonsense"
        let coloured = try start("colours", "--header H --hint-color yellow", input: environment)
        // tmux re-encodes what it shows: the header bold, the prompt red (31), the hints dim and yellow.
        let escaped = coloured.tmux(["capture-pane", "-p", "-e"]).split(separator: "\n").map(String.init)
        #expect(escaped[1] == "\u{1B}[1mH")
        #expect(escaped[2].hasPrefix("\u{1B}[0m\u{1B}[31m\u{1B}[49m│"))
        #expect(escaped[3].hasPrefix("\u{1B}[2m\u{1B}[33mEsc cancel"))
        coloured.keys("Escape")
        #expect(finish(coloured).status == "130")
        #expect(
            coloured.file("errors")
                == "growtext prompt: warning: ignoring GROWTEXT_HEADER_COLOR=nonsense: not a colour\n")

        let plain = try start(
            "no-color", "--header H --hint-color yellow", input: environment + " NO_COLOR=1")
        let unstyled = plain.tmux(["capture-pane", "-p", "-e"]).split(separator: "\n").map(String.init)
        #expect(unstyled[1] == "\u{1B}[1mH")
        #expect(!unstyled[2].contains("\u{1B}[31m"))
        #expect(unstyled[3].hasPrefix("\u{1B}[2mEsc cancel"))
        plain.keys("Escape")
        #expect(finish(plain).status == "130")
    }

    @Test(arguments: [
        ["--history-size", "0"], ["--output", "yaml"], ["--prompt-color", "purple"], ["--hint-color", "8"],
    ])
    func badOptionsExitWithStatus2(arguments: [String]) throws {
        let result = try GrowtextBinary.run(["prompt"] + arguments)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("Error: "))
        #expect(result.output == "")
    }

    @Test func anUnreadableHistoryIsAnErrorBeforeAnythingIsTyped() throws {
        let directory = try TemporaryDirectory()
        let result = try GrowtextBinary.run(["prompt", "--history", directory.url.path])
        #expect(result.status == 2)
        #expect(
            result.error
                == "growtext prompt: cannot read the history \(directory.url.path): it is a directory, "
                + "not a regular file\n")
    }
}
