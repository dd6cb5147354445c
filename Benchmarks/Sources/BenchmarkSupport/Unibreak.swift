import CUnibreak

/// libunibreak 1.1 (Unicode 6.2): the second, weaker P1 baseline. It aborts on regional
/// indicators, so it only ever gets `Corpus.lineBreakingFlagFree`.
public struct Unibreak {
    private var scratch: [CChar]

    public init() {
        scratch = []
    }

    /// Counts the opportunities (mandatory and allowed) in UTF-8 text, including the end.
    public mutating func countOpportunities(utf8 text: [UInt8]) -> Int {
        if scratch.count < text.count {
            scratch = [CChar](repeating: 0, count: text.count)
        }
        let count = text.withUnsafeBufferPointer { buffer in
            scratch.withUnsafeMutableBufferPointer { out in
                gt_unibreak_count_breaks(buffer.baseAddress, buffer.count, out.baseAddress)
            }
        }
        return Int(count)
    }

    /// The opportunities as UTF-8 byte offsets, after 0 and including the end.
    public mutating func opportunities(utf8 text: [UInt8]) -> [Int] {
        if scratch.count < text.count {
            scratch = [CChar](repeating: 0, count: text.count)
        }
        var positions = [Int64](repeating: 0, count: text.count + 1)
        let count = text.withUnsafeBufferPointer { buffer in
            scratch.withUnsafeMutableBufferPointer { out in
                positions.withUnsafeMutableBufferPointer { positionsOut in
                    gt_unibreak_breaks(
                        buffer.baseAddress, buffer.count, out.baseAddress, positionsOut.baseAddress,
                        Int64(positionsOut.count))
                }
            }
        }
        return positions.prefix(Int(count)).map(Int.init)
    }
}
