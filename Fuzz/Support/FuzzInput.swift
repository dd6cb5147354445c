// Shared by every fuzz target (scripts/fuzz.sh compiles Fuzz/Support/ into each).

/// Reads the fuzzer's bytes as choices and numbers; runs dry as zeros.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ data: UnsafePointer<UInt8>, count: Int) {
        bytes = UnsafeBufferPointer(start: data, count: count)
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number: mostly small and tidy, sometimes raw bits (NaN, infinities, subnormals, huge).
    mutating func number() -> Double {
        let kind = byte()
        switch kind % 8 {
        case 0:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        case 1: return [Double.nan, .infinity, -.infinity, -1, 0, 1e300, -1e300, 1e7][Int(byte() % 8)]
        case 2: return Double(byte()) / 7
        default: return Double(UInt16(byte()) << 8 | UInt16(byte())) / 16
        }
    }
}

/// Traps with `message` unless `condition` holds; unlike `precondition`, keeps the message in a `-O`
/// build, and builds the message only on failure.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("\(message())") }
}
