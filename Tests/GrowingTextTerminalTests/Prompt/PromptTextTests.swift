@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// Text in and out of the prompt: standard input and editor files, JSON output.
@Suite("Prompt text")
struct PromptTextTests {
    @Test(arguments: [
        ("", [String]()), ("one", ["one"]), ("a\nb", ["a", "b"]), ("a\n", ["a", ""]), ("\n", ["", ""]),
        ("e\u{301}\n日本", ["e\u{301}", "日本"]),
    ])
    func linesSplitAtEveryLineFeed(text: String, lines: [String]) {
        #expect(PromptText.lines(of: text) == lines)
    }

    @Test func jsonTellsAnEmptySubmissionFromACancel() {
        #expect(PromptText.json(for: .submitted("")) == #"{"text": "", "lines": []}"#)
        #expect(PromptText.json(for: .cancelled) == #"{"text": null, "lines": null}"#)
    }

    @Test func jsonEscapesQuotesBackslashesAndControls() {
        #expect(
            PromptText.json(for: .submitted("say \"hi\"\n\tC:\\ \u{1B}[0m"))
                == #"{"text": "say \"hi\"\n\tC:\\ \u001b[0m", "lines": ["say \"hi\"", "\tC:\\ \u001b[0m"]}"#)
        #expect(
            PromptText.json(for: .submitted("日本\nx")) == #"{"text": "日本\nx", "lines": ["日本", "x"]}"#)
    }

    @Test(arguments: [
        ("draft\n", "draft"), ("draft", "draft"), ("a\r\nb\r\n", "a\nb"), ("a\rb", "a\nb"), ("a\n\n", "a\n"),
        ("", ""), ("\n", ""), ("\u{FFFD}x\n", "\u{FFFD}x"),
    ])
    func fileTextDropsOneFinalLineBreakAndNormalisesCR(file: String, text: String) {
        #expect(PromptText.fromFile(file) == text)
    }
}
