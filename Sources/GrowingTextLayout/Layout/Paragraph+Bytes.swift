extension Paragraph {
    /// Moves the text's gap to start at text offset `offset` (see ``GapBuffer/moveGap(to:)``).
    mutating func moveGap(to offset: Int) {
        storage.moveGap(to: offset)
    }

    /// Whether the text's first `limit` bytes are contiguous (see ``GapBuffer``).
    func isContiguous(upTo limit: Int) -> Bool {
        storage.isContiguous(upTo: limit)
    }

    /// Replaces the text bytes in `range` (at scalar boundaries) with `replacement`, leaving the gap
    /// just after them (``GapBuffer/replaceSubrange(_:with:)``). The newline is not in `range`.
    mutating func replaceBytes(in range: Range<Int>, with replacement: UnsafeBufferPointer<UInt8>) {
        storage.replaceSubrange(range, with: replacement)
    }

    /// Replaces the text from offset `from` to its end (newline included) with `replacement` then
    /// the text of `rest` from offset `restStart` on, and sets the newline length from the new end.
    /// The bytes before `from` do not move.
    mutating func replaceBytes(
        from: Int, with replacement: [UInt8], followedBy rest: Paragraph?, from restStart: Int
    ) {
        if let rest {
            storage.replaceSubrange(from: from, with: replacement, followedBy: rest.storage, from: restStart)
        } else {
            storage.replaceSubrange(from: from, with: replacement, followedBy: GapBuffer([]), from: 0)
        }
        newlineLength = UInt8(
            Self.newlineLength(atEndOf: bytes(in: max(0, length - 3)..<length)))
    }

    /// The byte at text offset `offset` (`0..<length`).
    func byte(at offset: Int) -> UInt8 {
        storage[offset]
    }

    /// The text's last byte, or `nil` when the paragraph is empty.
    var lastByte: UInt8? { length == 0 ? nil : byte(at: length - 1) }

    /// Runs `body` with the bytes of the text range `range`, contiguous (``GapBuffer/withBytes(in:_:)``).
    func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows
        -> Result
    {
        try storage.withBytes(in: range, body)
    }

    /// The bytes of the text range `range`.
    func bytes(in range: Range<Int>) -> [UInt8] {
        withBytes(in: range) { Array($0) }
    }

    /// The text of `range` (offsets at scalar boundaries).
    func string(in range: Range<Int>) -> String {
        withBytes(in: range) { String(decoding: $0, as: UTF8.self) }
    }

    /// The paragraph's text, newline included.
    ///
    /// - Complexity: O(n).
    var text: String { string(in: 0..<length) }

    /// Runs `body` with a scanner over the content's first `limit` bytes (`limit` at a scalar
    /// boundary), which must lie before the gap (see ``moveGap(to:)``): the scanner's offsets are the
    /// content's.
    func withScanner<Result>(
        upTo limit: Int, _ configuration: TextLayoutConfiguration, _ body: (ClusterScanner) throws -> Result
    ) rethrows -> Result {
        precondition(
            isContiguous(upTo: limit) && limit <= contentLength, "the bytes a scanner reads are contiguous")
        return try withBytes(in: 0..<limit) {
            try body(ClusterScanner(bytes: $0, configuration: configuration))
        }
    }

    /// Runs `body` with a scanner over the content bytes from `origin` (a line start) to the content's
    /// end, which must lie on one side of the gap (``GapBuffer/isContiguous(_:)``): the scanner's
    /// offsets plus `origin` are the content's.
    func withScanner<Result>(
        from origin: Int, _ configuration: TextLayoutConfiguration, _ body: (ClusterScanner) throws -> Result
    ) rethrows -> Result {
        precondition(storage.isContiguous(origin..<contentLength), "the bytes a scanner reads are contiguous")
        return try withBytes(in: origin..<contentLength) {
            try body(ClusterScanner(bytes: $0, configuration: configuration))
        }
    }

    /// Runs `body` with a scanner over the content bytes of line `line`, and the content offset of the
    /// scanner's first byte (its offsets plus that are the content's). A line starts and ends at
    /// cluster boundaries, so walking its clusters needs no byte outside it.
    func withScanner<Result>(
        ofLine line: Int, _ configuration: TextLayoutConfiguration,
        _ body: (ClusterScanner, _ origin: Int) throws -> Result
    ) rethrows -> Result {
        let start = start(ofLine: line)
        return try withBytes(in: start..<lineEnd(line)) {
            try body(ClusterScanner(bytes: $0, configuration: configuration), start)
        }
    }

    /// A content offset moved back to the start of the scalar it falls in.
    func scalarBoundary(atOrBefore offset: Int) -> Int {
        var local = offset
        while local > 0 && local < length && byte(at: local) & 0xC0 == 0x80 {
            local -= 1
        }
        return local
    }

    /// The UTF-8 length of the newline ending `bytes`, or 0 if they do not end with one.
    static func newlineLength(atEndOf bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { newlineLength(atEndOf: $0) }
    }
}
