/// One paragraph of a ``TextLayout``: its text up to and including its newline, and its visual lines.
///
/// Every paragraph but the text's last ends with exactly one newline; the last has none and may be
/// empty (the empty line after a trailing newline is a real line).
struct Paragraph: Sendable {
    /// The paragraph's text including its newline.
    var text: String
    /// The UTF-8 length of the newline ending `text` (0 to 3). The fields are kept small: a layout
    /// holds one paragraph value per paragraph, 32 bytes with the text's and the lines' references.
    var newlineLength: UInt8
    /// ``reachBound``, saturating at `UInt32.max`, which stands for no bound.
    private var storedReachBound: UInt32
    /// The visual lines, in order; the first starts at 0. Never empty.
    var lines: [LineRecord]

    /// The UTF-8 length of `text` without its newline.
    var contentLength: Int { length - Int(newlineLength) }

    /// At least the distance from any line's start to its reach, the last line (which read to the
    /// content's end) aside: lines starting this far or further before an edit cannot have read
    /// the edited bytes, so ``restartLine(forEditAt:)`` looks at no line before them. Edits only raise
    /// it (to the reach of a line they wrap); wrapping the whole paragraph makes it exact again.
    /// Kept in 32 bits: a bound of 4 GiB or more is `Int.max` (look at every line), never too small.
    var reachBound: Int {
        get { storedReachBound == .max ? .max : Int(storedReachBound) }
        set { storedReachBound = UInt32(clamping: newValue) }
    }

    /// Wraps `text`, whose newline (if any) is its last character.
    init(text: String, configuration: TextLayoutConfiguration) {
        self.init(text: text, configuration: configuration, reusing: nil, tail: nil)
    }

    /// Wraps `text`, taking the lines before `reusing.restart` from `reusing.lines` (lines of a
    /// paragraph that starts with the same bytes up to the edit) and rejoining `tail` when it can.
    init(
        text: String, configuration: TextLayoutConfiguration,
        reusing prefix: (lines: [LineRecord], restart: Int)?, tail: LineWrapper.Tail?
    ) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        newlineLength = UInt8(Self.newlineLength(atEndOf: text.utf8))
        if let prefix {
            lines = Array(prefix.lines[..<prefix.restart])
            storedReachBound = 0
            reachBound = Self.reachBound(of: lines[...], endsParagraph: false)
            wrapRest(
                from: (prefix.lines[prefix.restart].start, prefix.lines[prefix.restart].state),
                rejoining: tail,
                configuration: configuration)
        } else {
            lines = []
            storedReachBound = 0
            wrapRest(from: (0, LineBreakState()), rejoining: tail, configuration: configuration)
        }
        if prefix == nil && tail == nil {
            trimLines()
        }
        if prefix != nil || tail != nil {
            checkIncrementalWrap(configuration: configuration)
        }
    }

    /// The UTF-8 length of the whole paragraph, newline included.
    var length: Int { text.utf8.count }

    /// The paragraph's text without its newline.
    var content: Substring { text[..<index(atOffset: contentLength)] }

    /// The string index at a UTF-8 offset into `text`.
    func index(atOffset offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// The UTF-8 offset of a string index into `text`.
    func offset(of index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// Recomputes `lines` from `text`.
    mutating func rewrap(configuration: TextLayoutConfiguration) {
        lines = []
        reachBound = 0
        wrapRest(from: (0, LineBreakState()), rejoining: nil, configuration: configuration)
        trimLines()
    }

    /// Drops the spare capacity `lines` grew while wrapping (appending one line at a time leaves up to
    /// half of it unused): a paragraph wrapped from scratch keeps exactly its lines, which is most of
    /// a layout's memory besides the text. Edits let it grow again, by doubling.
    private mutating func trimLines() {
        guard lines.capacity > lines.count else { return }
        lines = Array(unsafeUninitializedCapacity: lines.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: lines)
        }
    }

    /// Appends to `lines` the wrapping from `restart` until the content's end or until it rejoins
    /// `tail`, and raises ``reachBound`` over the new lines (it must already bound those in `lines`).
    mutating func wrapRest(
        from restart: (start: Int, state: LineBreakState), rejoining tail: LineWrapper.Tail?,
        configuration: TextLayoutConfiguration
    ) {
        var new = lines
        lines = []  // `new` is the only reference: appending to it does not copy
        let fresh = new.count
        if let tail {
            // Room for as many lines as the tail holds from the edit on, and one more: a paragraph
            // that Enter starts grows its lines once, not one doubling at a time.
            let tailLines = tail.lines.count - tail.lines.lineIndex(containing: tail.from - tail.shift)
            new.reserveCapacity(fresh + tailLines + 1)
        }
        let rejoined = withScanner(configuration) {
            LineWrapper.wrap($0, from: restart, into: &new, rejoining: tail)
        }
        reachBound = max(reachBound, Self.reachBound(of: new[fresh...], endsParagraph: rejoined == nil))
        if let tail, let rejoined {
            new.appendShifted(tail.lines[rejoined...], by: tail.shift)
            reachBound = max(reachBound, tail.reachBound)
        }
        lines = new
    }

    /// The longest distance from a line's start to its reach among `records`, leaving out the last
    /// when it `endsParagraph` (it read to the content's end).
    static func reachBound(of records: ArraySlice<LineRecord>, endsParagraph: Bool) -> Int {
        var bound = 0
        for record in endsParagraph ? records.dropLast() : records {
            bound = max(bound, record.reach == .max ? .max : record.reach - record.start)
        }
        return bound
    }

    /// The index in `lines` of the line holding a content offset: the last line starting at or before it.
    func lineIndex(containing offset: Int) -> Int {
        lines.lineIndex(containing: offset)
    }

    /// The content offset where line `index` ends (the next line's start, or the content's end).
    func lineEnd(_ index: Int) -> Int {
        index + 1 < lines.count ? lines[index + 1].start : contentLength
    }

    /// The UTF-8 length of the newline ending `utf8`, or 0 if it does not end with one.
    ///
    /// Newlines are the characters Swift's `Character.isNewline` accepts and UAX #14 breaks after
    /// unconditionally: LF, VT, FF, CR, CR LF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
    static func newlineLength(atEndOf utf8: Substring.UTF8View) -> Int {
        utf8.withContiguousStorageIfAvailable { newlineLength(atEndOf: $0) }
            ?? ContiguousArray(utf8.suffix(3)).withUnsafeBufferPointer { newlineLength(atEndOf: $0) }
    }

    /// The UTF-8 length of the newline ending `bytes`, or 0 if they do not end with one.
    private static func newlineLength(atEndOf bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        switch (
            count > 0 ? bytes[count - 1] : nil, count > 1 ? bytes[count - 2] : nil,
            count > 2 ? bytes[count - 3] : nil
        ) {
        case (0x0A, 0x0D, _): return 2
        case (0x0A, _, _), (0x0B, _, _), (0x0C, _, _), (0x0D, _, _): return 1
        case (0x85, 0xC2, _): return 2
        case (0xA8, 0x80, 0xE2), (0xA9, 0x80, 0xE2): return 3
        default: return 0
        }
    }

    /// The UTF-8 length of the newline ending `utf8`, or 0 if it does not end with one.
    static func newlineLength(atEndOf utf8: String.UTF8View) -> Int {
        newlineLength(atEndOf: utf8[...])
    }

    /// Splits text into paragraph texts, each ending just after a newline.
    ///
    /// The remainder after the last newline (possibly empty) is returned only when
    /// `includingRemainder` is set: it is the text's last paragraph, or, inside a text, the start of
    /// the paragraph that follows.
    ///
    /// - Complexity: O(n), a scan of the UTF-8 bytes (newlines always stand alone as grapheme
    ///   clusters, so no cluster analysis is needed).
    static func split(_ text: Substring, includingRemainder: Bool) -> [Substring] {
        let ends =
            text.utf8.withContiguousStorageIfAvailable { newlineEnds(in: $0) }
            ?? ContiguousArray(text.utf8).withUnsafeBufferPointer { newlineEnds(in: $0) }
        let utf8 = text.utf8
        var pieces: [Substring] = []
        pieces.reserveCapacity(ends.count + 1)
        var start = text.startIndex
        for end in ends {
            let index = utf8.index(text.startIndex, offsetBy: end)
            pieces.append(text[start..<index])
            start = index
        }
        if includingRemainder {
            pieces.append(text[start...])
        }
        return pieces
    }

    /// The offsets just after the first and the last newline in `text`; `nil` when it holds none.
    ///
    /// An edit scans its replacement this way: one newline (Enter) or none is the common case, and
    /// it needs no array of pieces.
    /// - Complexity: O(n), no allocation for contiguous text.
    static func newlineBounds(in text: Substring) -> (firstEnd: Int, lastEnd: Int)? {
        func bounds(_ bytes: UnsafeBufferPointer<UInt8>) -> (firstEnd: Int, lastEnd: Int)? {
            var result: (firstEnd: Int, lastEnd: Int)?
            forEachNewlineEnd(in: bytes) { end in
                result = (result?.firstEnd ?? end, end)
            }
            return result
        }
        return text.utf8.withContiguousStorageIfAvailable(bounds)
            ?? ContiguousArray(text.utf8).withUnsafeBufferPointer(bounds)
    }

    /// The offsets just after each newline in `bytes`.
    private static func newlineEnds(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var ends: [Int] = []
        forEachNewlineEnd(in: bytes) { ends.append($0) }
        return ends
    }

    /// Calls `body` with the offset just after each newline in `bytes`, in order.
    @inline(__always)
    private static func forEachNewlineEnd(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            guard byte <= 0x0D || byte >= 0xC2 else { continue }
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                body(index)
            case 0x0D:
                if index < count && bytes[index] == 0x0A { index += 1 }
                body(index)
            case 0xC2 where index < count && bytes[index] == 0x85:
                index += 1
                body(index)
            case 0xE2
            where index + 1 < count && bytes[index] == 0x80
                && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                index += 2
                body(index)
            default:
                break
            }
        }
    }
}

/// One visual line inside a paragraph: where it starts (a UTF-8 offset into the paragraph), its
/// width in cells, the line breaker's state where it starts (so wrapping can resume there) and how
/// far wrapping it read (``LineWrapper/Line/reach``).
///
/// A paragraph holds one record per visual line, so the record is packed into 24 bytes (12 bytes of
/// which are the start and the breaker's state, 4 padding): the width is kept in 32 bits, saturating at
/// `Int32.max` cells, and the reach as a 32-bit distance from the start, where `UInt32.max` stands
/// for "past the content's end". A reach further than 4 GiB ahead saturates to that too, which can
/// only make an edit re-wrap from an earlier line, never a wrong one; shifting a record (an edit
/// before it) moves only its start.
struct LineRecord: Hashable, Sendable {
    var start: Int
    var state: LineBreakState
    private var storedWidth: Int32
    private var reachDistance: UInt32

    init(start: Int, width: Int, state: LineBreakState, reach: Int) {
        self.start = start
        self.state = state
        storedWidth = Int32(clamping: width)
        reachDistance = reach == .max ? .max : UInt32(clamping: reach - start)
    }

    /// The line's width in cells (at most `Int32.max`).
    var width: Int { Int(storedWidth) }

    /// The offset after the last byte wrapping the line read; `Int.max` when it saw the content's end.
    var reach: Int { reachDistance == .max ? .max : start + Int(reachDistance) }
}
