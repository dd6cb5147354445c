import CICULineBreak

/// ICU 72's line break iterator (root locale), opened once and reused: the P1 baseline.
///
/// A class because it owns the C iterator; not `Sendable`, each benchmark opens its own.
public final class ICULineBreaker {
    private let handle: OpaquePointer

    public init() {
        guard let handle = gt_icu_line_breaker_create() else {
            fatalError("ICU could not open a line break iterator")
        }
        self.handle = handle
    }

    deinit {
        gt_icu_line_breaker_destroy(handle)
    }

    /// Counts the opportunities in UTF-16 text (ICU's native encoding, converted beforehand).
    public func countOpportunities(utf16 text: [UInt16]) -> Int {
        let count = text.withUnsafeBufferPointer { buffer in
            gt_icu_count_breaks(handle, buffer.baseAddress, Int32(buffer.count))
        }
        precondition(count >= 0, "ICU line breaking failed")
        return Int(count)
    }

    /// Counts the opportunities in UTF-8 text through ICU's UTF-8 UText adapter.
    public func countOpportunities(utf8 text: [UInt8]) -> Int {
        let count = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                gt_icu_count_breaks_utf8(handle, chars.baseAddress, Int64(chars.count))
            }
        }
        precondition(count >= 0, "ICU line breaking failed")
        return Int(count)
    }

    /// The opportunities as offsets in UTF-16 code units, after 0 and including the end.
    public func opportunities(utf16 text: [UInt16]) -> [Int] {
        var positions = [Int32](repeating: 0, count: text.count + 1)
        let count = text.withUnsafeBufferPointer { buffer in
            positions.withUnsafeMutableBufferPointer { out in
                gt_icu_breaks(
                    handle, buffer.baseAddress, Int32(buffer.count), out.baseAddress, Int64(out.count))
            }
        }
        precondition(count >= 0, "ICU line breaking failed")
        return positions.prefix(Int(count)).map(Int.init)
    }
}
