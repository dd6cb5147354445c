import GrowingTextLayout

/// Everything around a ``TerminalProgram`` run: check the environment, open `/dev/tty`, enter raw
/// mode, run the loop, erase or keep the UI, and restore the terminal.
package enum TerminalSession {
    /// Checks that ``run(mode:environment:path:widthModel:program:)`` would find a usable terminal,
    /// so a command can refuse before it creates or locks anything.
    /// - Parameters:
    ///   - environment: The process environment (`TERM`).
    ///   - path: The terminal device; `/dev/tty` by default.
    /// - Throws: The ``TerminalError`` that `run` would throw for `TERM=dumb` or a missing terminal.
    package static func checkUsable(environment: [String: String], path: String = "/dev/tty") throws {
        guard !TerminalEnvironment(environment).isDumb else { throw TerminalError.dumbTerminal }
        _ = try TerminalDevice.open(path: path)
    }

    /// Runs `program` on the controlling terminal, drawn with grapheme-cluster widths
    /// (``TerminalGlyphs/standard``) whatever the terminal's own.
    ///
    /// The UI goes to `/dev/tty`, never to stdout, so the caller can print a result there. To draw
    /// with the widths of the terminal in use, build the program in
    /// ``run(mode:environment:path:widthModel:program:)`` instead.
    /// - Parameters:
    ///   - program: The program; left in its final state.
    ///   - mode: Inline (drawn below the cursor, erased at the end) or full screen (alternate screen).
    ///   - environment: The process environment (`NO_COLOR`, `TERM`).
    ///   - path: The terminal device; `/dev/tty` by default.
    /// - Returns: The program's exit status.
    /// - Throws: ``TerminalError`` when there is no usable terminal (`TERM=dumb`, no controlling
    ///   terminal, attributes refused): callers report it and exit with status 2.
    package static func run<Program: TerminalProgram>(
        _ program: inout Program, mode: FrameRenderer.Mode, environment: [String: String],
        path: String = "/dev/tty"
    ) throws -> Int32 {
        let ending: TerminalRunLoop.Ending
        (program, ending) = try run(
            mode: mode, environment: environment, path: path, widthModel: .graphemeClusters
        ) { [program] _ in program }
        return ending.status
    }

    /// Learns how the terminal draws text, then builds the program for it and runs it.
    ///
    /// With `widthModel` `nil`, the model is detected once the terminal is in raw mode (see
    /// "Cell widths" in `docs/prompt.md`): the `GROWTEXT_WIDTH_MODEL` variable, else the model cached for this
    /// `TERM` and `TERM_PROGRAM`, else the terminal's answers to DECRQM 2027 and to cursor-position
    /// reports after a few emoji sequences (200 ms at most; the line is erased after), else per code
    /// point. `program` receives glyph rules of that model: lay text out with their
    /// ``TerminalGlyphs/cellWidth`` and the caret and the box match what the terminal draws.
    /// - Parameters:
    ///   - mode: Inline (drawn below the cursor, erased at the end) or full screen (alternate screen).
    ///   - environment: The process environment (`NO_COLOR`, `TERM`, `TERM_PROGRAM`,
    ///     `GROWTEXT_WIDTH_MODEL`, `XDG_CACHE_HOME`, `HOME`).
    ///   - path: The terminal device; `/dev/tty` by default.
    ///   - widthModel: The terminal's width model when the user named it; `nil` to detect it.
    ///   - program: Builds the program from the glyph rules of the terminal's width model.
    /// - Returns: The program in its final state, and how the run ended (its exit status, and the
    ///   signal that ended it, if one did).
    /// - Throws: ``TerminalError`` when there is no usable terminal (`TERM=dumb`, no controlling
    ///   terminal, attributes refused): callers report it and exit with status 2.
    package static func run<Program: TerminalProgram>(
        mode: FrameRenderer.Mode, environment: [String: String], path: String = "/dev/tty",
        widthModel: TerminalCellWidth.WidthModel? = nil, program makeProgram: (TerminalGlyphs) -> Program
    ) throws -> (program: Program, ending: TerminalRunLoop.Ending) {
        let settings = TerminalEnvironment(environment)
        guard !settings.isDumb else { throw TerminalError.dumbTerminal }
        let device = try TerminalDevice.open(path: path)
        try device.enterRawMode(alternateScreen: mode == .fullScreen)
        defer { device.restore() }
        if mode == .inline {
            // Before the width probe too, which prints on the cursor's line and erases it.
            device.write(FrameRenderer.freshLineBytes(columns: device.size?.columns ?? 80))
        }
        let model = widthModel ?? TerminalWidthDetection(environment: environment).model(on: device)
        let glyphs = TerminalGlyphs(cellWidth: TerminalCellWidth(widthModel: model))
        var program = makeProgram(glyphs)
        var renderer = FrameRenderer(mode: mode, glyphs: glyphs, usesColor: settings.usesColor)
        renderer.namedReflow = TerminalReflow.named(environment: environment)
        renderer.namedTmux = TerminalReflow.isTmux(environment: environment)
        let ending = TerminalRunLoop().run(&program, device: device, renderer: &renderer)
        device.write(renderer.finish(clear: true))
        device.setCleanupBytes([])
        return (program, ending)
    }
}
