#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure to get hold of a usable terminal.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The terminal device could not be opened (no controlling terminal, for instance under cron or
    /// in a pipeline without a tty). The associated values are the path and `errno`.
    case cannotOpen(path: String, errno: Int32)
    /// The path opened, but it is not a terminal.
    case notATerminal(path: String)
    /// `TERM` names a terminal without cursor movement (`dumb`), so an interactive editor cannot run.
    case dumbTerminal
    /// Reading or setting the terminal attributes failed with `errno`.
    case attributes(errno: Int32)

    /// A sentence for the user, naming the cause.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let code):
            return "cannot open the terminal \(path): \(String(cString: strerror(code)))"
        case .notATerminal(let path):
            return "\(path) is not a terminal"
        case .dumbTerminal:
            return "TERM=dumb: this terminal cannot move the cursor, so the editor cannot run"
        case .attributes(let code):
            return "cannot set the terminal mode: \(String(cString: strerror(code)))"
        }
    }
}

/// The size of a terminal in character cells.
@_spi(Benchmarks) public struct TerminalSize: Equatable, Sendable {
    /// Columns (cells per row), at least 1.
    @_spi(Benchmarks) public var columns: Int
    /// Rows, at least 1.
    @_spi(Benchmarks) public var rows: Int

    /// Creates a size, clamping both dimensions to at least 1 so no caller divides by zero.
    /// - Parameters:
    ///   - columns: Cells per row; values below 1 become 1.
    ///   - rows: Rows; values below 1 become 1.
    @_spi(Benchmarks) public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }
}

/// What woke ``TerminalDevice/waitForInput(timeoutMilliseconds:)``.
package enum TerminalWakeup: Equatable, Sendable {
    /// Bytes arrived from the terminal.
    case input([UInt8])
    /// The window changed size (SIGWINCH).
    case resized
    /// The process continued after a stop (SIGCONT): raw mode is back, the screen must be redrawn.
    case resumed
    /// SIGINT, SIGTERM or SIGHUP arrived: the program should end (saving what it must) and exit with
    /// status 128 + the signal's number.
    case terminated(Int32)
    /// The timeout passed with nothing to read.
    case timeout
    /// The terminal closed (hang-up or end of file).
    case closed
}

/// The controlling terminal, opened on `/dev/tty`, in raw mode for as long as the editor runs.
///
/// The UI is drawn on `/dev/tty` rather than on stdout so that `msg=$(growtext prompt)` captures only
/// the submitted text. Raw mode and the screen modes are always undone: by ``restore()``, by `deinit`,
/// and by the signal handlers of the terminal restorer for the crash signals (which then re-raise, so
/// the exit status is unchanged). SIGINT, SIGTERM and SIGHUP are reported as
/// ``TerminalWakeup/terminated(_:)`` while raw mode is on (a second one is fatal). SIGTSTP restores
/// the terminal and stops; every SIGCONT re-enters raw mode and reports ``TerminalWakeup/resumed`` so
/// the caller redraws.
package final class TerminalDevice {
    /// The file descriptor of the terminal.
    package let fileDescriptor: Int32
    private var original: termios?
    private var wakePipe: (read: Int32, write: Int32) = (-1, -1)
    private var isRaw = false
    private var unreadInput: [UInt8] = []
    /// A signal's wakeup that a start-up question took, for the run loop to see first.
    private var postponedWakeup: TerminalWakeup?

    /// Opens the terminal at `path` for reading and writing.
    /// - Parameter path: The device; `/dev/tty` (the controlling terminal) by default.
    /// - Returns: The opened terminal, not yet in raw mode.
    /// - Throws: ``TerminalError/cannotOpen(path:errno:)`` when there is no such terminal (no
    ///   controlling terminal: a clear error instead of a hang), ``TerminalError/notATerminal(path:)``
    ///   when the path is not a tty.
    package static func open(path: String = "/dev/tty") throws -> TerminalDevice {
        let descriptor = systemOpen(path)
        guard descriptor >= 0 else { throw TerminalError.cannotOpen(path: path, errno: errno) }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            throw TerminalError.notATerminal(path: path)
        }
        return TerminalDevice(fileDescriptor: descriptor)
    }

    private init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    deinit {
        restore()
        close(fileDescriptor)
        if wakePipe.read >= 0 {
            close(wakePipe.read)
            close(wakePipe.write)
        }
    }

    /// The current window size from `TIOCGWINSZ`, or `nil` when the terminal does not report one
    /// (0 columns or rows).
    package var size: TerminalSize? {
        var window = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Switches to raw mode and turns on the requested screen modes, installing the restorer.
    /// - Parameters:
    ///   - alternateScreen: Whether to switch to the alternate screen (full-screen programs).
    ///   - bracketedPaste: Whether to ask the terminal to mark pasted text (`ESC[200~ … ESC[201~`).
    /// - Throws: ``TerminalError/attributes(errno:)`` when the attributes cannot be read or set.
    package func enterRawMode(alternateScreen: Bool, bracketedPaste: Bool = true) throws {
        guard !isRaw else { return }
        // The modes found the first time are the ones to restore, even if a program run while the
        // terminal was released (an editor killed by a signal) left it in another mode.
        let original: termios
        if let saved = self.original {
            original = saved
        } else {
            var current = termios()
            guard tcgetattr(fileDescriptor, &current) == 0 else {
                throw TerminalError.attributes(errno: errno)
            }
            original = current
            self.original = current
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        var enter = ""
        var leave = "\u{1B}[0m\u{1B}[?25h"
        if bracketedPaste {
            enter += "\u{1B}[?2004h"
            leave += "\u{1B}[?2004l"
        }
        if alternateScreen {
            enter += "\u{1B}[?1049h"
            leave += "\u{1B}[?1049l"
        }
        if wakePipe.read < 0 {
            var descriptors: [Int32] = [-1, -1]
            if pipe(&descriptors) == 0 {
                for descriptor in descriptors {
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                }
                wakePipe = (descriptors[0], descriptors[1])
            }
        }
        TerminalRestorer.configure(
            fd: fileDescriptor, original: original, raw: raw, restore: Array(leave.utf8),
            enter: Array(enter.utf8))
        TerminalRestorer.install(wakeWriteFD: wakePipe.write)
        guard tcsetattr(fileDescriptor, TCSADRAIN, &raw) == 0 else {
            throw TerminalError.attributes(errno: errno)
        }
        isRaw = true
        TerminalRestorer.setRawActive(true)
        write(Array(enter.utf8))
    }

    /// Leaves raw mode and the screen modes, putting the terminal back as it was. Safe to call twice.
    package func restore() {
        guard isRaw else { return }
        TerminalRestorer.restoreNow()
        TerminalRestorer.setRawActive(false)
        isRaw = false
    }

    /// Sets the bytes that erase what is drawn, written if the process dies of a signal (so an inline
    /// UI does not stay under the shell's next prompt). Empty to erase nothing.
    /// - Parameter bytes: At most 64 bytes (longer is ignored), usually ``FrameRenderer/cleanupBytes``.
    package func setCleanupBytes(_ bytes: [UInt8]) {
        TerminalRestorer.setCleanup(bytes)
    }

    /// Whether a shell can resume the process after a stop (``JobControl/canSuspend(terminal:)``).
    package var canSuspend: Bool { JobControl.canSuspend(terminal: fileDescriptor) }

    /// Stops the process group like Ctrl+Z would in a cooked terminal: restores the terminal, stops,
    /// and returns after `fg` with raw mode back on. The caller redraws everything afterwards. Only
    /// where ``canSuspend`` holds: elsewhere nothing would ever continue the process.
    package func suspend() {
        // The whole group, as the terminal's Ctrl+Z would: the other commands of a pipeline stop too,
        // so the shell sees the job stopped.
        kill(0, SIGTSTP)
    }

    /// Writes all of `bytes`, retrying on short writes and `EINTR`.
    /// - Parameter bytes: The bytes to write; escape sequences included.
    package func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(fileDescriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Puts bytes back to be read first by the next ``waitForInput(timeoutMilliseconds:)``: keys typed
    /// while the session was reading the terminal's answers to a question.
    /// - Parameter bytes: The bytes, in the order they were read.
    func unread(_ bytes: [UInt8]) {
        unreadInput += bytes
    }

    /// Hands a wakeup back, to be returned first by the next ``waitForInput(timeoutMilliseconds:)``:
    /// a termination signal that arrived while the session was reading the terminal's answers.
    /// - Parameter wakeup: The wakeup.
    func postpone(_ wakeup: TerminalWakeup) {
        postponedWakeup = wakeup
    }

    /// Waits for input, a signal, or the timeout, whichever comes first.
    /// - Parameter timeoutMilliseconds: How long to wait; `nil` waits indefinitely.
    /// - Returns: What happened. Signals take precedence over input so a resize is never starved.
    package func waitForInput(timeoutMilliseconds: Int?) -> TerminalWakeup {
        if let postponed = postponedWakeup {
            postponedWakeup = nil
            return postponed
        }
        if !unreadInput.isEmpty {
            defer { unreadInput = [] }
            return .input(unreadInput)
        }
        var descriptors = [
            pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&descriptors, nfds_t(descriptors.count), Int32(timeoutMilliseconds ?? -1))
        if result < 0 { return errno == EINTR ? drainWakeups() ?? .timeout : closed() }
        if result == 0 { return .timeout }
        if descriptors[0].revents & Int16(POLLIN) != 0, let wakeup = drainWakeups() {
            return wakeup
        }
        if descriptors[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes {
                systemRead(fileDescriptor, $0.baseAddress!, $0.count)
            }
            if count > 0 { return .input(Array(buffer[0..<count])) }
            if count < 0, errno == EINTR || errno == EAGAIN { return .timeout }
            return closed()
        }
        return .timeout
    }

    /// The most bytes ``takePendingInput()`` reads: far more than keys typed ahead, and a bound on a
    /// terminal that keeps sending.
    static let pendingInputLimit = 1 << 20

    /// What was typed and is waiting to be read, without waiting for more: the bytes put back by
    /// ``unread(_:)``, then what the terminal holds now (up to ``pendingInputLimit``). For a
    /// termination signal, which wakes the loop before keys typed just before it may be read.
    /// - Returns: The bytes, in the order they were typed.
    package func takePendingInput() -> [UInt8] {
        var bytes = unreadInput
        unreadInput = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < Self.pendingInputLimit {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) == 1, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes {
                systemRead(fileDescriptor, $0.baseAddress!, $0.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    private func closed() -> TerminalWakeup {
        TerminalRestorer.noteHangUp()
        return .closed
    }

    private func drainWakeups() -> TerminalWakeup? {
        var buffer = [UInt8](repeating: 0, count: 64)
        var resized = false
        var resumed = false
        var terminated: Int32?
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(wakePipe.read, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                let signalNumber = Int32(byte)
                if TerminalRestorer.isTermination(signalNumber) {
                    terminated = signalNumber
                } else if signalNumber == SIGCONT {
                    resumed = true
                } else {
                    resized = true
                }
            }
        }
        if let terminated { return .terminated(terminated) }
        return resumed ? .resumed : resized ? .resized : nil
    }
}

private func systemOpen(_ path: String) -> Int32 {
    open(path, O_RDWR | O_CLOEXEC)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
