/// A way to move a caret through a ``TextLayout``, as the arrow, Home and End keys do.
public enum CaretMovement: Hashable, Sendable {
    /// One grapheme cluster back; a CR LF counts as one.
    case left
    /// One grapheme cluster forward.
    case right
    /// One visual line up, keeping the preferred column; on the first line, to the start of the text.
    case up
    /// One visual line down, keeping the preferred column; on the last line, to the end of the text.
    case down
    /// To the start of the word before the caret (UAX #29 word boundaries), crossing paragraphs.
    case wordLeft
    /// To the end of the word after the caret (UAX #29 word boundaries), crossing paragraphs.
    case wordRight
    /// To the start of the caret's visual line.
    case lineStart
    /// To the end of the caret's visual line (`.upstream` when the line wraps softly).
    case lineEnd
    /// To the start of the text.
    case textStart
    /// To the end of the text.
    case textEnd
}
