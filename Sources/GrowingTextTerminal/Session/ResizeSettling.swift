/// When an inline frame is drawn again after a window's resizes: the run loop's decision, from the
/// resizes it hears and the sizes the terminal reports.
///
/// The frame is found and erased at the first resize of a burst (rows left on the screen would be
/// re-wrapped by each of the next ones) and drawn again only once the terminal's screen has stopped
/// changing size: after ``interval`` without a resize heard, the frame is found again from the
/// terminal's answer, which tells its screen's size (``CursorPositionReply``); when that size is
/// the one of the answer before, the frame is drawn, else the terminal is asked again after another
/// interval. The wait is not enough on its own: tmux re-wraps its screen at every resize of a drag
/// but tells the program of a resize at most every quarter of a second, so a frame drawn after a
/// fixed wait would be drawn mid-drag, at a width the screen has already left. A terminal that does
/// not answer is taken at its word after one interval, as before the answers were read. A key, a
/// resume or a termination signal ends the wait at once (``finish()``): the frame the user acts on
/// is drawn where it is.
struct ResizeSettling: Equatable {
    /// Milliseconds between a resize heard, or an answer showing a size that is still changing, and
    /// the next question: a window dragged wider or narrower is resized every few milliseconds.
    static let interval = 200

    /// When to find the frame again and perhaps draw it, in the run loop's milliseconds; `nil` when
    /// no frame waits.
    private(set) var deadline: Int?
    /// The screen's size the terminal reported at the previous answer of this burst.
    private var reported: TerminalSize?

    /// Whether a frame waits to be drawn.
    var isWaiting: Bool { deadline != nil }

    /// A resize was heard at `now`.
    /// - Returns: Whether to find and erase the frame now: at the first resize of a burst (then
    ///   tell ``answered(_:at:)`` what the terminal said).
    mutating func resized(at now: Int) -> Bool {
        let isFirst = deadline == nil
        if isFirst { reported = nil }
        deadline = now + Self.interval
        return isFirst
    }

    /// The frame was found again from the terminal's answer, at `now`.
    /// - Parameters:
    ///   - size: The screen's size the terminal reported, or `nil` when it did not answer.
    ///   - now: When the answer came.
    /// - Returns: Whether to draw the frame now: the deadline has passed, and the size is the one
    ///   the terminal reported the time before, or the terminal tells none.
    mutating func answered(_ size: TerminalSize?, at now: Int) -> Bool {
        guard let deadline else { return true }
        if now >= deadline, size == nil || size == reported {
            finish()
            return true
        }
        if now >= deadline { self.deadline = now + Self.interval }
        reported = size
        return false
    }

    /// Ends the wait: the frame is drawn now (a key, a resume, a termination signal).
    mutating func finish() {
        deadline = nil
        reported = nil
    }
}
