/// Reads the grapheme clusters of one paragraph's content as UTF-8 offsets and measures them, the
/// unit of wrapping and of caret columns.
///
/// Common clusters (one scalar that no rule joins to its neighbour) are found with
/// ``GraphemeBreakShortcut`` and measured from the width table; the rest ask the standard library's
/// grapheme breaking on the paragraph's `String` and the configured metric.
struct ClusterScanner {
    /// The paragraph's content (its text without the newline) as UTF-8.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The paragraph's text, for the clusters the shortcut cannot settle.
    let text: String
    let configuration: TextLayoutConfiguration

    /// The end of the cluster starting at `start`, whose first scalar `scalar` ends at `scalarEnd`.
    ///
    /// Finding it reads the scalar after the cluster: `reach` is raised to the offset after that
    /// scalar, or past the content's end when the cluster ends there (seeing the end is reading too).
    @inline(__always)
    func clusterEnd(from start: Int, scalar: UInt32, scalarEnd: Int, reach: inout Int) -> Int {
        var next: UInt32 = 0
        var nextEnd = 0
        return clusterEnd(
            from: start, scalar: scalar, scalarEnd: scalarEnd, reach: &reach, next: &next, nextEnd: &nextEnd)
    }

    /// ``clusterEnd(from:scalar:scalarEnd:reach:)``, also handing back the scalar after the first one
    /// when there is one: `next` becomes that scalar and `nextEnd` its end (else both are unchanged), so
    /// a caller walking scalars need not decode it again.
    @inline(__always)
    func clusterEnd(
        from start: Int, scalar: UInt32, scalarEnd: Int, reach: inout Int, next: inout UInt32,
        nextEnd: inout Int
    ) -> Int {
        guard scalarEnd < bytes.count else {
            reach = bytes.count + 1
            return scalarEnd
        }
        nextEnd = scalarEnd
        next = LineBreaker.decodeScalar(bytes, at: &nextEnd)
        if GraphemeBreakShortcut.isCertainBoundary(between: scalar, and: next) {
            reach = max(reach, nextEnd)
            return scalarEnd
        }
        let utf8 = text.utf8
        let after = text.index(after: utf8.index(utf8.startIndex, offsetBy: start))
        let end = min(bytes.count, utf8.distance(from: utf8.startIndex, to: after))
        reach = max(reach, end + 4)  // the standard library read the scalar after the cluster
        return end
    }

    /// The cells of the cluster `start..<end`, whose first scalar `scalar` ends at `scalarEnd`, at
    /// `column`: tabs run to the next tab stop, others ask the metric (a negative answer counts as 0).
    @inline(__always)
    func cells(from start: Int, to end: Int, scalar: UInt32, scalarEnd: Int, column: Int) -> Int {
        if scalar < 0x80 && end == start + 1 {
            if scalar == 0x09 {
                return configuration.tabWidth - column % configuration.tabWidth
            }
            if configuration.terminalCellWidth != nil {
                return 1
            }
        }
        if let terminal = configuration.terminalCellWidth {
            if end == scalarEnd {
                return terminal.cellWidth(ofScalar: scalar)
            }
            return terminal.cellWidth(ofScalars: UTF8Scalars(bytes: bytes, range: start..<end))
        }
        let utf8 = text.utf8
        let character = text[utf8.index(utf8.startIndex, offsetBy: start)]
        return max(0, configuration.cellWidth.cellWidth(of: character))
    }

    /// Walks whole clusters from `start` (column 0) while they end at or before `limit`.
    ///
    /// - Returns: Where the walk stopped (the last cluster boundary at or before `limit`) and the
    ///   column there.
    func walk(from start: Int, upTo limit: Int) -> (offset: Int, column: Int) {
        var offset = start
        var column = 0
        var reach = 0
        while offset < limit {
            var scalarEnd = offset
            let scalar = LineBreaker.decodeScalar(bytes, at: &scalarEnd)
            let end = clusterEnd(from: offset, scalar: scalar, scalarEnd: scalarEnd, reach: &reach)
            guard end <= limit else { break }
            column += cells(from: offset, to: end, scalar: scalar, scalarEnd: scalarEnd, column: column)
            offset = end
        }
        return (offset, column)
    }
}

/// The scalars of a range of UTF-8, decoded as ``LineBreaker`` does.
struct UTF8Scalars: Sequence, IteratorProtocol {
    let bytes: UnsafeBufferPointer<UInt8>
    var range: Range<Int>

    mutating func next() -> UInt32? {
        guard range.lowerBound < range.upperBound else { return nil }
        var offset = range.lowerBound
        let scalar = LineBreaker.decodeScalar(bytes, at: &offset)
        range = Swift.min(offset, range.upperBound)..<range.upperBound
        return scalar
    }
}

extension Paragraph {
    /// Runs `body` with a scanner over the paragraph's content.
    func withScanner<Result>(
        _ configuration: TextLayoutConfiguration, _ body: (ClusterScanner) throws -> Result
    ) rethrows -> Result {
        let contentLength = contentLength
        let text = text
        if let result = try text.utf8.withContiguousStorageIfAvailable({
            try body(
                ClusterScanner(
                    bytes: UnsafeBufferPointer(rebasing: $0[..<contentLength]), text: text,
                    configuration: configuration))
        }) {
            return result
        }
        return try ContiguousArray(text.utf8).withUnsafeBufferPointer {
            try body(
                ClusterScanner(
                    bytes: UnsafeBufferPointer(rebasing: $0[..<contentLength]), text: text,
                    configuration: configuration))
        }
    }
}
