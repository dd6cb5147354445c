import TestSupport
import Testing

@testable import GrowingTextLayout

/// The paragraph's text as a gap buffer, and line records after an edit counting from the end: what
/// lets a keystroke in a paragraph of megabytes move neither its bytes nor its records.
@Suite("Gap buffer")
struct GapBufferTests {
    /// The bytes of `buffer` read one at a time, through `withBytes` over the whole, and in two halves.
    static func readings(of buffer: GapBuffer, split: Int) -> [[UInt8]] {
        [
            (0..<buffer.count).map { buffer[$0] },
            buffer.withBytes(in: 0..<buffer.count) { Array($0) },
            buffer.withBytes(in: 0..<split) { Array($0) }
                + buffer.withBytes(in: split..<buffer.count) { Array($0) },
        ]
    }

    @Test("edits, gap moves and reads agree with an array, through widening and closing the gap")
    func randomEdits() {
        var generator = SplitMix64(seed: 0x6A9B_0001)
        for _ in 0..<200 {
            var model = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            var buffer = GapBuffer(model)
            for _ in 0..<40 {
                let lower = Int.random(in: 0...model.count, using: &generator)
                switch Int.random(in: 0..<10, using: &generator) {
                case 0:
                    buffer.moveGap(to: lower)
                case 1:
                    // Enter or a join: everything from `lower` on replaced.
                    // The rest comes from another buffer, with a gap somewhere in it.
                    let replacement = (0..<Int.random(in: 0...20, using: &generator)).map { UInt8($0) }
                    var other = (0..<Int.random(in: 0...40, using: &generator)).map { UInt8(100 + $0) }
                    var otherBuffer = GapBuffer(other)
                    let gapAt = Int.random(in: 0...other.count, using: &generator)
                    other.insert(0xEE, at: gapAt)
                    [UInt8(0xEE)].withUnsafeBufferPointer {
                        otherBuffer.replaceSubrange(gapAt..<gapAt, with: $0)
                    }
                    #expect(!otherBuffer.isContiguous(upTo: other.count) || gapAt == other.count - 1)
                    let restStart = Int.random(in: 0...other.count, using: &generator)
                    model.replaceSubrange(lower..., with: replacement + other[restStart...])
                    buffer.replaceSubrange(
                        from: lower, with: replacement, followedBy: otherBuffer, from: restStart)
                default:
                    // Typing, Backspace, and now and then a paste long enough to widen the gap or a
                    // deletion long enough to close it.
                    let upper = min(
                        model.count,
                        lower
                            + Int.random(
                                in: 0...(Bool.random(using: &generator) ? 2 : 400), using: &generator))
                    let replacement =
                        (0..<Int.random(in: 0...(Bool.random(using: &generator) ? 3 : 300), using: &generator))
                        .map {
                            UInt8(truncatingIfNeeded: $0 &* 7)
                        }
                    model.replaceSubrange(lower..<upper, with: replacement)
                    replacement.withUnsafeBufferPointer { buffer.replaceSubrange(lower..<upper, with: $0) }
                }
                #expect(buffer.count == model.count)
                let split = Int.random(in: 0...model.count, using: &generator)
                for reading in Self.readings(of: buffer, split: split) {
                    #expect(reading == model)
                }
            }
        }
    }

    @Test("a buffer in pieces: edits, reads and cuts agree with an array, in and across pieces (seeded)")
    func randomEditsInPieces() {
        var generator = SplitMix64(seed: 0x6A9B_0002)
        for round in 0..<6 {
            var model =
                (0..<Int.random(in: GapBuffer.piecesFrom...3 * GapBuffer.piecesFrom, using: &generator))
                .map { _ in UInt8.random(in: 0...255, using: &generator) }
            var buffer = GapBuffer(model)
            #expect(!buffer.isInPieces)
            buffer.cutIntoPiecesWhenLong()
            #expect(buffer.isInPieces)
            for step in 0..<300 {
                let lower = Int.random(in: 0...model.count, using: &generator)
                switch Int.random(in: 0..<20, using: &generator) {
                case 0:
                    // Enter or a join: everything from `lower` on replaced by new bytes and the end of
                    // another buffer, often in pieces (then shared) and edited (with a gap).
                    let replacement = (0..<Int.random(in: 0...20, using: &generator)).map { UInt8($0) }
                    var other = (0..<Int.random(in: 0...3 * GapBuffer.piecesFrom, using: &generator)).map {
                        UInt8(truncatingIfNeeded: $0 &* 13)
                    }
                    var otherBuffer = GapBuffer(other)
                    otherBuffer.cutIntoPiecesWhenLong()
                    let gapAt = Int.random(in: 0...other.count, using: &generator)
                    other.insert(0xEE, at: gapAt)
                    [UInt8(0xEE)].withUnsafeBufferPointer {
                        otherBuffer.replaceSubrange(gapAt..<gapAt, with: $0)
                    }
                    let restStart = Int.random(in: 0...other.count, using: &generator)
                    model.replaceSubrange(lower..., with: replacement + other[restStart...])
                    buffer.replaceSubrange(
                        from: lower, with: replacement, followedBy: otherBuffer, from: restStart)
                    // Shared pieces are copied on write: an edit to either leaves the other as it was.
                    let edited = Int.random(in: 0...model.count, using: &generator)
                    model.insert(0xDD, at: edited)
                    [UInt8(0xDD)].withUnsafeBufferPointer {
                        buffer.replaceSubrange(edited..<edited, with: $0)
                    }
                    #expect(otherBuffer.withBytes(in: 0..<otherBuffer.count) { Array($0) } == other)
                    let otherEdited = Int.random(in: 0...other.count, using: &generator)
                    [UInt8(0xCC)].withUnsafeBufferPointer {
                        otherBuffer.replaceSubrange(otherEdited..<otherEdited, with: $0)
                    }
                case 1:
                    // A deletion across pieces, sometimes most of the bytes.
                    let upper = min(model.count, lower + Int.random(in: 0...200_000, using: &generator))
                    model.removeSubrange(lower..<upper)
                    buffer.replaceSubrange(lower..<upper, with: UnsafeBufferPointer(start: nil, count: 0))
                case 2:
                    // A paste of up to two pieces.
                    let replacement = (0..<Int.random(in: 0...2 * GapBuffer.pieceLength, using: &generator))
                        .map { UInt8(truncatingIfNeeded: $0 &* 3) }
                    model.insert(contentsOf: replacement, at: lower)
                    replacement.withUnsafeBufferPointer { buffer.replaceSubrange(lower..<lower, with: $0) }
                default:
                    // Typing and Backspace, often at a piece's edge.
                    let at =
                        Bool.random(using: &generator)
                        ? lower : min(model.count, lower / GapBuffer.pieceLength * GapBuffer.pieceLength)
                    let upper = min(model.count, at + Int.random(in: 0...2, using: &generator))
                    let replacement = (0..<Int.random(in: 0...3, using: &generator)).map { UInt8($0 + 1) }
                    model.replaceSubrange(at..<upper, with: replacement)
                    replacement.withUnsafeBufferPointer { buffer.replaceSubrange(at..<upper, with: $0) }
                }
                #expect(buffer.count == model.count)
                let start = Int.random(in: 0...model.count, using: &generator)
                let end = min(
                    model.count, start + Int.random(in: 0...3 * GapBuffer.pieceLength, using: &generator))
                #expect(buffer.withBytes(in: start..<end) { Array($0) } == Array(model[start..<end]))
                if start < model.count {
                    #expect(buffer[start] == model[start])
                }
                if step % 100 == 99 || round == 5 && step % 10 == 0 {
                    #expect(buffer.withBytes(in: 0..<buffer.count) { Array($0) } == model)
                }
            }
            #expect(Self.readings(of: buffer, split: model.count / 2).allSatisfy { $0 == model })
        }
    }

    @Test("Enter and a join in a buffer in pieces copy less than two pieces and leave no small pieces")
    func enterAndJoinShareThePieces() {
        var generator = SplitMix64(seed: 0x6A9B_0004)
        let model = (0..<16 * GapBuffer.pieceLength).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var buffer = GapBuffer(model)
        buffer.cutIntoPiecesWhenLong()
        #expect(buffer.pieceCount == 16)
        for _ in 0..<50 {
            let at = Int.random(in: 0...model.count, using: &generator)
            // Enter: the rest goes to a buffer of its own, then the buffer loses it.
            let counter = WrapCounter()
            var rest = GapBuffer([])
            WrapCounter.$current.withValue(counter) {
                rest = GapBuffer([], followedBy: buffer, from: at)
                buffer.replaceSubrange(from: at, with: [], followedBy: GapBuffer([]), from: 0)
            }
            // Only the rest of the piece the cut falls in was copied.
            #expect(counter.bytesCopied < GapBuffer.piecesFrom)
            #expect(buffer.count == at && rest.count == model.count - at)
            // A join: the rest comes back after it.
            WrapCounter.$current.withValue(counter) {
                buffer.replaceSubrange(from: at, with: [], followedBy: rest, from: 0)
            }
            #expect(counter.bytesCopied < 2 * GapBuffer.piecesFrom)
            #expect(buffer.withBytes(in: 0..<buffer.count) { Array($0) } == model)
            // No string of small pieces: two pieces side by side hold more than a piece's length.
            #expect(buffer.pieceCount <= 2 * 16 + 1)
        }
    }

    @Test("typing far from the last edit in a buffer in pieces moves at most a piece's bytes")
    func typingFarAwayMovesAPieceAtMost() {
        var generator = SplitMix64(seed: 0x6A9B_0005)
        var model = (0..<16 * GapBuffer.pieceLength).map { UInt8(truncatingIfNeeded: $0 &* 17) }
        var buffer = GapBuffer(model)
        buffer.cutIntoPiecesWhenLong()
        for _ in 0..<100 {
            let at = Int.random(in: 0...model.count, using: &generator)
            let counter = WrapCounter()
            WrapCounter.$current.withValue(counter) {
                [UInt8(0x41)].withUnsafeBufferPointer { buffer.replaceSubrange(at..<at, with: $0) }
            }
            model.insert(0x41, at: at)
            #expect(counter.gapBytesMoved < GapBuffer.piecesFrom)
        }
        #expect(buffer.withBytes(in: 0..<buffer.count) { Array($0) } == model)
    }

    @Test(
        "a keystroke anywhere in a paragraph of a megabyte, the first or far from the last, copies and moves under a piece",
        arguments: ["x", "word "])
    func keystrokesInALongParagraphCopyAPieceAtMost(piece: String) {
        var text = String(repeating: piece, count: (1 << 20) / piece.utf8.count)
        var layout = TextLayout(text: text, width: 80)
        // The first keystroke at the start (it copied the whole paragraph to open its gap), then at
        // the end, the middle and the start again.
        for fraction in [0, 4, 2, 0, 3] {
            let at = text.utf8.count * fraction / 4
            let counter = WrapCounter()
            WrapCounter.$current.withValue(counter) { layout.replaceCharacters(in: at..<at, with: "y") }
            text.insert("y", at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(counter.gapBytesCopied + counter.gapBytesMoved < GapBuffer.piecesFrom, "at \(at)")
        }
        #expect(layout.text == text)
        #expect(layout.lines == TextLayout(text: text, width: 80).lines)
    }

    @Test("a paste that makes a short buffer long enough for pieces, even an empty one, goes into pieces")
    func pasteIntoAShortBuffer() {
        let paste = (0..<GapBuffer.piecesFrom).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        for (before, at) in [(0, 0), (1, 0), (1, 1), (100, 0), (100, 37), (100, 100)] {
            var model = (0..<before).map { UInt8(200 + $0 % 50) }
            var buffer = GapBuffer(model)
            paste.withUnsafeBufferPointer { buffer.replaceSubrange(at..<at, with: $0) }
            model.insert(contentsOf: paste, at: at)
            #expect(buffer.isInPieces, "\(before) bytes, pasted at \(at)")
            #expect(Self.readings(of: buffer, split: at + 1).allSatisfy { $0 == model })
        }
        // In a layout: a paste into an empty paragraph (it had crashed with pieces), then a line.
        var text = "a\n\nb"
        var layout = TextLayout(text: text, width: 30)
        let words = String(repeating: "word ", count: GapBuffer.piecesFrom / 5 + 1)
        layout.replaceCharacters(in: 2..<2, with: words)
        text.insert(contentsOf: words, at: text.utf8.index(text.startIndex, offsetBy: 2))
        #expect(layout.text == text)
        #expect(layout.lines == TextLayout(text: text, width: 30).lines)
    }

    @Test("an edit leaves the gap just after its bytes, and typing on there moves no byte")
    func gapFollowsTheEdit() {
        var buffer = GapBuffer(Array("hello world".utf8))
        #expect(buffer.isContiguous(upTo: 11))  // no gap before the first edit
        Array("X".utf8).withUnsafeBufferPointer { buffer.replaceSubrange(5..<5, with: $0) }
        #expect(buffer.isContiguous(upTo: 6) && !buffer.isContiguous(upTo: 7))
        Array("Y".utf8).withUnsafeBufferPointer { buffer.replaceSubrange(6..<6, with: $0) }
        #expect(buffer.isContiguous(upTo: 7) && !buffer.isContiguous(upTo: 8))
        #expect(
            buffer.withBytes(in: 0..<buffer.count) { String(decoding: $0, as: UTF8.self) } == "helloXY world")
        buffer.moveGap(to: buffer.count)
        #expect(buffer.isContiguous(upTo: buffer.count))
    }

    @Test("a copy of a layout keeps its text and lines while the original is edited")
    func copiesAreIndependent() {
        var layout = TextLayout(text: "aaaa bbbb cccc dddd eeee", width: 10)
        // The paragraph now has a gap and records counting from the end.
        layout.replaceCharacters(in: 5..<5, with: "x")
        let copy = layout
        layout.replaceCharacters(in: 6..<6, with: "yyyyyy")
        layout.replaceCharacters(in: 0..<2, with: "")
        #expect(copy.text == "aaaa xbbbb cccc dddd eeee")
        #expect(copy.lines.map(\.range) == [0..<11, 11..<21, 21..<25])
        #expect(layout.text == "aa xyyyyyybbbb cccc dddd eeee")
        copy.validateInvariants()
        layout.validateInvariants()
        #expect(
            copy.paragraphs[0].linesCountingFromStart
                == TextLayout(text: copy.text, width: 10).paragraphs[0].linesCountingFromStart)
    }

    @Test("after an edit, the records after it count from the end and the ones before from the start")
    func recordsCountFromTheEnd() {
        // Width 10: "aaaa bbbb " "cccc dddd " "eeee ffff " "gggg hhhh " "iiii".
        var layout = TextLayout(text: "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii", width: 10)
        #expect(
            layout.paragraphs[0].lines.expanded.map(\.countsFromEnd) == [false, false, false, false, false])
        layout.replaceCharacters(in: 11..<11, with: "c")  // "ccccc dddd " still fits on line 1
        #expect(layout.paragraphs[0].lines.expanded.map(\.countsFromEnd) == [false, false, true, true, true])
        #expect((0..<5).map(layout.paragraphs[0].start(ofLine:)) == [0, 10, 21, 31, 41])
        // An edit before: the records between the two edits count from the end too.
        layout.replaceCharacters(in: 0..<1, with: "")
        #expect(layout.paragraphs[0].lines.expanded.map(\.countsFromEnd) == [false, true, true, true, true])
        // An edit after: the records between come back to counting from the start.
        layout.replaceCharacters(in: 39..<39, with: "h")
        #expect(
            layout.paragraphs[0].lines.expanded.map(\.countsFromEnd) == [false, false, false, false, true])
        #expect(layout.text == "aaa bbbb ccccc dddd eeee ffff gggg hhhhh iiii")
        #expect(layout.lines.map(\.range) == [0..<9, 9..<20, 20..<30, 30..<41, 41..<45])
        layout.validateInvariants()
        #expect(
            layout.paragraphs[0].linesCountingFromStart
                == TextLayout(text: layout.text, width: 10).paragraphs[0].linesCountingFromStart)
    }

    @Test("keystrokes in multilingual paragraphs of kilobytes, with windows of 1 byte to 1 KB")
    func keystrokesInLongParagraphs() {
        var generator = SplitMix64(seed: 0x6A9B_0002)
        let pieces = IncrementalWrapTests.pieces + ["Привет ", "مرحبا ", "안녕 ", "🇺🇦", "👩🏽‍💻 ", "1,234.56 "]
        for round in 0..<24 {
            var text = (0..<Int.random(in: 200...900, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            var configuration = TextLayoutConfiguration(width: Int.random(in: 4...60, using: &generator))
            configuration.wrapWindow = [1, 2, 7, 64, 300, 1024][round % 6]
            var layout = TextLayout(text: text, configuration: configuration)
            var caret = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
            for step in 0..<30 {
                // Mostly typing on at the caret (the gap stays put), now and then somewhere else.
                if step % 7 == 6 {
                    caret = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
                }
                let utf8 = text.utf8
                let index = utf8.index(utf8.startIndex, offsetBy: caret)
                if Int.random(in: 0..<3, using: &generator) == 0, index > text.startIndex {
                    let start = text.unicodeScalars.index(before: index)
                    let count = utf8.distance(from: start, to: index)
                    text.removeSubrange(start..<index)
                    layout.replaceCharacters(in: caret - count..<caret, with: "")
                    caret -= count
                } else {
                    let piece = pieces.randomElement(using: &generator)!
                    text.insert(contentsOf: piece, at: index)
                    layout.replaceCharacters(in: caret..<caret, with: piece)
                    caret += piece.utf8.count
                }
                layout.validateInvariants()
                let fresh = TextLayout(text: text, configuration: configuration)
                #expect(
                    IncrementalWrapTests.internalLines(layout) == IncrementalWrapTests.internalLines(fresh))
                #expect(layout.lines == fresh.lines)
                #expect(layout.position(of: Caret(offset: caret)) == fresh.position(of: Caret(offset: caret)))
            }
        }
    }

    @Test("Enter and joins in an edited paragraph keep the records of a layout from scratch")
    func enterAndJoinAfterEdits() {
        var generator = SplitMix64(seed: 0x6A9B_0003)
        for round in 0..<40 {
            var text = (0..<Int.random(in: 60...300, using: &generator)).map { _ in
                IncrementalWrapTests.pieces.randomElement(using: &generator)!
            }.joined()
            var configuration = TextLayoutConfiguration(width: Int.random(in: 3...30, using: &generator))
            configuration.wrapWindow = [1, 5, 1024][round % 3]
            var layout = TextLayout(text: text, configuration: configuration)
            for _ in 0..<16 {
                let offset = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
                let utf8 = text.utf8
                let index = utf8.index(utf8.startIndex, offsetBy: offset)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    text.insert("\n", at: index)
                    layout.replaceCharacters(in: offset..<offset, with: "\n")
                case 1:
                    // Delete the first newline after the offset, joining two paragraphs.
                    guard let newline = text.utf8[index...].firstIndex(of: 0x0A) else { continue }
                    let at = utf8.distance(from: utf8.startIndex, to: newline)
                    text.remove(at: newline)
                    layout.replaceCharacters(in: at..<at + 1, with: "")
                default:
                    let piece = IncrementalWrapTests.pieces.randomElement(using: &generator)!
                    text.insert(contentsOf: piece, at: index)
                    layout.replaceCharacters(in: offset..<offset, with: piece)
                }
                layout.validateInvariants()
                let fresh = TextLayout(text: text, configuration: configuration)
                #expect(layout.text == text)
                #expect(
                    IncrementalWrapTests.internalLines(layout) == IncrementalWrapTests.internalLines(fresh))
                #expect(layout.lines == fresh.lines)
            }
        }
    }
}
