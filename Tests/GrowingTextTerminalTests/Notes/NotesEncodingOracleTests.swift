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
