import TestSupport
import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ chunks: [[UInt8]], flush: Bool = false) -> [InputEvent] {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for chunk in chunks {
            events += decoder.feed(chunk)
        }
        if flush { events += decoder.flush() }
        return events
    }

    private func decode(_ text: String, flush: Bool = false) -> [InputEvent] {
        decode([Array(text.utf8)], flush: flush)
    }

    @Test func printableTextIsMerged() {
        #expect(decode("héllo 中文") == [.text("héllo 中文")])
    }

    @Test func controlBytes() {
        #expect(decode("\r") == [.key(KeyPress(.enter))])
        #expect(decode("\n") == [.key(.control("j"))])
        #expect(decode([[0x7F], [0x08]]) == [.key(KeyPress(.backspace)), .key(KeyPress(.backspace))])
        #expect(
            decode("\u{01}\u{05}\u{17}\u{15}\u{0B}") == [
                .key(.control("a")), .key(.control("e")), .key(.control("w")), .key(.control("u")),
                .key(.control("k")),
            ])
        #expect(decode("\t") == [.key(KeyPress(.tab))])
        #expect(decode("\u{1F}") == [.key(.control("_"))])
        #expect(decode([[0x00]]) == [.key(KeyPress(.character(" "), .control))])
    }

    @Test func cursorKeysWithModifiers() {
        #expect(
            decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [
                .key(KeyPress(.up)), .key(KeyPress(.down)), .key(KeyPress(.right)), .key(KeyPress(.left)),
            ])
        #expect(decode("\u{1B}[1;5C") == [.key(KeyPress(.right, .control))])
        #expect(decode("\u{1B}[1;3D") == [.key(KeyPress(.left, .alt))])
        #expect(decode("\u{1B}[1;6A") == [.key(KeyPress(.up, [.control, .shift]))])
        #expect(
            decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [
                .key(KeyPress(.home)), .key(KeyPress(.end)), .key(KeyPress(.home)), .key(KeyPress(.end)),
            ])
        #expect(
            decode("\u{1B}[3~\u{1B}[5;5~\u{1B}[6~\u{1B}[2~") == [
                .key(KeyPress(.delete)), .key(KeyPress(.pageUp, .control)), .key(KeyPress(.pageDown)),
                .key(KeyPress(.insert)),
            ])
        #expect(decode("\u{1B}[Z") == [.key(KeyPress(.tab, .shift))])
        #expect(
            decode("\u{1B}[15~\u{1B}[24~") == [.key(KeyPress(.function(5))), .key(KeyPress(.function(12)))])
    }

    @Test func ss3Keys() {
        #expect(
            decode("\u{1B}OA\u{1B}OH\u{1B}OF\u{1B}OP") == [
                .key(KeyPress(.up)), .key(KeyPress(.home)), .key(KeyPress(.end)),
                .key(KeyPress(.function(1))),
            ])
    }

    @Test func csiUKeys() {
        #expect(decode("\u{1B}[13;3u") == [.key(KeyPress(.enter, .alt))])
        #expect(decode("\u{1B}[97;5u") == [.key(.control("a"))])
    }

    @Test func altIsAnEscapePrefix() {
        #expect(decode("\u{1B}b\u{1B}f") == [.key(.alt("b")), .key(.alt("f"))])
        #expect(decode("\u{1B}\r") == [.key(KeyPress(.enter, .alt))])
        #expect(decode("\u{1B}\u{7F}") == [.key(KeyPress(.backspace, .alt))])
        #expect(decode("\u{1B}é") == [.key(.alt("é"))])
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.key(KeyPress(.escape))])
        #expect(!decoder.hasPendingInput)
        #expect(decode("\u{1B}\u{1B}[A") == [.key(KeyPress(.escape)), .key(KeyPress(.up))])
    }

    @Test func incompleteSequenceIsKeptUntilItsEnd() {
        #expect(decode([Array("\u{1B}[1;".utf8), Array("5C".utf8)]) == [.key(KeyPress(.right, .control))])
        #expect(decode([[0x1B], Array("[A".utf8)]) == [.key(KeyPress(.up))])
        #expect(decode("\u{1B}[1;", flush: true) == [.key(KeyPress(.escape)), .text("[1;")])
    }

    @Test func unknownSequencesAreDropped() {
        #expect(decode("\u{1B}[?1;2cx") == [.text("x")])
        #expect(decode("\u{1B}[99~y") == [.text("y")])
        #expect(decode("\u{1B}[<0;3;4Mz") == [.text("z")])
        // A status answer arriving after the wait for it ended.
        #expect(decode("\u{1B}[0nw") == [.text("w")])
    }

    @Test func utf8SplitAcrossReads() {
        #expect(decode([[0xE4, 0xB8], [0xAD]]) == [.text("中")])
        #expect(decode([[0xF0, 0x9F], [0x98], [0x80]]) == [.text("😀")])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(decode([[0xFF, 0x61]]) == [.text("\u{FFFD}a")])
        #expect(decode([[0xC3, 0x28]]) == [.text("\u{FFFD}(")])
        #expect(decode([[0xE2, 0x82, 0x61]]) == [.text("\u{FFFD}a")])
        #expect(decode([[0xED, 0xA0, 0x80]]) == [.text("\u{FFFD}\u{FFFD}\u{FFFD}")])
        #expect(decode([[0xC0, 0xAF]]) == [.text("\u{FFFD}\u{FFFD}")])
        #expect(decode([[0xF4, 0x90, 0x80, 0x80]]) == [.text("\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")])
        #expect(decode([[0xE4, 0xB8]], flush: true) == [.text("\u{FFFD}")])
    }

    @Test func bracketedPasteIsOneEventWithLineBreaksKept() {
        #expect(decode("\u{1B}[200~one\r\ntwo\rthree\nfour\u{1B}[201~") == [.paste("one\ntwo\nthree\nfour")])
    }

    @Test func pasteSplitAnywhere() {
        let bytes = Array("a\u{1B}[200~x\u{1B}[31my\u{1B}[201~b".utf8)
        for split in 1..<bytes.count {
            let events = decode([Array(bytes[..<split]), Array(bytes[split...])])
            #expect(events == [.text("a"), .paste("x\u{1B}[31my"), .text("b")], "split at \(split)")
        }
    }

    @Test func pasteWaitsForItsEndNotForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc".utf8)) == [])
        #expect(decoder.isPasting)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush() == [])
        #expect(decoder.feed(Array("\u{1B}[201~".utf8)) == [.paste("abc")])
    }

    @Test func anUnterminatedPasteCanBeEnded() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~stuck\r".utf8)) == [])
        #expect(decoder.endPaste() == [.paste("stuck\n")])
        #expect(!decoder.isPasting)
        #expect(decoder.feed(Array("x".utf8)) == [.text("x")])
        #expect(decoder.endPaste() == [])
    }

    @Test func seededRandomBytesNeverLoseTheDecoderAndAlwaysEndClean() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            let count = Int(generator.next() % 64)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var decoder = InputDecoder()
            var index = 0
            while index < bytes.count {
                let step = 1 + Int(generator.next() % 5)
                _ = decoder.feed(bytes[index..<min(bytes.count, index + step)])
                index += step
            }
            _ = decoder.flush()
            // Whatever came before, a plain key afterwards decodes as itself unless a paste is open.
            if !decoder.isPasting {
                #expect(decoder.feed(Array("\r".utf8)) == [.key(KeyPress(.enter))])
            }
        }
    }
}

/// Decoding is linear in the input: a long read of typed text is built in one pass, not rebuilt per
/// character (which is quadratic within a read). Counted in bytes written, not timed.
@Suite("Input decoder work")
struct InputDecoderWorkTests {
    @Test func typedTextInOneReadIsBuiltInLinearWork() {
        let text = String(repeating: "abc日本é ", count: 2_000)
        let bytes = Array(text.utf8)
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes) == [.text(text)])
        // Every byte is written once; a quadratic decoder writes about bytes² / (2 × 1.6) here.
        #expect(decoder.textBytesWritten <= 2 * bytes.count)
    }
}
