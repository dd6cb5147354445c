import Foundation

/// Standard input, read to its end and decoded as UTF-8.
///
/// Invalid UTF-8 never stops a command: each ill-formed sequence becomes U+FFFD REPLACEMENT CHARACTER
/// (the Unicode "maximal subpart" practice Swift's decoder follows), ``replacedInvalidBytes`` says it
/// happened, and ``warnIfReplaced()`` tells the user on standard error.
struct StandardInput {
    /// The decoded text.
    var text: String
    /// Whether some bytes were not valid UTF-8 and were replaced by U+FFFD.
    var replacedInvalidBytes: Bool

    /// Decodes bytes as UTF-8, replacing ill-formed sequences by U+FFFD.
    /// - Parameter bytes: Any bytes.
    init(decoding bytes: some Collection<UInt8>) {
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
            replacedInvalidBytes = false
        } else {
            text = String(decoding: bytes, as: UTF8.self)
            replacedInvalidBytes = true
        }
    }

    /// Reads standard input to its end. A read error ends the input where it happened.
    static func read() -> StandardInput {
        let data = (try? FileHandle.standardInput.readToEnd()) ?? Data()
        return StandardInput(decoding: data)
    }

    /// Writes a warning to standard error if invalid UTF-8 was replaced.
    func warnIfReplaced() {
        guard replacedInvalidBytes else { return }
        let warning =
            "growtext: warning: standard input is not valid UTF-8; invalid bytes were replaced by U+FFFD\n"
        FileHandle.standardError.write(Data(warning.utf8))
    }
}
