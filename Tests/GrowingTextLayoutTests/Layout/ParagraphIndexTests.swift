import TestSupport
import Testing

@testable import GrowingTextLayout

/// The paragraph index keeps paragraphs in chunks of at most 32; these edits cross chunk boundaries,
/// split chunks and empty them, and must give what a layout from scratch gives.
@Suite("Paragraph index")
struct ParagraphIndexTests {
    @Test("edits across chunks in a text of many paragraphs equal a layout from scratch")
    func manyParagraphs() {
        var generator = SplitMix64(seed: 0x1A70_0021)
        var text = (0..<400).map { "p\($0) words here" }.joined(separator: "\n")
        let configuration = TextLayoutConfiguration(width: 7)
        var layout = TextLayout(text: text, configuration: configuration)
        for step in 0..<60 {
            let a = Int.random(in: 0...text.utf8.count, using: &generator)
            // Mostly keystrokes (Enter, Backspace over a newline, a character), now and then a
            // deletion of many paragraphs or an insertion of many.
            let span =
                step % 10 == 0
                ? Int.random(in: 0...3_000, using: &generator) : Int.random(in: 0...1, using: &generator)
            let b = min(text.utf8.count, a + span)
            let replacement =
                step % 7 == 0 ? String(repeating: "new\n", count: 150) : ["\n", "", "x", "\n\n"][step % 4]
            let utf8 = text.utf8
            text.replaceSubrange(
                utf8.index(utf8.startIndex, offsetBy: a)..<utf8.index(utf8.startIndex, offsetBy: b),
                with: replacement)
            layout.replaceCharacters(in: a..<b, with: replacement)
            layout.validateInvariants()
            let fresh = TextLayout(text: text, configuration: configuration)
            #expect(layout.paragraphCount == fresh.paragraphCount)
            #expect(layout.lineCount == fresh.lineCount)
            #expect(layout.utf8Count == fresh.utf8Count)
            #expect(layout.lines == fresh.lines)
        }
    }

    @Test("offsets and lines of paragraphs across chunks")
    func lookups() {
        // 300 paragraphs "ab\n" (3 bytes, 1 line at width 10), then the empty last paragraph.
        let layout = TextLayout(text: String(repeating: "ab\n", count: 300), width: 10)
        #expect(layout.paragraphCount == 301)
        #expect(layout.paragraphs.offset(ofParagraph: 200) == 600)
        #expect(layout.paragraphs.firstLine(ofParagraph: 200) == 200)
        #expect(layout.paragraphs.index(coveringOffset: 601) == 200)
        #expect(layout.paragraphs.index(coveringLine: 299) == 299)
        #expect(layout.paragraphs.index(coveringOffset: 900) == 301)
        #expect(layout.line(at: 150)?.range == 450..<453)
    }

    @Test("locations: one look-up, then neighbours across chunk boundaries")
    func locations() {
        // 40 paragraphs "abc\n" (4 bytes, 1 line) at width 10, the last "abc" without a newline:
        // chunks of 16, 16 and 8 paragraphs.
        var paragraphs = TextLayout(
            text: String(repeating: "abc\n", count: 39) + "abc", width: 10
        ).paragraphs
        let location = paragraphs.location(coveringOffset: 65)
        #expect(location.index == 16)
        #expect(location.chunk == 1 && location.local == 0)
        #expect(location.start == 64 && location.firstLine == 16)
        let before = paragraphs.location(before: location)
        #expect(before?.index == 15 && before?.chunk == 0 && before?.local == 15)
        #expect(before?.start == 60 && before?.firstLine == 15)
        let after = before.flatMap { paragraphs.location(after: $0) }
        #expect(after?.chunk == 1 && after?.local == 0 && after?.start == 64)
        #expect(paragraphs.location(before: paragraphs.location(ofParagraph: 0)) == nil)
        #expect(paragraphs.location(after: paragraphs.location(ofParagraph: 39)) == nil)
        // Past the end: the last paragraph.
        let end = paragraphs.location(coveringOffset: 159)
        #expect(end.index == 39 && end.chunk == 2 && end.local == 7 && end.start == 156)
        // Insert two after paragraph 16 and replace paragraph 20 with none: the sums follow.
        let configuration = TextLayoutConfiguration(width: 10)
        paragraphs.insert(
            [
                Paragraph(text: "0123456789xy\n", configuration: configuration),
                Paragraph(text: "z\n", configuration: configuration),
            ], after: location)
        #expect(paragraphs.count == 42)
        #expect(paragraphs.totalLength == 174)
        #expect(paragraphs.totalLines == 43)
        paragraphs.replace(at: paragraphs.location(ofParagraph: 20), with: [])
        #expect(paragraphs.count == 41)
        #expect(paragraphs.totalLength == 170)
        #expect(paragraphs.totalLines == 42)
        let moved = paragraphs.location(coveringOffset: 168)
        #expect(moved.index == 40 && moved.start == 167 && moved.firstLine == 41)
    }
}
