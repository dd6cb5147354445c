#if DEBUG || GROWINGTEXT_INVARIANT_CHECKS
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #elseif canImport(ucrt)
        import ucrt
    #endif
#endif

/// UTF-8 bytes with a gap where the last edit was: the bytes before the gap, the gap, then the bytes
/// after it. An edit moves the gap to itself and fills or widens it, so typing at one place moves
/// only the bytes between two consecutive edits, never the rest of a text of megabytes.
///
/// Offsets are into the bytes without the gap. A buffer made from bytes has no gap, so it holds
/// exactly them; the first edit opens one. The gap's fields are 32 bits (a paragraph's value in a
/// layout stays 32 bytes), so a buffer of 4 GiB or more keeps no gap and its edits move the bytes
/// after them.
///
/// A buffer of ``piecesFrom`` bytes or more (and under 4 GiB) is kept in pieces instead, from
/// ``cutIntoPiecesWhenLong()`` or the edit that makes it that long: flat gap buffers of about
/// ``pieceLength`` bytes each, one after the other, each with its own gap. An edit then opens, moves
/// or widens the gap of the piece it falls in only, so no edit moves or copies more than a piece's
/// bytes (and the bytes it inserts or deletes); Enter and joins share the pieces after the cut
/// (``replaceSubrange(from:with:followedBy:from:)``). The bytes are contiguous only within a piece.
struct GapBuffer: Sendable {
    /// The bytes in one buffer or in pieces: one reference either way, so that the buffer takes no
    /// more room in a paragraph's value than one array.
    private enum Store {
        case flat([UInt8])
        case pieces([Piece])
    }

    /// One piece of a buffer in pieces: its bytes and the offset of its first byte in the buffer.
    private struct Piece {
        var start: Int
        var buffer: GapBuffer
    }

    /// The bytes, one buffer or pieces.
    private var store: Store

    /// The bytes, with `gapLength` unused ones from `gapStart` on. Empty in pieces; changed only when
    /// not in pieces.
    private var storage: [UInt8] {
        get {
            if case .flat(let bytes) = store { return bytes }
            return []
        }
        _modify {
            var bytes: [UInt8] = []
            if case .flat(let old) = store { bytes = old }
            store = .flat([])  // `bytes` is the only reference: changing it copies nothing
            defer { store = .flat(bytes) }
            yield &bytes
        }
    }
    /// Where the gap starts, as an offset into the bytes (those from there on sit `gapLength`
    /// further in `storage`). Meaningless while `gapLength` is 0. In pieces: the number of bytes.
    private var gapStart: UInt32
    /// The gap's length; 0 for no gap, and in pieces.
    private var gapLength: UInt32
    /// The pieces, none empty and each under ``piecesFrom`` bytes and not in pieces, when the bytes
    /// are kept in pieces; else empty. Changed only in pieces, and never to none.
    private var pieces: [Piece] {
        get {
            if case .pieces(let list) = store { return list }
            return []
        }
        _modify {
            var list: [Piece] = []
            if case .pieces(let old) = store { list = old }
            store = .flat([])  // `list` is the only reference: changing it copies nothing
            defer { store = .pieces(list) }
            yield &list
        }
    }

    /// The bytes from which a buffer is kept in pieces: twice ``pieceLength``.
    static var piecesFrom: Int { 2 * pieceLength }
    #if DEBUG || GROWINGTEXT_INVARIANT_CHECKS
        /// The bytes of a piece cut from a longer run of bytes; an edit that makes a piece
        /// ``piecesFrom`` bytes long cuts it again. 64 KB; in debug and fuzzing builds, the value of
        /// the environment variable `GROWINGTEXT_PIECE_LENGTH` when it is a number of 16 or more, so
        /// that tests and the fuzzer reach pieces with short texts.
        static let pieceLength = pieceLengthFromEnvironment() ?? 1 << 16

        /// `GROWINGTEXT_PIECE_LENGTH` as a number of 16 or more, else `nil`.
        private static func pieceLengthFromEnvironment() -> Int? {
            guard let value = getenv("GROWINGTEXT_PIECE_LENGTH"), let length = Int(String(cString: value)),
                length >= 16
            else { return nil }
            return length
        }
    #else
        /// The bytes of a piece cut from a longer run of bytes; an edit that makes a piece
        /// ``piecesFrom`` bytes long cuts it again.
        static let pieceLength = 1 << 16
    #endif

    /// The bytes a new gap gets at least. A gap is also at least a sixteenth of the bytes: typing then
    /// widens it once per sixteenth of the text (amortised O(1) per byte), and an edited buffer holds
    /// at most about 6 % more than its bytes.
    private static let minimumGap = 64

    /// A buffer holding `bytes`, with no gap and not in pieces: contiguous until
    /// ``cutIntoPiecesWhenLong()`` or the first edit cuts it.
    init(_ bytes: [UInt8]) {
        self.init(flat: bytes)
    }

    /// Cuts the bytes into pieces when they are ``piecesFrom`` bytes or more (and under 4 GiB) and not
    /// in pieces yet, so that the first edit copies no more than a piece.
    ///
    /// - Complexity: O(n) when it cuts, else O(1).
    mutating func cutIntoPiecesWhenLong() {
        if !isInPieces && count >= Self.piecesFrom && count < Int(UInt32.max) {
            makePieces()
        }
    }

    /// A buffer holding `prefix` then the bytes of `rest` from `offset` on, with no gap: in pieces
    /// sharing those of `rest` when they are ``piecesFrom`` bytes or more
    /// (``replaceSubrange(from:with:followedBy:from:)``).
    init(_ prefix: [UInt8], followedBy rest: GapBuffer, from offset: Int) {
        self.init(flat: [])
        replaceSubrange(from: 0, with: prefix, followedBy: rest, from: offset)
    }

    /// A buffer holding `bytes`, with no gap, never in pieces.
    private init(flat bytes: [UInt8]) {
        store = .flat(bytes)
        gapStart = 0
        gapLength = 0
    }

    /// Whether the bytes are kept in pieces.
    var isInPieces: Bool {
        if case .pieces = store { return true }
        return false
    }

    /// The number of pieces the bytes are kept in: 1 when not in pieces.
    var pieceCount: Int { isInPieces ? pieces.count : 1 }

    /// The number of bytes, the gap left out.
    var count: Int { isInPieces ? Int(gapStart) : storage.count - Int(gapLength) }

    /// Whether the first `limit` bytes lie before the gap, so that they are contiguous in memory.
    func isContiguous(upTo limit: Int) -> Bool {
        if isInPieces {
            let first = pieces[0].buffer
            return first.count >= limit && first.isContiguous(upTo: limit)
        }
        return gapLength == 0 || Int(gapStart) >= limit
    }

    /// Whether the bytes of `range` lie on one side of the gap, so that they are contiguous in memory.
    func isContiguous(_ range: Range<Int>) -> Bool {
        if isInPieces {
            let (index, start) = piece(containing: range.lowerBound)
            let piece = pieces[index].buffer
            return range.upperBound <= start + piece.count
                && piece.isContiguous(range.lowerBound - start..<range.upperBound - start)
        }
        return gapLength == 0 || Int(gapStart) >= range.upperBound || Int(gapStart) <= range.lowerBound
    }

    /// The byte at `offset` (`0..<count`).
    subscript(offset: Int) -> UInt8 {
        if isInPieces {
            let (index, start) = piece(containing: offset)
            return pieces[index].buffer[offset - start]
        }
        return storage[gapLength == 0 || offset < Int(gapStart) ? offset : offset + Int(gapLength)]
    }

    /// The piece holding the byte at `offset`, and the offset of the piece's first byte: the last piece
    /// for `count`.
    ///
    /// - Complexity: O(log p) in the pieces.
    private func piece(containing offset: Int) -> (index: Int, start: Int) {
        let list = pieces
        var low = 0
        var high = list.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if list[middle].start <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low, list[low].start)
    }

    /// Sets the starts of `pieces` from `index` on from the pieces before them.
    ///
    /// - Complexity: O(p − index).
    private static func renumber(_ pieces: inout [Piece], from index: Int) {
        var start = index == 0 ? 0 : pieces[index - 1].start + pieces[index - 1].buffer.count
        for piece in index..<pieces.count {
            pieces[piece].start = start
            start += pieces[piece].buffer.count
        }
    }

    /// Cuts the bytes of a buffer not in pieces into pieces of ``pieceLength`` bytes.
    ///
    /// - Complexity: O(n).
    private mutating func makePieces() {
        let total = count
        if gapLength == 0 {
            // Cut straight from the bytes: one copy, not two.
            store = .pieces(Self.pieces(of: storage[...], from: 0))
        } else {
            let bytes = withBytes(in: 0..<total) { Array($0) }
            store = .pieces(Self.pieces(of: bytes[...], from: 0))
        }
        gapStart = UInt32(total)
        gapLength = 0
    }

    /// `bytes` cut into pieces of ``pieceLength`` bytes (the last shorter), none empty, the first
    /// starting at `start`.
    private static func pieces(of bytes: ArraySlice<UInt8>, from start: Int) -> [Piece] {
        stride(from: bytes.startIndex, to: bytes.endIndex, by: pieceLength).map {
            Piece(
                start: start + $0 - bytes.startIndex,
                buffer: GapBuffer(flat: Array(bytes[$0..<min($0 + pieceLength, bytes.endIndex)])))
        }
    }

    /// Puts the bytes of pieces back into one buffer without a gap.
    ///
    /// - Complexity: O(n).
    private mutating func flatten() {
        var bytes: [UInt8] = []
        for piece in pieces {
            piece.buffer.withBytes(in: 0..<piece.buffer.count) { bytes.append(contentsOf: $0) }
        }
        self = GapBuffer(flat: bytes)
    }

    /// After an edit in pieces that changed the bytes by `delta`, starting in the piece at `index`
    /// and reaching later ones when it `spanned`: updates the count and the pieces' starts, cuts the
    /// piece at `index` again when it reached ``piecesFrom`` bytes, drops it when empty, and goes back
    /// to one buffer when the bytes fell under ``pieceLength`` or reached 4 GiB.
    ///
    /// - Complexity: O(p − index), an addition per later piece unless the pieces changed.
    private mutating func settlePieces(around index: Int, delta: Int, spanned: Bool) {
        let total = Int(gapStart) + delta
        if total < Self.pieceLength || total >= Int(UInt32.max) {
            flatten()
            return
        }
        gapStart = UInt32(total)
        let piece = pieces[index]
        if piece.buffer.count >= Self.piecesFrom {
            let bytes = piece.buffer.withBytes(in: 0..<piece.buffer.count) { Array($0) }
            pieces.replaceSubrange(index...index, with: Self.pieces(of: bytes[...], from: piece.start))
        } else if piece.buffer.count == 0 {
            pieces.remove(at: index)
        } else if !spanned {
            // The usual keystroke: the pieces after this one moved by the edit's change, as they were.
            pieces.withUnsafeMutableBufferPointer { list in
                for later in list.indices.dropFirst(index + 1) {
                    list[later].start += delta
                }
            }
            return
        }
        Self.renumber(&pieces, from: index)
    }

    /// Moves the gap to start at `offset` (`0...count`), moving the bytes between. In pieces, does
    /// nothing: the bytes are contiguous only within a piece anyway.
    ///
    /// - Complexity: O(d), d the distance the gap moves; O(1) without a gap.
    mutating func moveGap(to offset: Int) {
        guard gapLength > 0, !isInPieces else { return }
        let start = Int(gapStart)
        let gap = Int(gapLength)
        guard offset != start else { return }
        #if DEBUG
            WrapCounter.current?.gapBytesMoved += abs(offset - start)
        #endif
        storage.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!
            // `copyMemory` is a memmove: the ranges may overlap.
            if offset < start {
                // The bytes from `offset` to the gap go to the gap's far side.
                (base + offset + gap).copyMemory(from: base + offset, byteCount: start - offset)
            } else {
                // The bytes after the gap up to `offset` come to its near side.
                (base + start).copyMemory(from: base + start + gap, byteCount: offset - start)
            }
        }
        gapStart = UInt32(offset)
    }

    /// Replaces the bytes in `range` with `replacement`, leaving the gap just after the new bytes: the
    /// next edit there moves nothing.
    ///
    /// - Complexity: O(d + r) amortised: d the distance from the gap, r the new bytes; O(n) once in a
    ///   while to widen the gap, and always for a buffer of 4 GiB or more.
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: UnsafeBufferPointer<UInt8>) {
        if isInPieces {
            replaceInPieces(range, with: replacement)
            return
        }
        let newCount = count - range.count + replacement.count
        if newCount >= Self.piecesFrom && newCount < Int(UInt32.max) {
            // The edit makes the bytes long enough for pieces: the bytes before it, the new ones and
            // those after it go into pieces (even when there were none before, as in a paste into
            // an empty paragraph).
            var list: [Piece] = []
            withBytes(in: 0..<range.lowerBound) { Self.append($0, to: &list) }
            Self.append(replacement, to: &list)
            withBytes(in: range.upperBound..<count) { Self.append($0, to: &list) }
            Self.renumber(&list, from: 0)
            self = GapBuffer(flat: [])
            store = .pieces(list)
            gapStart = UInt32(newCount)
            return
        }
        replaceFlat(range, with: replacement)
    }

    /// ``replaceSubrange(_:with:)`` in pieces: the edit goes to the piece it starts in; the pieces it
    /// spans after that lose their bytes in `range`.
    ///
    /// - Complexity: O(d + r + p) amortised: d the distance from the piece's gap (under a piece), r the
    ///   new bytes, p the pieces; plus the bytes deleted from later pieces.
    private mutating func replaceInPieces(_ range: Range<Int>, with replacement: UnsafeBufferPointer<UInt8>) {
        let (index, start) = piece(containing: range.lowerBound)
        let end = start + pieces[index].buffer.count
        let delta = replacement.count - range.count
        if range.upperBound <= end {
            pieces[index].buffer.replaceFlat(
                range.lowerBound - start..<range.upperBound - start, with: replacement)
        } else {
            pieces[index].buffer.replaceFlat(range.lowerBound - start..<end - start, with: replacement)
            var next = end
            while index + 1 < pieces.count && next + pieces[index + 1].buffer.count <= range.upperBound {
                next += pieces[index + 1].buffer.count
                pieces.remove(at: index + 1)
            }
            if index + 1 < pieces.count && range.upperBound > next {
                pieces[index + 1].buffer.replaceFlat(
                    0..<range.upperBound - next, with: UnsafeBufferPointer(start: nil, count: 0))
            }
        }
        settlePieces(around: index, delta: delta, spanned: range.upperBound > end)
    }

    /// ``replaceSubrange(_:with:)`` in a buffer not in pieces.
    private mutating func replaceFlat(_ range: Range<Int>, with replacement: UnsafeBufferPointer<UInt8>) {
        let newCount = count - range.count + replacement.count
        let wantedGap = replacement.count + max(Self.minimumGap, newCount >> 4)
        if storage.count + wantedGap >= Int(UInt32.max) {
            // Too long for 32-bit gap fields: no gap, the bytes after the edit move.
            closeGap()
            storage.replaceSubrange(range, with: replacement)
            return
        }
        if gapLength == 0 {
            gapStart = UInt32(range.upperBound)
        }
        moveGap(to: range.upperBound)
        // The replaced bytes join the gap.
        gapStart = UInt32(range.lowerBound)
        gapLength += UInt32(range.count)
        if Int(gapLength) < replacement.count {
            widenGap(to: wantedGap)
        }
        storage.withUnsafeMutableBufferPointer { buffer in
            _ = UnsafeMutableBufferPointer(
                rebasing: buffer[range.lowerBound..<range.lowerBound + replacement.count]
            )
            .update(fromContentsOf: replacement)
        }
        gapStart += UInt32(replacement.count)
        gapLength -= UInt32(replacement.count)
        if Int(gapLength) > max(4096, newCount) {
            // Deletions left a gap longer than the bytes: give the memory back.
            closeGap()
        }
    }

    /// Replaces the bytes from `offset` to the end with `replacement` then the bytes of `rest` from
    /// `restStart` on. The bytes before `offset` do not move; a buffer not in pieces is left without
    /// a gap.
    ///
    /// When the result is ``piecesFrom`` bytes or more it is kept in pieces, and the pieces of `rest`
    /// after the one `restStart` falls in are shared, not copied: Enter or a join in the middle of
    /// megabytes copies at most a piece of either side.
    ///
    /// - Complexity: O(r + c + p): r the new bytes, c the bytes of `rest` copied (those of its piece
    ///   from `restStart` on, or all from `restStart` when `rest` is not in pieces), p the pieces;
    ///   plus, when the gap lies before `offset`, the distance between them.
    mutating func replaceSubrange(
        from offset: Int, with replacement: [UInt8], followedBy rest: GapBuffer, from restStart: Int
    ) {
        truncate(at: offset)
        let total = offset + replacement.count + (rest.count - restStart)
        if total >= Self.piecesFrom && total < Int(UInt32.max) {
            if !isInPieces {
                makePieces()
            }
            var list = pieces
            pieces = []  // `list` is the only reference to the pieces: changing it copies nothing
            replacement.withUnsafeBufferPointer { Self.append($0, to: &list) }
            if rest.isInPieces {
                let (index, start) = rest.piece(containing: restStart)
                let piece = rest.pieces[index].buffer
                Self.append(piece, from: restStart - start, to: &list)
                Self.append(rest.pieces[(index + 1)...], to: &list)
            } else {
                Self.append(rest, from: restStart, to: &list)
            }
            Self.renumber(&list, from: 0)
            pieces = list
            gapStart = UInt32(total)
            return
        }
        if isInPieces {
            // Under a piece's length before the cut, or 4 GiB or more in all: one buffer.
            flatten()
        }
        storage.reserveCapacity(offset + replacement.count + rest.count - restStart)
        storage.append(contentsOf: replacement)
        rest.withBytes(in: restStart..<rest.count) { storage.append(contentsOf: $0) }
        #if DEBUG
            WrapCounter.current?.bytesCopied += rest.count - restStart
        #endif
    }

    /// Drops the bytes from `offset` on, leaving the bytes before it where they are; a buffer not in
    /// pieces is left without a gap, one in pieces with its pieces up to `offset` (maybe none).
    ///
    /// - Complexity: O(d + p): d the distance from the gap to `offset` when the gap lies before it,
    ///   p the pieces.
    private mutating func truncate(at offset: Int) {
        if isInPieces {
            let (index, start) = piece(containing: offset)
            pieces.removeSubrange((index + 1)...)
            pieces[index].buffer.truncate(at: offset - start)
            if pieces[index].buffer.count == 0 {
                pieces.removeLast()
            }
            gapStart = UInt32(offset)
            return
        }
        if gapLength > 0 && Int(gapStart) < offset {
            // The gap lies before the cut: bring the bytes between it and the cut to its near side.
            moveGap(to: offset)
        }
        storage.removeSubrange(offset...)
        gapStart = 0
        gapLength = 0
    }

    /// Appends `bytes` to pieces `list` (whose starts may be stale): into its last piece when both fit
    /// in ``pieceLength`` bytes, else as pieces of their own of ``pieceLength`` bytes (the last shorter).
    ///
    /// - Complexity: O(b), b the bytes; plus the last piece's when the bytes join it.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to list: inout [Piece]) {
        guard !bytes.isEmpty else { return }
        if let last = list.indices.last, list[last].buffer.count + bytes.count <= pieceLength {
            let end = list[last].buffer.count
            list[last].buffer.replaceFlat(end..<end, with: bytes)
            return
        }
        for from in stride(from: 0, to: bytes.count, by: pieceLength) {
            let piece = UnsafeBufferPointer(rebasing: bytes[from..<min(from + pieceLength, bytes.count)])
            list.append(Piece(start: 0, buffer: GapBuffer(flat: Array(piece))))
        }
    }

    /// Appends the bytes of `buffer` (not in pieces) from `offset` on to pieces `list`, copied.
    private static func append(_ buffer: GapBuffer, from offset: Int, to list: inout [Piece]) {
        buffer.withBytes(in: offset..<buffer.count) { append($0, to: &list) }
        #if DEBUG
            WrapCounter.current?.bytesCopied += buffer.count - offset
        #endif
    }

    /// Appends `shared` to pieces `list`, sharing their bytes: only the first is copied, into the last
    /// piece of `list` when both fit in ``pieceLength`` bytes (so that Enter and joins at one place
    /// leave no string of small pieces).
    ///
    /// - Complexity: O(s + m): s the pieces, m the bytes of the first when it is copied.
    private static func append(_ shared: ArraySlice<Piece>, to list: inout [Piece]) {
        guard let first = shared.first else { return }
        if let last = list.last, last.buffer.count + first.buffer.count <= pieceLength {
            append(first.buffer, from: 0, to: &list)
            list.append(contentsOf: shared.dropFirst())
        } else {
            list.append(contentsOf: shared)
        }
    }

    /// Widens the gap to `newGap` bytes, moving the bytes after it. The gap's bytes are left as the
    /// allocation had them: no read sees them, and zeroing them would cost a sixteenth of the copy.
    ///
    /// - Complexity: O(n).
    private mutating func widenGap(to newGap: Int) {
        let start = Int(gapStart)
        let after = storage.count - start - Int(gapLength)
        let gap = Int(gapLength)
        #if DEBUG
            WrapCounter.current?.gapBytesCopied += start + after
        #endif
        let widened = storage.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: start + newGap + after) { new, initialized in
                // `newGap` is at least `minimumGap`, so the new storage has an address.
                let base = new.baseAddress!
                if let from = old.baseAddress {
                    base.initialize(from: from, count: start)
                    (base + start + newGap).initialize(from: from + start + gap, count: after)
                }
                // The gap's bytes stay as allocated: `UInt8` is trivial, and no read reaches them.
                initialized = start + newGap + after
            }
        }
        storage = widened
        gapLength = UInt32(newGap)
    }

    /// Removes the gap, moving the bytes after it.
    ///
    /// - Complexity: O(t), t the bytes after the gap.
    private mutating func closeGap() {
        guard gapLength > 0 else { return }
        let start = Int(gapStart)
        storage.removeSubrange(start..<start + Int(gapLength))
        gapStart = 0
        gapLength = 0
    }

    /// Runs `body` on the bytes in order, a contiguous run at a time (the two sides of a gap, each
    /// piece's), copying none.
    func forEachRun(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        switch store {
        case .pieces(let list):
            for piece in list { try piece.buffer.forEachRun(body) }
        case .flat(let bytes):
            let start = Int(gapStart)
            let gap = Int(gapLength)
            try bytes.withUnsafeBufferPointer { all in
                guard gap > 0 else { return try body(all) }
                try body(UnsafeBufferPointer(rebasing: all[..<start]))
                try body(UnsafeBufferPointer(rebasing: all[(start + gap)...]))
            }
        }
    }

    /// Runs `body` with the bytes of `range`, contiguous: a view of the storage when the range lies
    /// on one side of the gap, else a copy. The buffer's first byte is the one at `range.lowerBound`.
    func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows
        -> Result
    {
        if isInPieces {
            let (index, start) = piece(containing: range.lowerBound)
            if range.upperBound <= start + pieces[index].buffer.count {
                return try pieces[index].buffer.withBytes(
                    in: range.lowerBound - start..<range.upperBound - start, body)
            }
            var copy: [UInt8] = []
            copy.reserveCapacity(range.count)
            var pieceStart = start
            for piece in pieces[index...] {
                let lower = max(range.lowerBound, pieceStart)
                let upper = min(range.upperBound, pieceStart + piece.buffer.count)
                if lower >= upper { break }
                piece.buffer.withBytes(in: lower - pieceStart..<upper - pieceStart) {
                    copy.append(contentsOf: $0)
                }
                pieceStart += piece.buffer.count
            }
            return try copy.withUnsafeBufferPointer(body)
        }
        let start = Int(gapStart)
        let gap = Int(gapLength)
        // The flat array read in place: `storage`'s getter would hand out a copy.
        if gap == 0 || range.upperBound <= start || range.lowerBound >= start,
            case .flat(let bytes) = store
        {
            let shift = gap == 0 || range.upperBound <= start ? 0 : gap
            return try bytes.withUnsafeBufferPointer {
                try body(
                    UnsafeBufferPointer(rebasing: $0[range.lowerBound + shift..<range.upperBound + shift]))
            }
        }
        var copy: [UInt8] = []
        copy.reserveCapacity(range.count)
        copy.append(contentsOf: storage[range.lowerBound..<start])
        copy.append(contentsOf: storage[start + gap..<range.upperBound + gap])
        return try copy.withUnsafeBufferPointer(body)
    }
}
