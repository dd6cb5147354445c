#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether stopping the process (Ctrl+Z) can be undone by a shell.
///
/// A stop is only safe where a job-control shell waits for the process and can send it SIGCONT
/// (`fg`). Two common places have none:
/// - an orphaned process group: a program started directly by tmux, `ssh -t host growtext notes` or
///   a terminal's `-e`, whose parent is in another session. The kernel discards the stop there, and
///   nothing would continue it anyway.
/// - the shell's own process group: `msg=$(growtext prompt)` at an interactive shell (a command
///   substitution is not a job), or a script that runs growtext. The stop would succeed and the
///   shell, which only waits for the substitution's output, would hang with it.
///
/// So a stop is allowed when the terminal's foreground process group is ours and our parent (the
/// shell that started the job) is in another process group of the same session: the situation of
/// `growtext prompt > file` or `growtext notes` typed at an interactive shell. A job whose parent is
/// a script in the job's own group (`./edit.sh` running growtext) is refused too: telling it from
/// the `$(…)` case needs every member's signal dispositions, which portable code cannot read.
/// prompt_toolkit draws the same line with its `suspend_to_background` behind a filter; here the
/// refusal shows a hint instead of stopping.
package enum JobControl {
    /// Whether a stop of the process group would be seen and resumed by a shell.
    /// - Parameter terminal: A descriptor of the controlling terminal.
    /// - Returns: `true` when this process group is the terminal's foreground group and the parent
    ///   process is in another process group of the same session.
    package static func canSuspend(terminal: Int32) -> Bool {
        let group = getpgrp()
        guard tcgetpgrp(terminal) == group else { return false }
        let parent = getppid()
        let parentGroup = getpgid(parent)
        guard parentGroup >= 0, parentGroup != group else { return false }
        let session = getsid(0)
        return session >= 0 && getsid(parent) == session
    }
}
