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
    @inline(__always)
    func clusterEnd(from start: Int, scalar: UInt32, scalarEnd: Int) -> Int {
        guard scalarEnd < bytes.count else { return scalarEnd }
        var nextEnd = scalarEnd
        let next = LineBreaker.decodeScalar(bytes, at: &nextEnd)
        if GraphemeBreakShortcut.isCertainBoundary(between: scalar, and: next) {
            return scalarEnd
        }
        let utf8 = text.utf8
        let after = text.index(after: utf8.index(utf8.startIndex, offsetBy: start))
        return min(bytes.count, utf8.distance(from: utf8.startIndex, to: after))
    }

    /// The end of the cluster starting at `start`.
    func clusterEnd(from start: Int) -> Int {
        guard start < bytes.count else { return start }
        var scalarEnd = start
        let scalar = LineBreaker.decodeScalar(bytes, at: &scalarEnd)
        return clusterEnd(from: start, scalar: scalar, scalarEnd: scalarEnd)
    }

    /// The cells of the cluster `start..<end` at `column`: tabs run to the next tab stop, others ask
    /// the metric (a negative answer counts as 0).
    @inline(__always)
    func cells(from start: Int, to end: Int, scalar: UInt32, column: Int) -> Int {
        if scalar < 0x80 && end == start + 1 {
            if scalar == 0x09 {
                return configuration.tabWidth - column % configuration.tabWidth
            }
            if configuration.terminalCellWidth != nil {
                return 1
            }
        }
        if let terminal = configuration.terminalCellWidth {
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
        while offset < limit {
            var scalarEnd = offset
            let scalar = LineBreaker.decodeScalar(bytes, at: &scalarEnd)
            let end = clusterEnd(from: offset, scalar: scalar, scalarEnd: scalarEnd)
            guard end <= limit else { break }
            column += cells(from: offset, to: end, scalar: scalar, column: column)
            offset = end
        }
        return (offset, column)
    }

    /// The start of the cluster holding the byte before `offset` (0 at the start).
    func clusterStart(before offset: Int) -> Int {
        guard offset > 1 else { return 0 }
        if bytes[offset - 1] < 0x80 && bytes[offset - 2] < 0x80 {
            return offset - 1
        }
        // The standard library rounds `offset` down to a cluster boundary before stepping back.
        guard offset > clusterEnd(from: 0) else { return 0 }
        let utf8 = text.utf8
        return utf8.distance(
            from: utf8.startIndex, to: text.index(before: utf8.index(utf8.startIndex, offsetBy: offset)))
    }

    /// The start of the scalar before `offset`.
    func scalarStart(before offset: Int) -> Int {
        var start = offset - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 {
            start -= 1
        }
        return start
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
