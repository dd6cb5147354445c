#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the external editor gave no text back. The text in the box is kept in every case.
package enum ExternalEditorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The shell could not find the editor's command (exit status 127).
    case notFound(command: String)
    /// The editor exited with a status other than 0 (`:cq` in Vim).
    case failed(command: String, status: Int32)
    /// The editor was killed by a signal.
    case killed(command: String, signal: Int32)
    /// The temporary file could not be created, written or read back (`errno`).
    case temporaryFile(errno: Int32)
    /// The terminal could not be opened or the shell could not be started (`errno`).
    case cannotStart(errno: Int32)

    /// A short sentence for the hint line.
    package var description: String {
        switch self {
        case .notFound(let command): return "editor \(command): not found"
        case .failed(let command, let status): return "editor \(command): exit status \(status)"
        case .killed(let command, let signal): return "editor \(command): killed by signal \(signal)"
        case .temporaryFile(let code): return "editor: temporary file: \(String(cString: strerror(code)))"
        case .cannotStart(let code): return "editor: cannot start: \(String(cString: strerror(code)))"
        }
    }
}

/// Runs `$VISUAL` (or `$EDITOR`, or `vi`) on a text in a temporary file, on the terminal, and reads
/// the edited text back: what Ctrl+E (and Ctrl+X Ctrl+E) do in `growtext prompt`.
///
/// The command runs as `sh -c '<command> "$1"' sh <file>`, so `EDITOR="code --wait"` works as it
/// does for git. Its standard input, output and error are the terminal (`/dev/tty`), never the
/// prompt's own: standard input may be the pipe that held the initial text, and standard output is
/// what `$(…)` captures. While it runs the prompt ignores SIGINT and SIGQUIT (as `system(3)` does),
/// so Ctrl+C inside the editor does not end the prompt; the editor gets the default actions.
///
/// The file holds the text and a final line break; when the editor exits with status 0, the file
/// is read back with one final line break dropped, CRLF and CR turned into LF and invalid UTF-8
/// replaced by U+FFFD. The file is removed afterwards in every case.
package struct ExternalEditor: Sendable {
    /// The command line of the editor, as the shell reads it.
    package var command: String
    /// The environment the editor runs with.
    package var environment: [String: String]
    /// The terminal the editor runs on.
    package var terminalPath: String
    /// Where the temporary file is created: `$TMPDIR`, else `/tmp`.
    package var temporaryDirectory: String

    /// An editor chosen as git chooses one: `VISUAL`, else `EDITOR` (ignoring empty values), else
    /// `vi`.
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - terminalPath: The terminal; `/dev/tty` by default.
    package init(environment: [String: String], terminalPath: String = "/dev/tty") {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
        command = chosen ?? "vi"
        self.environment = environment
        self.terminalPath = terminalPath
        temporaryDirectory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Runs the editor on `text` and waits for it.
    /// - Parameter text: The text to edit.
    /// - Returns: The edited text, or why there is none.
    package func edit(_ text: String) -> Result<String, ExternalEditorError> {
        var template = Array("\(temporaryDirectory)/growtext-XXXXXX.txt".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { return .failure(.temporaryFile(errno: errno)) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let written = FileDescriptorIO.writeAll(Array((text + "\n").utf8), to: descriptor)
        close(descriptor)
        guard written else { return .failure(.temporaryFile(errno: errno)) }
        let status: Int32
        switch run(path: path) {
        case .failure(let error): return .failure(error)
        case .success(let value): status = value
        }
        let signal = status & 0x7F
        if signal != 0 { return .failure(.killed(command: command, signal: signal)) }
        let code = (status >> 8) & 0xFF
        if code == 127 { return .failure(.notFound(command: command)) }
        if code != 0 { return .failure(.failed(command: command, status: code)) }
        guard let bytes = FileDescriptorIO.readAll(path: path) else {
            return .failure(.temporaryFile(errno: errno))
        }
        return .success(PromptText.fromFile(String(decoding: bytes, as: UTF8.self)))
    }

    /// Spawns the shell on the terminal and waits; returns the raw wait status.
    private func run(path: String) -> Result<Int32, ExternalEditorError> {
        let terminal = open(terminalPath, O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return .failure(.cannotStart(errno: errno)) }
        defer { close(terminal) }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in 0...2 {
            posix_spawn_file_actions_adddup2(&actions, terminal, target)
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signalNumber)
        }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let arguments = ["sh", "-c", "\(command) \"$1\"", "sh", path]
        let variables = environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let ignored = IgnoredSignals([SIGINT, SIGQUIT])
        defer { ignored.restore() }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, &envp)
        guard spawned == 0 else { return .failure(.cannotStart(errno: spawned)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(.cannotStart(errno: errno)) }
        }
        return .success(status)
    }
}

/// Signals set to "ignore" for a while, and put back as they were.
private struct IgnoredSignals {
    private var previous: [(Int32, sigaction)] = []

    init(_ signals: [Int32]) {
        for signalNumber in signals {
            var ignore = sigaction()
            ignore.plainHandler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var old = sigaction()
            sigaction(signalNumber, &ignore, &old)
            previous.append((signalNumber, old))
        }
    }

    func restore() {
        for (signalNumber, action) in previous {
            var action = action
            sigaction(signalNumber, &action, nil)
        }
    }
}
