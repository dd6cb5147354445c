extension RowHeights {
    /// Verifies the whole structure after a mutation, in debug builds only.
    ///
    /// - Complexity: O(N) when `GROWINGTEXT_INVARIANT_CHECKS` is defined, else nothing.
    @inline(__always) func checkInvariants() {
        #if GROWINGTEXT_INVARIANT_CHECKS
            validateInvariants()
        #endif
    }

    /// Traps unless links, heap order, summaries, the ID index and the shown heights all agree.
    ///
    /// Always compiled so that the fuzz target, built without the debug flag, can call it.
    ///
    /// - Complexity: O(N).
    func validateInvariants() {
        precondition(nodes.count == records.count, "nodes and records differ in size")
        precondition(slots.count + freeSlots.count == nodes.count, "every slot is a row or free")
        if root == RowNode.none {
            precondition(slots.isEmpty, "an empty tree has no IDs")
            return
        }
        precondition(nodes[Int(root)].parent == RowNode.none, "the root has no parent")
        var visited = 0
        forEachSlotInOrder { slot, _ in
            visited += 1
            let node = nodes[Int(slot)]
            for child in [node.left, node.right] where child != RowNode.none {
                precondition(nodes[Int(child)].parent == slot, "child links back to its parent")
                precondition(nodes[Int(child)].priority <= node.priority, "heap order of priorities")
            }
            precondition(node.count == 1 + subtreeCount(node.left) + subtreeCount(node.right), "count summary")
            precondition(node.sum == subtreeSum(node.left) + node.height + subtreeSum(node.right), "sum summary")
            precondition(node.height >= 0 && node.height <= RowHeights.maximumRowHeight, "height in range")
            let record = records[Int(slot)]
            precondition(slots[record.id] == slot, "the ID index points at the row")
            let target = hasValidMeasurement(record) ? record.measured ?? record.estimate : record.estimate
            precondition(abs(target - node.height) < noOpThreshold, "shown height within half a pixel")
        }
        precondition(visited == slots.count, "every ID is in the tree")
    }
}
