/// Reads the grapheme clusters of one paragraph's content as UTF-8 offsets and measures them, the
/// unit of wrapping and of caret columns.
///
/// Common clusters (one scalar that no rule joins to its neighbour) are found with
/// ``GraphemeBreakShortcut`` and measured from the width table; the rest ask the standard library's
/// grapheme breaking on a `String` of the bytes around them and the configured metric.
struct ClusterScanner {
    /// The content (or the part of it being read) as UTF-8, starting and ending at scalar boundaries.
    let bytes: UnsafeBufferPointer<UInt8>
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
        let end = Self.clusterEnd(in: bytes, from: start)
        reach = max(reach, end + 4)  // the standard library read the scalar after the cluster
        return end
    }

    /// The end of the grapheme cluster starting at `start`, by the standard library's rules.
    ///
    /// The cluster is found in a `String` of the bytes from `start` to a scalar boundary a little way
    /// on (15 bytes at first, a small string that needs no allocation), widened until the cluster
    /// ends before the window's end, so that the scalar after it was read too, or the window reaches
    /// the bytes' end. Breaking forward from a cluster boundary needs nothing before it.
    static func clusterEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var span = 15
        while true {
            var end = min(bytes.count, start + span)
            while end < bytes.count && end > start + 1 && bytes[end] & 0xC0 == 0x80 {
                end -= 1
            }
            let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let length = window.utf8.distance(
                from: window.startIndex, to: window.index(after: window.startIndex))
            if start + length < end || end == bytes.count {
                return min(start + length, bytes.count)
            }
            span *= 4
        }
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
        let cluster = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return max(0, cluster.first.map { configuration.cellWidth.cellWidth(of: $0) } ?? 0)
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
