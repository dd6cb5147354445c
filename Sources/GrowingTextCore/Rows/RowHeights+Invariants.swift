extension RowHeights {
    /// Runs ``validateInvariants()`` at the end of every mutation where `GROWINGTEXT_INVARIANT_CHECKS`
    /// is defined (the fuzz targets); compiles to nothing elsewhere.
    ///
    /// - Complexity: O(N) when `GROWINGTEXT_INVARIANT_CHECKS` is defined, else nothing.
    @inlinable func checkInvariants() {
        #if GROWINGTEXT_INVARIANT_CHECKS
            validateInvariants()
        #endif
    }

    /// Traps unless links, heap order, summaries, the ID index and the shown heights all agree.
    ///
    /// Always compiled, so that the tests (`@testable import`) can call it after every step of their
    /// random sweeps.
    ///
    /// - Complexity: O(N).
    @usableFromInline func validateInvariants() {
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
            if node.left != RowNode.none { validateLink(parent: node, slot: slot, child: node.left) }
            if node.right != RowNode.none { validateLink(parent: node, slot: slot, child: node.right) }
            precondition(
                node.count == 1 + subtreeCount(node.left) + subtreeCount(node.right), "count summary")
            precondition(
                node.sum == subtreeSum(node.left) + node.height + subtreeSum(node.right), "sum summary")
            precondition(node.height >= 0 && node.height <= RowHeights.maximumRowHeight, "height in range")
            let record = records[Int(slot)]
            precondition(slots[record.id] == slot, "the ID index points at the row")
            let target = hasValidMeasurement(record) ? record.measured ?? record.estimate : record.estimate
            precondition(abs(target - node.height) < noOpThreshold, "shown height within half a pixel")
        }
        precondition(visited == slots.count, "every ID is in the tree")
    }

    private func validateLink(parent: RowNode, slot: Int32, child: Int32) {
        precondition(nodes[Int(child)].parent == slot, "child links back to its parent")
        precondition(nodes[Int(child)].priority <= parent.priority, "heap order of priorities")
    }
}

extension RowHeights {
    /// The number of nodes on the longest root-to-leaf path; the tests check it stays logarithmic.
    ///
    /// - Complexity: O(N).
    var depth: Int {
        var deepest = 0
        var stack: [(slot: Int32, depth: Int)] = root == RowNode.none ? [] : [(root, 1)]
        while let (slot, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            let node = nodes[Int(slot)]
            if node.left != RowNode.none { stack.append((node.left, depth + 1)) }
            if node.right != RowNode.none { stack.append((node.right, depth + 1)) }
        }
        return deepest
    }
}
