@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// `growtext --version` prints the one version of the package (scripts/check-version.sh checks that
/// the changelog, README, DocC and man page name it too).
@Suite struct VersionTests {
    @Test func versionOptionPrintsTheReleaseVersion() throws {
        let run = try GrowtextBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output == GrowingTextRelease.version + "\n")
    }

    @Test func subcommandsAcceptItToo() throws {
        let run = try GrowtextBinary.run(["prompt", "--version"])
        #expect(run.status == 0)
        #expect(run.output == GrowingTextRelease.version + "\n")
    }
}
