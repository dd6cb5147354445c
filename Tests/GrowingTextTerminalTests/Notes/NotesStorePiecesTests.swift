import Foundation
import GrowingTextLayout
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// Notes parsed in the file's own bytes (`NotesStore.parseNotes(inPlace:pieceLength:releasing:)`):
/// escapes replaced in place, a long note in pieces cut at scalar boundaries and never inside a
/// CR LF, the bytes read given back a megabyte at a time; and the list built from such notes.
@Suite("Notes store: notes read in pieces")
struct NotesStorePiecesTests {
    private func parse(_ text: String, pieceLength: Int) -> [[String]]? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes {
            NotesStore.parseNotes(inPlace: $0, pieceLength: pieceLength)
        }?.map(\.pieces)
    }

    @Test func longNotesAreCutAtScalarBoundariesNeverInsideACRLF() {
        #expect(
            parse(#"["abcdefgh", "ab日本", "abc", ""]"#, pieceLength: 4) == [
                ["abcd", "efgh"], ["ab", "日", "本"], ["abc"], [""],
            ])
        #expect(
            parse(#"["abc\r\nd", "\u00e9\u00e9\u00e9", "\ud83d\ude00x"]"#, pieceLength: 4) == [
                ["abc", "\r\nd"], ["éé", "é"], ["😀", "x"],
            ])
        #expect(parse(#"["a\"b\\c\/d\tefgh"]"#, pieceLength: 4) == [["a\"b\\", "c/d\t", "efgh"]])
    }

    @Test func invalidUTF8IsRefusedWhereverThePiecesAreCut() {
        for pieceLength in 4...9 {
            let bytes: [UInt8] = Array(#"["ab"#.utf8) + [0xE6, 0x97] + Array(#"cdefghij"]"#.utf8)
            var copy = bytes
            let read = copy.withUnsafeMutableBytes {
                NotesStore.parseNotes(inPlace: $0, pieceLength: pieceLength)
            }
            #expect(read.map(\.count) == nil)
        }
    }

    /// Random notes with every escape, written by the store: read in pieces of 4 to 40 bytes, each
    /// note's pieces put end to end are the note, none is longer than the piece length, and no piece
    /// ends with a CR that the next one's LF follows.
    @Test func piecesPutEndToEndAreTheNotes() {
        var generator = SplitMix64(seed: 0x3E36_0001)
        let parts = [
            "a", "word ", "日本", "e\u{301}", "👩‍👩‍👧", "\n", "\r", "\r\n", "\"", "\\", "/", "\t", "\u{1}", "\u{7F}",
        ]
        var pieceCount = 0
        for _ in 0..<200 {
            let notes = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                    parts.randomElement(using: &generator)!
                }
                .joined()
            }
            let pieceLength = Int.random(in: 4...40, using: &generator)
            var bytes = Array(NotesStore.encode(notes))
            let read = bytes.withUnsafeMutableBytes {
                NotesStore.parseNotes(inPlace: $0, pieceLength: pieceLength)
            }
            #expect(read?.map(\.string) == notes)
            for text in read ?? [] {
                let pieces = text.pieces
                pieceCount += pieces.count
                #expect(pieces.allSatisfy { $0.utf8.count <= pieceLength })
                #expect(pieces.count == 1 || pieces.allSatisfy { !$0.isEmpty })
                for (piece, next) in zip(pieces, pieces.dropFirst()) {
                    #expect(!(piece.utf8.last == 0x0D && next.utf8.first == 0x0A))
                }
                #expect(text.utf8Count == text.string.utf8.count)
            }
        }
        #expect(pieceCount == 1_380)
    }

    /// 3,000 notes of 1,000 bytes each with their comma: the bytes read are given back after the
    /// first note that ends a megabyte or more past the last prefix given back.
    @Test func bytesReadAreGivenBackAMegabyteAtATime() {
        let notes = Array(repeating: String(repeating: "x", count: 997), count: 3_000)
        var bytes = Array(("[" + notes.map { "\"\($0)\"" }.joined(separator: ",") + "]").utf8)
        #expect(bytes.count == 3_000_001)
        var ranges: [Range<Int>] = []
        let read = bytes.withUnsafeMutableBytes {
            NotesStore.parseNotes(inPlace: $0) { ranges.append($0) }
        }
        #expect(read?.map(\.string) == notes)
        #expect(ranges == [0..<1_049_000, 1_049_000..<2_098_000])
    }

    /// A note of 2.5 MiB without escapes: its pieces are given back as they are made.
    @Test func aLongNotesBytesAreGivenBackPieceByPiece() {
        let note = String(repeating: "abcdefgh", count: 327_680)
        var bytes = Array("[\"\(note)\"]".utf8)
        var ranges: [Range<Int>] = []
        let read = bytes.withUnsafeMutableBytes {
            NotesStore.parseNotes(inPlace: $0, pieceLength: 1 << 20) { ranges.append($0) }
        }
        #expect(read?.first?.pieces.map(\.utf8.count) == [1 << 20, 1 << 20, 1 << 19])
        #expect(read?.first?.string == note)
        #expect(ranges == [0..<(2 + (1 << 20)), (2 + (1 << 20))..<(2 + (1 << 21))])
    }

    /// The same note with its pieces after the first deferred: their bytes are kept (never given
    /// back, never written over), the first piece's and the rest are given back, and the pieces
    /// made from the kept bytes are the note.
    @Test func aLongNotesLaterPiecesAreKeptWhenDeferred() {
        let note = String(repeating: "abcdefgh", count: 327_680) + "\"é"
        var bytes = Array(NotesStore.encode([note]))
        var ranges: [Range<Int>] = []
        var kept: [Range<Int>] = []
        let read = bytes.withUnsafeMutableBytes { buffer in
            NotesStore.parseNotes(
                inPlace: buffer, pieceLength: 1 << 20, releasing: { ranges.append($0) },
                deferring: { range in
                    kept.append(range)
                    let text = String(decoding: buffer[range], as: UTF8.self)
                    return TextPiece(utf8Count: range.count) { text }
                })
        }
        let start = 5  // after `[\n  "`
        #expect(
            kept == [
                (start + (1 << 20))..<(start + (1 << 21)),
                (start + (1 << 21))..<(start + (1 << 21) + (1 << 19) + 3),
            ])
        #expect(ranges == [0..<(start + (1 << 20))])
        #expect(read?.first?.rest.map(\.utf8Count) == [1 << 20, (1 << 19) + 3])
        #expect(read?.first?.string == note)
    }

    /// A piece after the first that is not UTF-8 is refused, deferred or not, wherever it lies.
    @Test func invalidUTF8InADeferredPieceIsRefused() {
        for bad: [UInt8] in [
            [0xE6, 0x97], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
        ] {
            for offset in [10, 100, 4_000] {
                var text = Array(repeating: UInt8(ascii: "a"), count: 5_000)
                text.replaceSubrange(offset..<(offset + bad.count), with: bad)
                var bytes = Array(#"[""#.utf8) + text + Array(#""]"#.utf8)
                let read = bytes.withUnsafeMutableBytes { buffer in
                    NotesStore.parseNotes(
                        inPlace: buffer, pieceLength: 64,
                        deferring: { range in TextPiece(utf8Count: range.count) { "" } })
                }
                #expect(read == nil, "\(bad) at \(offset)")
            }
        }
    }

    /// A first piece shorter than the others, deferred or not: cut as the others are.
    @Test func theFirstPieceMayBeShorter() {
        for defers in [false, true] {
            var bytes = Array(#"["abcdefghijklmnopqrs\r\nt", "ab日本語"]"#.utf8)
            let read = bytes.withUnsafeMutableBytes { buffer in
                NotesStore.parseNotes(
                    inPlace: buffer, pieceLength: 8, firstPieceLength: 4,
                    deferring: defers
                        ? { range in
                            let text = String(decoding: buffer[range], as: UTF8.self)
                            return TextPiece(utf8Count: range.count) { text }
                        } : nil)
            }
            #expect(read?.map(\.pieces) == [["abcd", "efghijkl", "mnopqrs", "\r\nt"], ["ab", "日本", "語"]])
        }
    }

    /// Bytes that are not UTF-8, and controls not escaped, after a note's first piece are refused
    /// when the later pieces are deferred (their bytes are checked as they are read), before and
    /// after escapes, in every position around the first piece's end.
    @Test func badBytesAfterTheFirstPieceAreRefusedWhenDeferred() {
        let bad: [[UInt8]] = [
            [0xE6, 0x97], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x0A], [0x00],
        ]
        var refused = 0
        for bytesOfBad in bad {
            for offset in stride(from: 0, to: 300, by: 7) {
                // An escape every 20 bytes: `\n` and `\"` in turn.
                var text: [UInt8] = []
                for index in 0..<20 {
                    text += Array("abcdefghijklmnopqé".utf8) + Array((index % 2 == 0 ? #"\n"# : #"\""#).utf8)
                }
                text.replaceSubrange(offset..<(offset + bytesOfBad.count), with: bytesOfBad)
                var bytes = Array(#"[""#.utf8) + text + Array(#""]"#.utf8)
                let read = bytes.withUnsafeMutableBytes { buffer in
                    NotesStore.parseNotes(
                        inPlace: buffer, pieceLength: 64, firstPieceLength: 32,
                        deferring: { range in TextPiece(utf8Count: range.count) { "" } })
                }
                if read == nil { refused += 1 } else { Issue.record("\(bytesOfBad) at \(offset) read") }
            }
        }
        #expect(refused == 301)
    }

    /// Random notes with every escape, written by the store, with a byte sometimes changed at
    /// random: read with the later pieces deferred (checked as they are read), they are what a read
    /// without deferring makes of them (every piece made a string, which checks its UTF-8), and
    /// refused exactly when that read refuses them.
    @Test func deferredPiecesAreReadAsStringPiecesAre() {
        var generator = SplitMix64(seed: 0x38C_0001)
        let parts = ["a", "word ", "日本", "e\u{301}", "👩‍👩‍👧", "\n", "\r\n", "\"", "\\", "\u{1}", "\u{7F}"]
        var refused = 0
        var deferredPieces = 0
        for _ in 0..<2_000 {
            let notes = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    parts.randomElement(using: &generator)!
                }
                .joined()
            }
            var bytes = Array(NotesStore.encode(notes))
            if Bool.random(using: &generator) {
                bytes[Int.random(in: bytes.indices, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            let pieceLength = Int.random(in: 4...40, using: &generator)
            let firstPieceLength = Int.random(in: 4...40, using: &generator)
            var copy = bytes
            let oracle = copy.withUnsafeMutableBytes {
                NotesStore.parseNotes(
                    inPlace: $0, pieceLength: pieceLength, firstPieceLength: firstPieceLength)
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                NotesStore.parseNotes(
                    inPlace: buffer, pieceLength: pieceLength, firstPieceLength: firstPieceLength,
                    deferring: { range in
                        deferredPieces += 1
                        let text = String(validating: buffer[range], as: UTF8.self) ?? "not UTF-8"
                        return TextPiece(utf8Count: range.count) { text }
                    })
            }
            #expect(read?.map(\.pieces) == oracle?.map(\.pieces))
            if read == nil { refused += 1 }
        }
        #expect(refused == 816)
        #expect(deferredPieces == 12_396)
    }

    /// Whole pages between the offsets read as zeros after they are given back; the bytes around
    /// them (the partial pages at both ends) are kept.
    @Test func givenBackPagesReadAsZeros() {
        var bytes = [UInt8](repeating: 1, count: 5 * 4096 + 100)
        bytes.withUnsafeMutableBytes { buffer in
            NotesStore.releasePages(of: buffer, from: 10, to: buffer.count - 10)
            let base = Int(bitPattern: buffer.baseAddress!)
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            var zeros = 0
            for offset in 0..<buffer.count {
                let address = base + offset
                let firstWhole = (base + 10 + page - 1) / page * page
                let lastWhole = (base + buffer.count - 10) / page * page
                let released = address >= firstWhole && address < lastWhole
                #expect(buffer[offset] == (released ? 0 : 1))
                if released { zeros += 1 }
            }
            // At least four whole pages lie inside 5 pages and 80 bytes, whatever the alignment.
            #expect(zeros >= 4 * page)
        }
    }

    @Test func aFileWithALongNoteLoadsInPiecesAndWhole() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        let long = String(repeating: "line of a long note\r\n", count: 100_000)
        try store.save(["short", long, "é"])
        let pieces = try #require(try store.loadInPieces())
        // 2.1 MB: a first piece of 64 KiB, then eight of at most 256 KiB.
        #expect(pieces.map(\.pieces.count) == [1, 9, 1])
        #expect(pieces[1].pieces.first?.utf8.count == 1 << 16)
        #expect(pieces.map(\.string) == ["short", long, "é"])
        #expect(try store.load() == ["short", long, "é"])
    }

    /// A list made from notes in pieces draws and saves what one made from the whole notes does.
    @Test func aListOfNotesInPiecesIsTheListOfTheirTexts() {
        let long = String(repeating: "a long note wraps over many lines; ", count: 100)
        let pieces = [
            NoteText("first"), NoteText(pieces: Array(long.utf8).chunked(into: 700)), NoteText("last"),
        ]
        var inPieces = NotesListView(
            pieces: pieces, size: TerminalSize(columns: 40, rows: 10), glyphs: .standard)
        var whole = NotesListView(
            notes: ["first", long, "last"], size: TerminalSize(columns: 40, rows: 10), glyphs: .standard)
        #expect(inPieces.render().lines == whole.render().lines)
        #expect(inPieces.texts == ["first", long, "last"])
        for _ in 0..<3 {
            inPieces.handle(.edit(.move(.down)))
            whole.handle(.edit(.move(.down)))
            #expect(inPieces.render().lines == whole.render().lines)
        }
    }
}

extension NotesStorePiecesTests {
    /// A note in pieces that has not been laid out (off screen) is saved whole, and laid out whole
    /// once it is reached.
    @Test func aNoteInPiecesOffScreenIsSavedWholeAndLaidOutWhenReached() {
        let long = String(repeating: "pieces ", count: 300)
        let pieces =
            (0..<9).map { NoteText("note \($0)") } + [NoteText(pieces: Array(long.utf8).chunked(into: 500))]
        var list = NotesListView(pieces: pieces, size: TerminalSize(columns: 30, rows: 4), glyphs: .standard)
        _ = list.render()
        #expect(list.loadedNoteCount < 10)
        #expect(list.texts == (0..<9).map { "note \($0)" } + [long])
        list.handle(.lastNote)
        _ = list.render()
        #expect(list.texts.last == long)
        #expect(list.currentIndex == 9)
    }
}

extension [UInt8] {
    /// The strings of consecutive `length`-byte runs of these ASCII bytes.
    fileprivate func chunked(into length: Int) -> [String] {
        stride(from: 0, to: count, by: length).map {
            String(decoding: self[$0..<Swift.min($0 + length, count)], as: UTF8.self)
        }
    }
}
