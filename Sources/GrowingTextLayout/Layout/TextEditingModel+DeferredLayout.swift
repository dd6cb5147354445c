extension TextEditingModel {
    /// Creates a model with the caret at the start that lays out only the start of `text`: enough
    /// that the caret's line and the `lines` lines after it are settled (the rest of the text cannot
    /// change them). The rest is pending: ``layOutMore(maximumLength:)`` lays it out a stretch at a
    /// time, and a move, an edit or a caret set near the end of what is laid out lays out more first,
    /// so every line at or after the caret that a shell shows is the line of the whole text.
    ///
    /// ``text`` and ``utf8Count`` are the whole text's from the start; ``layout`` holds the part laid
    /// out so far, so its line count (a scroll bar, the last line's number) is provisional until
    /// ``pendingUTF8Count`` is 0. Laying out in stretches gives exactly the layout of the whole text
    /// from scratch: each stretch is appended as an edit at the end (``TextLayout/append(_:)``).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - configuration: The wrap width, tab stops and metric.
    ///   - lines: The lines after the caret's that stay settled while text is pending (a shell's
    ///     visible rows); negative counts as 0.
    ///   - stretchLength: The most bytes laid out at a time to settle the caret: a few times what a
    ///     screen of prose shows by default (tests make it small, to reach stretches with short
    ///     texts); below 1 counts as 1.
    /// - Complexity: O(k) for the k bytes laid out first, about `stretchLength`.
    package init(
        text: String, configuration: TextLayoutConfiguration, settlingLinesAfterCaret lines: Int,
        settlingStretchLength stretchLength: Int = 1 << 14
    ) {
        self.init(
            pieces: [text], configuration: configuration, settlingLinesAfterCaret: lines,
            settlingStretchLength: stretchLength)
    }

    /// Creates a model as ``init(text:configuration:settlingLinesAfterCaret:settlingStretchLength:)``
    /// does, for the text of `pieces` put end to end: each piece is let go of once it is laid out,
    /// so that a long text read in pieces is not held twice (its pieces and the layout's copy) until
    /// its last byte is laid out. A stretch never crosses from one piece to the next.
    ///
    /// - Parameters:
    ///   - pieces: The text's pieces, in order; empty ones are skipped. None may end with a CR while
    ///     the next starts with an LF (a CR LF is one newline, which a stretch does not cut).
    ///   - configuration: The wrap width, tab stops and metric.
    ///   - lines: As for ``init(text:configuration:settlingLinesAfterCaret:settlingStretchLength:)``.
    ///   - stretchLength: As there.
    /// - Complexity: O(k) for the k bytes laid out first, about `stretchLength`, plus O(pieces).
    package init(
        pieces: [String], configuration: TextLayoutConfiguration, settlingLinesAfterCaret lines: Int,
        settlingStretchLength stretchLength: Int = 1 << 14
    ) {
        self.init(
            pieces: pieces.map(TextPiece.init), configuration: configuration, settlingLinesAfterCaret: lines,
            settlingStretchLength: stretchLength)
    }

    /// Creates a model as ``init(pieces:configuration:settlingLinesAfterCaret:settlingStretchLength:)``
    /// does, for pieces that may be made into strings only when they are laid out (``TextPiece``).
    package init(
        pieces: [TextPiece], configuration: TextLayoutConfiguration, settlingLinesAfterCaret lines: Int,
        settlingStretchLength stretchLength: Int = 1 << 14
    ) {
        self.init(text: "", configuration: configuration)
        pendingPieces = pieces.reversed().filter { $0.utf8Count > 0 }
        pendingPiecesUTF8Count = pendingPieces.reduce(0) { $0 + $1.utf8Count }
        takeNextPiece()
        settlingStretchLength = max(1, stretchLength)
        settle(linesAfterCaret: lines)
    }

    /// Makes the next pending piece ``pendingText``, when there is one; the piece itself is let go of.
    private mutating func takeNextPiece() {
        guard let next = pendingPieces.popLast() else { return }
        pendingPiecesUTF8Count -= next.utf8Count
        pendingText = next.string[...]
    }

    /// The bytes a stretch of ``layOutMore(maximumLength:)`` holds at most by default: wrapped in a
    /// few milliseconds, so that a key waits no longer than that.
    package static let stretchLength = 1 << 17

    /// The bytes that stay laid out after the caret while text is pending: what a command reads past
    /// it. A cluster boundary depends on the scalar after it, a word boundary on a few; the layout's
    /// word moves trust that many bytes around the caret (``TextLayout/wordContext``).
    static var settledBytesAfterCaret: Int { TextLayout.wordContext }

    /// Runs `body` on the whole text's UTF-8, laid out or not, in order, a run at a time: the
    /// layout's runs (``TextLayout/forEachUTF8Run(_:)``), the pending text, then each pending piece,
    /// made a string one at a time. A copy of the model is a snapshot of the text that costs nothing
    /// until the model changes, so a save can write it on another thread without one string of it.
    ///
    /// - Complexity: O(n).
    package func forEachUTF8Run(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try layout.forEachUTF8Run(body)
        var pending = pendingText
        try pending.withUTF8 { try body($0) }
        for piece in pendingPieces.reversed() {
            var text = piece.string
            try text.withUTF8 { try body($0) }
        }
    }

    /// The UTF-8 length of the text not laid out yet; 0 once ``layout`` holds all of it.
    package var pendingUTF8Count: Int { pendingText.utf8.count + pendingPiecesUTF8Count }

    /// The UTF-8 length of the whole text, laid out or not.
    package var utf8Count: Int { layout.utf8Count + pendingUTF8Count }

    /// Keeps the caret's line and the `lines` after it settled while text is pending, laying out
    /// more now if they are not.
    ///
    /// - Parameter lines: The lines after the caret's; negative counts as 0.
    package mutating func settle(linesAfterCaret lines: Int) {
        settledLinesAfterCaret = max(0, lines)
        settleAroundCaret()
    }

    /// Lays out the next stretch of the pending text: at most `maximumLength` bytes, ending after a
    /// newline when one lies in the stretch's second half.
    ///
    /// - Parameter maximumLength: The most bytes to lay out (at least 1).
    /// - Returns: Whether text is still pending.
    @discardableResult
    package mutating func layOutMore(maximumLength: Int = stretchLength) -> Bool {
        if !pendingText.isEmpty {
            layOutNextStretch(maximumLength: maximumLength)
        }
        return !pendingText.isEmpty
    }

    /// Lays out all the pending text.
    package mutating func layOutRemainder() {
        while !pendingText.isEmpty {
            layOutNextStretch(maximumLength: 1 << 20)
        }
    }

    /// Lays out the pending text through `offset` and ``settledBytesAfterCaret`` bytes after it.
    package mutating func layOut(throughOffset offset: Int) {
        while !pendingText.isEmpty && layout.utf8Count - max(0, offset) < Self.settledBytesAfterCaret {
            layOutNextStretch(maximumLength: settlingStretchLength)
        }
    }

    /// Lays out more until the caret is settled (``isSettled(_:)``).
    mutating func settleAroundCaret() {
        while !isSettled(caret) {
            layOutNextStretch(maximumLength: settlingStretchLength)
        }
    }

    /// Whether the pending text cannot change what a shell shows around `caret`: none is pending,
    /// or the caret lies ``settledBytesAfterCaret`` bytes before the end of what is laid out and its
    /// line and the settled lines after it come before the last line laid out (every line but the
    /// last is settled: wrapping it read no byte past the end, see ``LineWrapper``).
    func isSettled(_ caret: Caret) -> Bool {
        guard !pendingText.isEmpty else { return true }
        guard layout.utf8Count - caret.offset >= Self.settledBytesAfterCaret else { return false }
        return layout.lineIndex(of: caret) + settledLinesAfterCaret < layout.lineCount - 1
    }

    /// Appends the next stretch of the pending text to the layout (``TextLayout/append(_:)``).
    mutating func layOutNextStretch(maximumLength: Int) {
        let utf8 = pendingText.utf8
        let cut =
            utf8.count <= maximumLength
            ? utf8.count
            : utf8.withContiguousStorageIfAvailable { Self.stretchEnd(in: $0, maximumLength: maximumLength) }
                ?? ContiguousArray(utf8.prefix(maximumLength + 1)).withUnsafeBufferPointer {
                    Self.stretchEnd(in: $0, maximumLength: maximumLength)
                }
        let end = utf8.index(utf8.startIndex, offsetBy: cut)
        if layout.utf8Count == 0 {
            layout = TextLayout(text: String(pendingText[..<end]), configuration: layout.configuration)
        } else {
            layout.append(pendingText[..<end])
        }
        // Empty, the slice would still hold the whole piece's storage.
        pendingText = end == utf8.endIndex ? "" : pendingText[end...]
        if pendingText.isEmpty { takeNextPiece() }
    }

    /// Where a stretch of at most `maximumLength` of `bytes` ends: after the last LF in its second
    /// half, else at the last scalar boundary at or before `maximumLength` (a cut inside a grapheme
    /// cluster or a line is an edit like any other to the layout), never between a CR and an LF.
    static func stretchEnd(in bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int) -> Int {
        var index = min(maximumLength, bytes.count)
        while index > maximumLength / 2 {
            if bytes[index - 1] == 0x0A { return index }
            index -= 1
        }
        func isScalarBoundary(_ offset: Int) -> Bool {
            offset == bytes.count || bytes[offset] & 0xC0 != 0x80
        }
        var cut = min(max(1, maximumLength), bytes.count)
        while cut > 0 && !isScalarBoundary(cut) { cut -= 1 }
        if cut == 0 {
            cut = 1
            while !isScalarBoundary(cut) { cut += 1 }
        }
        // A CR LF is one newline: a stretch ending with its CR would end a paragraph the LF continues.
        if bytes[cut - 1] == 0x0D && cut < bytes.count && bytes[cut] == 0x0A {
            cut += 1
        }
        return cut
    }
}
