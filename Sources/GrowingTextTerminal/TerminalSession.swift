/// Everything around a ``TerminalProgram`` run: check the environment, open `/dev/tty`, enter raw
/// mode, run the loop, erase or keep the UI, and restore the terminal.
public enum TerminalSession {
    /// Checks that ``run(_:mode:environment:path:)`` would find a usable terminal, so a command can
    /// refuse before it creates or locks anything.
    /// - Parameters:
    ///   - environment: The process environment (`TERM`).
    ///   - path: The terminal device; `/dev/tty` by default.
    /// - Throws: The ``TerminalError`` that `run` would throw for `TERM=dumb` or a missing terminal.
    public static func checkUsable(environment: [String: String], path: String = "/dev/tty") throws {
        guard !TerminalEnvironment(environment).isDumb else { throw TerminalError.dumbTerminal }
        _ = try TerminalDevice.open(path: path)
    }

    /// Runs `program` on the controlling terminal.
    ///
    /// The UI goes to `/dev/tty`, never to stdout, so the caller can print a result there.
    /// - Parameters:
    ///   - program: The program; left in its final state.
    ///   - mode: Inline (drawn below the cursor, erased at the end) or full screen (alternate screen).
    ///   - environment: The process environment (`NO_COLOR`, `TERM`).
    ///   - path: The terminal device; `/dev/tty` by default.
    /// - Returns: The program's exit status.
    /// - Throws: ``TerminalError`` when there is no usable terminal (`TERM=dumb`, no controlling
    ///   terminal, attributes refused): callers report it and exit with status 2.
    public static func run<Program: TerminalProgram>(
        _ program: inout Program, mode: FrameRenderer.Mode, environment: [String: String],
        path: String = "/dev/tty"
    ) throws -> Int32 {
        let settings = TerminalEnvironment(environment)
        guard !settings.isDumb else { throw TerminalError.dumbTerminal }
        let device = try TerminalDevice.open(path: path)
        try device.enterRawMode(alternateScreen: mode == .fullScreen)
        defer { device.restore() }
        var renderer = FrameRenderer(mode: mode, glyphs: .standard, usesColor: settings.usesColor)
        let status = TerminalRunLoop().run(&program, device: device, renderer: &renderer)
        device.write(renderer.finish(clear: true))
        device.setCleanupBytes([])
        return status
    }
}
