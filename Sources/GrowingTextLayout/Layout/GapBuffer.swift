/// UTF-8 bytes with a gap where the last edit was: the bytes before the gap, the gap, then the bytes
/// after it. An edit moves the gap to itself and fills or widens it, so typing at one place moves
/// only the bytes between two consecutive edits, never the rest of a text of megabytes.
///
/// Offsets are into the bytes without the gap. A buffer made from bytes has no gap, so it holds
/// exactly them; the first edit opens one. The gap's fields are 32 bits (a paragraph's value in a
/// layout stays 32 bytes), so a buffer of 4 GiB or more keeps no gap and its edits move the bytes
/// after them.
struct GapBuffer: Sendable {
    /// The bytes, with `gapLength` unused ones from `gapStart` on.
    private var storage: [UInt8]
    /// Where the gap starts, as an offset into the bytes (those from there on sit `gapLength`
    /// further in `storage`). Meaningless while `gapLength` is 0.
    private var gapStart: UInt32
    /// The gap's length; 0 for no gap.
    private var gapLength: UInt32

    /// The bytes a new gap gets at least. A gap is also at least a sixteenth of the bytes: typing then
    /// widens it once per sixteenth of the text (amortised O(1) per byte), and an edited buffer holds
    /// at most about 6 % more than its bytes.
    private static let minimumGap = 64

    /// A buffer holding `bytes`, with no gap.
    init(_ bytes: [UInt8]) {
        storage = bytes
        gapStart = 0
        gapLength = 0
    }

    /// The number of bytes, the gap left out.
    var count: Int { storage.count - Int(gapLength) }

    /// Whether the first `limit` bytes lie before the gap, so that they are contiguous in memory.
    func isContiguous(upTo limit: Int) -> Bool {
        gapLength == 0 || Int(gapStart) >= limit
    }

    /// Whether the bytes of `range` lie on one side of the gap, so that they are contiguous in memory.
    func isContiguous(_ range: Range<Int>) -> Bool {
        gapLength == 0 || Int(gapStart) >= range.upperBound || Int(gapStart) <= range.lowerBound
    }

    /// The byte at `offset` (`0..<count`).
    subscript(offset: Int) -> UInt8 {
        storage[gapLength == 0 || offset < Int(gapStart) ? offset : offset + Int(gapLength)]
    }

    /// Moves the gap to start at `offset` (`0...count`), moving the bytes between.
    ///
    /// - Complexity: O(d), d the distance the gap moves; O(1) without a gap.
    mutating func moveGap(to offset: Int) {
        guard gapLength > 0 else { return }
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

    /// Replaces the bytes from `offset` to the end with `replacement` then the bytes of `rest`. The
    /// bytes before `offset` do not move; the gap is gone.
    ///
    /// - Complexity: O(r + d): r the new bytes, d the distance from the gap to `offset` when the gap
    ///   lies before it.
    mutating func replaceSubrange(
        from offset: Int, with replacement: [UInt8], followedBy rest: (buffer: GapBuffer, range: Range<Int>)
    ) {
        if gapLength > 0 && Int(gapStart) < offset {
            // The gap lies before the cut: bring the bytes between it and the cut to its near side.
            moveGap(to: offset)
        }
        storage.removeSubrange(offset...)
        gapStart = 0
        gapLength = 0
        storage.reserveCapacity(offset + replacement.count + rest.range.count)
        storage.append(contentsOf: replacement)
        rest.buffer.withBytes(in: rest.range) { storage.append(contentsOf: $0) }
        #if DEBUG
            WrapCounter.current?.bytesCopied += rest.range.count
        #endif
    }

    /// Widens the gap to `newGap` bytes, moving the bytes after it. The gap's bytes are left as the
    /// allocation had them: no read sees them, and zeroing them would cost a sixteenth of the copy.
    ///
    /// - Complexity: O(n).
    private mutating func widenGap(to newGap: Int) {
        let start = Int(gapStart)
        let after = storage.count - start - Int(gapLength)
        let gap = Int(gapLength)
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

    /// Runs `body` with the bytes of `range`, contiguous: a view of the storage when the range lies
    /// on one side of the gap, else a copy. The buffer's first byte is the one at `range.lowerBound`.
    func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows
        -> Result
    {
        let start = Int(gapStart)
        let gap = Int(gapLength)
        if gap == 0 || range.upperBound <= start || range.lowerBound >= start {
            let shift = gap == 0 || range.upperBound <= start ? 0 : gap
            return try storage.withUnsafeBufferPointer {
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
