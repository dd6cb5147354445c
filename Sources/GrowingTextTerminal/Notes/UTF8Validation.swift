/// Checks that bytes are well-formed UTF-8 (Unicode's definition: no overlong forms, no surrogates,
/// nothing above U+10FFFF, no sequence cut short) without making a string of them.
///
/// The notes parser checks a long note's bytes after its first piece with this as it reads them,
/// so that a file that is not UTF-8 is still refused at open while those pieces become strings only
/// once they are laid out (``TextPiece``). It runs a table-driven automaton: each byte's table entry holds the next state
/// for every state, six bits each, so a byte costs a load and a shift (a "shift-based DFA"); words
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
        _ bytes: UnsafeRawBufferPointer, table: UnsafeBufferPointer<UInt64>, refusingControls: Bool
    ) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
        let count = bytes.count
        // The state is the last entry read shifted by the state before: its low six bits are the
        // state, and a shift reads only those (`&>>`), so no mask is needed between bytes. The
        // entry's load does not wait for the state, only the shift does: a byte costs a cycle or
        // two, where an automaton whose next load needs the state (a row of next states for each
        // state) costs the load's latency, about three times as long here.
        var state = accept
        var index = 0
        @inline(__always) func step(_ offset: Int) { state = table[Int(base[offset])] &>> state }
        @inline(__always) func eight(_ offset: Int) {
            step(offset)
            step(offset &+ 1)
            step(offset &+ 2)
            step(offset &+ 3)
            step(offset &+ 4)
            step(offset &+ 5)
            step(offset &+ 6)
            step(offset &+ 7)
        }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace: UInt64 = 0x2020_2020_2020_2020
        while index &+ 32 <= count {
            // A word of ASCII (without controls, when refused) between scalars is skipped at once:
            // a byte at or above 0x80, or below 0x20 (the classic "has a byte below n" word test,
            // exact as an existence test), stops it.
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let stops = refusingControls ? word | (word &- belowSpace) & ~word : word
            if state & 63 == accept && stops & highBits == 0 {
                index &+= 8
                continue
            }
            // 32 bytes through the automaton, written out (a loop the optimizer unrolls only four
            // times costs a fifth more); the error state keeps itself, so it is looked for once.
            eight(index)
            eight(index &+ 8)
            eight(index &+ 16)
            eight(index &+ 24)
            if state & 63 == error { return false }
            index &+= 32
        }
        while index < count {
            step(index)
            index &+= 1
        }
        return state & 63 == accept
    }

    // The states, as bit offsets into a table entry.
    /// Between scalars.
    private static let accept: UInt64 = 0
    /// Not UTF-8; stays.
    private static let error: UInt64 = 6
    /// One, two or three continuation bytes to go.
    private static let one: UInt64 = 12
    private static let two: UInt64 = 18
    private static let three: UInt64 = 24
    /// After E0 (A0–BF next: no overlong form), ED (80–9F: no surrogate), F0 (90–BF: no overlong
    /// form) and F4 (80–8F: nothing above U+10FFFF).
    private static let afterE0: UInt64 = 30
    private static let afterED: UInt64 = 36
    private static let afterF0: UInt64 = 42
    private static let afterF4: UInt64 = 48

    /// Each byte's next state for every state.
    private static let table: [UInt64] = (0...255).map { entry(for: UInt8($0), refusingControls: false) }
    /// The same, with the bytes below 0x20 not UTF-8.
    private static let tableWithoutControls: [UInt64] = (0...255).map {
        entry(for: UInt8($0), refusingControls: true)
    }

    private static func entry(for byte: UInt8, refusingControls: Bool) -> UInt64 {
        var transitions: [(from: UInt64, to: UInt64)] = []
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
        // Every state not named goes to the error state.
        var entry: UInt64 = 0
        for state in stride(from: UInt64(0), through: afterF4, by: 6) {
            let next = transitions.first { $0.from == state }?.to ?? error
            entry |= next << state
        }
        return entry
    }
}
