/// Runs a ``TerminalProgram`` on a ``TerminalDevice``: reads and decodes input, handles the lone-Esc
/// timeout, window resizes, suspend and resume, and draws each new frame with a ``FrameRenderer``.
package struct TerminalRunLoop {
    /// How long to wait for the rest of an escape sequence before taking a lone Esc, in milliseconds.
    package var escapeTimeout: Int
    /// The size used when the terminal does not report one.
    package var fallbackSize: TerminalSize
    /// How long a bracketed paste may stay silent before it is taken as ended, in milliseconds.
    static let pasteTimeout = 1000
    /// How long the terminal has to say where its cursor is after a resize, in milliseconds (as for
    /// the width probe: a local terminal answers in about one, one across `ssh` in a round trip).
    static let cursorReportTimeout = 200
    /// The exit status when the terminal closed (hang-up) or raw mode could not be re-entered.
    package static let lostTerminalStatus: Int32 = 129

    /// Creates a run loop.
    /// - Parameters:
    ///   - escapeTimeout: Milliseconds to wait after an ESC; 30 by default.
    ///   - fallbackSize: The size when `TIOCGWINSZ` fails; 80 × 24 by default.
    package init(escapeTimeout: Int = 30, fallbackSize: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.escapeTimeout = max(1, escapeTimeout)
        self.fallbackSize = fallbackSize
    }

    /// The exit status after a termination signal, as a shell reports a command it ended: 128 + the
    /// signal's number (129 SIGHUP, 130 SIGINT, 143 SIGTERM).
    /// - Parameter signalNumber: The signal.
    /// - Returns: The status.
    package static func terminatedStatus(_ signalNumber: Int32) -> Int32 { 128 + signalNumber }

    /// How a run ended: the status to exit with, and the signal that ended it, if one did (a
    /// hang-up signal and a closed terminal both give ``lostTerminalStatus``).
    package struct Ending: Hashable, Sendable {
        /// The program's exit status, ``lostTerminalStatus`` or ``terminatedStatus(_:)``.
        package var status: Int32
        /// The termination signal (SIGINT, SIGTERM or SIGHUP) that ended the run, or `nil`.
        package var signal: Int32?
    }

    /// Runs until the program exits, the terminal closes or a termination signal arrives.
    /// - Parameters:
    ///   - program: The program; left in its final state.
    ///   - device: The terminal, already in raw mode.
    ///   - renderer: The renderer; left with the last frame drawn, so the caller can `finish` it.
    /// - Returns: The program's exit status, ``lostTerminalStatus`` when the terminal closed (end of
    ///   input or an error reading it) or could not be put back into raw mode after the program
    ///   released it, or ``terminatedStatus(_:)`` and the signal after SIGINT, SIGTERM or SIGHUP (the
    ///   caller saves what it must; keys typed before the signal and still unread were handled).
    package func run<Program: TerminalProgram>(
        _ program: inout Program, device: TerminalDevice, renderer: inout FrameRenderer
    ) -> Ending {
        var decoder = InputDecoder()
        var size = device.size ?? fallbackSize
        // Inline, when the frame is drawn again after a burst of resizes.
        var settling = ResizeSettling()
        func draw() {
            let bytes = renderer.render(program.frame(for: size), size: size)
            if !bytes.isEmpty {
                device.write(bytes)
                device.setCleanupBytes(renderer.cleanupBytes)
            }
        }
        // Finds where the frame is after the resizes, from the cursor's position and the screen's
        // size the terminal reports (asked again when another resize came meanwhile), and erases it
        // there. The terminal's own size counts: tmux tells of its resizes late (`ResizeSettling`).
        // Returns whether to draw the frame now.
        func relocate() -> Bool {
            var answer = TerminalDevice.CursorAnswer(position: nil, size: nil, resizedMeanwhile: true)
            for _ in 0..<3 where answer.resizedMeanwhile {
                answer = device.cursorPosition(timeoutMilliseconds: Self.cursorReportTimeout)
            }
            let reported = answer.resizedMeanwhile ? nil : answer.size
            size = reported ?? device.size ?? size
            device.write(
                renderer.relocate(to: size, cursorReport: answer.resizedMeanwhile ? nil : answer.position))
            device.setCleanupBytes(renderer.cleanupBytes)
            return settling.answered(reported, at: monotonicMilliseconds())
        }
        // A key, a resume or a signal: the frame is placed and drawn now.
        func settleResize() {
            _ = relocate()
            settling.finish()
        }
        draw()
        // When input last came, or the program was last idle: its idle interval counts from there
        // while the loop polls for input between pieces of the program's work.
        var quietSince = monotonicMilliseconds()
        while true {
            let works = program.hasPendingWork && !decoder.isPasting && !decoder.hasPendingInput
            var timeout =
                decoder.isPasting
                ? Self.pasteTimeout : decoder.hasPendingInput ? escapeTimeout : program.idleInterval
            if works { timeout = 0 }
            if let resizeDeadline = settling.deadline {
                let remaining = max(0, resizeDeadline - monotonicMilliseconds())
                timeout = min(timeout ?? remaining, remaining)
            }
            var events: [InputEvent] = []
            var action = TerminalProgramAction.proceed
            switch device.waitForInput(timeoutMilliseconds: timeout) {
            case .input(let bytes):
                quietSince = monotonicMilliseconds()
                // Keys act on the frame the user sees: place it first.
                if settling.isWaiting { settleResize() }
                events = decoder.feed(bytes)
            case .timeout:
                if let deadline = settling.deadline {
                    // Drawn once the terminal's size stopped changing; else asked again later.
                    guard monotonicMilliseconds() >= deadline else {
                        if works { program.work() }
                        continue
                    }
                    guard relocate() else { continue }
                } else if decoder.isPasting {
                    events = decoder.endPaste()
                } else if decoder.hasPendingInput {
                    events = decoder.flush()
                } else if works,
                    program.idleInterval.map({ monotonicMilliseconds() - quietSince < $0 }) ?? true
                {
                    program.work()
                } else {
                    quietSince = monotonicMilliseconds()
                    action = program.idle()
                }
            case .resized:
                size = device.size ?? size
                if renderer.mode == .inline {
                    // The frame is erased at the first resize and drawn again once the terminal's
                    // size stops changing: rows left on the screen in between would be re-wrapped
                    // by each resize.
                    if settling.resized(at: monotonicMilliseconds()) { _ = relocate() }
                    continue
                }
            case .resumed:
                size = device.size ?? size
                if settling.isWaiting { settleResize() } else { renderer.redrawAll() }
            case .terminated(let signalNumber):
                if settling.isWaiting { settleResize() }
                // Keys typed before the signal may still wait on the terminal (its handler can run
                // on another thread and wake the loop first): they are edits to keep. What they ask
                // of the terminal (a redraw, a suspend, an editor) no longer happens; a quit ends them.
                events = decoder.feed(device.takePendingInput())
                events += decoder.isPasting ? decoder.endPaste() : decoder.flush()
                for event in events {
                    if case .exit = program.handle(event) { break }
                }
                return Ending(status: Self.terminatedStatus(signalNumber), signal: signalNumber)
            case .closed:
                return Ending(status: Self.lostTerminalStatus, signal: nil)
            }
            for event in events where action == .proceed {
                action = program.handle(event)
            }
            if action == .releaseTerminal {
                device.write(renderer.finish(clear: true))
                device.setCleanupBytes([])
                device.restore()
                action = program.runWithTerminalReleased()
                do {
                    try device.enterRawMode(alternateScreen: renderer.mode == .fullScreen)
                } catch {
                    return Ending(status: Self.lostTerminalStatus, signal: nil)
                }
                size = device.size ?? size
                if action == .releaseTerminal { action = .proceed }
            }
            switch action {
            case .proceed:
                break
            case .redrawAll:
                renderer.redrawAll()
            case .suspend:
                guard device.canSuspend else {
                    program.suspendRefused()
                    break
                }
                // Inline, the box is erased: the shell writes its job line where it was, and `fg`
                // draws it again below that line, so a copy left here would show it twice.
                device.write(renderer.finish(clear: true))
                device.setCleanupBytes([])
                device.suspend()
                size = device.size ?? size
            case .exit(let status):
                return Ending(status: status, signal: nil)
            case .releaseTerminal:
                break
            }
            draw()
        }
    }
}
