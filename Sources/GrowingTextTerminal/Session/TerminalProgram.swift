/// What a ``TerminalProgram`` asks the run loop to do after an event.
@_spi(Benchmarks) public enum TerminalProgramAction: Hashable, Sendable {
    /// Keep running (the frame is redrawn if it changed).
    case proceed
    /// Redraw everything from scratch (Ctrl+L).
    case redrawAll
    /// Stop the process as Ctrl+Z does in a shell; the UI is redrawn after `fg`. Where no shell could
    /// resume it (``JobControl``), the loop calls ``TerminalProgram/suspendRefused()`` instead.
    case suspend
    /// Leave the loop with this exit status.
    case exit(Int32)
    /// Give the terminal back (UI erased, cooked mode) and call
    /// ``TerminalProgram/runWithTerminalReleased()``, for a program that runs another one on the
    /// terminal (an editor); raw mode comes back and the UI is redrawn afterwards.
    case releaseTerminal
}

/// A full-terminal or inline program driven by ``TerminalRunLoop``: it turns input events into state
/// changes and its state into frames. It never reads or writes the terminal itself (only in
/// ``runWithTerminalReleased()``), so it is tested on an in-memory terminal; other effects are its
/// own (``NotesProgram`` saves its file).
package protocol TerminalProgram {
    /// How long the loop waits without input before calling ``idle()``; `nil` never.
    var idleInterval: Int? { get }

    /// Reacts to one input event.
    /// - Parameter event: The decoded event.
    /// - Returns: What the loop does next.
    mutating func handle(_ event: InputEvent) -> TerminalProgramAction

    /// Called after ``idleInterval`` milliseconds without input (autosave, for instance).
    /// - Returns: What the loop does next.
    mutating func idle() -> TerminalProgramAction

    /// Whether the program has work to do while no input waits (laying out the rest of a long
    /// text): the loop then calls ``work()`` whenever no input is waiting, and draws a frame after
    /// each call.
    var hasPendingWork: Bool { get }

    /// Does a few milliseconds of the pending work, so that a key typed meanwhile waits no longer.
    mutating func work()

    /// The frame to show on a terminal of `size`.
    /// - Parameter size: The terminal's size; programs lay out to its width.
    /// - Returns: The frame.
    mutating func frame(for size: TerminalSize) -> Frame

    /// Called after the program asked for ``TerminalProgramAction/releaseTerminal``, with the
    /// terminal restored to its normal mode and the UI erased; the only place where a program may use
    /// the terminal itself (run an editor on it).
    /// - Returns: What the loop does next, once raw mode is back.
    mutating func runWithTerminalReleased() -> TerminalProgramAction

    /// Called instead of stopping after ``TerminalProgramAction/suspend`` when no shell could resume
    /// the process (an orphaned process group, or inside `$(…)`): the program shows why.
    mutating func suspendRefused()
}

extension TerminalProgram {
    /// Programs that never release the terminal do nothing.
    /// - Returns: `.proceed`.
    package mutating func runWithTerminalReleased() -> TerminalProgramAction { .proceed }

    /// Programs without work of their own between inputs have none.
    package var hasPendingWork: Bool { false }

    /// Programs without work of their own between inputs do nothing.
    package mutating func work() {}

    /// Programs without a message line say nothing.
    package mutating func suspendRefused() {}

    /// The hint shown when Ctrl+Z cannot suspend.
    package static var suspendRefusedHint: String { "Not suspended: no shell to resume it" }
}
