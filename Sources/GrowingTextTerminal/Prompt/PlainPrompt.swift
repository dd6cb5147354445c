import GrowingTextCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `growtext prompt` on a terminal that cannot move the cursor (`TERM=dumb`): a plain line-based
/// prompt, as prompt_toolkit falls back to, instead of a refusal.
///
/// The header is printed, then the prompt prefix, and a line is read in the terminal's own cooked
/// mode (its line editing: Backspace, Ctrl+U, Ctrl+W). Enter submits the line; with
/// ``PromptConfiguration/enterInsertsNewline`` lines are read until end of file (Ctrl+D at the
/// start of a line), each after the prefix. An initial text is shown in brackets and submitted by
/// an empty line. Ctrl+D on an empty first line cancels; Ctrl+C ends the process as in any cooked
/// terminal (status 130). A text longer than the maximum length is cut to it.
package enum PlainPrompt {
    /// Runs the plain prompt on the terminal at `path`.
    /// - Parameters:
    ///   - text: The initial text.
    ///   - configuration: The header, prefix, maximum length and Enter's role.
    ///   - path: The terminal device; `/dev/tty` by default.
    /// - Returns: The outcome: the submitted text, or a cancel.
    /// - Throws: ``TerminalError`` when the terminal cannot be opened.
    package static func run(
        text: String, configuration: PromptConfiguration, path: String = "/dev/tty"
    ) throws -> PromptProgram.Outcome {
        let device = try TerminalDevice.open(path: path)
        let editing = EditingPolicy(maximumLength: configuration.maximumLength)
        let text = editing.clamped(text)
        var intro = configuration.headerLines.map { $0 + "\n" }.joined()
        if !text.isEmpty { intro += "[\(text)]\n" }
        if text.isEmpty, !configuration.placeholder.isEmpty { intro += "(\(configuration.placeholder))\n" }
        device.write(Array(intro.utf8))
        var lines: [String] = []
        while true {
            device.write(Array(configuration.rowPrefix.utf8))
            guard let line = readLine(from: device.fileDescriptor) else {
                device.write(Array("\n".utf8))
                break
            }
            lines.append(line)
            if !configuration.enterInsertsNewline { break }
        }
        if lines.isEmpty { return .cancelled }
        var submitted = lines.joined(separator: "\n")
        if submitted.isEmpty, !text.isEmpty { submitted = text }
        return .submitted(editing.clamped(submitted))
    }

    /// One line from the terminal without its line break, or `nil` at end of file.
    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
            if byte != 0x0D { bytes.append(byte) }
        }
    }
}
