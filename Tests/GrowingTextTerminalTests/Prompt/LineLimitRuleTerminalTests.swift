@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The prompt and the notes editor draw the rows the shared table expects for the same line limits
/// as the UIKit view and the SwiftUI editor (`LineLimitRuleTests`): 0 means no limit (the screen's
/// height still caps the box), a minimum above the maximum is lowered to it.
@Suite("Line limits: the terminal's hosts follow the one rule")
struct LineLimitRuleTerminalTests {
    /// Tall enough that the screen never caps the 40 lines typed.
    private let size = TerminalSize(columns: 20, rows: 60)
    private let fortyLines = (1...40).map(String.init).joined(separator: "\n")

    private func boxRows(_ prompt: inout PromptProgram) -> Int {
        prompt.frame(for: size).lines.filter { $0.text.hasPrefix("│") }.count
    }

    @Test(arguments: LineLimitCase.all)
    func thePrompt(limits: LineLimitCase) {
        let configuration = PromptConfiguration(
            minimumNumberOfLines: limits.minimum, maximumNumberOfLines: limits.maximum)
        var empty = PromptProgram(configuration: configuration, glyphs: .standard)
        #expect(boxRows(&empty) == min(limits.expectedMinimum, size.rows - 1))
        var full = PromptProgram(text: fortyLines, configuration: configuration, glyphs: .standard)
        #expect(
            boxRows(&full) == min(max(limits.expectedMaximum ?? 40, limits.expectedMinimum), size.rows - 1))
    }

    /// A note always shows at least one row; its maximum follows the rule.
    @Test(arguments: LineLimitCase.all.filter { $0.minimum <= 1 })
    func theNotesEditor(limits: LineLimitCase) {
        let view = NotesListView(
            notes: [fortyLines], maximumNumberOfLines: limits.maximum, size: size, glyphs: .testing)
        let rows = view.screen().prefix { $0.hasPrefix("┃") }.count
        #expect(rows == (limits.expectedMaximum ?? 40))
    }
}
