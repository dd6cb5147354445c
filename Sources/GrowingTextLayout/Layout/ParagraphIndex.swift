/// The paragraphs of a ``TextLayout`` in order, in chunks of at most ``maximumChunkCount``, with
/// running sums over the chunks (paragraphs, UTF-8 length, visual lines).
///
/// Locating a paragraph by index, offset or line is O(log c + b) for c chunks of at most b
/// paragraphs; replacing paragraphs inside one chunk (Enter splitting a paragraph, Backspace joining
/// two) moves at most b paragraphs and updates the sums in O(log c). A chunk that grows past b is
/// split in two, and an emptied chunk removed, which rebuilds the sums over the chunks in O(c).
struct ParagraphIndex: Sendable {
    /// The most paragraphs a chunk holds before it is split in two.
    static let maximumChunkCount = 32

    private var chunks: [[Paragraph]]
    /// Per chunk: the number of paragraphs, their UTF-8 length and their visual lines.
    private var chunkCounts: [Int]
    private var chunkLengths: [Int]
    private var chunkLines: [Int]
    private var countSums: FenwickTree
    private var lengthSums: FenwickTree
    private var lineSums: FenwickTree

    /// The number of paragraphs.
    private(set) var count: Int
    /// The UTF-8 length of all paragraphs.
    private(set) var totalLength: Int
    /// The visual lines of all paragraphs.
    private(set) var totalLines: Int

    /// Indexes `paragraphs`.
    ///
    /// - Complexity: O(p).
    init(_ paragraphs: [Paragraph]) {
        chunks = []
        chunkCounts = []
        chunkLengths = []
        chunkLines = []
        countSums = FenwickTree([])
        lengthSums = FenwickTree([])
        lineSums = FenwickTree([])
        count = 0
        totalLength = 0
        totalLines = 0
        replaceChunks(0..<0, with: Self.chunked(paragraphs, evenIfEmpty: true))
    }

    /// Where a paragraph is: its index, its place in the chunks, and the UTF-8 offset and visual
    /// line where it starts. Found once by one descent of the sums, it lets an edit and the caret
    /// read and change the paragraph without looking it up again; any mutation of the index but
    /// ``modify(at:_:)`` of that same paragraph invalidates it.
    struct Location {
        /// The paragraph's index.
        var index: Int
        /// The chunk holding it.
        var chunk: Int
        /// Its position in that chunk.
        var local: Int
        /// The UTF-8 offset where it starts.
        var start: Int
        /// Its first visual line.
        var firstLine: Int
    }

    /// The location of paragraph `index`.
    ///
    /// - Complexity: O(log c + b).
    func location(ofParagraph index: Int) -> Location {
        let (chunk, local) = locate(index)
        var start = lengthSums.prefixSum(chunk)
        var firstLine = lineSums.prefixSum(chunk)
        for paragraph in chunks[chunk][..<local] {
            start += paragraph.length
            firstLine += paragraph.lines.count
        }
        return Location(index: index, chunk: chunk, local: local, start: start, firstLine: firstLine)
    }

    /// The location of the paragraph covering a UTF-8 offset (see ``index(coveringOffset:)``), the
    /// last paragraph's for an offset at or past the end.
    ///
    /// - Complexity: O(log c + b).
    func location(coveringOffset offset: Int) -> Location {
        let (chunk, remaining) = lengthSums.indexAndRemainder(covering: offset)
        guard chunk < chunks.count else { return location(ofParagraph: count - 1) }
        var local = 0
        var rest = remaining
        var firstLine = lineSums.prefixSum(chunk)
        while rest >= chunks[chunk][local].length {
            rest -= chunks[chunk][local].length
            firstLine += chunks[chunk][local].lines.count
            local += 1
        }
        return Location(
            index: countSums.prefixSum(chunk) + local, chunk: chunk, local: local, start: offset - rest,
            firstLine: firstLine)
    }

    /// The location of the paragraph after the one at `location`; `nil` after the last.
    ///
    /// - Complexity: O(1).
    func location(after location: Location) -> Location? {
        guard location.index + 1 < count else { return nil }
        let paragraph = chunks[location.chunk][location.local]
        let next = location.local + 1 < chunks[location.chunk].count
        return Location(
            index: location.index + 1, chunk: next ? location.chunk : location.chunk + 1,
            local: next ? location.local + 1 : 0, start: location.start + paragraph.length,
            firstLine: location.firstLine + paragraph.lines.count)
    }

    /// The location of the paragraph before the one at `location`; `nil` before the first.
    ///
    /// - Complexity: O(1).
    func location(before location: Location) -> Location? {
        guard location.index > 0 else { return nil }
        let chunk = location.local > 0 ? location.chunk : location.chunk - 1
        let local = location.local > 0 ? location.local - 1 : chunks[chunk].count - 1
        let paragraph = chunks[chunk][local]
        return Location(
            index: location.index - 1, chunk: chunk, local: local, start: location.start - paragraph.length,
            firstLine: location.firstLine - paragraph.lines.count)
    }

    /// The paragraph at `location`.
    subscript(location: Location) -> Paragraph {
        chunks[location.chunk][location.local]
    }

    /// The paragraph at `index`.
    subscript(index: Int) -> Paragraph {
        let (chunk, local) = locate(index)
        return chunks[chunk][local]
    }

    /// Changes the paragraph at `index` in place (no copy of its text) and updates the sums.
    mutating func modify<Result>(_ index: Int, _ body: (inout Paragraph) throws -> Result) rethrows -> Result
    {
        let (chunk, local) = locate(index)
        return try modify(chunk: chunk, local: local, body)
    }

    /// Changes the paragraph at `location` in place (no copy of its text) and updates the sums;
    /// `location` stays valid.
    mutating func modify<Result>(at location: Location, _ body: (inout Paragraph) throws -> Result) rethrows
        -> Result
    {
        try modify(chunk: location.chunk, local: location.local, body)
    }

    private mutating func modify<Result>(
        chunk: Int, local: Int, _ body: (inout Paragraph) throws -> Result
    ) rethrows -> Result {
        let oldLength = chunks[chunk][local].length
        let oldLines = chunks[chunk][local].lines.count
        let result = try body(&chunks[chunk][local])
        adjust(
            chunk, length: chunks[chunk][local].length - oldLength,
            lines: chunks[chunk][local].lines.count - oldLines)
        return result
    }

    /// The UTF-8 offset where paragraph `index` starts (`count` gives the total length).
    func offset(ofParagraph index: Int) -> Int {
        guard index < count else { return totalLength }
        let (chunk, local) = locate(index)
        return lengthSums.prefixSum(chunk) + chunks[chunk][..<local].reduce(0) { $0 + $1.length }
    }

    /// The first visual line of paragraph `index` (`count` gives the total lines).
    func firstLine(ofParagraph index: Int) -> Int {
        guard index < count else { return totalLines }
        let (chunk, local) = locate(index)
        return lineSums.prefixSum(chunk) + chunks[chunk][..<local].reduce(0) { $0 + $1.lines.count }
    }

    /// The paragraph covering a UTF-8 offset: `offset(i) <= offset < offset(i + 1)`, skipping empty
    /// paragraphs; `count` for an offset at or past the end.
    func index(coveringOffset offset: Int) -> Int {
        let (chunk, remaining) = lengthSums.indexAndRemainder(covering: offset)
        guard chunk < chunks.count else { return count }
        var local = 0
        var rest = remaining
        while rest >= chunks[chunk][local].length {
            rest -= chunks[chunk][local].length
            local += 1
        }
        return countSums.prefixSum(chunk) + local
    }

    /// The paragraph covering a visual line; `count` for a line at or past the end.
    func index(coveringLine line: Int) -> Int {
        let (chunk, remaining) = lineSums.indexAndRemainder(covering: line)
        guard chunk < chunks.count else { return count }
        var local = 0
        var rest = remaining
        while rest >= chunks[chunk][local].lines.count {
            rest -= chunks[chunk][local].lines.count
            local += 1
        }
        return countSums.prefixSum(chunk) + local
    }

    /// Replaces paragraphs `range` with `paragraphs`.
    ///
    /// - Complexity: O(log c + b + k) inside one chunk for k new paragraphs; O(c + b + k) when the
    ///   range spans chunks or a chunk is split or emptied.
    mutating func replaceSubrange(_ range: ClosedRange<Int>, with paragraphs: [Paragraph]) {
        let (firstChunk, firstLocal) = locate(range.lowerBound)
        let (lastChunk, lastLocal) = locate(range.upperBound)
        let merged: [Paragraph]
        if firstChunk == lastChunk {
            if replaceInChunk(firstChunk, firstLocal..<lastLocal + 1, with: paragraphs) {
                return
            }
            var chunk = chunks[firstChunk]
            chunk.replaceSubrange(firstLocal...lastLocal, with: paragraphs)
            merged = chunk
        } else {
            merged = Array(
                chunks[firstChunk][..<firstLocal] + paragraphs + chunks[lastChunk][(lastLocal + 1)...])
        }
        replaceChunks(firstChunk..<lastChunk + 1, with: Self.chunked(merged, evenIfEmpty: chunks.count == 1))
    }

    /// Inserts `paragraphs` after the paragraph at `location`.
    ///
    /// - Complexity: O(log c + b + k) for k new paragraphs, O(c + b + k) when the chunk is split.
    mutating func insert(_ paragraphs: [Paragraph], after location: Location) {
        guard !replaceInChunk(location.chunk, location.local + 1..<location.local + 1, with: paragraphs)
        else { return }
        // Replacing the paragraph with itself and the new ones shares its storage: nothing is copied.
        replaceSubrange(location.index...location.index, with: [self[location]] + paragraphs)
    }

    /// Replaces the paragraph at `location` with `paragraphs` (none removes it).
    ///
    /// - Complexity: O(log c + b + k) for k new paragraphs, O(c + b + k) when its chunk is split or
    ///   emptied.
    mutating func replace(at location: Location, with paragraphs: [Paragraph]) {
        guard !replaceInChunk(location.chunk, location.local..<location.local + 1, with: paragraphs)
        else { return }
        replaceSubrange(location.index...location.index, with: paragraphs)
    }

    /// Replaces paragraphs `locals` of chunk `chunk` with `paragraphs` when the chunk keeps between 1
    /// and ``maximumChunkCount`` paragraphs, updating the sums in O(log c); `false` (and nothing done)
    /// otherwise.
    private mutating func replaceInChunk(_ chunk: Int, _ locals: Range<Int>, with paragraphs: [Paragraph])
        -> Bool
    {
        let size = chunks[chunk].count - locals.count + paragraphs.count
        guard size > 0 && size <= Self.maximumChunkCount else { return false }
        var length = 0
        var lines = 0
        for paragraph in paragraphs {
            length += paragraph.length
            lines += paragraph.lines.count
        }
        for paragraph in chunks[chunk][locals] {
            length -= paragraph.length
            lines -= paragraph.lines.count
        }
        chunks[chunk].replaceSubrange(locals, with: paragraphs)
        chunkCounts[chunk] = size
        countSums.add(paragraphs.count - locals.count, at: chunk)
        count += paragraphs.count - locals.count
        adjust(chunk, length: length, lines: lines)
        return true
    }

    /// Every paragraph, in order.
    var all: some Sequence<Paragraph> { chunks.joined() }

    /// Calls `body` on every paragraph in place, then rebuilds the sums.
    mutating func modifyAll(_ body: (inout Paragraph) -> Void) {
        for chunk in chunks.indices {
            for local in chunks[chunk].indices {
                body(&chunks[chunk][local])
            }
        }
        replaceChunks(0..<chunks.count, with: chunks)
    }

    /// The chunk holding paragraph `index` and its position there.
    private func locate(_ index: Int) -> (chunk: Int, local: Int) {
        precondition(index >= 0 && index < count, "paragraph index out of range")
        let (chunk, local) = countSums.indexAndRemainder(covering: index)
        return (chunk, local)
    }

    private mutating func adjust(_ chunk: Int, length: Int, lines: Int) {
        chunkLengths[chunk] += length
        chunkLines[chunk] += lines
        lengthSums.add(length, at: chunk)
        lineSums.add(lines, at: chunk)
        totalLength += length
        totalLines += lines
    }

    /// `paragraphs` cut into chunks of half the maximum; no chunk for no paragraphs unless
    /// `evenIfEmpty` (the index keeps at least one chunk).
    private static func chunked(_ paragraphs: [Paragraph], evenIfEmpty: Bool) -> [[Paragraph]] {
        let size = maximumChunkCount / 2
        let pieces = stride(from: 0, to: paragraphs.count, by: size).map {
            Array(paragraphs[$0..<min($0 + size, paragraphs.count)])
        }
        return pieces.isEmpty && evenIfEmpty ? [[]] : pieces
    }

    /// Replaces chunks `replaced` (empty for an insertion) with `newChunks`,
    /// summarising only those, then rebuilds the sums over the chunks.
    ///
    /// - Complexity: O(c + n) for n paragraphs in `newChunks`.
    private mutating func replaceChunks(_ replaced: Range<Int>, with newChunks: [[Paragraph]]) {
        chunks.replaceSubrange(replaced, with: newChunks)
        chunkCounts.replaceSubrange(replaced, with: newChunks.map { $0.count })
        chunkLengths.replaceSubrange(replaced, with: newChunks.map { $0.reduce(0) { $0 + $1.length } })
        chunkLines.replaceSubrange(replaced, with: newChunks.map { $0.reduce(0) { $0 + $1.lines.count } })
        countSums = FenwickTree(chunkCounts)
        lengthSums = FenwickTree(chunkLengths)
        lineSums = FenwickTree(chunkLines)
        count = chunkCounts.reduce(0, +)
        totalLength = chunkLengths.reduce(0, +)
        totalLines = chunkLines.reduce(0, +)
    }
}
