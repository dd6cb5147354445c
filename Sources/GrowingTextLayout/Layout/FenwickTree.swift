/// Running sums over a sequence of non-negative integers (a binary indexed tree).
///
/// ``ParagraphIndex`` keeps one per summary of its chunks of paragraphs (paragraph count, UTF-8
/// length, visual line count), so the offset or first line of a paragraph, and the paragraph holding
/// an offset or a line, cost O(log n) after an edit instead of a walk over the whole text.
struct FenwickTree: Sendable {
    /// Partial sums in the usual one-based layout: `tree[i]` sums the values `(i - lowbit(i), i]`.
    private var tree: [Int]
    /// The highest power of two not above `count`, where the descending search starts.
    private var topBit: Int

    /// Builds the tree over `values`.
    ///
    /// - Complexity: O(n).
    init(_ values: [Int]) {
        tree = [0] + values
        let count = values.count
        for index in stride(from: 1, through: count, by: 1) {
            let parent = index + (index & -index)
            if parent <= count {
                tree[parent] += tree[index]
            }
        }
        topBit = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    }

    /// The number of values.
    var count: Int { tree.count - 1 }

    /// Adds `delta` to the value at `index`.
    ///
    /// - Complexity: O(log n).
    mutating func add(_ delta: Int, at index: Int) {
        precondition(index >= 0 && index < count, "FenwickTree index out of range")
        guard delta != 0 else { return }
        var position = index + 1
        while position <= count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the values before `index` (so `prefixSum(count)` is the total).
    ///
    /// - Complexity: O(log n).
    func prefixSum(_ index: Int) -> Int {
        precondition(index >= 0 && index <= count, "FenwickTree index out of range")
        var sum = 0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The index `i` whose value covers `target`: `prefixSum(i) <= target < prefixSum(i + 1)`.
    ///
    /// Zero values cover nothing, so they are skipped. A `target` at or past the total gives `count`.
    ///
    /// - Complexity: O(log n).
    func index(covering target: Int) -> Int {
        indexAndRemainder(covering: target).index
    }

    /// ``index(covering:)`` and what is left of `target` past `prefixSum(index)`.
    ///
    /// - Complexity: O(log n).
    func indexAndRemainder(covering target: Int) -> (index: Int, remainder: Int) {
        var position = 0
        var remaining = target
        var bit = topBit
        while bit > 0 {
            let next = position + bit
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            bit >>= 1
        }
        return (position, remaining)
    }
}
