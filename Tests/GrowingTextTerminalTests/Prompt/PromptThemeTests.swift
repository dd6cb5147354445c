@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// Colour names from options and the environment.
@Suite("Prompt theme")
struct PromptThemeTests {
    @Test func colourNames() {
        #expect(PromptTheme.color(named: "red") == .some(.red))
        #expect(PromptTheme.color(named: " Magenta ") == .some(.magenta))
        #expect(PromptTheme.color(named: "4") == .some(.blue))
        #expect(PromptTheme.color(named: "default") == .some(nil))
        #expect(PromptTheme.color(named: "") == .some(nil))
        #expect(PromptTheme.color(named: "8") == nil)
        #expect(PromptTheme.color(named: "-1") == nil)
        #expect(PromptTheme.color(named: "#ff0000") == nil)
        #expect(PromptTheme.color(named: "\u{1B}[31m") == nil)
    }

    @Test func environmentSetsColoursAndReportsNonsense() {
        let (theme, invalid) = PromptTheme().applying(environment: [
            "GROWTEXT_PROMPT_COLOR": "green", "GROWTEXT_HEADER_COLOR": "purple",
            "GROWTEXT_HINT_COLOR": "yellow",
            "NO_COLOR": "1",
        ])
        #expect(theme == PromptTheme(prompt: .green, header: nil, hint: .yellow))
        #expect(invalid == ["GROWTEXT_HEADER_COLOR=purple"])
        #expect(PromptTheme().applying(environment: [:]).theme == PromptTheme(prompt: .cyan))
    }
}
