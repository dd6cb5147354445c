#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The async-signal-safe part of the terminal layer: everything a signal handler needs to put the
/// terminal back, precomputed in storage that is never reallocated.
///
/// A handler may only call async-signal-safe functions, so it must not allocate, take locks or touch
/// Swift objects. ``TerminalDevice`` fills this storage (termios structs, the bytes that leave the
/// alternate screen, show the cursor and turn bracketed paste off) before it installs the handlers;
/// the handlers then only call `tcsetattr`, `write`, `sigaction` and `raise`.
///
/// SIGINT, SIGTERM and SIGHUP (and SIGUSR1 and SIGUSR2, which end a process by default too, so
/// `kill -USR1` must not lose edits or leave the terminal raw) are the exception while raw mode is on: their first arrival only wakes
/// the event loop (``TerminalWakeup/terminated(_:)``), which ends the program so the caller can save
/// before it exits. A second SIGINT or SIGTERM, or one while the terminal is released, is fatal as
/// above; a SIGHUP after the first termination signal or after the terminal closed (a hang-up sends
/// several) is ignored.
enum TerminalRestorer {
    /// The signals after which the process goes away: the terminal is restored, the previous action
    /// reinstalled and the signal raised again, so the exit status (and the Swift runtime's backtrace
    /// for crashes) is what it would have been without us.
    static let fatalSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
        SIGABRT, SIGFPE,
    ]

    /// Signals the event loop must hear about: window size changes and resumption after a stop.
    static let wakeSignals: [Int32] = [SIGWINCH, SIGCONT]

    /// Fixed-size storage, allocated once and never freed, read by the handlers.
    struct State {
        var fd: Int32 = -1
        var rawActive: Int32 = 0
        var original = termios()
        var raw = termios()
        var restoreBytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0)
        var restoreCount = 0
        var enterBytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0)
        var enterCount = 0
        var wakeWriteFD: Int32 = -1
        var installed: Int32 = 0
        /// Two buffers for the bytes that erase an inline UI; `cleanupIndex` names the complete one,
        /// flipped only after the other was filled, so a handler never reads a half-written sequence.
        var cleanupBytes:
            (
                (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64),
                (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
            ) = ((0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0))
        var cleanupCounts = (0, 0)
        var cleanupIndex: Int32 = 0
        /// The termination signal handed to the event loop, 0 before one arrived.
        var pendingTermination: Int32 = 0
        /// Counts SIGCONTs, so the SIGTSTP handler can tell a stop from a stop the kernel discarded.
        var continuations: Int32 = 0
    }

    /// Capacity of each precomputed byte sequence.
    static let byteCapacity = 64

    /// A pointer allocated once, never freed, shared with the signal handlers. The wrapper makes it
    /// `Sendable` alike on Linux, whose standard library does not count unsafe pointers as `Sendable`
    /// (a bare `static let` needs `nonisolated(unsafe)`), and in the iOS SDK's, which does (where
    /// `nonisolated(unsafe)` draws a warning).
    struct SharedPointer<Pointee>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Pointee>
    }

    private static let sharedState: SharedPointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return SharedPointer(pointer: pointer)
    }()

    private static let sharedPreviousActions: SharedPointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return SharedPointer(pointer: pointer)
    }()

    static var state: UnsafeMutablePointer<State> { sharedState.pointer }

    static var previousActions: UnsafeMutablePointer<sigaction> { sharedPreviousActions.pointer }

    /// Records what the handlers need. Call before ``install(wakeWriteFD:)`` and whenever the modes
    /// change (entering the alternate screen changes the restore bytes).
    static func configure(fd: Int32, original: termios, raw: termios, restore: [UInt8], enter: [UInt8]) {
        precondition(restore.count <= byteCapacity && enter.count <= byteCapacity, "escape bytes too long")
        let pointer = state
        pointer.pointee.fd = fd
        pointer.pointee.original = original
        pointer.pointee.raw = raw
        withUnsafeMutableBytes(of: &pointer.pointee.restoreBytes) { buffer in
            buffer.copyBytes(from: restore)
        }
        pointer.pointee.restoreCount = restore.count
        withUnsafeMutableBytes(of: &pointer.pointee.enterBytes) { buffer in
            buffer.copyBytes(from: enter)
        }
        pointer.pointee.enterCount = enter.count
    }

    /// Records the bytes that erase the UI drawn so far (inline programs), written before the restore
    /// bytes when the process dies of a signal so the shell's prompt does not land inside the box.
    /// Longer sequences than ``byteCapacity`` are ignored (nothing is erased).
    static func setCleanup(_ bytes: [UInt8]) {
        let pointer = state
        let next = pointer.pointee.cleanupIndex == 0 ? 1 : 0
        let usable = bytes.count <= byteCapacity ? bytes : []
        withUnsafeMutableBytes(of: &pointer.pointee.cleanupBytes) { buffer in
            let half = buffer.count / 2
            UnsafeMutableRawBufferPointer(rebasing: buffer[(next * half)..<(next * half + usable.count)])
                .copyBytes(from: usable)
        }
        if next == 0 {
            pointer.pointee.cleanupCounts.0 = usable.count
        } else {
            pointer.pointee.cleanupCounts.1 = usable.count
        }
        pointer.pointee.cleanupIndex = Int32(next)
    }

    /// Marks whether the terminal is currently in raw mode (the handlers restore only then).
    static func setRawActive(_ active: Bool) {
        state.pointee.rawActive = active ? 1 : 0
    }

    /// Installs the handlers once per process; later calls only update the wake descriptor. A signal
    /// the process ignores (SIGHUP under `nohup`) stays ignored.
    static func install(wakeWriteFD: Int32) {
        _ = previousActions
        state.pointee.wakeWriteFD = wakeWriteFD
        guard state.pointee.installed == 0 else { return }
        state.pointee.installed = 1
        for signalNumber in fatalSignals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_sigaction = { signalNumber, info, context in
                    TerminalRestorer.handleFatal(signalNumber, info, context)
                }
            #else
                action.__sigaction_u.__sa_sigaction = { signalNumber, info, context in
                    TerminalRestorer.handleFatal(signalNumber, info, context)
                }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            let previous = previousActions + Int(signalNumber)
            sigaction(signalNumber, nil, previous)
            guard !isIgnored(previous.pointee) else { continue }
            sigaction(signalNumber, &action, nil)
        }
        setHandler(SIGTSTP, handler: { signalNumber in TerminalRestorer.handleStop(signalNumber) })
        for signalNumber in wakeSignals {
            setHandler(signalNumber, handler: { signalNumber in TerminalRestorer.handleWake(signalNumber) })
        }
        // A blocked mask inherited from the parent would hold these signals back forever (Ctrl+Z
        // would never stop us, a resize never reach us).
        var mask = sigset_t()
        sigemptyset(&mask)
        for signalNumber in fatalSignals + wakeSignals + [SIGTSTP] {
            sigaddset(&mask, signalNumber)
        }
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        let handler = action.plainHandler
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }

    private static func setHandler(_ signalNumber: Int32, handler: @escaping @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.plainHandler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }

    /// Restores termios and writes the restore bytes, after the cleanup bytes when `cleaningUp`.
    /// Async-signal-safe.
    static func restoreNow(cleaningUp: Bool = false) {
        let pointer = state
        guard pointer.pointee.fd >= 0, pointer.pointee.rawActive != 0 else { return }
        if cleaningUp {
            let index = Int(pointer.pointee.cleanupIndex)
            let count = index == 0 ? pointer.pointee.cleanupCounts.0 : pointer.pointee.cleanupCounts.1
            withUnsafeBytes(of: &pointer.pointee.cleanupBytes) { buffer in
                _ = write(pointer.pointee.fd, buffer.baseAddress! + index * (buffer.count / 2), count)
            }
        }
        _ = tcsetattr(pointer.pointee.fd, TCSADRAIN, &pointer.pointee.original)
        let count = pointer.pointee.restoreCount
        withUnsafeBytes(of: &pointer.pointee.restoreBytes) { buffer in
            _ = write(pointer.pointee.fd, buffer.baseAddress, count)
        }
    }

    /// Puts the terminal back into raw mode after a stop. Async-signal-safe.
    static func reenterNow() {
        let pointer = state
        guard pointer.pointee.fd >= 0, pointer.pointee.rawActive != 0 else { return }
        _ = tcsetattr(pointer.pointee.fd, TCSADRAIN, &pointer.pointee.raw)
        let count = pointer.pointee.enterCount
        withUnsafeBytes(of: &pointer.pointee.enterBytes) { buffer in
            _ = write(pointer.pointee.fd, buffer.baseAddress, count)
        }
    }

    /// Restores the terminal, lets the handler that was there before run (the Swift runtime's
    /// backtracer, for crashes), then dies of the signal with the default action: returning from a
    /// fault re-executes the faulting instruction, and a signal sent with `kill` is raised again.
    private static func handleFatal(
        _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        if isTermination(signalNumber), deferTermination(signalNumber) { return }
        restoreNow(cleaningUp: true)
        let previous = previousActions + Int(signalNumber)
        #if canImport(Glibc)
            let withInfo = previous.pointee.__sigaction_handler.sa_sigaction
            let plain = previous.pointee.__sigaction_handler.sa_handler
        #else
            let withInfo = previous.pointee.__sigaction_u.__sa_sigaction
            let plain = previous.pointee.__sigaction_u.__sa_handler
        #endif
        if previous.pointee.sa_flags & SA_SIGINFO != 0, let withInfo {
            withInfo(signalNumber, info, context)
        } else if let plain, unsafeBitCast(plain, to: Int.self) > 1 {
            plain(signalNumber)
        }
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signalNumber, &defaultAction, nil)
        raise(signalNumber)
    }

    /// Whether the signal asks the process to end rather than reporting a fault. Async-signal-safe
    /// (no array: a lazily initialised global is not).
    static func isTermination(_ signalNumber: Int32) -> Bool {
        signalNumber == SIGINT || signalNumber == SIGTERM || signalNumber == SIGHUP || signalNumber == SIGUSR1
            || signalNumber == SIGUSR2
    }

    /// Hands the first termination signal to the event loop while it runs the terminal in raw mode,
    /// so the program saves and restores the terminal on its own path. Async-signal-safe.
    /// - Returns: Whether the loop will handle it.
    private static func deferTermination(_ signalNumber: Int32) -> Bool {
        let pointer = state
        // A hang-up sends SIGHUP more than once (the terminal closing, then its session leader
        // exiting), also after the loop ended and the program is saving: only a repeated SIGINT or
        // SIGTERM means "now".
        if pointer.pointee.pendingTermination != 0 { return signalNumber == SIGHUP }
        guard pointer.pointee.rawActive != 0, pointer.pointee.wakeWriteFD >= 0 else { return false }
        pointer.pointee.pendingTermination = signalNumber
        wake(signalNumber)
        return true
    }

    /// Records that the terminal hung up (the loop saw it closed before any SIGHUP arrived), so the
    /// SIGHUPs that follow do not end the program while it saves.
    static func noteHangUp() {
        if state.pointee.pendingTermination == 0 { state.pointee.pendingTermination = SIGHUP }
    }

    private static func handleStop(_ signalNumber: Int32) {
        restoreNow()
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        sigaction(SIGTSTP, &defaultAction, nil)
        // Unblock SIGTSTP so the raise stops us here; on SIGCONT execution resumes below.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        let continuations = state.pointee.continuations
        raise(SIGTSTP)
        // Resumed, the SIGCONT handler has already re-entered raw mode and woken the loop. In an
        // orphaned process group the kernel discards the stop instead: re-enter here, or the
        // program would go on with the terminal in cooked mode.
        if state.pointee.continuations == continuations {
            reenterNow()
            wake(SIGCONT)
        }
        setHandler(SIGTSTP, handler: { signalNumber in TerminalRestorer.handleStop(signalNumber) })
    }

    private static func handleWake(_ signalNumber: Int32) {
        if signalNumber == SIGCONT {
            state.pointee.continuations &+= 1
            reenterNow()
        }
        wake(signalNumber)
    }

    private static func wake(_ signalNumber: Int32) {
        let descriptor = state.pointee.wakeWriteFD
        guard descriptor >= 0 else { return }
        var byte = UInt8(truncatingIfNeeded: signalNumber)
        _ = write(descriptor, &byte, 1)
    }
}

extension sigaction {
    /// The one-argument handler (`sa_handler`), whose field is named differently by Glibc and Darwin.
    var plainHandler: (@convention(c) (Int32) -> Void)? {
        get {
            #if canImport(Glibc)
                __sigaction_handler.sa_handler
            #else
                __sigaction_u.__sa_handler
            #endif
        }
        set {
            #if canImport(Glibc)
                __sigaction_handler.sa_handler = newValue
            #else
                __sigaction_u.__sa_handler = newValue
            #endif
        }
    }
}
