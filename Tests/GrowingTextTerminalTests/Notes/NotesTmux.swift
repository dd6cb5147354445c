import Foundation

/// `growtext notes` in a real terminal: a tmux server of its own (one socket per session, so tests
/// run in parallel) in a fresh directory, with helpers to type, read the screen and wait.
///
/// Like the prompt's `TmuxSession`, except that the directory exists before the session starts, so
/// a test can put a notes file there first.
final class NotesTmux {
    let socket: String
    let directory: TemporaryDirectory

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    /// The built `growtext`: the test target depends on it, so it sits beside the test bundle.
    static let binary: String = {
        let bundle = Bundle.main.bundleURL
        for directory in [bundle, bundle.deletingLastPathComponent()] {
            let path = directory.appendingPathComponent("growtext").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "growtext"
    }()

    /// Creates the directory and, in it, a `script.sh` run by `sh` in a detached 40 × 12 session with
    /// `$GROWTEXT` set. Files can be put in the directory before ``start()``.
    init(_ name: String) throws {
        directory = try TemporaryDirectory("notes-e2e-\(name)")
        socket = "gtnotes-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    deinit {
        tmux(["kill-server"])
    }

    func start(script: String, columns: Int = 40, rows: Int = 12) throws {
        let file = directory.url.appendingPathComponent("script.sh")
        try ("cd '\(directory.url.path)'\nGROWTEXT='\(Self.binary)'\n\(script)\nexec sleep 600\n")
            .write(to: file, atomically: true, encoding: .utf8)
        tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
            "env SWIFT_BACKTRACE=interactive=no TERM=xterm-256color sh '\(file.path)'",
        ])
    }

    /// Runs `growtext notes ARGUMENTS` recording `stty -g` before and after, then the exit status.
    func startNotes(_ arguments: String = "notes.json") throws {
        try start(
            script: """
                stty -g > before
                printf '\\033]2;notes-e2e\\033\\\\'
                "$GROWTEXT" notes \(arguments) 2> stderr; status=$?
                stty -g > after
                echo $status > status
                """)
    }

    /// Runs one tmux command on this session's server (through the end-to-end tests' `Subprocess`,
    /// which `Process`'s waits on forked tmux servers cannot block) and returns its output.
    @discardableResult
    func tmux(_ arguments: [String]) -> String {
        Subprocess.run(["/usr/bin/tmux", "-L", socket] + arguments).output
    }

    /// Sends key names (`Enter`, `C-n`, `Up`, ...).
    func keys(_ names: String...) {
        tmux(["send-keys"] + names)
    }

    /// Types text literally.
    func type(_ text: String) {
        tmux(["send-keys", "-l", text])
    }

    /// The screen, one string per row, trailing spaces removed.
    func screen() -> [String] {
        tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    func paneTitle() -> String {
        tmux(["display", "-p", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls until `condition` holds for the screen, up to `timeout` seconds; returns the last screen.
    @discardableResult
    func waitForScreen(timeout: Double = 20, _ condition: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen()
        while !condition(last), Date() < deadline {
            usleep(20_000)
            last = screen()
        }
        return last
    }

    /// Polls until a file exists and ends with a newline; returns its contents.
    func waitForFile(_ name: String, timeout: Double = 20) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let bytes = directory.bytes(name), bytes.last == 0x0A {
                return String(decoding: bytes, as: UTF8.self)
            }
            usleep(20_000)
        }
        return nil
    }

    /// The exit status of `growtext notes`, once it has ended.
    func status() -> String {
        waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "timeout"
    }
}
