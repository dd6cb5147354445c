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

    /// Line records passed by `body` looking for the end of an unbroken run, counted in debug builds.
    static func runRecordsPassed(_ body: () -> Void) -> Int {
        let counter = WrapCounter()
        WrapCounter.$current.withValue(counter) { body() }
        return counter.runRecords
    }

    /// Ten random edits of `text` (a scalar-aligned range of up to three scalars replaced with
    /// `piece()`), each checked against a layout from scratch.
    static func randomEdits(
        of text: inout String, in layout: inout TextLayout, using generator: inout SplitMix64,
        piece: (inout SplitMix64) -> String
    ) {
        for _ in 0..<10 {
            let offset = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
            let utf8 = text.utf8
            let index = utf8.index(utf8.startIndex, offsetBy: offset)
            var end = index
            for _ in 0..<Int.random(in: 0...3, using: &generator) where end < text.endIndex {
                end = text.unicodeScalars.index(after: end)
            }
            let count = utf8.distance(from: index, to: end)
            let replacement = piece(&generator)
            text.replaceSubrange(index..<end, with: replacement)
            layout.replaceCharacters(in: offset..<offset + count, with: replacement)
            expectSameAsFresh(layout, text)
        }
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

    @Test("typing at the start of 200,000 x's finds the run's end from its one record, at every keystroke")
    func typingOnFindsTheRunsEndOnce() {
        var text = String(repeating: "x", count: 200_000)
        var layout = TextLayout(text: text, width: 80)
        #expect(
            layout.paragraphs[0].lines.entries.count == 3,
            "the first line (the breaker starts in another state), the run, the last")
        let first = Self.runRecordsPassed { layout.replaceCharacters(in: 1..<1, with: "y") }
        #expect(first <= 4, "the first keystroke passes the run's record, not its 2,499 lines")
        // Typing on, past a line's worth, then deleting back, then an edit in the run's middle.
        for count in 2..<120 {
            let passed = Self.runRecordsPassed { layout.replaceCharacters(in: count..<count, with: "y") }
            #expect(passed <= UnbrokenRunTests.lookBack, "keystroke \(count)")
        }
        for count in (60..<120).reversed() {
            let passed = Self.runRecordsPassed { layout.replaceCharacters(in: count..<count + 1, with: "") }
            #expect(passed <= UnbrokenRunTests.lookBack, "Backspace at \(count)")
        }
        let middle = Self.runRecordsPassed { layout.replaceCharacters(in: 100_000..<100_000, with: "z") }
        #expect(middle <= UnbrokenRunTests.lookBack)
        text.insert(contentsOf: String(repeating: "y", count: 59), at: text.index(after: text.startIndex))
        text.insert("z", at: text.utf8.index(text.startIndex, offsetBy: 100_000))
        Self.expectSameAsFresh(layout, text)
    }

    static let lookBack = LineWrapper.Tail.knownRunLookBack

    @Test(
        "a keystroke at the start of a run of é, ideographs or Hangul wraps a few lines, not the run",
        arguments: [("\u{E9}", 80), ("\u{E9}", 7), ("中", 80), ("中", 79), ("中", 1), ("한", 30)])
    func keystrokeAtTheStartOfANonASCIIRun(letter: String, width: Int) {
        let length = letter.utf8.count
        var text = String(repeating: letter, count: 30_000)
        var layout = TextLayout(text: text, width: width)
        #expect(layout.lineCount > 300)
        for _ in 0..<3 {
            let typed = Self.linesWrapped { layout.replaceCharacters(in: length..<length, with: letter) }
            #expect(typed <= 6)
            let deleted = Self.linesWrapped { layout.replaceCharacters(in: length..<2 * length, with: "") }
            #expect(deleted <= 6)
        }
        for count in 1..<60 {
            let offset = count * length
            let typed = Self.linesWrapped { layout.replaceCharacters(in: offset..<offset, with: letter) }
            #expect(typed <= 6, "keystroke \(count)")
        }
        text += String(repeating: letter, count: 59)
        Self.expectSameAsFresh(layout, text)
    }

    @Test(
        "Enter and a join inside a long run write its moved lines without wrapping them",
        arguments: [("x", 80), ("x", 13), ("\u{E9}", 80), ("中", 79)])
    func enterAndJoinInsideARun(letter: String, width: Int) {
        let length = letter.utf8.count
        var text = String(repeating: letter, count: 100_000)
        var layout = TextLayout(text: text, width: width)
        for offset in [1, 2, 37] {
            let at = offset * length
            let entered = Self.linesWrapped { layout.replaceCharacters(in: at..<at, with: "\n") }
            text.insert("\n", at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(entered <= 6, "Enter after \(offset)")
            Self.expectSameAsFresh(layout, text)
            let joined = Self.linesWrapped { layout.replaceCharacters(in: at..<at + 1, with: "") }
            text.remove(at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(joined <= 6, "join after \(offset)")
            Self.expectSameAsFresh(layout, text)
        }
    }

    /// Bytes copied from one paragraph into another by `body`, counted in debug builds.
    static func bytesCopied(_ body: () -> Void) -> Int {
        let counter = WrapCounter()
        WrapCounter.$current.withValue(counter) { body() }
        return counter.bytesCopied
    }

    @Test(
        "Enter and a join copy the shorter side of the split, never the long rest of a run",
        arguments: [("x", 80), ("\u{E9}", 80), ("中", 79)])
    func enterAndJoinCopyTheShorterSide(letter: String, width: Int) {
        let length = letter.utf8.count
        let count = 100_000
        var text = String(repeating: letter, count: count)
        var layout = TextLayout(text: text, width: width)
        // At the run's start, after its first letters, and near its end (the short side is the end).
        for offset in [0, 1, 37, count - 5] {
            let at = offset * length
            let entered = Self.bytesCopied { layout.replaceCharacters(in: at..<at, with: "\n") }
            text.insert("\n", at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(entered <= 37 * length, "Enter after \(offset)")
            Self.expectSameAsFresh(layout, text)
            let joined = Self.bytesCopied { layout.replaceCharacters(in: at..<at + 1, with: "") }
            text.remove(at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(joined <= 37 * length, "join after \(offset)")
            Self.expectSameAsFresh(layout, text)
        }
    }

    @Test("Enter at the start of a paragraph of 200,000 x's leaves its records as they count")
    func enterAtAParagraphsStartConvertsNoRecords() {
        var text = String(repeating: "x", count: 200_000)
        var layout = TextLayout(text: text, width: 80)
        // After the first x (the run's lines stay in place, counting from the start), then at the
        // start of the paragraph that Enter made, twice: nothing after the caret moves.
        for at in [1, 2, 3] {
            let counter = WrapCounter()
            WrapCounter.$current.withValue(counter) { layout.replaceCharacters(in: at..<at, with: "\n") }
            text.insert("\n", at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(counter.recordsConverted <= 8, "Enter at \(at)")
            Self.expectSameAsFresh(layout, text)
        }
    }

    @Test("Enter and joins at random places in paragraphs of runs and words stay exact (seeded)")
    func randomEntersAndJoins() {
        var generator = SplitMix64(seed: 0x5EED_3200)
        var text =
            String(repeating: "x", count: 3_000) + " word word\n" + String(repeating: "\u{E9}", count: 2_000)
            + "\nshort\n" + String(repeating: "中", count: 1_500)
        var layout = TextLayout(text: text, width: 17)
        for step in 0..<60 {
            let offset = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
            let index = text.utf8.index(text.startIndex, offsetBy: offset)
            if step % 2 == 0 || offset == 0 {
                let piece = ["\n", "\n\n", "a\nb", "\r\n"][Int.random(in: 0..<4, using: &generator)]
                text.replaceSubrange(index..<index, with: piece)
                layout.replaceCharacters(in: offset..<offset, with: piece)
            } else {
                // A Backspace: the scalar (or CR LF) before the offset.
                let before = text.index(before: index)
                let count = text.utf8.distance(from: before, to: index)
                text.removeSubrange(before..<index)
                layout.replaceCharacters(in: offset - count..<offset, with: "")
            }
            Self.expectSameAsFresh(layout, text)
        }
    }

    @Test(
        "x's typed into a long run of another kind: the gap moves a window or two, the run's end is found once",
        arguments: ["\u{E9}", "中"])
    func typingAnotherKindIntoALongRun(letter: String) {
        var text = String(repeating: letter, count: 100_000)
        var layout = TextLayout(text: text, width: 80)
        let length = letter.utf8.count
        var passed: [Int] = []
        // One after another after the first letter: each moves the run's later lines by a byte.
        for step in 0..<4 {
            let at = length + step
            let counter = WrapCounter()
            WrapCounter.$current.withValue(counter) { layout.replaceCharacters(in: at..<at, with: "x") }
            passed.append(counter.runRecords)
            text.insert("x", at: text.utf8.index(text.startIndex, offsetBy: at))
            #expect(counter.gapBytesMoved <= 8 * 1024, "gap bytes moved at step \(step)")
            Self.expectSameAsFresh(layout, text)
        }
        #expect(passed.allSatisfy { $0 <= 8 }, "records passed \(passed): the run is one record")
    }

    @Test(
        "x's typed into a long run of another kind write a few records, the moved run's lines being one, and move none",
        arguments: ["\u{E9}", "中"])
    func typingAnotherKindWritesAFewRecords(letter: String) {
        var text = String(repeating: letter, count: 100_000) + " and a few words after the run"
        var layout = TextLayout(text: text, width: 80)
        // At the run's start, then after the x's typed: each moves all of the run's later lines.
        for step in 0..<4 {
            let counter = WrapCounter()
            WrapCounter.$current.withValue(counter) { layout.replaceCharacters(in: step..<step, with: "x") }
            text.insert("x", at: text.utf8.index(text.startIndex, offsetBy: step))
            #expect(counter.recordsShifted <= 8, "records moved in memory at step \(step)")
            #expect(counter.recordsWritten <= 12, "records written at step \(step)")
            #expect(counter.recordsConverted <= 8, "records converted at step \(step)")
            #expect(counter.runRecords <= 8, "records passed at step \(step)")
            Self.expectSameAsFresh(layout, text)
        }
        #expect(layout.paragraphs[0].lines.entries.count <= 12)
    }

    @Test(
        "Enter and a join in the middle of a long run copy and write a few records, not half the run's",
        arguments: [("x", 80), ("\u{E9}", 80), ("中", 79)])
    func enterAndJoinInTheMiddleOfARun(letter: String, width: Int) {
        let length = letter.utf8.count
        var text = String(repeating: letter, count: 200_000)
        var layout = TextLayout(text: text, width: width)
        for at in [100_000 * length, 100_001 * length, 150_000 * length, 60_000 * length] {
            let entered = WrapCounter()
            WrapCounter.$current.withValue(entered) { layout.replaceCharacters(in: at..<at, with: "\n") }
            text.insert("\n", at: text.utf8.index(text.startIndex, offsetBy: at))
            Self.expectSameAsFresh(layout, text)
            let joined = WrapCounter()
            WrapCounter.$current.withValue(joined) { layout.replaceCharacters(in: at..<at + 1, with: "") }
            text.remove(at: text.utf8.index(text.startIndex, offsetBy: at))
            Self.expectSameAsFresh(layout, text)
            // A few records each: the run's lines are one record, and each edit leaves the run
            // split around it in a few more.
            for (counter, key) in [(entered, "Enter"), (joined, "join")] {
                #expect(counter.recordsCopied <= 16, "records copied by \(key) at \(at)")
                #expect(counter.recordsWritten <= 16, "records written by \(key) at \(at)")
                #expect(counter.recordsConverted <= 8, "records converted by \(key) at \(at)")
                #expect(counter.runRecords <= 8, "records passed by \(key) at \(at)")
                #expect(counter.lines <= 8, "lines wrapped by \(key) at \(at)")
            }
        }
    }

    @Test(
        "random keystrokes all over long runs kept as one record stay exact, a few records more each (seeded)",
        arguments: [("x", 80), ("\u{E9}", 7), ("中", 79), ("中", 2)])
    func randomKeystrokesInRunsKeptAsOneRecord(letter: String, width: Int) {
        var generator = SplitMix64(seed: 0x11E5_0002)
        var text =
            String(repeating: letter, count: 6_000) + " words\n" + String(repeating: letter, count: 3_000)
        var layout = TextLayout(text: text, width: width)
        let records = { (layout: TextLayout) in
            layout.paragraphs.all.reduce(0) { $0 + $1.lines.entries.count }
        }
        #expect(records(layout) <= 16, "each long run is one record")
        for step in 1...50 {
            let offset = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
            let index = text.utf8.index(text.startIndex, offsetBy: offset)
            let piece = [letter, letter + letter, "x", "\u{E9}", "\n", "", ""].randomElement(
                using: &generator)!
            if piece.isEmpty && index > text.startIndex {
                // A Backspace: the scalar before the offset.
                let before = text.unicodeScalars.index(before: index)
                let count = text.utf8.distance(from: before, to: index)
                text.removeSubrange(before..<index)
                layout.replaceCharacters(in: offset - count..<offset, with: "")
            } else {
                text.insert(contentsOf: piece, at: index)
                layout.replaceCharacters(in: offset..<offset, with: piece)
            }
            Self.expectSameAsFresh(layout, text)
            #expect(records(layout) <= 16 + 8 * step, "records after \(step) keystrokes")
        }
    }

    @Test("a scalar of another kind typed into a run moves its lines, written without wrapping them")
    func anotherKindTypedIntoARun() {
        var text = String(repeating: "\u{E9}", count: 40_000)
        var layout = TextLayout(text: text, width: 80)
        #expect(layout.lineCount == 500)
        let typed = Self.linesWrapped { layout.replaceCharacters(in: 2..<2, with: "x") }
        text.insert("x", at: text.index(after: text.startIndex))
        #expect(typed <= 8)
        Self.expectSameAsFresh(layout, text)
        let deleted = Self.linesWrapped { layout.replaceCharacters(in: 2..<3, with: "") }
        text.remove(at: text.index(after: text.startIndex))
        #expect(deleted <= 6)
        Self.expectSameAsFresh(layout, text)
        // The run is one record again: the lines the Backspace wrote continue it.
        #expect(layout.paragraphs[0].lines.entries.count <= 3)
    }

    @Test(
        "typing the run's own letter at the paragraph's very start wraps a few lines",
        arguments: [("x", 78), ("\u{E9}", 78), ("中", 78)])
    func typingAtTheParagraphsStart(letter: String, width: Int) {
        var text = String(repeating: letter, count: 30_000)
        var layout = TextLayout(text: text, width: width)
        for count in 0..<5 {
            let offset = count * letter.utf8.count
            let typed = Self.linesWrapped { layout.replaceCharacters(in: offset..<offset, with: letter) }
            #expect(typed <= 6, "keystroke \(count)")
        }
        text += String(repeating: letter, count: 5)
        Self.expectSameAsFresh(layout, text)
    }

    /// `é` is C3 A9 and U+2029 is E2 80 A9: a byte test for newlines took every `é` typed for one,
    /// and sent the keystroke through the path that copies and splits the whole paragraph.
    @Test(
        "a letter whose UTF-8 ends like a newline's is typed inside its paragraph",
        arguments: ["\u{E9}", "\u{A9}", "\u{5E9}", "\u{169}"])
    func lettersEndingLikeANewline(letter: String) {
        var text = String(repeating: "word ", count: 4_000)
        var layout = TextLayout(text: text, width: 40)
        let offset = 40 * 100 + 12
        let change = layout.replaceCharacters(in: offset..<offset, with: letter)
        text.insert(contentsOf: letter, at: text.utf8.index(text.startIndex, offsetBy: offset))
        #expect(change.replacedLines.lowerBound == 100)
        Self.expectSameAsFresh(layout, text)
    }

    @Test("ideographs that differ are one run: a keystroke among 30,000 wraps a few lines")
    func keystrokeAmongDifferentIdeographs() {
        var generator = SplitMix64(seed: 0x4E00)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<30_000 {
            scalars.append(Unicode.Scalar(UInt32.random(in: 0x4E00...0x9FFF, using: &generator))!)
        }
        var text = String(scalars)
        var layout = TextLayout(text: text, width: 80)
        let typed = Self.linesWrapped { layout.replaceCharacters(in: 3..<3, with: "字") }
        text.insert("字", at: text.index(after: text.startIndex))
        #expect(typed <= 6)
        Self.expectSameAsFresh(layout, text)
    }

    @Test("random edits in runs of other scalars than ASCII keep the records of a layout from scratch")
    func randomEditsInNonASCIIRuns() {
        var generator = SplitMix64(seed: 0x0B40_CE6)
        let runLetters = ["\u{E9}", "\u{FC}", "中", "字", "한", "\u{20000}", "\u{3B1}"]
        let others = ["x", " ", "\u{301}", "。", "1", "\u{1F600}", "\u{E9}", "中"]
        for _ in 0..<40 {
            var text = ""
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let letter = runLetters.randomElement(using: &generator)!
                text += String(repeating: letter, count: Int.random(in: 1...300, using: &generator))
                text += others.randomElement(using: &generator)!
            }
            var configuration = TextLayoutConfiguration(width: Int.random(in: 1...12, using: &generator))
            configuration.wrapWindow = [1, 3, 8, 40, 1024].randomElement(using: &generator)!
            var layout = TextLayout(text: text, configuration: configuration)
            Self.randomEdits(of: &text, in: &layout, using: &generator) { generator in
                Bool.random(using: &generator)
                    ? String(
                        repeating: runLetters.randomElement(using: &generator)!,
                        count: Int.random(in: 0...5, using: &generator))
                    : others.randomElement(using: &generator)!
            }
        }
    }

    @Test("random keystrokes near runs' starts and ends keep the known run true (seeded)")
    func randomKeystrokesKeepTheKnownRun() {
        var generator = SplitMix64(seed: 0x0B40_CE5)
        for _ in 0..<12 {
            var text = ""
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                text += String(repeating: "x", count: Int.random(in: 200...3_000, using: &generator))
                text += [" ", "-", "\u{E9}", "1", "日"].randomElement(using: &generator)!
            }
            let width = Int.random(in: 2...40, using: &generator)
            var layout = TextLayout(text: text, width: width)
            var caret = Int.random(in: 0...text.utf8.count, using: &generator)
            for _ in 0..<60 {
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    caret = Int.random(in: 0...text.utf8.count, using: &generator)
                }
                let utf8 = text.utf8
                while caret > 0 && caret < utf8.count
                    && utf8[utf8.index(utf8.startIndex, offsetBy: caret)] & 0xC0 == 0x80
                {
                    caret -= 1
                }
                let index = utf8.index(utf8.startIndex, offsetBy: caret)
                if Bool.random(using: &generator) || index == text.startIndex {
                    let piece = ["x", "x", "xx", "q", " ", "\u{E9}"].randomElement(using: &generator)!
                    text.insert(contentsOf: piece, at: index)
                    layout.replaceCharacters(in: caret..<caret, with: piece)
                    caret += piece.utf8.count
                } else {
                    let before = text.unicodeScalars.index(before: index)
                    let start = utf8.distance(from: utf8.startIndex, to: before)
                    text.removeSubrange(before..<index)
                    layout.replaceCharacters(in: start..<caret, with: "")
                    caret = start
                }
                Self.expectSameAsFresh(layout, text)
            }
        }
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
            Self.randomEdits(of: &text, in: &layout, using: &generator) { generator in
                Bool.random(using: &generator)
                    ? String(repeating: "x", count: Int.random(in: 0...13, using: &generator))
                    : letters.randomElement(using: &generator)!
            }
        }
    }
}
