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
                if let line = asciiRun(
                    of: bytes, lineStart: start, width: width, position: &position, state: &state,
                    column: &column, inkColumn: &inkColumn, breakPoint: &breakPoint, reach: &reach)
                {
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
                return Line(
                    width: max(point.inkColumn, min(point.column, width)), end: point.offset,
                    endState: point.state, reach: reach)
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
        var lines: [LineRecord]
        var from: Int
        var shift: Int
        /// The ``Paragraph/reachBound`` of the paragraph `lines` come from.
        var reachBound: Int
        /// The content length of the paragraph `lines` come from, which their starts are read with.
        var contentLength: Int

        /// The old start of line `index`.
        func start(ofLine index: Int) -> Int {
            lines[index].start(contentLength: contentLength)
        }

        /// The index of the old line holding an old content offset.
        func lineIndex(containing offset: Int) -> Int {
            lines.lineIndex(containing: offset, contentLength: contentLength)
        }
    }

    /// How ``wrap(_:from:into:rejoining:readLimit:)`` stopped.
    enum Outcome: Equatable {
        /// It wrapped to the content's end (`nil`), or rejoined the tail at this index of its lines.
        case finished(rejoined: Int?)
        /// The next line would read past the read limit (or see the bytes end there): wrapping must
        /// resume at this line start, in this state, over more bytes.
        case needsBytes(start: Int, state: LineBreakState)
    }

    /// Wraps the content from `restart` until its end or until the wrapping rejoins `tail`, appending
    /// the new lines to `lines`.
    ///
    /// - Parameter readLimit: When the scanner's bytes stop before the content's end, their count:
    ///   a line whose wrapping read up to it or saw the bytes end (``Line/reach`` past the limit) might
    ///   differ with the bytes after it, so it is not appended, and the wrapping stops there. A line
    ///   that read less is the line the whole content gives: that is what a reach means (an edit at or
    ///   after it cannot change the line, and cutting the bytes there is such an edit).
    /// - Returns: `.finished` with the index in `tail.lines` of the first old line the wrapping
    ///   rejoined (from there on the old lines moved by `tail.shift` are the new ones; the caller
    ///   takes them), or `nil` when it wrapped to the content's end; `.needsBytes` at the read limit.
    /// - Complexity: O(k) in the bytes wrapped. The wrapping rejoins the old lines as soon as one line
    ///   start coincides (usually the line after the edit); in the worst case, lines filled to the
    ///   last cell, every line moves and the rest of the paragraph is wrapped again.
    static func wrap(
        _ scanner: ClusterScanner, from restart: (start: Int, state: LineBreakState),
        into lines: inout [LineRecord], rejoining tail: Tail?, readLimit: Int?
    ) -> Outcome {
        var start = restart.start
        var state = restart.state
        while true {
            let line = line(of: scanner, from: start, state: state)
            if let readLimit, line.reach > readLimit {
                return .needsBytes(start: start, state: state)
            }
            lines.append(LineRecord(start: start, width: line.width, state: state, reach: line.reach))
            guard line.end < scanner.bytes.count else { return .finished(rejoined: nil) }
            start = line.end
            state = line.endState
            if let tail, start >= tail.from {
                let old = tail.lineIndex(containing: start - tail.shift)
                if tail.start(ofLine: old) == start - tail.shift && tail.lines[old].state == state {
                    return .finished(rejoined: old)
                }
            }
        }
    }
}

extension [LineRecord] {
    /// The index of the line holding a content offset: the last line starting at or before it, in a
    /// paragraph whose content is `contentLength` bytes long.
    func lineIndex(containing offset: Int, contentLength: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle].start(contentLength: contentLength) <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}
