/// Greedy wrapping of one paragraph over UAX #14 break opportunities, one line at a time.
///
/// Rules (see <doc:WrappingAndCarets>): fill each line with as many clusters as fit, ending it at the
/// last break opportunity that fits; a word with no opportunity that fits is broken between clusters;
/// a cluster wider than the width gets a line of its own; spaces and tabs hang past the width instead
/// of wrapping; opportunities that fall inside a grapheme cluster are ignored.
///
/// The line breaker runs alongside the clusters, and its state at every line start is kept in the
/// line's record, so wrapping can resume at any line: that is how an edit re-wraps only the lines
/// around it (see ``Paragraph/replaceCharacters(in:with:configuration:)``), and how far it read, so
/// an edit knows which lines it cannot change.
enum LineWrapper {
    /// One wrapped line: its width, and where and in which breaker state the next line starts.
    struct Line {
        /// The line's width in cells (hanging blanks clipped to the wrap width).
        var width: Int
        /// Where the next line starts; the content's length when this is the last line.
        var end: Int
        /// The breaker's state after the scalars before `end`.
        var endState: LineBreakState
        /// How far wrapping the line read: the offset after the last byte it looked at, or `Int.max`
        /// for the last line (which saw the content's end). An edit at or after it cannot change
        /// the line.
        var reach: Int
        /// Whether the line is a full line of an unbroken run, and of which kind (0: it is not one).
        ///
        /// ASCII (``asciiRunKind``): ASCII cells only, each of its bytes and the one after them
        /// (where it was cut) takes the breaker from the line's starting state back to that state
        /// with no opportunity (the first byte's decision aside), none is a space, tab or CR, and
        /// the byte after that is ASCII too. Such a line is exactly `width` bytes and cells, ends in
        /// its starting state and reached 2 bytes past its end, whatever its letters are.
        ///
        /// Other scalars (``uniformKind(length:cells:decision:)``): every scalar the line's wrapping
        /// read, up to its reach, is a grapheme cluster of its own with the same UTF-8 length, the
        /// same cells (1 or 2), the same line break class, and takes the breaker from the line's
        /// starting state back to it with the same decision, no break or a break opportunity (`é`
        /// repeated, or ideographs, which may break before each). Such a line holds as many of them
        /// as fit, whatever they are. Either way the line's record says all that wrapping it again
        /// at the same place over such scalars would give: see
        /// ``Tail/keptUnbrokenRun(at:state:containing:width:)``.
        var unbrokenKind: UInt8 = 0
    }

    /// The ``Line/unbrokenKind`` of the full lines of an ASCII run.
    static let asciiRunKind: UInt8 = 1

    /// The ``Line/unbrokenKind`` of the full lines of a run of scalars of `length` UTF-8 bytes (2 to
    /// 4) and `cells` cells (1 or 2), each taking the breaker back to its state with `decision`
    /// (`.prohibited` or `.allowed`): one kind for each, and none is ``asciiRunKind`` or 0.
    static func uniformKind(length: Int, cells: Int, decision: LineBreakDecision) -> UInt8 {
        0x80 | UInt8(length) << 2 | UInt8(cells - 1) << 1 | (decision == .allowed ? 1 : 0)
    }

    /// A place inside the current line where it may end.
    private struct BreakPoint {
        var offset: Int
        var state: LineBreakState
        /// The cells up to `offset`, hanging blanks included.
        var column: Int
        /// The cells up to the last non-blank cluster before `offset`.
        var inkColumn: Int
    }

    /// Wraps the line that starts at `start`, where the breaker's state is `state`.
    ///
    /// - Complexity: O(k) in the bytes of the line and of the cluster after it.
    static func line(of scanner: ClusterScanner, from start: Int, state: LineBreakState) -> Line {
        let startState = state
        let bytes = scanner.bytes
        let count = bytes.count
        let width = scanner.configuration.width
        let properties = UnicodeProperties.shared
        let pairs = LineBreakPairTable.shared
        var state = state
        var position = start
        var column = 0
        var inkColumn = 0
        var breakPoint: BreakPoint?
        var reach = start
        let asciiIsOneCell = scanner.configuration.terminalCellWidth != nil
        // The scalar after the previous cluster's first, when finding that cluster decoded it: it is
        // the scalar at `position` exactly when it ends after `position`.
        var decoded: UInt32 = 0
        var decodedEnd = 0
        while position < count {
            if asciiIsOneCell && bytes[position] < 0x80 {
                if var line = asciiRun(
                    of: bytes, lineStart: start, width: width, position: &position, state: &state,
                    column: &column, inkColumn: &inkColumn, breakPoint: &breakPoint, reach: &reach)
                {
                    if line.end &- start == width && line.endState == startState
                        && isUnbrokenLine(in: bytes, from: start, width: width, state: startState)
                    {
                        line.unbrokenKind = asciiRunKind
                    }
                    return line
                }
                guard position < count else { break }
            }
            let lead = bytes[position]
            var scalarEnd = position &+ 1
            let scalar: UInt32
            let value: UInt8
            if lead < 0x80 {
                scalar = UInt32(lead)
                value = properties.lineBreakValue(ascii: lead)
            } else {
                if decodedEnd > position {
                    scalar = decoded
                    scalarEnd = decodedEnd
                } else {
                    scalarEnd = position
                    scalar = LineBreaker.decodeScalar(bytes, at: &scalarEnd)
                }
                value = properties.lineBreakValue(scalar)
            }
            let stateBefore = state
            let decision = state.advance(over: value, pairs: pairs)
            if decision != .prohibited && position > start
                && (decision != .prohibitedBeforeNumber
                    || !LineBreaker.numberFollows(bytes, at: scalarEnd, properties, readingTo: &reach))
            {
                // advance never returns needsState
                breakPoint = BreakPoint(
                    offset: position, state: stateBefore, column: column, inkColumn: inkColumn)
            }
            let end: Int
            let cells: Int
            if lead < 0x80 && lead != 0x0D && scalarEnd < count && bytes[scalarEnd] < 0x80 {
                // Two ASCII scalars in a row are always separate clusters (but CR LF).
                end = scalarEnd
                reach = max(reach, scalarEnd &+ 1)
                cells =
                    lead == 0x09
                    ? scanner.configuration.tabWidth - column % scanner.configuration.tabWidth
                    : asciiIsOneCell
                        ? 1
                        : scanner.cells(
                            from: position, to: end, scalar: scalar, scalarEnd: end, column: column)
            } else {
                end = scanner.clusterEnd(
                    from: position, scalar: scalar, scalarEnd: scalarEnd, reach: &reach, next: &decoded,
                    nextEnd: &decodedEnd)
                if end > scalarEnd {
                    advance(&state, overScalarsIn: scalarEnd..<end, of: bytes)
                }
                cells = scanner.cells(
                    from: position, to: end, scalar: scalar, scalarEnd: scalarEnd, column: column)
            }
            let isBlank = end == position &+ 1 && (lead == 0x20 || lead == 0x09)
            if !isBlank && position > start && column + cells > width {
                let point =
                    breakPoint
                    ?? BreakPoint(offset: position, state: stateBefore, column: column, inkColumn: inkColumn)
                var line = Line(
                    width: max(point.inkColumn, min(point.column, width)), end: point.offset,
                    endState: point.state, reach: reach)
                if point.state == startState && bytes[start] >= 0x80 {
                    line.unbrokenKind = uniformLineKind(
                        of: scanner, from: start, line: line, state: startState)
                }
                return line
            }
            column += cells
            if !isBlank {
                inkColumn = column
            }
            position = end
        }
        return Line(width: max(inkColumn, min(column, width)), end: count, endState: state, reach: .max)
    }

    /// The loop of ``line(of:from:state:)`` for a run of ASCII scalars each followed by ASCII (so each
    /// is a cluster of its own) that are neither CR nor tab, when every such scalar is one cell: the
    /// same steps without decoding, cluster finding or measuring, in a function of its own so its few
    /// variables stay in registers. Stops before the first byte that does not qualify, or returns the
    /// line when it ends inside the run.
    @inline(never)
    private static func asciiRun(
        of bytes: UnsafeBufferPointer<UInt8>, lineStart start: Int, width: Int, position: inout Int,
        state: inout LineBreakState, column: inout Int, inkColumn: inout Int, breakPoint: inout BreakPoint?,
        reach: inout Int
    ) -> Line? {
        let properties = UnicodeProperties.shared
        let pairs = LineBreakPairTable.shared
        let last = bytes.count &- 1
        // Locals, written back once, so the loop keeps them in registers.
        var offset = position
        var current = state
        var cells = column
        var ink = inkColumn
        var point = breakPoint
        var read = reach
        defer {
            position = offset
            state = current
            column = cells
            inkColumn = ink
            breakPoint = point
            reach = read
        }
        while offset < last {
            let lead = bytes[offset]
            // Steps the table does not settle, and LB25's look-ahead, go back to the general loop, so
            // that nothing here needs its state in memory.
            guard lead < 0x80, lead != 0x0D, lead != 0x09, bytes[offset &+ 1] < 0x80,
                let (decision, next) = current.tableStep(
                    over: properties.lineBreakValue(ascii: lead), pairs: pairs),
                decision != .prohibitedBeforeNumber
            else { return nil }
            let stateBefore = current
            current = next
            if decision != .prohibited && offset > start {
                point = BreakPoint(offset: offset, state: stateBefore, column: cells, inkColumn: ink)
            }
            read = max(read, offset &+ 2)
            let isBlank = lead == 0x20
            if !isBlank && offset > start && cells >= width {
                let end =
                    point ?? BreakPoint(offset: offset, state: stateBefore, column: cells, inkColumn: ink)
                return Line(
                    width: max(end.inkColumn, min(end.column, width)), end: end.offset, endState: end.state,
                    reach: read)
            }
            cells &+= 1
            if !isBlank {
                ink = cells
            }
            offset &+= 1
        }
        return nil
    }

    /// Whether the `width` bytes from `start` and the byte after them make a full line of an unbroken
    /// run in breaker state `state` (``Line/unbrokenKind``, ASCII). Asked only of lines the ASCII loop ended
    /// `width` bytes on in their starting state, and it stops at the first byte that breaks the
    /// run, so ordinary lines pay a byte or a word for it.
    private static func isUnbrokenLine(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, width: Int, state: LineBreakState
    ) -> Bool {
        guard width < bytes.count &- start &- 1, bytes[start &+ width &+ 1] < 0x80 else { return false }
        let properties = UnicodeProperties.shared
        let pairs = LineBreakPairTable.shared
        for offset in start...(start &+ width) {
            let byte = bytes[offset]
            guard byte < 0x80, byte != 0x0D, byte != 0x09, byte != 0x20,
                let (decision, next) = state.tableStep(
                    over: properties.lineBreakValue(ascii: byte), pairs: pairs),
                next == state,
                offset == start ? decision != .prohibitedBeforeNumber : decision == .prohibited
            else { return false }
        }
        return true
    }

    /// The ``Line/unbrokenKind`` of a line of other scalars than ASCII that ended in its starting
    /// state `state`, or 0 when it is not a full line of a uniform run. Asked only of such lines
    /// (in prose, a line that starts after a space and ends after one); the first scalar, the
    /// line's length or the first scalar that differs settles it.
    private static func uniformLineKind(
        of scanner: ClusterScanner, from start: Int, line: Line, state: LineBreakState
    ) -> UInt8 {
        let bytes = scanner.bytes
        guard let terminal = scanner.configuration.terminalCellWidth, line.reach <= bytes.count else {
            return 0
        }
        let properties = UnicodeProperties.shared
        var offset = start
        let first = LineBreaker.decodeScalar(bytes, at: &offset)
        let length = offset &- start
        let cells = terminal.cellWidth(ofScalar: first)
        let value = properties.lineBreakValue(first)
        // The state after each scalar depends on the state before it and the scalar's class alone,
        // through the table or the rules (non-ASCII letters may need the rules).
        var next = state
        let decision = next.advance(over: value, pairs: LineBreakPairTable.shared)
        guard length > 1, cells == 1 || cells == 2, next == state,
            decision == .prohibited || decision == .allowed
        else { return 0 }
        // As many whole scalars as fit, at least one (a wider one has a line of its own).
        let count = max(1, scanner.configuration.width / cells)
        guard line.end &- start == count &* length, line.width == count &* cells else { return 0 }
        var previous = first
        while offset < line.reach {
            let scalarStart = offset
            let scalar = LineBreaker.decodeScalar(bytes, at: &offset)
            guard offset &- scalarStart == length, properties.lineBreakValue(scalar) == value,
                GraphemeBreakShortcut.isCertainBoundary(between: previous, and: scalar),
                terminal.cellWidth(ofScalar: scalar) == cells
            else { return 0 }
            previous = scalar
        }
        guard offset == line.reach else { return 0 }
        return uniformKind(length: length, cells: cells, decision: decision)
    }

    /// Feeds the breaker the scalars inside a cluster after its first (their decisions fall inside
    /// the cluster, so they are not opportunities); kept out of line so the hot loop stays small.
    @inline(never)
    private static func advance(
        _ state: inout LineBreakState, overScalarsIn range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>
    ) {
        let properties = UnicodeProperties.shared
        let pairs = LineBreakPairTable.shared
        var offset = range.lowerBound
        while offset < range.upperBound {
            _ = state.advance(
                over: properties.lineBreakValue(LineBreaker.decodeScalar(bytes, at: &offset)), pairs: pairs)
        }
    }

    /// Lines of an old wrapping that a new wrapping may rejoin: once a new line starts at or after
    /// `from` where an old line started at `offset - shift` in the same breaker state, every line
    /// after it is the old one moved by `shift`.
    struct Tail {
        var lines: LineRecords
        var from: Int
        var shift: Int
        /// The ``Paragraph/reachBound`` of the paragraph `lines` come from.
        var reachBound: Int
        /// The content length of the paragraph `lines` come from, which their starts are read with.
        var contentLength: Int
        /// Lines of one unbroken run among `lines`, and where it ends (``TextLayout/KnownUnbrokenRun``).
        var knownRun: Range<Int>? = nil

        /// The old start of line `index`.
        func start(ofLine index: Int) -> Int {
            lines[index].start(contentLength: contentLength)
        }

        /// The index of the old line holding an old content offset.
        func lineIndex(containing offset: Int) -> Int {
            lines.lineIndex(containing: offset, contentLength: contentLength)
        }

        /// The old lines that are the new ones, unmoved, when a new line starts at `start` in
        /// `state` inside an unbroken run whose lines did not move: `nil` unless there are some.
        ///
        /// Lines of an unbroken run (``Line/unbrokenKind``) are full from the run's start, so an
        /// edit inside the run, after its start, leaves every line start where it was and changes
        /// which bytes each line holds: the lines after the edit rejoin no old line moved by the
        /// shift, and would be wrapped again to the run's end. Yet they are the old lines, unmoved:
        /// an old unbroken line proves that everything its wrapping read (its scalars, the cut and
        /// what finding the cut looked at) is scalars of its run's kind in its state, and the new
        /// line at `start` holds old bytes from `start - shift` on, which for a shift of less than
        /// a line lie within two old lines of the same run, before and at `start` (an insertion)
        /// or at and after it (a deletion). The last old lines of the run hold bytes after the
        /// run's end once moved, so wrapping resumes at the returned range's upper bound.
        ///
        /// - Parameters:
        ///   - start: A new line start at or after ``from``, in new content offsets (equal to old
        ///     ones for the unmoved lines).
        ///   - old: The index of the old line holding `start - shift`.
        ///   - width: The wrap width the lines were made with.
        /// - Returns: Indices of old lines to keep as they are, counted from the start; the first
        ///   starts at `start`.
        /// - Complexity: O(1) when `old` lies in ``knownRun`` or a few lines before it; otherwise
        ///   O(r) for the r lines of the run after `start` (a pass over their records).
        func keptUnbrokenRun(at start: Int, state: LineBreakState, containing old: Int, width: Int)
            -> Range<Int>?
        {
            guard shift != 0 && shift.magnitude < width else { return nil }
            // The old line starting at `start`, and the first old line the new one at `start` reads
            // from (the one before it for an insertion).
            let first = shift > 0 ? old + 1 : old
            guard first + 1 < lines.count, self.start(ofLine: first) == start,
                lines[old].unbrokenKind != 0, lines[old].state == state
            else { return nil }
            let end = endOfUnbrokenRun(from: old)
            // New line k (from `first`) reads old lines first + k - 1 and first + k (insertion) or
            // first + k and first + k + 1 (deletion); all must be unbroken.
            let kept = first..<(shift > 0 ? end : end - 1)
            return kept.count > 1 ? kept : nil
        }

        /// The new lines of an unbroken run that moved, when a new line starts at `start` in `state`
        /// and holds old bytes of a run: as many lines as the old run's records prove, each like the
        /// old run's lines, `length` bytes long; `nil` unless there are some.
        ///
        /// Where the edit moved a run by other than whole lines (Enter or a join inside it, or a
        /// scalar of another kind typed in it), its new lines start where no old line did: they
        /// rejoin nothing and would be wrapped again to the run's end. Yet each holds bytes of the
        /// run and reads nothing else, as long as it starts at or before the old run's last line
        /// (moved by the shift), so it is what any line of the run is: ``Line/unbrokenKind``.
        ///
        /// - Parameters:
        ///   - start: A new line start at or after ``from``.
        ///   - old: The index of the old line holding `start - shift`.
        /// - Complexity: O(1) when `old` lies in ``knownRun`` or a few lines before it; otherwise
        ///   O(r) for the r lines of the run after `old` (a pass over their records).
        func movedUnbrokenRun(at start: Int, state: LineBreakState, containing old: Int)
            -> (count: Int, record: LineRecord, length: Int)?
        {
            let record = lines[old]
            guard record.unbrokenKind != 0, record.state == state, old + 1 < lines.count,
                lines[old + 1].continuesRun(of: record)
            else { return nil }
            let length = self.start(ofLine: old + 1) - self.start(ofLine: old)
            let last = self.start(ofLine: endOfUnbrokenRun(from: old) - 1)
            let oldStart = start - shift
            guard oldStart <= last else { return nil }
            let count = (last - oldStart) / length + 1
            return count > 1 ? (count, record, length) : nil
        }

        /// The index of the first line from `index` on that is not a line of the unbroken run line
        /// `index` is one of (same kind, same state): read from ``knownRun`` when `index` lies in it
        /// or at most ``knownRunLookBack`` lines before it, found with a pass over the records
        /// otherwise.
        func endOfUnbrokenRun(from index: Int) -> Int {
            if let knownRun, index < knownRun.upperBound,
                index + Self.knownRunLookBack >= knownRun.lowerBound,
                lines[knownRun.lowerBound].continuesRun(of: lines[index]),
                index >= knownRun.lowerBound
                    || lines.endOfUnbrokenRun(from: index, limit: knownRun.lowerBound) == knownRun.lowerBound
            {
                return knownRun.upperBound
            }
            return lines.endOfUnbrokenRun(from: index)
        }

        /// How many lines before ``knownRun`` an edit may start and still use it, once the lines in
        /// between are checked: the new lines an edit wraps before the kept ones are a few, and
        /// join the run only when they are lines of it too.
        static let knownRunLookBack = 64
    }

    /// How ``wrap(_:from:into:rejoining:readLimit:)`` stopped.
    enum Outcome: Equatable {
        /// It wrapped to the content's end (`nil`), or rejoined the tail at this index of its lines.
        case finished(rejoined: Int?)
        /// The next line would read past the read limit (or see the bytes end there): wrapping must
        /// resume at this line start, in this state, over more bytes.
        case needsBytes(start: Int, state: LineBreakState)
        /// The next lines are the tail's lines at these indices, unmoved
        /// (``Tail/keptUnbrokenRun(at:state:containing:width:)``); wrapping resumes at the start of
        /// the tail's line at the range's upper bound, in the same state.
        case keptUnbrokenRun(Range<Int>)
        /// The next lines are lines of an unbroken run that moved
        /// (``Tail/movedUnbrokenRun(at:state:containing:)``): `count` records like `record` (which
        /// starts where the first does), each `length` bytes after the one before, standing for the
        /// tail's lines from index `old` on; wrapping resumes after the last, in the record's state.
        case movedUnbrokenRun(old: Int, count: Int, record: LineRecord, length: Int)
    }

    /// Wraps the content from `restart` until its end or until the wrapping rejoins `tail`, appending
    /// the new lines to `lines`.
    ///
    /// - Parameter readLimit: When the scanner's bytes stop before the content's end, their count:
    ///   a line whose wrapping read up to it or saw the bytes end (``Line/reach`` past the limit) might
    ///   differ with the bytes after it, so it is not appended, and the wrapping stops there. A line
    ///   that read less is the line the whole content gives: that is what a reach means (an edit at or
    ///   after it cannot change the line, and cutting the bytes there is such an edit).
    ///   - origin: The content offset of the scanner's first byte: offsets in and out are content
    ///     offsets, `restart.start` at or after it.
    ///   - keepingUnbrokenRuns: Whether to stop with `.keptUnbrokenRun` where the new lines are old
    ///     lines of an unbroken run, unmoved (the caller keeps them in place: `tail` holds its own
    ///     lines, and an edit inside the paragraph made the shift).
    ///   - stoppingAtMovedRuns: Whether to stop with `.movedUnbrokenRun` where the next lines are
    ///     lines of an unbroken run that moved, rather than append them (the caller writes them over
    ///     the old run's records, in place).
    /// - Returns: `.finished` with the index in `tail.lines` of the first old line the wrapping
    ///   rejoined (from there on the old lines moved by `tail.shift` are the new ones; the caller
    ///   takes them), or `nil` when it wrapped to the content's end; `.needsBytes` at the read limit.
    /// - Complexity: O(k) in the bytes wrapped. The wrapping rejoins the old lines as soon as one line
    ///   start coincides (usually the line after the edit); in the worst case, lines filled to the
    ///   last cell, every line moves and the rest of the paragraph is wrapped again.
    static func wrap(
        _ scanner: ClusterScanner, from restart: (start: Int, state: LineBreakState),
        into lines: inout LineRecords, rejoining tail: Tail?, readLimit: Int?, origin: Int = 0,
        keepingUnbrokenRuns: Bool = false, stoppingAtMovedRuns: Bool = false
    ) -> Outcome {
        var start = restart.start
        var state = restart.state
        while true {
            #if DEBUG
                WrapCounter.current?.lines += 1
            #endif
            var line = line(of: scanner, from: start &- origin, state: state)
            line.end &+= origin
            if line.reach != .max { line.reach &+= origin }
            if let readLimit, line.reach > readLimit {
                return .needsBytes(start: start, state: state)
            }
            lines.append(
                LineRecord(
                    start: start, width: line.width, state: state, reach: line.reach,
                    unbrokenKind: line.unbrokenKind))
            guard line.end &- origin < scanner.bytes.count else { return .finished(rejoined: nil) }
            start = line.end
            state = line.endState
            if let tail, start >= tail.from {
                let old = tail.lineIndex(containing: start - tail.shift)
                if tail.start(ofLine: old) == start - tail.shift && tail.lines[old].state == state {
                    return .finished(rejoined: old)
                }
                if keepingUnbrokenRuns,
                    let kept = tail.keptUnbrokenRun(
                        at: start, state: state, containing: old, width: scanner.configuration.width)
                {
                    return .keptUnbrokenRun(kept)
                }
                if let moved = tail.movedUnbrokenRun(at: start, state: state, containing: old) {
                    // Lines the old run's records prove, written without reading their bytes.
                    let record = LineRecord(
                        start: start, width: moved.record.width, state: state,
                        reach: start &+ moved.record.reachDistance, unbrokenKind: moved.record.unbrokenKind)
                    if stoppingAtMovedRuns {
                        return .movedUnbrokenRun(
                            old: old, count: moved.count, record: record, length: moved.length)
                    }
                    lines.appendRun(record, count: moved.count, length: moved.length)
                    start &+= moved.count &* moved.length
                    if let readLimit, start >= readLimit {
                        return .needsBytes(start: start, state: state)
                    }
                }
            }
        }
    }
}

#if DEBUG
    /// Counts the lines ``LineWrapper/wrap(_:from:into:rejoining:readLimit:origin:keepingUnbrokenRuns:stoppingAtMovedRuns:)``
    /// wraps while it is the task's ``current`` counter, so that tests can check how much an edit
    /// re-wraps. Debug builds only: release builds neither have nor read it.
    final class WrapCounter: @unchecked Sendable {  // written only by the task it is current in
        /// Lines wrapped so far.
        var lines = 0
        /// Line records passed looking for the end of an unbroken run.
        var runRecords = 0
        /// Bytes copied from one paragraph into another by Enter and joins.
        var bytesCopied = 0
        /// Bytes a paragraph's gap moved over.
        var gapBytesMoved = 0
        /// Bytes copied to widen a paragraph's gap (or its piece's).
        var gapBytesCopied = 0
        /// Line records after an edit made to count from the content's end.
        var recordsConverted = 0
        /// Line records moved in memory because an edit changed how many records came before them.
        var recordsShifted = 0
        /// Line record entries written by edits (``LineRecords``: a run of lines is one).
        var recordsWritten = 0
        /// Line record entries copied from one paragraph's records into another's.
        var recordsCopied = 0
        /// The counter of the running task, if any.
        @TaskLocal static var current: WrapCounter?
    }
#endif
