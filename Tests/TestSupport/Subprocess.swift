import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program and waits for it with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` can miss the exit of a tmux client whose forked server inherits its
/// descriptors, so the end-to-end tests spawn directly; output goes through a file, never a pipe
/// a daemon could hold open.
package enum Subprocess {
    /// Runs `arguments` (the first is an absolute path) and returns its exit status and stdout.
    @discardableResult
    package static func run(
        _ arguments: [String], environment: [String: String]? = nil, stderrToStdout: Bool = false
    )
        -> (status: Int32, output: String)
    {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("gt-subprocess-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if stderrToStdout {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map {
            "\($0.key)=\($0.value)"
        }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environmentStrings.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // Test threads block signals; a child must not inherit that (tmux passes it on to the shells).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp) == 0 else {
            return (-1, "")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        unlink(outputPath)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, output)
    }
}
