import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// The one-pass reader of notes files: exact on JSON arrays of strings, `nil` on anything else
/// (then `JSONDecoder` reports the error).
@Suite("Notes store: one-pass parsing")
struct NotesStoreParsingTests {
    private func parse(_ text: String) -> [String]? {
        Data(text.utf8).withUnsafeBytes { NotesStore.parseStringArray($0) }
    }

    @Test func readsEveryEscapeAndWhitespace() {
        #expect(
            parse(#" [ "a\"b\\c\/d" ,"\b\f\n\r\t" , "\u0041\u00e9\ud83d\ude00\u0000" ]  "#)
                == ["a\"b\\c/d", "\u{8}\u{C}\n\r\t", "Aé😀\u{0}"])
        #expect(parse("[]") == [])
        #expect(parse("\n[\r\n\t]\n") == [])
        #expect(parse(#"["日本", "👩‍👩‍👧"]"#) == ["日本", "👩‍👩‍👧"])
    }

    @Test(arguments: [
        "", "[", "]", #"["a""#, #"["a",]"#, #"["a" "b"]"#, #"[1]"#, #"{"a": "b"}"#, #"["a"] x"#,
        "[\"tab\there\"]", #"["\x"]"#, #"["\u12"]"#, #"["\ud83d"]"#, #"["\ude00"]"#, #"["\ud83d\u0041"]"#,
        "\u{FEFF}[]",
    ])
    func refusesAnythingElse(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test func refusesInvalidUTF8() {
        let bytes: [UInt8] = Array(#"["a"#.utf8) + [0xF0, 0x9F, 0x98] + Array(#"b"]"#.utf8)
        #expect(bytes.withUnsafeBytes { NotesStore.parseStringArray($0) } == nil)
        let escaped: [UInt8] = Array(#"["\n"#.utf8) + [0xC3] + Array(#""]"#.utf8)
        #expect(escaped.withUnsafeBytes { NotesStore.parseStringArray($0) } == nil)
    }

    @Test func readsWhatTheStoreWrites() {
        let notes = [
            "plain", "two\nlines", "", "\u{1B}[2J \u{7F} \u{0}", "e\u{301} 🇫🇷", #"quote " slash / back \"#,
        ]
        #expect(NotesStore.encode(notes).withUnsafeBytes { NotesStore.parseStringArray($0) } == notes)
    }
}

extension NotesStoreParsingTests {
    /// The skip must stop at a quote, backslash or control byte at each of the sixteen positions
    /// of the two words it tests at once, and of the word after them, after multi-byte UTF-8 too.
    @Test func findsEverySpecialByteAtEveryPositionOfAWord() {
        for prefix in 0..<40 {
            let lead = String(repeating: "é", count: prefix / 2) + String(repeating: "a", count: prefix % 2)
            #expect(parse("[\"\(lead)\"]") == [lead])
            #expect(parse("[\"\(lead)\\n12345678\"]") == [lead + "\n12345678"])
            #expect(parse("[\"\(lead)\t12345678\"]") == nil)
        }
    }

    /// Where the next quote and backslash are is found once and kept: notes after a long one, and
    /// escapes far apart, are read from the right place.
    @Test func readsNotesAfterLongOnesAndEscapesFarApart() {
        let long = String(repeating: "abcdefgh", count: 1_000)
        #expect(
            parse("[\"\(long)\", \"b\\\"c\", \"\(long)\\n\(long)\"]") == [long, "b\"c", long + "\n" + long])
        #expect(parse("[\"\(long)\u{1}\(long)\"]") == nil)
    }
}
