import Foundation
import GrowingTextLayout
import TestSupport
import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// The start-up question to the terminal: what goes out, how the answers are
/// read among typed keys, which model they point to, and what is remembered.
@Suite("Terminal width probe")
struct TerminalWidthProbeTests {
    /// The answers of a terminal that draws the samples in these widths, cursor reports only.
    static func reports(_ widths: [Int]) -> [UInt8] {
        Array(widths.map { "\u{1B}[5;\($0 + 1)R" }.joined().utf8)
    }

    /// The terminal's answer to the status request, which ends its answers.
    static let status = Array("\u{1B}[0n".utf8)

    @Test func theQueryAsksDECRQMThenMeasuresEachSampleFromColumnOne() {
        let query = String(decoding: TerminalWidthProbe.query, as: UTF8.self)
        #expect(
            query
                == "\u{1B}[?2027$p\r👍🏽\u{1B}[6n\r\u{2764}\u{FE0F}\u{1B}[6n\r🏳️‍🌈\u{1B}[6n\r🇯🇵\u{1B}[6n\u{1B}[5n")
        #expect(TerminalWidthProbe.erase == Array("\r\u{1B}[K".utf8))
    }

    @Test(
        "the widths measured pick the model that predicts them",
        arguments: [
            ([2, 2, 2, 2], TerminalCellWidth.WidthModel.graphemeClusters),  // kitty, WezTerm, tmux 3.4
            ([4, 1, 3, 2], .perCodePoint),  // wcwidth per scalar
            ([4, 1, 1, 2], .perCodePointJoiningZWJ),  // tmux 3.3a, measured
            ([4, 1, 3, 4], .perCodePoint),  // no model exactly: the most matches
            ([2, 1, 1, 2], .perCodePointJoiningZWJ),
            ([9, 9, 9, 9], .perCodePoint),  // nothing matches: the fallback
        ] as [([Int], TerminalCellWidth.WidthModel)])
    func widthsPickTheModel(widths: [Int], model: TerminalCellWidth.WidthModel) {
        var probe = TerminalWidthProbe()
        probe.feed(Self.reports(widths) + Self.status)
        #expect(probe.isComplete)
        #expect(probe.widths == widths)
        #expect(probe.model == model)
    }

    @Test func modeTwentyTwentySevenSetMeansGraphemeClustersWhateverTheWidths() {
        for (state, model) in [(1, TerminalCellWidth.WidthModel.graphemeClusters), (3, .graphemeClusters)] {
            var probe = TerminalWidthProbe()
            probe.feed(Array("\u{1B}[?2027;\(state)$y".utf8) + Self.reports([4, 1, 1, 2]) + Self.status)
            #expect(probe.modeState == state)
            #expect(probe.model == model)
        }
        var reset = TerminalWidthProbe()
        reset.feed(Array("\u{1B}[?2027;2$y".utf8) + Self.reports([4, 1, 1, 2]) + Self.status)
        #expect(reset.modeState == 2)
        #expect(reset.model == .perCodePointJoiningZWJ)
    }

    @Test func noAnswerOrAnIncompleteOneIsNoModel() {
        var silent = TerminalWidthProbe()
        silent.finish()
        #expect(silent.model == nil)
        var partial = TerminalWidthProbe()
        partial.feed(Self.reports([4, 1]) + Array("\u{1B}[5;".utf8))
        partial.finish()
        #expect(partial.widths == [4, 1])
        #expect(partial.model == nil)
        #expect(partial.otherInput == Array("\u{1B}[5;".utf8))
    }

    @Test func answersSplitAcrossReadsAndTypedKeysAroundThemAreTakenApart() {
        var probe = TerminalWidthProbe()
        let bytes =
            Array("a\u{1B}[?2027;0$y".utf8) + Self.reports([4, 1]) + Array("\u{1B}[Ab".utf8)
            + Self.reports([1, 2]) + Array("c".utf8)
        for byte in bytes { probe.feed([byte]) }
        probe.finish()
        #expect(probe.modeState == 0)
        #expect(probe.widths == [4, 1, 1, 2])
        #expect(probe.model == .perCodePointJoiningZWJ)
        #expect(probe.otherInput == Array("a\u{1B}[Abc".utf8))
    }

    @Test func aKeyThatLooksLikeAReportAfterTheLastIsInput() {
        var probe = TerminalWidthProbe()
        probe.feed(Self.reports([2, 2, 2, 2]) + Self.status + Array("\u{1B}[1;2R".utf8))
        #expect(probe.widths == [2, 2, 2, 2])
        #expect(probe.otherInput == Array("\u{1B}[1;2R".utf8))
    }

    /// F3 with a modifier (Alt+F3 is `ESC[1;3R`, a report of column 3: a width of 2) pressed before
    /// the terminal answered is input: the reports are the last four before the status answer.
    @Test func aKeyThatLooksLikeAReportBeforeTheAnswersIsInput() {
        var probe = TerminalWidthProbe()
        let key = Array("\u{1B}[1;3R".utf8)
        probe.feed(key + Array("\u{1B}[?2027;0$y".utf8) + Self.reports([4, 1, 1, 2]) + Self.status)
        #expect(probe.widths == [4, 1, 1, 2])
        #expect(probe.modeState == 0)
        #expect(probe.model == .perCodePointJoiningZWJ)
        #expect(probe.otherInput == key)
    }

    @Test func theCacheRemembersTerminalsThatCanBeToldApart() throws {
        let directory = try TemporaryDirectory()
        let tmux = [
            "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a",
            "XDG_CACHE_HOME": directory.path("cache"),
        ]
        let cache = try #require(TerminalWidthCache(environment: tmux))
        #expect(cache.path == directory.path("cache") + "/growtext/width-models")
        #expect(cache.model == nil)
        cache.store(.perCodePointJoiningZWJ)
        var kitty = tmux
        kitty["TERM"] = "xterm-kitty"
        kitty["TERM_PROGRAM"] = nil
        kitty["TERM_PROGRAM_VERSION"] = nil
        try #require(TerminalWidthCache(environment: kitty)).store(.graphemeClusters)
        cache.store(.perCodePoint)
        #expect(cache.model == .perCodePoint)
        #expect(TerminalWidthCache(environment: kitty)?.model == .graphemeClusters)
        #expect(
            directory.bytes("cache/growtext/width-models")
                == Array("grapheme-clusters\txterm-kitty  \nper-code-point\ttmux-256color tmux 3.3a\n".utf8))
        #expect(TerminalWidthCache(environment: ["TERM": "xterm-256color", "HOME": "/home/x"]) == nil)
        #expect(TerminalWidthCache(environment: ["TERM": "foot"]) == nil)  // no place for a cache
        #expect(
            TerminalWidthCache(environment: ["TERM": "foot", "HOME": "/home/x"])?.path
                == "/home/x/.cache/growtext/width-models")
    }

    @Test func theCacheIsWrittenAsANotesFileIs() throws {
        let directory = try TemporaryDirectory()
        let environment = ["TERM": "xterm-kitty", "XDG_CACHE_HOME": directory.path("cache")]
        let cache = try #require(TerminalWidthCache(environment: environment))
        cache.store(.perCodePoint)
        var status = stat()
        stat(cache.path, &status)
        #expect(status.st_mode & 0o777 == 0o600)
        // A cache file linked elsewhere (dotfiles): the target is rewritten, the link stays.
        try FileManager.default.moveItem(atPath: cache.path, toPath: directory.path("models"))
        try #require(symlink(directory.path("models"), cache.path) == 0)
        cache.store(.graphemeClusters)
        lstat(cache.path, &status)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
        #expect(directory.bytes("models") == Array("grapheme-clusters\txterm-kitty  \n".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("cache/growtext")) == [
                "width-models"
            ])
    }

    /// A FIFO in the cache's place is neither waited on nor replaced: nothing is remembered.
    @Test func aCacheThatIsNotARegularFileIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let cache = try #require(
            TerminalWidthCache(environment: ["TERM": "xterm-kitty", "XDG_CACHE_HOME": directory.url.path]))
        try FileManager.default.createDirectory(
            atPath: directory.path("growtext"), withIntermediateDirectories: true)
        try #require(mkfifo(cache.path, 0o600) == 0)
        #expect(cache.model == nil)
        cache.store(.graphemeClusters)
        var status = stat()
        lstat(cache.path, &status)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("growtext")) == [
                "width-models"
            ])
    }

    @Test func inTmuxRulesAClusterEndingWithAJoinerIsDrawnWithoutIt() {
        let tmux = TerminalGlyphs(cellWidth: TerminalCellWidth(widthModel: .perCodePointJoiningZWJ))
        #expect(tmux.visible("x\u{200D}") == ("x", 1))
        #expect(tmux.visible("\u{200D}") == ("\u{200B}", 0))
        #expect(tmux.visible("👨\u{200D}👩") == ("👨\u{200D}👩", 2))
        #expect(tmux.visible("👍🏽") == ("👍🏽", 4))
        #expect(tmux.visible("\u{1B}") == ("␛", 1))
        let graphemes = TerminalGlyphs.standard
        #expect(graphemes.visible("x\u{200D}") == ("x\u{200D}", 1))
        #expect(graphemes.visible("👍🏽") == ("👍🏽", 2))
    }
}
