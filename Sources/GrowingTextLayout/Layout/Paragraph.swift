/// One paragraph of a ``TextLayout``: its text up to and including its newline, and its visual lines.
///
/// Every paragraph but the text's last ends with exactly one newline; the last has none and may be
/// empty (the empty line after a trailing newline is a real line).
///
/// The text is a gap buffer of UTF-8 bytes (see <doc:WrappingAndCarets>): the bytes before the gap,
/// the gap, then the bytes after it. An edit moves the gap to itself and fills or widens it, so
/// typing at one place moves only the bytes between two consecutive edits, never the rest of a
/// paragraph of megabytes. A paragraph wrapped from scratch has no gap, so an unedited layout holds
/// exactly its bytes. A paragraph of 128 KB or more keeps its bytes in pieces of about 64 KB, each
/// with its own gap (``GapBuffer``), cut once it is wrapped: no edit then moves or copies more than
/// a piece, and wrapping reads windows of the bytes instead of moving the gap.
///
/// Line records before the last edit hold their starts counted from the paragraph's start, those
/// after it counted back from the content's end (``LineRecord/countsFromEnd``): an edit changes
/// neither, so it shifts no record after it; consecutive edits at different places convert only
/// the records between them.
struct Paragraph: Sendable {
    /// The text's UTF-8 bytes, newline included.
    var storage: GapBuffer
    /// The visual lines, in order; the first starts at 0. Never empty. Read starts and reaches with
    /// ``start(ofLine:)`` and ``reach(ofLine:)``: some records count from the content's end. A run
    /// of identical lines is kept as one record (``LineRecords``).
    var lines: LineRecords
    /// ``reachBound``, saturating at `UInt32.max`, which stands for no bound.
    private var storedReachBound: UInt32
    /// The UTF-8 length of the newline ending the text (0 to 3).
    var newlineLength: UInt8

    /// The UTF-8 length of the text without its newline.
    var contentLength: Int { length - Int(newlineLength) }

    /// The UTF-8 length of the whole paragraph, newline included.
    var length: Int { storage.count }

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
        self.init(bytes: Array(text.utf8), configuration: configuration, reusing: nil, tail: nil)
    }

    /// Wraps `text`, whose newline (if any) is its last character.
    init(text: Substring, configuration: TextLayoutConfiguration) {
        self.init(bytes: [UInt8](copying: text.utf8), configuration: configuration, reusing: nil, tail: nil)
    }

    /// Wraps the UTF-8 `bytes` (valid UTF-8, a newline if any at their end), taking the lines before
    /// `reusing.restart` from `reusing.lines` (lines of a paragraph whose content, `contentLength`
    /// bytes long, starts with the same bytes up to the edit) and rejoining `tail` when it can.
    init(
        bytes: [UInt8], configuration: TextLayoutConfiguration,
        reusing prefix: (lines: LineRecords, restart: Int, contentLength: Int)?, tail: LineWrapper.Tail?
    ) {
        self.init(storage: GapBuffer(bytes), configuration: configuration, reusing: prefix, tail: tail)
    }

    /// Wraps the UTF-8 bytes of `storage` as ``init(bytes:configuration:reusing:tail:)`` does.
    init(
        storage: GapBuffer, configuration: TextLayoutConfiguration,
        reusing prefix: (lines: LineRecords, restart: Int, contentLength: Int)?, tail: LineWrapper.Tail?
    ) {
        self.storage = storage
        newlineLength = UInt8(
            storage.withBytes(in: max(0, storage.count - 3)..<storage.count) {
                Self.newlineLength(atEndOf: $0)
            })
        storedReachBound = 0
        if let prefix {
            lines = prefix.lines.lines(0..<prefix.restart)
            lines.modifyEntries(inLines: 0..<lines.count) {
                $0 = $0.countingFromStart(contentLength: prefix.contentLength)
            }
            reachBound = lines.reachBound(ofLines: 0..<lines.count, endsParagraph: false)
            let resume = prefix.lines[prefix.restart]
            wrapRest(
                from: (resume.start(contentLength: prefix.contentLength), resume.state), rejoining: tail,
                configuration: configuration)
        } else {
            lines = LineRecords()
            wrapRest(from: (0, LineBreakState()), rejoining: tail, configuration: configuration)
        }
        if prefix == nil && tail == nil {
            trimLines()
        }
        if prefix != nil || tail != nil {
            checkIncrementalWrap(configuration: configuration)
        }
        // Wrapped over contiguous bytes; from now on no edit copies or moves more than a piece.
        self.storage.cutIntoPiecesWhenLong()
    }

    /// Recomputes `lines` from the text.
    mutating func rewrap(configuration: TextLayoutConfiguration) {
        lines = LineRecords()
        reachBound = 0
        wrapRest(from: (0, LineBreakState()), rejoining: nil, configuration: configuration)
        trimLines()
    }

    /// Drops the spare capacity `lines` grew while wrapping (appending one line at a time leaves up to
    /// half of it unused): a paragraph wrapped from scratch keeps exactly its lines, which is most of
    /// a layout's memory besides the text. Edits let it grow again, by doubling.
    private mutating func trimLines() {
        lines.trim()
    }

    /// Appends to `lines` the wrapping from `restart` until the content's end or until it rejoins
    /// `tail`, and raises ``reachBound`` over the new lines (it must already bound those in `lines`,
    /// which must all count from the start; the tail's lines come to count from the end). Moves the
    /// gap out of the content first if it lies inside.
    mutating func wrapRest(
        from restart: (start: Int, state: LineBreakState), rejoining tail: LineWrapper.Tail?,
        configuration: TextLayoutConfiguration
    ) {
        if !isContiguous(upTo: contentLength) {
            moveGap(to: contentLength)
        }
        var new = lines
        lines = LineRecords()  // `new` is the only reference: appending to it does not copy
        let fresh = new.count
        let freshEntry = new.entries.count
        if let tail {
            // Room for as many lines as the tail holds from the edit on, and one more: a paragraph
            // that Enter starts grows its lines once, not one doubling at a time.
            let tailLines = tail.lines.count - tail.lineIndex(containing: tail.from - tail.shift)
            new.reserveCapacity(fresh + tailLines + 1)
        }
        let rejoined: Int?
        if storage.isInPieces {
            rejoined = wrapInWindows(from: restart, into: &new, rejoining: tail, configuration: configuration)
        } else {
            let outcome = withScanner(upTo: contentLength, configuration) {
                LineWrapper.wrap($0, from: restart, into: &new, rejoining: tail, readLimit: nil)
            }
            guard case .finished(let found) = outcome else { preconditionFailure("no read limit was set") }
            rejoined = found
        }
        reachBound = max(
            reachBound, new.reachBound(ofLines: fresh..<new.count, endsParagraph: rejoined == nil))
        // The lines just wrapped: those of a long unbroken run become one entry.
        new.compressRuns(fromEntry: freshEntry)
        if let tail, let rejoined {
            // The rejoined lines end this paragraph as they ended the tail's: counted from the end,
            // they need no shift (those counting from the start are converted, one pass over them).
            let first = new.count
            new.append(contentsOf: tail.lines, lines: rejoined..<tail.lines.count)
            let last = new.endOfStretch(from: first) { !$0.countsFromEnd }
            new.modifyEntries(inLines: first..<last) {
                $0 = $0.countingFromEnd(contentLength: tail.contentLength)
            }
            reachBound = max(reachBound, tail.reachBound)
        }
        lines = new
    }

    /// ``wrapRest(from:rejoining:configuration:)`` over bytes in pieces: wraps windows of the bytes, each
    /// a view of one piece or a copy, from `restart` until the content's end or until the wrapping
    /// rejoins `tail`, each window four times the one before.
    ///
    /// - Returns: As ``LineWrapper/wrap(_:from:into:rejoining:readLimit:origin:keepingUnbrokenRuns:stoppingAtMovedRuns:)``'s
    ///   `.finished`.
    private func wrapInWindows(
        from restart: (start: Int, state: LineBreakState), into new: inout LineRecords,
        rejoining tail: LineWrapper.Tail?, configuration: TextLayoutConfiguration
    ) -> Int? {
        var resume = restart
        var window = configuration.wrapWindow
        while true {
            let origin = resume.start
            let limit = max(origin, scalarBoundary(atOrBefore: min(contentLength, origin + window)))
            let outcome = withBytes(in: origin..<limit) {
                LineWrapper.wrap(
                    ClusterScanner(bytes: $0, configuration: configuration), from: resume, into: &new,
                    rejoining: tail, readLimit: limit < contentLength ? limit : nil, origin: origin)
            }
            switch outcome {
            case .finished(let rejoined):
                return rejoined
            case .needsBytes(let start, let state):
                // Four times the window, up to a few pieces while lines are made (each window is a
                // copy when it crosses pieces); without limit while one line needs more.
                window = window > Int.max / 4 ? Int.max / 2 : window * 4
                if start > resume.start {
                    window = min(window, 4 * GapBuffer.pieceLength)
                }
                resume = (start, state)
            case .keptUnbrokenRun, .movedUnbrokenRun:
                preconditionFailure("wrapping neither keeps nor stops at unbroken runs here")
            }
        }
    }

    /// The longest distance from a line's start to its reach among `records`, leaving out the last
    /// when it `endsParagraph` (it read to the content's end).
    ///
    /// - Complexity: O(r) for r records, a couple of instructions each (the moved lines of a run of
    ///   megabytes are many).
    static func reachBound(of records: LineRecords, endsParagraph: Bool) -> Int {
        records.reachBound(ofLines: 0..<records.count, endsParagraph: endsParagraph)
    }

    /// Where line `index` starts, as a content offset.
    func start(ofLine index: Int) -> Int {
        lines[index].start(contentLength: contentLength)
    }

    /// How far wrapping line `index` read (``LineRecord/reach(contentLength:)``).
    func reach(ofLine index: Int) -> Int {
        lines[index].reach(contentLength: contentLength)
    }

    /// The index in `lines` of the line holding a content offset: the last line starting at or before it.
    func lineIndex(containing offset: Int) -> Int {
        lines.lineIndex(containing: offset, contentLength: contentLength)
    }

    /// The content offset where line `index` ends (the next line's start, or the content's end).
    func lineEnd(_ index: Int) -> Int {
        index + 1 < lines.count ? start(ofLine: index + 1) : contentLength
    }

    /// The lines with every start counted from the paragraph's start: what a wrapping from scratch
    /// gives, for comparisons.
    ///
    /// - Complexity: O(l).
    var linesCountingFromStart: [LineRecord] {
        let contentLength = contentLength
        return lines.expanded.map { $0.countingFromStart(contentLength: contentLength) }
    }
}

extension Paragraph {
    /// The UTF-8 length of the newline ending `utf8`, or 0 if it does not end with one.
    ///
    /// Newlines are the characters Swift's `Character.isNewline` accepts and UAX #14 breaks after
    /// unconditionally: LF, VT, FF, CR, CR LF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
    static func newlineLength(atEndOf utf8: Substring.UTF8View) -> Int {
        utf8.withContiguousStorageIfAvailable { newlineLength(atEndOf: $0) }
            ?? ContiguousArray(utf8.suffix(3)).withUnsafeBufferPointer { newlineLength(atEndOf: $0) }
    }

    /// The UTF-8 length of the newline ending `bytes`, or 0 if they do not end with one.
    static func newlineLength(atEndOf bytes: UnsafeBufferPointer<UInt8>) -> Int {
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

extension [UInt8] {
    /// The bytes of `utf8`, copied in one move when they are contiguous (a native string's are):
    /// `Array(utf8)` copies a substring's bytes one at a time, about 40 instructions a byte.
    init(copying utf8: Substring.UTF8View) {
        self = utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(utf8)
    }
}

extension LineRecords {
    /// The index of the first line from `index` on that does not continue the unbroken run of
    /// line `index` (``LineRecord/continuesRun(of:)``), or `count`.
    ///
    /// - Parameter limit: Where to stop looking: the result is at most `limit`.
    /// - Complexity: O(e) for the e entries passed (a run of identical lines is one), a few
    ///   instructions each.
    func endOfUnbrokenRun(from index: Int, limit: Int = .max) -> Int {
        let run = self[index]
        #if DEBUG
            var passed = 0
            defer { WrapCounter.current?.runRecords += passed }
        #endif
        return endOfStretch(from: index, limit: limit) {
            #if DEBUG
                passed += 1
            #endif
            return $0.continuesRun(of: run)
        }
    }
}

/// One visual line inside a paragraph: where it starts (a UTF-8 offset into the paragraph), its
/// width in cells, the line breaker's state where it starts (so wrapping can resume there) and how
/// far wrapping it read (``LineWrapper/Line/reach``).
///
/// A paragraph holds one record per visual line (or per run of identical lines, ``LineRecords``),
/// so the record is packed into 24 bytes: the start
/// (8), the breaker's state (4), the width in 32 bits, saturating at `Int32.max` cells, the reach as
/// a 32-bit distance from the start, where `UInt32.max` stands for "past the content's end" (a reach
/// further than 4 GiB ahead saturates to that too, which can only make an edit re-wrap from an
/// earlier line, never a wrong one), and whether the start counts from the content's end.
///
/// A record after a paragraph's last edit keeps its start as the distance back from the content's
/// end (``countsFromEnd``), which an edit before it does not change: so an edit in a paragraph of
/// megabytes updates no record after it. Its start is read with the content's length,
/// ``start(contentLength:)``.
struct LineRecord: Hashable, Sendable {
    /// The start (a content offset), or when `countsFromEnd` the content's length minus the start.
    private var storedStart: Int
    var state: LineBreakState
    private var storedWidth: Int32
    fileprivate(set) var storedReachDistance: UInt32
    /// Whether the start is kept as its distance from the content's end.
    private(set) var countsFromEnd: Bool
    /// Whether the line is a full line of an unbroken run, and of which kind
    /// (``LineWrapper/Line/unbrokenKind``; 0 when it is not): in the padding after `countsFromEnd`,
    /// so the record stays 24 bytes.
    let unbrokenKind: UInt8

    init(start: Int, width: Int, state: LineBreakState, reach: Int, unbrokenKind: UInt8 = 0) {
        storedStart = start
        self.state = state
        storedWidth = Int32(clamping: width)
        storedReachDistance = reach == .max ? .max : UInt32(clamping: reach - start)
        countsFromEnd = false
        self.unbrokenKind = unbrokenKind
    }

    /// Whether the line is a line of an unbroken run and `other` is one of the same run: the same
    /// kind and breaker state, so the two can be wrapped again over each other's scalars.
    @inline(__always)
    func continuesRun(of other: LineRecord) -> Bool {
        unbrokenKind != 0 && unbrokenKind == other.unbrokenKind && state == other.state
    }

    /// The line's width in cells (at most `Int32.max`).
    var width: Int { Int(storedWidth) }

    /// The line's start in a paragraph whose content is `contentLength` bytes long.
    @inline(__always)
    func start(contentLength: Int) -> Int {
        countsFromEnd ? contentLength &- storedStart : storedStart
    }

    /// The offset after the last byte wrapping the line read, in a paragraph whose content is
    /// `contentLength` bytes long; `Int.max` when it saw the content's end.
    func reach(contentLength: Int) -> Int {
        storedReachDistance == .max ? .max : start(contentLength: contentLength) + Int(storedReachDistance)
    }

    /// The distance from the start to the reach; `Int.max` when the line saw the content's end.
    var reachDistance: Int { storedReachDistance == .max ? .max : Int(storedReachDistance) }

    /// The start of a record that counts from the paragraph's start (a new record, or one of
    /// ``Paragraph/linesCountingFromStart``).
    var start: Int {
        assert(!countsFromEnd, "read the start of a record counting from the end with the content's length")
        return storedStart
    }

    /// The offset after the last byte wrapping the line read, for a record that counts from the start.
    var reach: Int {
        assert(!countsFromEnd, "read the reach of a record counting from the end with the content's length")
        return reach(contentLength: 0)
    }

    /// The same record counting from the paragraph's start.
    func countingFromStart(contentLength: Int) -> LineRecord {
        var record = self
        record.storedStart = start(contentLength: contentLength)
        record.countsFromEnd = false
        return record
    }

    /// The same record counting from the content's end.
    func countingFromEnd(contentLength: Int) -> LineRecord {
        var record = self
        record.storedStart = contentLength &- start(contentLength: contentLength)
        record.countsFromEnd = true
        return record
    }

    /// The record of the line `bytes` further on in a run of lines that differ only in their
    /// starts (``LineRecords``): the same fields, the start `bytes` later, counted the same way.
    @inline(__always)
    func advanced(by bytes: Int) -> LineRecord {
        var record = self
        record.storedStart = countsFromEnd ? storedStart &- bytes : storedStart &+ bytes
        return record
    }

    /// How many bytes after this record's line `other`'s starts, when both count their starts the
    /// same way; `nil` otherwise.
    func distance(to other: LineRecord) -> Int? {
        guard countsFromEnd == other.countsFromEnd else { return nil }
        return countsFromEnd ? storedStart &- other.storedStart : other.storedStart &- storedStart
    }

    /// The same record, counting from the start, moved by `shift` bytes.
    func shifted(by shift: Int, contentLength: Int) -> LineRecord {
        var record = countingFromStart(contentLength: contentLength)
        record.storedStart &+= shift
        return record
    }
}
