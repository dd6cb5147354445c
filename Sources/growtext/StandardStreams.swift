import GrowingTextTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines on standard output and standard error, written whole with `write(2)`.
///
/// Not `FileHandle`: it lives in the full Foundation, which `growtext` does not link (only
/// FoundationEssentials), so that the static binary carries no ICU data.
enum StandardStreams {
    /// Writes `text` and a line feed to standard output.
    static func printOutput(_ text: String) {
        _ = FileDescriptorIO.writeAll(Array((text + "\n").utf8), to: STDOUT_FILENO)
    }

    /// Writes `text` and a line feed to standard error.
    static func printError(_ text: String) {
        _ = FileDescriptorIO.writeAll(Array((text + "\n").utf8), to: STDERR_FILENO)
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
}
