import GrowingTextTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Reads standard input to its end. A read error (EIO, say) gives the empty text.
    static func read() -> StandardInput {
        StandardInput(decoding: FileDescriptorIO.readAll(descriptor: STDIN_FILENO) ?? [])
    }

    /// Writes a warning to standard error if invalid UTF-8 was replaced.
    func warnIfReplaced() {
        guard replacedInvalidBytes else { return }
        StandardStreams.printError(
            "growtext: warning: standard input is not valid UTF-8; invalid bytes were replaced by U+FFFD")
    }
}
