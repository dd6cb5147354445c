/// Checks that bytes are well-formed UTF-8 (Unicode's definition: no overlong forms, no surrogates,
/// nothing above U+10FFFF, no sequence cut short) without making a string of them.
///
/// The notes parser checks a long note's pieces after the first with this, so that a file that is
/// not UTF-8 is still refused at open while the pieces become strings only once they are laid out
/// (``TextPiece``). It runs a table-driven automaton: each byte's table entry holds the next state
/// for every state, six bits each, so a byte costs a load and a shift (a "shift-based DFA"); words
/// of ASCII are skipped eight bytes at a time.
package enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8.
    /// - Complexity: O(n).
    package static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        table.withUnsafeBufferPointer { table in
            var state = accept
            var index = 0
            let count = bytes.count
            @inline(__always) func step(_ byte: UInt8) { state = (table[Int(byte)] &>> state) & 63 }
            // Eight bytes at a time, a word of ASCII between scalars skipped at once; the error state
            // keeps itself, so it is looked for once a word.
            while index + 8 <= count {
                if state != accept
                    || bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080
                        != 0
                {
                    for offset in 0..<8 { step(bytes[index + offset]) }
                    if state == error { return false }
                }
                index += 8
            }
            while index < count {
                step(bytes[index])
                index += 1
            }
            return state == accept
        }
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
    private static let table: [UInt64] = (0...255).map { entry(for: UInt8($0)) }

    private static func entry(for byte: UInt8) -> UInt64 {
        var transitions: [(from: UInt64, to: UInt64)] = []
        switch byte {
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
