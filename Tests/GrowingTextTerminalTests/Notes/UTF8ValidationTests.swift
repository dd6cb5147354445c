@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// `UTF8Validation` against the standard library's validating initialiser as an oracle (and, for the
/// check that refuses controls besides, that initialiser and a search for bytes below 0x20): every
/// sequence of up to two bytes, every lead byte with every second byte and the boundaries of the
/// third, and seeded random mixes of well-formed text and single broken bytes at every position.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    /// Whether both checks agree with the standard library's, the second refusing bytes below 0x20
    /// besides.
    private func agrees(_ bytes: [UInt8]) -> Bool {
        let oracle = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) } != nil
        let withoutControls = oracle && bytes.allSatisfy { $0 >= 0x20 }
        return bytes.withUnsafeBytes {
            UTF8Validation.isValid($0) == oracle
                && UTF8Validation.isValidWithoutControls($0) == withoutControls
        }
    }

    @Test func everyShortSequenceAgreesWithTheStandardLibrary() {
        var checked = 0
        for first in 0...255 {
            #expect(agrees([UInt8(first)]))
            for second in 0...255 {
                #expect(agrees([UInt8(first), UInt8(second)]))
                for third: UInt8 in [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
                    #expect(agrees([UInt8(first), UInt8(second), third]))
                    #expect(agrees([UInt8(first), UInt8(second), third, 0x80]))
                    #expect(agrees(Array("abcdefgh".utf8) + [UInt8(first), UInt8(second), third, 0xBF]))
                    checked += 3
                }
            }
        }
        #expect(checked == 1_966_080)
    }

    /// A control byte is refused wherever it lies between scalars: in a word of ASCII, after a
    /// scalar of three bytes, at the end.
    @Test func controlsAreRefusedOnlyWhenAsked() {
        for control: UInt8 in [0x00, 0x09, 0x0A, 0x1F] {
            for offset in Array(0...8) + [11, 14] + Array(17...24) {
                var bytes = Array("abcdefgh日本語abcdefg".utf8)
                #expect(bytes.count == 24)
                bytes.insert(control, at: offset)
                bytes.withUnsafeBytes {
                    #expect(UTF8Validation.isValid($0))
                    #expect(!UTF8Validation.isValidWithoutControls($0), "\(control) at \(offset)")
                }
            }
        }
        #expect(
            Array("abcdefgh 日本語 ~\u{7F}".utf8).withUnsafeBytes { UTF8Validation.isValidWithoutControls($0) })
    }

    @Test func randomTextWithBrokenBytesAgreesWithTheStandardLibrary() {
        var generator = SplitMix64(seed: 0x38_0001)
        let parts = ["a", "word and more ", "日本語", "é", "👩‍👩‍👧", "\u{10FFFF}", "\u{FFFF}", "\u{D7FF}", "ก", "\n"]
        var invalid = 0
        for _ in 0..<3_000 {
            var bytes = Array(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    parts.randomElement(using: &generator)!
                }
                .joined().utf8)
            #expect(bytes.withUnsafeBytes { UTF8Validation.isValid($0) })
            if !bytes.isEmpty, Bool.random(using: &generator) {
                bytes[Int.random(in: bytes.indices, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            if !agrees(bytes) { Issue.record("disagrees on \(bytes)") }
            if bytes.withUnsafeBytes({ !UTF8Validation.isValid($0) }) { invalid += 1 }
        }
        #expect(invalid == 1_076)
    }
}
