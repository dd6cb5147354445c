import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real xterm for end-to-end tests: an X server in memory (Xvfb) of its own, an xterm on it
/// running a shell script in a fresh directory, keys typed and the window resized with xdotool,
/// and the screen read back through xterm's own print-screen: its `printerCommand` resource appends
/// what the `print()` action (F11) or the `print-everything()` action (F12, the scrollback too)
/// prints to a file, each print ended by a form feed.
///
/// xterm cuts rows at a narrower width instead of re-wrapping them, the other way terminals go
/// (`TerminalReflow`). The script sees `$GROWTEXT`, the `growtext` built for this test run.
/// `scripts/install-x-tools.sh` installs the Debian packages xvfb, xterm and xdotool.
package final class XtermSession {
    /// The session's working directory.
    package let directory: TemporaryDirectory
    private let tools: Tools
    private var display = ""
    private var window = ""
    private var processes: [pid_t] = []

    /// How many servers this process started, for each server's screen width of its own.
    private static let sessionsStarted = Mutex(0)

    /// Counts a server started; returns how many this process started so far.
    private static func startSession() -> Int {
        sessionsStarted.withLock { count in
            count += 1
            return count
        }
    }

    /// The programs the session runs.
    struct Tools {
        var xvfb: String
        var xterm: String
        var xdotool: String
    }

    /// Where Xvfb, xterm and xdotool are installed, or `nil` when one is missing.
    private static let installedTools: Tools? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        func find(_ name: String) -> String? {
            folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let xvfb = find("Xvfb"), let xterm = find("xterm"), let xdotool = find("xdotool") else {
            return nil
        }
        return Tools(xvfb: xvfb, xterm: xterm, xdotool: xdotool)
    }()

    /// Whether the xterm suites run here: wherever Xvfb, xterm and xdotool are installed, and always
    /// under `CI=true`, where a missing one then fails every xterm test instead of skipping it.
    package static var runsXtermTests: Bool {
        runsXtermTests(
            toolsInstalled: installedTools != nil, environment: ProcessInfo.processInfo.environment)
    }

    /// The rule behind ``runsXtermTests``, for any machine: the tmux suites' rule.
    package static func runsXtermTests(toolsInstalled: Bool, environment: [String: String]) -> Bool {
        TmuxSession.runsEndToEndTests(tmuxInstalled: toolsInstalled, environment: environment)
    }

    /// Starts an X server, and on it an xterm of `columns` × `rows` running `script` with `sh` in a
    /// fresh directory; waits for its window.
    /// - Throws: When a tool is missing or growtext was not built (the test fails).
    package init(
        _ name: String, script: String, columns: Int, rows: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        tools = try #require(
            Self.installedTools,
            "Xvfb, xterm and xdotool must be installed for the xterm tests (scripts/install-x-tools.sh)",
            sourceLocation: sourceLocation)
        directory = try TemporaryDirectory("xterm-\(name)")
        let file = directory.path("script.sh")
        try
            ("cd '\(directory.url.path)'\nGROWTEXT='\(try BuiltProducts.growtext())'\n\(script)\nexec sleep 600\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let title = "growtext-\(name)-\(getpid())"
        let translations = "#override <Key>F11: print()\\n<Key>F12: print-everything()"
        let resources = [
            "XTerm*printerCommand: cat >> '\(directory.path("print"))'", "XTerm*printAttributes: 0",
            "XTerm*printerFormFeed: true", "XTerm*VT100.translations: \(translations)",
        ]
        // Xvfb picks the lowest free display and writes its number once it accepts connections. A
        // server of a session that just ended may still be leaving that display, and its exit can
        // take the new server's socket with it: each server has a screen width of its own, so the
        // one that answers is known to be this session's. `-noreset` (Xserver(1)): by default a
        // server resets when its last client leaves, and the check's xdotool is its last client.
        // On a busy machine an xterm still failed, rarely, to open a display that had just answered
        // (the cause is not known; it never happened outside a full CI run): a server that never
        // answers, or whose xterm exits or shows no window, is replaced with its xterm, at most
        // twice, before the test fails with what they printed.
        for _ in 0..<3 where window.isEmpty {
            let width = 1280 + 2 * (Self.startSession() % 500)
            // The last attempt's server and xterm are gone before this one starts, so that this
            // server cannot lose its display to one still leaving it.
            endProcesses()
            truncate(directory.path("display"), 0)
            try start(
                "exec '\(tools.xvfb)' -displayfd 3 -screen 0 \(width)x800x24 -nolisten tcp -noreset 3>'\(directory.path("display"))'"
            )
            let told = waitFor {
                self.directory.bytes("display").flatMap { bytes in
                    bytes.last == 0x0A ? String(decoding: bytes.dropLast(), as: UTF8.self) : nil
                }
            }
            guard let told else { continue }
            display = told
            let answered =
                waitFor {
                    let geometry = self.xdotool(["getdisplaygeometry"])
                    return geometry.hasPrefix("\(width) 800") ? geometry : nil
                } != nil
            guard answered else { continue }
            try start(
                "export DISPLAY=':\(display)' TERM=xterm-256color; exec '\(tools.xterm)' "
                    + resources.map { "-xrm \"\($0)\"" }.joined(separator: " ")
                    + " -geometry \(columns)x\(rows)+0+0 -title '\(title)' -e sh '\(file)'")
            let xterm = processes.last
            window =
                waitFor {
                    // Mapped, so that it can take the focus.
                    let found = self.xdotool(["search", "--onlyvisible", "--name", title])
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                    if found.isEmpty, let xterm, kill(xterm, 0) != 0 { return "" }
                    return found.isEmpty ? nil : found
                } ?? ""
        }
        try #require(
            !window.isEmpty,
            "no X server answered, or xterm's window never appeared on display :\(display), in 3 attempts; Xvfb's and xterm's output: \(log)",
            sourceLocation: sourceLocation)
        // No window manager: the window gets the keyboard's focus from xdotool.
        xdotool(["windowfocus", "--sync", window])
    }

    deinit {
        endProcesses()
    }

    /// Ends the session's processes, the last started first, and waits up to 30 seconds for them to
    /// be gone: before the next server starts, or it could take the display one of them is still
    /// leaving, and an xterm connect to the server on its way out.
    private func endProcesses() {
        for pid in processes.reversed() {
            kill(pid, SIGTERM)
        }
        let deadline = Date().addingTimeInterval(30)
        while processes.contains(where: { kill($0, 0) == 0 }), Date() < deadline {
            usleep(20_000)
        }
        processes.removeAll()
    }

    /// What Xvfb and xterm printed.
    private var log: String {
        directory.bytes("log").map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Runs `command` with `sh` in the background, its output to a log in the directory, and
    /// remembers its process to end it.
    private func start(_ command: String) throws {
        let pidFile = directory.path("pid")
        Subprocess.run([
            "/bin/sh", "-c", "(\(command)) >>'\(directory.path("log"))' 2>&1 & echo $! >'\(pidFile)'",
        ])
        let pid = try #require(
            directory.bytes("pid").flatMap {
                pid_t(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            })
        processes.append(pid)
    }

    /// Runs xdotool on the session's display and returns its output.
    @discardableResult
    package func xdotool(_ arguments: [String]) -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(display)"
        return Subprocess.run([tools.xdotool] + arguments, environment: environment).output
    }

    /// Types text into the window.
    package func type(_ text: String) {
        xdotool(["type", "--delay", "5", text])
    }

    /// Presses keys (`Return`, `x`, ...).
    package func keys(_ names: String...) {
        xdotool(["key"] + names)
    }

    /// Resizes the window to each of `columns` in turn, `rows` high, `secondsApart` apart, in one
    /// xdotool command so that the resizes keep their pace however busy this process is.
    package func drag(columns: [Int], rows: Int, secondsApart: Double) {
        let seconds = String(format: "%.3f", secondsApart)
        xdotool(
            columns.flatMap { ["windowsize", "--usehints", window, "\($0)", "\(rows)", "sleep", seconds] }
                .dropLast(2))
    }

    /// The screen (or, with `scrollback`, the scrollback then the screen) as xterm prints it, one
    /// string per row, trailing spaces removed; `nil` when no print came within 20 seconds.
    package func screen(scrollback: Bool = false) -> [String]? {
        // xterm keeps the printer command running between prints, appending: empty its file.
        truncate(directory.path("print"), 0)
        keys(scrollback ? "F12" : "F11")
        let printed = waitFor { () -> [UInt8]? in
            guard let bytes = self.directory.bytes("print"), let end = bytes.firstIndex(of: 0x0C) else {
                return nil
            }
            return Array(bytes[..<end])
        }
        guard let printed else { return nil }
        var rows = String(decoding: printed, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { String($0.reversed().drop(while: { $0 == " " || $0 == "\r" }).reversed()) }
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Polls until the screen satisfies `condition`, up to `timeout` seconds, and returns the last
    /// screen; when the time runs out the test fails with it.
    @discardableResult
    package func waitForScreen(
        timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen() ?? []
        while !condition(last) {
            guard Date() < deadline else {
                Issue.record(
                    """
                    the awaited screen never appeared within \(timeout) s; the last one:
                    \(last.joined(separator: "\n"))
                    Xvfb's and xterm's output:
                    \(log)
                    """, sourceLocation: sourceLocation)
                return last
            }
            usleep(50_000)
            last = screen() ?? []
        }
        return last
    }

    /// Polls until the file exists in the directory and ends with a newline, up to 20 seconds.
    package func waitForFile(_ name: String) -> String? {
        waitFor {
            self.directory.bytes(name).flatMap { $0.last == 0x0A ? String(decoding: $0, as: UTF8.self) : nil }
        }
    }

    /// Polls `value` every 20 ms until it is not `nil`, up to 20 seconds.
    private func waitFor<Value>(_ value: () -> Value?) -> Value? {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let found = value() { return found }
            usleep(20_000)
        }
        return nil
    }
}
