/// Walking through earlier submissions with Up and Down, as a shell does, without losing the draft.
///
/// The walk holds a working copy of every entry plus the draft (the text being written when the
/// walk started), so an entry edited while walking keeps its edit until the prompt ends, and
/// walking back past the newest entry returns the draft as it was left. The history itself (the
/// file) is never changed by walking.
package struct PromptHistoryWalk: Hashable, Sendable {
    /// The entries as they were loaded, oldest first.
    package let entries: [String]
    private var working: [String]
    /// The position in ``entries``; `entries.count` is the draft.
    package private(set) var index: Int

    /// Starts a walk at the draft.
    /// - Parameter entries: Earlier submissions, oldest first.
    package init(entries: [String]) {
        self.entries = entries
        working = entries + [""]
        index = entries.count
    }

    /// Goes to `target` (clamped to the entries and the draft), remembering `current` as the text of
    /// the position being left.
    /// - Parameters:
    ///   - target: The position; `entries.count` is the draft.
    ///   - current: The text in the box now.
    /// - Returns: The text to show, or `nil` when the position does not change (already the oldest
    ///   entry, or the draft).
    package mutating func go(to target: Int, current: String) -> String? {
        let clamped = min(max(0, target), entries.count)
        guard clamped != index else { return nil }
        working[index] = current
        index = clamped
        return working[index]
    }

    /// Goes one entry older (`-1`) or newer (`+1`).
    /// - Parameters:
    ///   - delta: The step.
    ///   - current: The text in the box now.
    /// - Returns: The text to show, or `nil` at either end.
    package mutating func move(by delta: Int, current: String) -> String? {
        go(to: index + delta, current: current)
    }

    /// The entry whose text contains `query` (ignoring case), searching from `start` towards older
    /// or newer entries.
    /// - Parameters:
    ///   - query: What to find; the empty query matches nothing.
    ///   - start: The first position to look at; past the newest entry counts as the newest, and a
    ///     start beyond the end searched towards (below 0, or past the newest when searching newer)
    ///     finds nothing.
    ///   - olderFirst: `true` to look at `start`, `start - 1`, …; `false` for `start`, `start + 1`, ….
    /// - Returns: The matching position in ``entries``, or `nil`.
    /// - Complexity: O(total length of the entries looked at).
    package func search(_ query: String, from start: Int, olderFirst: Bool = true) -> Int? {
        guard !query.isEmpty, !entries.isEmpty else { return nil }
        let positions: [Int]
        if olderFirst {
            guard start >= 0 else { return nil }
            positions = Array(stride(from: min(start, entries.count - 1), through: 0, by: -1))
        } else {
            guard start < entries.count else { return nil }
            positions = Array(max(0, start)..<entries.count)
        }
        let needle = query.lowercased()
        return positions.first { entries[$0].lowercased().contains(needle) }
    }
}
