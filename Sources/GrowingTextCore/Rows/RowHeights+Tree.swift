/// The treap underneath ``RowHeights``: summaries, rotations, leaf insertion and removal.
///
/// Nodes live in arrays and point at each other by slot, with parent links so that a row found by
/// ID can compute its index and offset by walking up. Sums are always recomputed from the children
/// (never adjusted by a delta), so floating-point error cannot accumulate over many edits.
extension RowHeights {
    @inlinable func subtreeCount(_ slot: Int32) -> Int32 {
        slot == RowNode.none ? 0 : nodes[Int(slot)].count
    }

    @inlinable func subtreeSum(_ slot: Int32) -> Double {
        slot == RowNode.none ? 0 : nodes[Int(slot)].sum
    }

    /// Recomputes the summary of `slot` from its children.
    @inlinable mutating func updateSummary(_ slot: Int32) {
        let node = nodes[Int(slot)]
        nodes[Int(slot)].count = 1 + subtreeCount(node.left) + subtreeCount(node.right)
        nodes[Int(slot)].sum = subtreeSum(node.left) + node.height + subtreeSum(node.right)
    }

    /// The next pseudo-random priority (SplitMix64), deterministic for a given history of edits.
    mutating func nextPriority() -> UInt32 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: z ^ (z >> 31))
    }

    /// Stores a new row's data in a free slot (or a new one) and returns the slot, not yet linked.
    mutating func allocateSlot(id: ID, estimate: Double) -> Int32 {
        let node = RowNode(priority: nextPriority(), height: estimate, sum: estimate)
        let record = RowRecord(id: id, estimate: estimate, measured: nil, measuredWidth: 0)
        if let slot = freeSlots.popLast() {
            nodes[Int(slot)] = node
            records[Int(slot)] = record
            return slot
        }
        precondition(nodes.count < Int(Int32.max), "RowHeights holds at most Int32.max rows")
        nodes.append(node)
        records.append(record)
        return Int32(nodes.count - 1)
    }

    /// Replaces `old` by `new` as the child of `parent` (or as the root).
    @inline(__always) mutating func replaceChild(of parent: Int32, _ old: Int32, with new: Int32) {
        if parent == RowNode.none {
            root = new
        } else if nodes[Int(parent)].left == old {
            nodes[Int(parent)].left = new
        } else {
            nodes[Int(parent)].right = new
        }
        if new != RowNode.none { nodes[Int(new)].parent = parent }
    }

    /// Rotates `slot` above its parent, keeping the in-order sequence and both summaries correct.
    mutating func rotateUp(_ slot: Int32) {
        let parent = nodes[Int(slot)].parent
        let grandparent = nodes[Int(parent)].parent
        if nodes[Int(parent)].left == slot {
            let moved = nodes[Int(slot)].right
            nodes[Int(parent)].left = moved
            if moved != RowNode.none { nodes[Int(moved)].parent = parent }
            nodes[Int(slot)].right = parent
        } else {
            let moved = nodes[Int(slot)].left
            nodes[Int(parent)].right = moved
            if moved != RowNode.none { nodes[Int(moved)].parent = parent }
            nodes[Int(slot)].left = parent
        }
        nodes[Int(parent)].parent = slot
        replaceChild(of: grandparent, parent, with: slot)
        updateSummary(parent)
        updateSummary(slot)
    }

    /// Recomputes the summaries from `slot` up to the root.
    mutating func updateSummariesUpward(from slot: Int32) {
        var current = slot
        while current != RowNode.none {
            updateSummary(current)
            current = nodes[Int(current)].parent
        }
    }

    /// Links the unlinked `slot` so that it becomes the row at `index`, then restores heap order.
    ///
    /// - Complexity: O(log N) expected.
    mutating func link(_ slot: Int32, at index: Int) {
        guard root != RowNode.none else {
            root = slot
            return
        }
        var current = root
        var remaining = Int32(index)
        while true {
            let leftCount = subtreeCount(nodes[Int(current)].left)
            if remaining <= leftCount {
                let left = nodes[Int(current)].left
                if left == RowNode.none {
                    nodes[Int(current)].left = slot
                    break
                }
                current = left
            } else {
                remaining -= leftCount + 1
                let right = nodes[Int(current)].right
                if right == RowNode.none {
                    nodes[Int(current)].right = slot
                    break
                }
                current = right
            }
        }
        nodes[Int(slot)].parent = current
        while true {
            let parent = nodes[Int(slot)].parent
            guard parent != RowNode.none, nodes[Int(slot)].priority > nodes[Int(parent)].priority else {
                break
            }
            rotateUp(slot)
        }
        // Rotations reassociate the sums below, so the ancestors are refreshed only afterwards:
        // every sum must equal its children's recomputed exactly, to the last bit.
        updateSummariesUpward(from: nodes[Int(slot)].parent)
    }

    /// Rotates `slot` down to a leaf and detaches it; the slot stays allocated.
    ///
    /// - Complexity: O(log N) expected.
    mutating func unlink(_ slot: Int32) {
        while true {
            let left = nodes[Int(slot)].left
            let right = nodes[Int(slot)].right
            if left == RowNode.none && right == RowNode.none { break }
            if right == RowNode.none
                || (left != RowNode.none && nodes[Int(left)].priority >= nodes[Int(right)].priority)
            {
                rotateUp(left)
            } else {
                rotateUp(right)
            }
        }
        let parent = nodes[Int(slot)].parent
        replaceChild(of: parent, slot, with: RowNode.none)
        nodes[Int(slot)].parent = RowNode.none
        updateSummariesUpward(from: parent)
    }

    /// The slot of the row at `index`, which must be in `0..<count`.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable func slot(at index: Int) -> Int32 {
        var current = root
        var remaining = Int32(index)
        while true {
            let left = nodes[Int(current)].left
            let leftCount = subtreeCount(left)
            if remaining < leftCount {
                current = left
            } else if remaining == leftCount {
                return current
            } else {
                remaining -= leftCount + 1
                current = nodes[Int(current)].right
            }
        }
    }

    /// The index and top offset of the row in `slot`, found by walking up to the root.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable func position(of slot: Int32) -> (index: Int, minY: Double) {
        nodes.withUnsafeBufferPointer { nodes in
            let node = nodes[Int(slot)]
            var index = node.left < 0 ? 0 : nodes[Int(node.left)].count
            var minY = node.left < 0 ? 0 : nodes[Int(node.left)].sum
            var child = slot
            var parent = node.parent
            while parent >= 0 {
                let parentNode = nodes[Int(parent)]
                if parentNode.right == child {
                    let left = parentNode.left
                    index += (left < 0 ? 0 : nodes[Int(left)].count) + 1
                    minY += (left < 0 ? 0 : nodes[Int(left)].sum) + parentNode.height
                }
                child = parent
                parent = parentNode.parent
            }
            return (Int(index), minY)
        }
    }

    /// Sets the height of the row in `slot` and refreshes the sums above it, returning its new
    /// index and top offset from the same walk.
    ///
    /// This is the hot path of a growing row, so it walks a raw buffer: one uniqueness check for
    /// the whole walk instead of one per write. Sums use the same association as
    /// ``updateSummary(_:)`` (left + height, then + right) so they stay bit-identical.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable mutating func setNodeHeight(_ slot: Int32, to height: Double) -> (index: Int, minY: Double) {
        nodes.withUnsafeMutableBufferPointer { nodes in
            var node = nodes[Int(slot)]
            node.height = height
            node.sum =
                (node.left < 0 ? 0 : nodes[Int(node.left)].sum) + height
                + (node.right < 0 ? 0 : nodes[Int(node.right)].sum)
            nodes[Int(slot)] = node
            var index = node.left < 0 ? 0 : nodes[Int(node.left)].count
            var minY = node.left < 0 ? 0 : nodes[Int(node.left)].sum
            var child = slot
            var parent = node.parent
            while parent >= 0 {
                let parentNode = nodes[Int(parent)]
                let leftSum = parentNode.left < 0 ? 0 : nodes[Int(parentNode.left)].sum
                let rightSum = parentNode.right < 0 ? 0 : nodes[Int(parentNode.right)].sum
                nodes[Int(parent)].sum = leftSum + parentNode.height + rightSum
                if parentNode.right == child {
                    index += (parentNode.left < 0 ? 0 : nodes[Int(parentNode.left)].count) + 1
                    minY += leftSum + parentNode.height
                }
                child = parent
                parent = parentNode.parent
            }
            return (Int(index), minY)
        }
    }

    /// Builds the tree for rows that arrive in order: a Cartesian tree over random priorities,
    /// built with a stack of the rightmost spine.
    ///
    /// - Complexity: O(N).
    mutating func build<Rows: Sequence>(from rows: Rows) where Rows.Element == (ID, Double) {
        var spine: [Int32] = []
        for (id, height) in rows {
            let slot = allocateSlot(id: id, estimate: RowHeights.normalizedHeight(height))
            precondition(slots.updateValue(slot, forKey: id) == nil, "RowHeights: duplicate row ID \(id)")
            var lastPopped = RowNode.none
            while let top = spine.last, nodes[Int(top)].priority < nodes[Int(slot)].priority {
                lastPopped = spine.removeLast()
            }
            nodes[Int(slot)].left = lastPopped
            if lastPopped != RowNode.none { nodes[Int(lastPopped)].parent = slot }
            if let top = spine.last {
                nodes[Int(top)].right = slot
                nodes[Int(slot)].parent = top
            }
            spine.append(slot)
        }
        root = spine.first ?? RowNode.none
        recomputeAllSummaries()
    }

    /// Recomputes every summary bottom-up with an explicit stack (post-order).
    ///
    /// - Complexity: O(N).
    mutating func recomputeAllSummaries() {
        guard root != RowNode.none else { return }
        var stack: [(slot: Int32, childrenDone: Bool)] = [(root, false)]
        while let (slot, childrenDone) = stack.popLast() {
            if childrenDone {
                updateSummary(slot)
                continue
            }
            stack.append((slot, true))
            let node = nodes[Int(slot)]
            if node.left != RowNode.none { stack.append((node.left, false)) }
            if node.right != RowNode.none { stack.append((node.right, false)) }
        }
    }

    /// Calls `body` with every slot in row order and its index.
    ///
    /// - Complexity: O(N).
    func forEachSlotInOrder(_ body: (Int32, Int) -> Void) {
        var stack: [Int32] = []
        var current = root
        var index = 0
        while current != RowNode.none || !stack.isEmpty {
            while current != RowNode.none {
                stack.append(current)
                current = nodes[Int(current)].left
            }
            let slot = stack.removeLast()
            body(slot, index)
            index += 1
            current = nodes[Int(slot)].right
        }
    }
}
