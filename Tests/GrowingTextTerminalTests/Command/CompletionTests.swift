import Foundation
import TestSupport
import Testing

/// The bash completion script `growtext --generate-completion-script bash` prints (the one
/// `scripts/install.sh` installs), asked by bash as a Tab press asks it.
@Suite struct CompletionTests {
    /// What bash offers for `line` typed in `directory`, where `abc-notes.json` and `abc.txt` exist.
    private func completions(of line: String) throws -> [String] {
        let directory = try TemporaryDirectory("completion")
        for name in ["abc-notes.json", "abc.txt", "other"] {
            _ = FileManager.default.createFile(atPath: directory.path(name), contents: Data())
        }
        let scripts = try TemporaryDirectory("completion-script")
        let script = scripts.path("growtext.bash")
        try GrowtextBinary.run(["--generate-completion-script", "bash"]).output.write(
            toFile: script, atomically: true, encoding: .utf8)
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }
        let driver = """
            cd '\(directory.url.path)'
            source '\(script)'
            COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            function=$(complete -p growtext | sed -n 's/.*-F \\([^ ]*\\) .*/\\1/p')
            "$function" growtext "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = Subprocess.run(["/bin/bash", "-c", driver], stderrToStdout: true)
        #expect(run.status == 0, "\(run.output)")
        return run.output.split(separator: "\n").map(String.init).sorted()
    }

    @Test func theNotesFileCompletesFileNames() throws {
        #expect(try completions(of: "growtext notes abc") == ["abc-notes.json", "abc.txt"])
    }

    @Test func theHistoryFileCompletesFileNames() throws {
        #expect(try completions(of: "growtext prompt --history abc") == ["abc-notes.json", "abc.txt"])
        #expect(try completions(of: "growtext prompt --history ") == ["abc-notes.json", "abc.txt", "other"])
    }
}
