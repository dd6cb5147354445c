/// Checks that bytes are well-formed UTF-8 (Unicode's definition: no overlong forms, no surrogates,
/// nothing above U+10FFFF, no sequence cut short) without making a string of them.
///
/// The notes parser checks a long note's pieces after the first with this, so that a file that is
/// not UTF-8 is still refused at open while the pieces become strings only once they are laid out
/// (``TextPiece``). It runs a table-driven automaton: a state is the offset of its row of 256 next
/// states, each stored as the offset of its own row, so a byte costs an addition and a load; words
/// of ASCII are skipped eight bytes at a time.
package enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8.
    /// - Complexity: O(n).
    package static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        table.withUnsafeBufferPointer { check(bytes, table: $0, refusingControls: false) }
    }

    /// Whether `bytes` are well-formed UTF-8 without a byte below 0x20: the plain bytes of a JSON
    /// string, which must escape its controls. The notes parser checks a long note's bytes with
    /// this as it reads them, in the same pass that finds its escapes.
    /// - Complexity: O(n).
    package static func isValidWithoutControls(_ bytes: UnsafeRawBufferPointer) -> Bool {
        tableWithoutControls.withUnsafeBufferPointer { check(bytes, table: $0, refusingControls: true) }
    }

    @inline(__always)
    private static func check(
        _ bytes: UnsafeRawBufferPointer, table: UnsafeBufferPointer<UInt16>, refusingControls: Bool
    ) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
        let count = bytes.count
        var state = accept
        var index = 0
        @inline(__always) func step(_ offset: Int) { state = Int(table[state &+ Int(base[offset])]) }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace: UInt64 = 0x2020_2020_2020_2020
        while index &+ 32 <= count {
            // A word of ASCII (without controls, when refused) between scalars is skipped at once:
            // a byte at or above 0x80, or below 0x20 (the classic "has a byte below n" word test,
            // exact as an existence test), stops it.
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let stops = refusingControls ? word | (word &- belowSpace) & ~word : word
            if state == accept && stops & highBits == 0 {
                index &+= 8
                continue
            }
            // 32 bytes through the automaton; the error state keeps itself, so it is looked for once.
            for offset in 0..<32 { step(index &+ offset) }
            if state == error { return false }
            index &+= 32
        }
        while index < count {
            step(index)
            index &+= 1
        }
        return state == accept
    }

    // The states, as offsets of their rows in a table.
    /// Between scalars.
    private static let accept = 0
    /// Not UTF-8; stays.
    private static let error = 1 << 8
    /// One, two or three continuation bytes to go.
    private static let one = 2 << 8
    private static let two = 3 << 8
    private static let three = 4 << 8
    /// After E0 (A0–BF next: no overlong form), ED (80–9F: no surrogate), F0 (90–BF: no overlong
    /// form) and F4 (80–8F: nothing above U+10FFFF).
    private static let afterE0 = 5 << 8
    private static let afterED = 6 << 8
    private static let afterF0 = 7 << 8
    private static let afterF4 = 8 << 8

    /// Each state's next state for every byte, a row of 256 a state.
    private static let table = makeTable(refusingControls: false)
    /// The same, with the bytes below 0x20 not UTF-8.
    private static let tableWithoutControls = makeTable(refusingControls: true)

    private static func makeTable(refusingControls: Bool) -> [UInt16] {
        var table = [UInt16](repeating: UInt16(error), count: afterF4 + 256)
        for byte in 0...255 {
            for (from, to) in transitions(for: UInt8(byte), refusingControls: refusingControls) {
                table[from + byte] = UInt16(to)
            }
        }
        return table
    }

    /// The states `byte` leaves for another than the error state, and those states.
    private static func transitions(for byte: UInt8, refusingControls: Bool) -> [(from: Int, to: Int)] {
        var transitions: [(from: Int, to: Int)] = []
        switch byte {
        case 0x00..<0x20 where refusingControls: break
        case 0x00...0x7F: transitions = [(accept, accept)]
        case 0xC2...0xDF: transitions = [(accept, one)]
        case 0xE0: transitions = [(accept, afterE0)]
        case 0xE1...0xEC, 0xEE...0xEF: transitions = [(accept, two)]
        case 0xED: transitions = [(accept, afterED)]
        case 0xF0: transitions = [(accept, afterF0)]
        case 0xF1...0xF3: transitions = [(accept, three)]
        case 0xF4: transitions = [(accept, afterF4)]
        default: break
        }
        if (0x80...0xBF).contains(byte) {
            transitions += [(one, accept), (two, one), (three, two)]
            if byte >= 0xA0 { transitions.append((afterE0, one)) }
            if byte <= 0x9F { transitions.append((afterED, one)) }
            if byte >= 0x90 { transitions.append((afterF0, two)) }
            if byte <= 0x8F { transitions.append((afterF4, two)) }
        }
        return transitions
    }
}
