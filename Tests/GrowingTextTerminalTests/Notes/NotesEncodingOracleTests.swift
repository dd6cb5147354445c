import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The notes file's own JSON writer against Foundation's `JSONEncoder` (`.prettyPrinted`,
/// `.withoutEscapingSlashes`), an independent implementation, on seeded random notes: the same
/// bytes, a final newline aside.
@Suite("Notes file: the JSON writer against JSONEncoder")
struct NotesEncodingOracleTests {
    /// What a note is drawn from: every control, the characters JSON escapes, the slash it may,
    /// DEL, letters, and characters of two, three and four UTF-8 bytes (U+2028 among them).
    static let alphabet: [Character] =
        (0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }
        + ["\"", "\\", "/", "\u{7F}", "a", "Z", " ", "é", "中", "\u{2028}", "😀", "\r\n", "e\u{301}"]

    @Test(arguments: 0..<20)
    func theBytesAreJSONEncodersAndANewline(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let notes = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            String(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    Self.alphabet.randomElement(using: &random) ?? "a"
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        let expected = try encoder.encode(notes) + Data("\n".utf8)
        #expect(NotesStore.encode(notes) == expected, "\(notes)")
    }

    /// Hard-coded, so that a change in Foundation cannot move both sides together.
    @Test func aFewNotesByHand() {
        #expect(String(decoding: NotesStore.encode([]), as: UTF8.self) == "[\n\n]\n")
        #expect(String(decoding: NotesStore.encode([""]), as: UTF8.self) == "[\n  \"\"\n]\n")
        #expect(
            String(decoding: NotesStore.encode(["a/b", "\u{0}\u{1F}\t\"\\\u{7F}é"]), as: UTF8.self)
                == "[\n  \"a/b\",\n  \"\\u0000\\u001f\\t\\\"\\\\\u{7F}é\"\n]\n")
    }
}

extension NotesEncodingOracleTests {
    /// A save writes snapshots of the notes a run of bytes at a time (a note's editor, laid out in
    /// pieces with gaps, or not laid out yet; a note read in pieces and not opened): the bytes are
    /// those of the notes' texts, every character of the alphabet in runs cut anywhere.
    @Test(arguments: 0..<4)
    func snapshotsWriteTheBytesOfTheTexts(seed: Int) {
        var random = SplitMix64(seed: 0x38_5A00 + UInt64(seed))
        // One paragraph (no newline of any kind): past 128 KB, a paragraph's bytes are kept in
        // pieces, each with its gap.
        let inline = Self.alphabet.filter { !$0.isNewline }
        let long = String((0..<150_000).map { _ in inline.randomElement(using: &random) ?? "a" })
        let longUTF8 = Array(long.utf8)
        func pieces(_ bytes: [UInt8], length: Int) -> NoteText {
            // Cut at scalar boundaries, as the parser cuts them.
            var cuts: [String] = []
            var start = 0
            while start < bytes.count {
                var end = min(start + length, bytes.count)
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                cuts.append(String(decoding: bytes[start..<end], as: UTF8.self))
                start = end
            }
            return NoteText(pieces: cuts)
        }
        var list = NotesListView(
            pieces: [
                NoteText("short"), pieces(longUTF8, length: 40_000), NoteText("x"),
                pieces(longUTF8, length: 50_000),
            ],
            size: TerminalSize(columns: 40, rows: 10), glyphs: .standard)
        _ = list.render()
        list.handle(.nextNote)
        _ = list.render()
        // Laid out in full, or only its start (the rest pending, in pieces).
        if Bool.random(using: &random) {
            list.handle(.edit(.move(.textEnd)))
            list.handle(.edit(.move(.textStart)))
        }
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            let edit: EditCommand =
                switch Int.random(in: 0..<5, using: &random) {
                case 0: .insert(String(Self.alphabet.randomElement(using: &random) ?? "a"))
                case 1: .deleteBackward
                case 2: .newline
                case 3: .move(.down)
                default: .move(.right)
                }
            list.handle(.edit(edit))
        }
        if Bool.random(using: &random) { list.layOutMore() }
        let texts = list.texts
        #expect(texts.count == 4)
        #expect(texts[3] == long)
        #expect(texts[1].utf8.count >= 150_000)
        var bytes: [UInt8] = []
        NotesStore.encode(list.snapshots, into: &bytes)
        // Compared whole: a failure prints the lengths, not 300 KB of bytes.
        let expected = Array(NotesStore.encode(texts))
        let isSame = bytes == expected
        #expect(isSame, "\(bytes.count) bytes written, \(expected.count) expected")
    }
}

extension NotesEncodingOracleTests {
    /// A save snapshots every note: one takes a string and a word, whatever the other cases hold
    /// (an editor's model inline made a snapshot of 126,063 notes take 37 MB more than their strings).
    @Test func aSnapshotTakesAStringAndAWord() {
        #expect(MemoryLayout<NoteSnapshot>.stride <= 24)
    }
}
