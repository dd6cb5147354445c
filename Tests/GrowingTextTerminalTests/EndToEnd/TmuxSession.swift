import Foundation

/// A tmux server of its own (one socket per test, so tests run in parallel) running a shell
/// script, with helpers to type, paste, resize and read the screen.
final class TmuxSession {
    let socket: String
    let directory: URL

    /// The built `growtext`, found next to the test bundle (the test target depends on it) or in
    /// the package's `.build/debug`.
    static let binary: String = {
        let candidates = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                    ".build/debug"),
        ]
        for directory in candidates {
            let path = directory.appendingPathComponent("growtext").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "growtext"
    }()

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    /// Starts `script` (run by sh in `directory`) in a detached tmux session of `columns` × `rows`.
    init(
        _ name: String, script: String, columns: Int = 40, rows: Int = 12,
        backtrace: String = "interactive=no"
    ) throws {
        socket = "gt-\(name)-\(getpid())"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("script.sh")
        try ("cd '\(directory.path)'\nGROWTEXT='\(Self.binary)'\n" + script + "\nexec sleep 600\n")
            .write(to: file, atomically: true, encoding: .utf8)
        tmux(["kill-server"])
        tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
            "env SWIFT_BACKTRACE=\(backtrace) TERM=xterm-256color sh '\(file.path)'",
        ])
    }

    deinit {
        tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func tmux(_ arguments: [String]) -> String {
        Subprocess.run(["/usr/bin/tmux", "-L", socket] + arguments).output
    }

    /// Sends key names (`Enter`, `C-c`, `M-Enter`, `Up`, ...).
    func keys(_ names: String...) {
        tmux(["send-keys"] + names)
    }

    /// Types text literally.
    func type(_ text: String) {
        tmux(["send-keys", "-l", text])
    }

    /// Pastes text with bracketed paste markers (as a terminal does when the app asked for them).
    func paste(_ text: String) {
        tmux(["set-buffer", "--", text])
        tmux(["paste-buffer", "-p"])
    }

    func resize(columns: Int, rows: Int) {
        tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen, one string per row, trailing spaces removed.
    func screen() -> [String] {
        tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The cursor's column and row.
    func cursor() -> (x: Int, y: Int) {
        let parts = tmux(["display", "-p", "#{cursor_x},#{cursor_y}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (-1, -1)
    }

    func paneTitle() -> String {
        tmux(["display", "-p", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls until `condition` holds for the screen, up to `timeout` seconds; returns the last screen.
    @discardableResult
    func waitForScreen(timeout: Double = 15, _ condition: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen()
        while !condition(last), Date() < deadline {
            usleep(50_000)
            last = screen()
        }
        return last
    }

    /// Polls until the file exists in the session's directory; returns its contents.
    func waitForFile(_ name: String, timeout: Double = 15) -> String? {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(50_000)
        }
        return nil
    }

    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
}
