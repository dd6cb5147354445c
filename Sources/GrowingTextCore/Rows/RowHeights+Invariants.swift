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

    /// Traps unless links, fill, depth, summaries, the hash table and the shown heights all agree.
    ///
    /// Always compiled, so that the tests (`@testable import`) can call it after every step of their
    /// random sweeps.
    ///
    /// - Complexity: O(N).
    @usableFromInline func validateInvariants() {
        let fanout = RowHeights.fanout
        validateTable()
        var free = freeNodeHead
        var freeCount = 0
        while free != RowTree.none {
            precondition(nodeSize[Int(free)] == 0 && free != root, "a free node is empty and not the root")
            freeCount += 1
            precondition(freeCount <= nodeSize.count, "the free nodes end")
            free = nodeCell[Int(free)]
        }
        precondition(freeCount == freeNodeCount, "free node count")
        precondition(
            entries.count == nodeSize.count * fanout && nodeCell.count == nodeSize.count,
            "node storage sizes agree")
        if root == RowTree.none {
            precondition(
                tableCount == 0 && rowCount == 0 && heightSum == 0 && levels == 0, "an empty tree has no rows"
            )
            precondition(freeNodeCount == nodeSize.count, "an empty tree uses no node")
            return
        }
        precondition(nodeCell[Int(root)] == RowTree.none, "the root has no parent")
        var usedNodes = 0
        func validate(_ node: Int32, level: Int) {
            usedNodes += 1
            let size = Int(nodeSize[Int(node)])
            let isRoot = node == root
            precondition(size <= fanout && size >= (isRoot ? 1 : RowTree.minimumFill), "node fill")
            precondition(isRoot || level > 1 || size >= 2 || levels == 1, "an inner root has two children")
            let start = Int(node) * fanout
            for cell in start + size..<start + fanout {
                precondition(entries[cell].sum == 0 && entries[cell].count == 0, "unused cells are cleared")
            }
            for cell in start..<start + size {
                let ref = entries[cell].ref
                if level == levels {
                    precondition(records[Int(ref)].cell == Int32(cell), "a row knows its leaf cell")
                    precondition(entries[cell].count == 1, "a leaf entry is one row")
                    precondition(slot(of: records[Int(ref)].id) == ref, "the table finds the row at its slot")
                    let measure = measures[Int(ref)]
                    let height = entries[cell].sum
                    precondition(height >= 0 && height <= RowHeights.maximumRowHeight, "height in range")
                    let target =
                        hasValidMeasurement(measure) ? measure.measured ?? measure.estimate : measure.estimate
                    precondition(abs(target - height) < noOpThreshold, "shown height within half a pixel")
                } else {
                    precondition(nodeCell[Int(ref)] == Int32(cell), "a child knows its cell in its parent")
                    validate(ref, level: level + 1)
                    precondition(entries[cell].count == nodeCount(ref), "count summary")
                    precondition(entries[cell].sum == nodeSum(ref), "sum summary")
                }
            }
        }
        validate(root, level: 1)
        precondition(rowCount == Int(nodeCount(root)) && heightSum == nodeSum(root), "root summary")
        precondition(rowCount == tableCount, "every row in the table is in the tree")
        precondition(usedNodes + freeNodeCount == nodeSize.count, "every node is in the tree or free")
    }
}

extension RowHeights {
    /// Traps unless the hash table's size, counts and bucket states agree and every row is found
    /// at its own bucket by a lookup (no empty bucket between the bucket its hash picks and its own).
    ///
    /// - Complexity: O(capacity).
    func validateTable() {
        let capacity = records.count
        precondition(measures.count == capacity, "a measure for every bucket")
        precondition(
            capacity == 0 || capacity >= RowTable.minimumCapacity, "the table is empty or minimum-sized")
        precondition(capacity & (capacity - 1) == 0, "the table has a power-of-two number of buckets")
        precondition(
            capacity == 0 || tableCount + tombstoneCount <= capacity / 4 * 3, "at most three quarters in use")
        var rows = 0
        var tombstones = 0
        for (bucket, record) in records.enumerated() {
            if let key = record.key {
                rows += 1
                precondition(
                    record.cell >= 0 || record.cell == RowTree.none, "a row's cell is a cell or none")
                precondition(slot(of: key) == Int32(bucket), "a lookup finds the row at its bucket")
                let measure = measures[bucket]
                precondition(
                    measure.estimate >= 0 && measure.estimate <= RowHeights.maximumRowHeight, "estimate")
                precondition(
                    measure.measuredHeight == RowTable.unmeasured
                        || (measure.measuredHeight >= 0
                            && measure.measuredHeight <= RowHeights.maximumRowHeight),
                    "measurement")
            } else {
                precondition(
                    record.cell == RowTable.empty || record.cell == RowTable.tombstone, "a free bucket")
                if record.cell == RowTable.tombstone {
                    tombstones += 1
                    precondition(
                        records[(bucket + 1) & (capacity - 1)].cell != RowTable.empty,
                        "no tombstone right before an empty bucket")
                }
            }
        }
        precondition(rows == tableCount && tombstones == tombstoneCount, "table counts")
    }

    /// The number of buckets of the hash table; the tests check when it grows.
    var slotCapacity: Int { records.count }

    /// The number of tombstones in the hash table; the tests check when they are cleared.
    var tombstones: Int { tombstoneCount }

    /// The number of levels from the root to the leaves; the tests check it stays logarithmic.
    ///
    /// - Complexity: O(1).
    var depth: Int { levels }
}
