/// How text crosses the prompt's edges: what comes in from standard input or an editor's file, and
/// what goes out as JSON.
package enum PromptText {
    /// `text` with every CRLF and lone CR turned into LF, as pastes are.
    /// - Parameter text: Any text.
    /// - Returns: The text with LF line breaks only.
    /// - Complexity: O(n).
    package static func normalizingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            result.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(result)
    }

    /// Text read from a file (standard input, the editor's temporary file) as the box's text: line
    /// breaks normalised to LF and one final line break dropped, since `echo` and editors end the
    /// last line with one.
    /// - Parameter text: The decoded file.
    /// - Returns: The text for the box.
    package static func fromFile(_ text: String) -> String {
        var result = normalizingLineBreaks(text)
        if result.unicodeScalars.last == "\n" { result.unicodeScalars.removeLast() }
        return result
    }

    /// The lines of `text`: split at every LF, so that joining them with LF gives `text` back; the
    /// empty text has no lines (`[]`), and a text ending in LF has an empty last line.
    /// - Parameter text: The text.
    /// - Returns: Its lines, without their line breaks.
    package static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The JSON object `--output json` prints: `{"text": …, "lines": […]}` for a submitted text
    /// (``lines(of:)``), `{"text": null, "lines": null}` for a cancel, so a script tells an empty
    /// submission (`{"text": "", "lines": []}`) from a cancel without the exit status.
    /// - Parameter outcome: How the prompt ended.
    /// - Returns: One line of JSON, without a final line break.
    package static func json(for outcome: PromptProgram.Outcome) -> String {
        switch outcome {
        case .cancelled:
            return #"{"text": null, "lines": null}"#
        case .submitted(let text):
            let lines = lines(of: text).map { JSONText.quoted($0[...]) }.joined(separator: ", ")
            return #"{"text": \#(JSONText.quoted(text[...])), "lines": [\#(lines)]}"#
        }
    }
}
