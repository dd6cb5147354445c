import Foundation
import Testing

/// A real terminal for end-to-end tests: a tmux server of its own (one socket per session, so tests
/// run in parallel) running a shell script in a fresh directory, with helpers to type, paste, resize,
/// read the screen and wait.
///
/// The script sees `$GROWTEXT`, the `growtext` built for this test run (``BuiltProducts``). Waiting
/// for a screen that never comes fails the test, so a test cannot pass by waiting for nothing.
package final class TmuxSession {
    package let socket: String
    /// The session's working directory; files can be put there before ``start(script:columns:rows:backtrace:)``.
    package let directory: TemporaryDirectory
    /// The script's `XDG_CACHE_HOME`, so that `growtext` remembers terminals there, not in the
    /// user's home (`growtext/width-models`).
    package let cache: TemporaryDirectory
    private let tmuxPath: String

    /// Where `tmux` is installed, or `nil`.
    package static let installedTmux: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return
            (path.split(separator: ":").map(String.init) + [
                "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin",
            ])
            .map { "\($0)/tmux" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether end-to-end suites run here: wherever tmux is installed, and always under `CI=true`,
    /// where a missing tmux then fails every end-to-end test instead of skipping it.
    package static var runsEndToEndTests: Bool {
        runsEndToEndTests(
            tmuxInstalled: installedTmux != nil, environment: ProcessInfo.processInfo.environment)
    }

    /// The rule behind ``runsEndToEndTests``, for any machine.
    package static func runsEndToEndTests(tmuxInstalled: Bool, environment: [String: String]) -> Bool {
        tmuxInstalled || environment["CI"] == "true"
    }

    /// The `growtext` under test (the one just built); fails the calling test when it is missing.
    package static var binary: String {
        get throws { try BuiltProducts.growtext() }
    }

    /// Creates the session's directory; nothing runs until ``start(script:columns:rows:backtrace:)``.
    /// - Throws: When tmux is not installed or growtext was not built (the test fails).
    package init(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        tmuxPath = try #require(
            Self.installedTmux, "tmux is not installed: the end-to-end tests need it",
            sourceLocation: sourceLocation)
        directory = try TemporaryDirectory("tmux-\(name)")
        cache = try TemporaryDirectory("tmux-cache-\(name)")
        socket = "gt-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Creates the directory and starts `script` in it, as ``start(script:columns:rows:backtrace:)``.
    package convenience init(
        _ name: String, script: String, columns: Int = 40, rows: Int = 12,
        backtrace: String = "interactive=no", sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try self.init(name, sourceLocation: sourceLocation)
        try start(script: script, columns: columns, rows: rows, backtrace: backtrace)
    }

    deinit {
        tmux(["kill-server"])
        unlink(socketPath)
    }

    /// Where tmux puts this session's socket (`tmux -L`): a server that is killed leaves it behind.
    package var socketPath: String {
        let folder =
            ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(folder)/tmux-\(getuid())/\(socket)"
    }

    /// Runs `script` with `sh` in the directory, in a detached session of `columns` × `rows`, with
    /// `$GROWTEXT` set to the built binary and `XDG_CACHE_HOME` to ``cache``.
    package func start(
        script: String, columns: Int = 40, rows: Int = 12, backtrace: String = "interactive=no"
    ) throws {
        let file = directory.url.appendingPathComponent("script.sh")
        try ("cd '\(directory.url.path)'\nGROWTEXT='\(try Self.binary)'\n\(script)\nexec sleep 600\n")
            .write(to: file, atomically: true, encoding: .utf8)
        tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
            "env SWIFT_BACKTRACE=\(backtrace) TERM=xterm-256color XDG_CACHE_HOME='\(cache.url.path)' sh '\(file.path)'",
        ])
    }

    /// Runs one tmux command on this session's server (through ``Subprocess``, which `Process`'s
    /// waits on forked tmux servers cannot block) and returns its output.
    @discardableResult
    package func tmux(_ arguments: [String]) -> String {
        Subprocess.run([tmuxPath, "-L", socket] + arguments).output
    }

    /// Sends key names (`Enter`, `C-c`, `M-Enter`, `Up`, ...).
    package func keys(_ names: String...) {
        tmux(["send-keys"] + names)
    }

    /// Types text literally.
    package func type(_ text: String) {
        tmux(["send-keys", "-l", text])
    }

    /// Pastes text with bracketed paste markers (as a terminal does when the app asked for them).
    package func paste(_ text: String) {
        tmux(["set-buffer", "--", text])
        tmux(["paste-buffer", "-p"])
    }

    package func resize(columns: Int, rows: Int) {
        tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen, one string per row, trailing spaces removed.
    package func screen() -> [String] {
        tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The cursor's column and row.
    package func cursor() -> (x: Int, y: Int) {
        let parts = tmux(["display", "-p", "#{cursor_x},#{cursor_y}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (-1, -1)
    }

    package func paneTitle() -> String {
        tmux(["display", "-p", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls until `condition` holds for the screen, up to `timeout` seconds, and returns the last
    /// screen. When the time runs out, the test fails with that screen.
    @discardableResult
    package func waitForScreen(
        timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen()
        while !condition(last) {
            guard Date() < deadline else {
                let shown = last.joined(separator: "\n")
                Issue.record(
                    "the awaited screen never appeared within \(timeout) s; the last one:\n\(shown)",
                    sourceLocation: sourceLocation)
                return last
            }
            usleep(20_000)
            last = screen()
        }
        return last
    }

    /// Polls until the file exists in the directory and ends with a newline, up to `timeout`
    /// seconds; returns its contents, or `nil` on timeout.
    package func waitForFile(_ name: String, timeout: Double = 20) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let bytes = directory.bytes(name), bytes.last == 0x0A {
                return String(decoding: bytes, as: UTF8.self)
            }
            usleep(20_000)
        }
        return nil
    }

    /// The file's contents, if it exists.
    package func file(_ name: String) -> String? {
        directory.bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The exit status the script wrote to the file `status` (`"timeout"` when it never did).
    package func status() -> String {
        waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "timeout"
    }
}
