import TestSupport
import Testing

@testable import GrowingTextLayout

/// A run with no break opportunity is wrapped into lines full from the run's start, so an edit inside
/// it moves none of the line starts after it: those lines are kept, and only the lines at the edit
/// and at the run's end are wrapped again.
@Suite("Unbroken runs")
struct UnbrokenRunTests {
    /// Lines wrapped by `body`, counted in debug builds.
    static func linesWrapped(_ body: () -> Void) -> Int {
        let counter = WrapCounter()
        WrapCounter.$current.withValue(counter) { body() }
        return counter.lines
    }

    static func expectSameAsFresh(
        _ layout: TextLayout, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        layout.validateInvariants()
        let fresh = TextLayout(text: text, configuration: layout.configuration)
        #expect(
            IncrementalWrapTests.internalLines(layout) == IncrementalWrapTests.internalLines(fresh),
            sourceLocation: sourceLocation)
        #expect(layout.lines == fresh.lines, sourceLocation: sourceLocation)
    }

    @Test("a keystroke at the start of 200,000 x's wraps a few lines, not the 2,500 after it")
    func keystrokeAtTheStartOfALongRun() {
        var text = String(repeating: "x", count: 200_000)
        var layout = TextLayout(text: text, width: 80)
        #expect(layout.lineCount == 2_500)
        for _ in 0..<3 {
            let typed = Self.linesWrapped { layout.replaceCharacters(in: 1..<1, with: "y") }
            text.insert("y", at: text.index(after: text.startIndex))
            #expect(typed <= 6)
            let deleted = Self.linesWrapped { layout.replaceCharacters(in: 1..<2, with: "") }
            text.remove(at: text.index(after: text.startIndex))
            #expect(deleted <= 6)
        }
        // Typing on past a line's worth moves the run's end onto a new line.
        for count in 0..<100 {
            let typed = Self.linesWrapped { layout.replaceCharacters(in: count..<count, with: "z") }
            #expect(typed <= 6)
        }
        text.insert(contentsOf: String(repeating: "z", count: 100), at: text.startIndex)
        #expect(layout.lineCount == 2_502)
        Self.expectSameAsFresh(layout, text)
    }

    @Test("a run inside a paragraph: edits at its start, middle and end, with words around it")
    func runBetweenWords() {
        let run = String(repeating: "ab", count: 20_000)
        var text = "Some words before " + run + " and after, then more words."
        var layout = TextLayout(text: text, width: 30)
        let runStart = 18
        for offset in [runStart + 1, runStart + 2, runStart + 20_000, runStart + 39_990] {
            let typed = Self.linesWrapped { layout.replaceCharacters(in: offset..<offset, with: "cd") }
            let utf8 = text.utf8
            text.insert(contentsOf: "cd", at: utf8.index(utf8.startIndex, offsetBy: offset))
            #expect(typed <= 8)
            Self.expectSameAsFresh(layout, text)
        }
    }

    @Test("edits that end the run or join it to a word re-wrap it all and stay exact")
    func editsThatChangeTheRun() {
        var text = "word " + String(repeating: "x", count: 5_000) + "\u{E9} tail"
        var layout = TextLayout(text: text, width: 16)
        for (offset, remove, insert) in [
            (4, 1, ""), (100, 0, " "), (100, 1, ""), (200, 0, "1"), (10, 0, "\u{301}"),
        ] {
            let utf8 = text.utf8
            let range =
                utf8.index(
                    utf8.startIndex, offsetBy: offset)..<utf8.index(
                    utf8.startIndex, offsetBy: offset + remove)
            text.replaceSubrange(range, with: insert)
            layout.replaceCharacters(in: offset..<offset + remove, with: insert)
            Self.expectSameAsFresh(layout, text)
        }
    }

    @Test("random edits in texts of long runs keep the records of a layout from scratch")
    func randomEdits() {
        var generator = SplitMix64(seed: 0x0B40_CE4)
        let letters = ["x", "y", "1", "-", " ", "\u{E9}", "\u{301}", "日", "/"]
        for _ in 0..<40 {
            var text = ""
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let letter = ["x", "q"].randomElement(using: &generator)!
                text += String(repeating: letter, count: Int.random(in: 1...400, using: &generator))
                text += letters.randomElement(using: &generator)!
            }
            var configuration = TextLayoutConfiguration(width: Int.random(in: 1...12, using: &generator))
            configuration.wrapWindow = [1, 3, 8, 40, 1024].randomElement(using: &generator)!
            var layout = TextLayout(text: text, configuration: configuration)
            for _ in 0..<10 {
                let offset = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
                let utf8 = text.utf8
                let index = utf8.index(utf8.startIndex, offsetBy: offset)
                var end = index
                for _ in 0..<Int.random(in: 0...3, using: &generator) where end < text.endIndex {
                    end = text.unicodeScalars.index(after: end)
                }
                let count = utf8.distance(from: index, to: end)
                let piece =
                    Bool.random(using: &generator)
                    ? String(repeating: "x", count: Int.random(in: 0...13, using: &generator))
                    : letters.randomElement(using: &generator)!
                text.replaceSubrange(index..<end, with: piece)
                layout.replaceCharacters(in: offset..<offset + count, with: piece)
                Self.expectSameAsFresh(layout, text)
            }
        }
    }
}
