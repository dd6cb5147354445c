import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// When the run loop draws an inline frame again after resizes: once the terminal reports the same
/// screen size twice, an interval apart, never at a fixed delay after the last resize heard.
@Suite("Resize settling")
struct ResizeSettlingTests {
    static let narrow = TerminalSize(columns: 40, rows: 16)
    static let wide = TerminalSize(columns: 60, rows: 16)

    /// Only the first resize of a burst finds and erases the frame; each one pushes the question
    /// back by 200 ms.
    @Test func theFirstResizeOfABurstErasesTheFrameAndEachPushesTheQuestionBack() {
        var settling = ResizeSettling()
        var erases: Bool
        var draws: Bool
        #expect(!settling.isWaiting)
        erases = settling.resized(at: 1_000)
        #expect(erases)
        draws = settling.answered(Self.narrow, at: 1_001)
        #expect(!draws)
        #expect(settling.deadline == 1_200)
        erases = settling.resized(at: 1_150)
        #expect(!erases)
        #expect(settling.deadline == 1_350)
    }

    /// A resize heard on its own (a window resized in steps more than 200 ms apart): the size at
    /// the deadline is the one reported at the resize, so the frame is drawn then.
    @Test func theSameSizeAtTheDeadlineDrawsTheFrame() {
        var settling = ResizeSettling()
        var draws: Bool
        _ = settling.resized(at: 0)
        draws = settling.answered(Self.wide, at: 2)
        #expect(!draws)
        draws = settling.answered(Self.wide, at: 200)
        #expect(draws)
        #expect(!settling.isWaiting)
        #expect(settling == ResizeSettling())
    }

    /// tmux during a drag: it re-wraps its screen at every resize but signals at most every 250 ms,
    /// so 200 ms after the resize heard the screen is at another width. The frame waits, and is
    /// drawn when two answers 200 ms apart report the same size; a fixed wait of 200 ms drew it at
    /// 0.2 s, mid-drag.
    @Test func aSizeStillChangingAtTheDeadlineWaitsForTheNextAnswer() {
        var settling = ResizeSettling()
        var erases: Bool
        var draws: Bool
        _ = settling.resized(at: 0)
        draws = settling.answered(TerminalSize(columns: 57, rows: 16), at: 1)
        #expect(!draws)
        draws = settling.answered(TerminalSize(columns: 45, rows: 16), at: 200)
        #expect(!draws)
        #expect(settling.deadline == 400)
        erases = settling.resized(at: 250)
        #expect(!erases)
        #expect(settling.deadline == 450)
        draws = settling.answered(Self.narrow, at: 450)
        #expect(!draws)
        #expect(settling.deadline == 650)
        draws = settling.answered(Self.narrow, at: 650)
        #expect(draws)
        #expect(!settling.isWaiting)
    }

    /// A change of rows alone is a change too.
    @Test func aChangeOfRowsAloneKeepsTheFrameWaiting() {
        var settling = ResizeSettling()
        var draws: Bool
        _ = settling.resized(at: 0)
        _ = settling.answered(TerminalSize(columns: 60, rows: 12), at: 1)
        draws = settling.answered(Self.wide, at: 200)
        #expect(!draws)
        draws = settling.answered(Self.wide, at: 400)
        #expect(draws)
    }

    /// A terminal that does not answer is taken at its word at the deadline, as before any answer
    /// was read: the frame is drawn 200 ms after the last resize heard.
    @Test func aTerminalThatDoesNotAnswerIsDrawnAtTheDeadline() {
        var settling = ResizeSettling()
        var draws: Bool
        _ = settling.resized(at: 0)
        draws = settling.answered(nil, at: 1)
        #expect(!draws)
        draws = settling.answered(nil, at: 199)
        #expect(!draws)
        draws = settling.answered(nil, at: 200)
        #expect(draws)
    }

    /// A key (or a resume, or a signal) ends the wait: the frame is drawn at once.
    @Test func finishingEndsTheWait() {
        var settling = ResizeSettling()
        var erases: Bool
        var draws: Bool
        _ = settling.resized(at: 0)
        _ = settling.answered(Self.narrow, at: 1)
        settling.finish()
        #expect(!settling.isWaiting)
        draws = settling.answered(Self.wide, at: 50)
        #expect(draws)
        erases = settling.resized(at: 60)
        #expect(erases)
    }
}
