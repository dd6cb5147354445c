extension RowHeights {
    /// Records many rows' measured heights at the current ``width`` at once, as when a rotation or a
    /// text-size change re-measures every row on screen.
    ///
    /// The rows end up exactly as if ``setMeasuredHeight(_:for:)`` had been called for each pair in
    /// order (the same shown heights, measurements, offsets and total height, to the last bit), but
    /// each touched node of the tree is summed once, not once per row below it.
    ///
    /// - Parameter heights: Pairs of a row ID and its measured height, normalised like every height.
    ///   Unknown IDs are ignored. An ID may appear more than once; its last height is the one
    ///   recorded, and each height is compared with the one shown at its turn, so a height within
    ///   half a pixel of it is recorded without being shown, as one by one.
    /// - Returns: Every row whose shown height differs after the batch from before it, top to
    ///   bottom, with its index and top edge after the whole batch, its height before the batch
    ///   and after it. A row that changed and changed back is not listed.
    /// - Complexity: O(*k* log *N*) for *k* pairs.
    @discardableResult
    @inlinable public mutating func setMeasuredHeights<Heights: Sequence>(
        _ heights: Heights
    ) -> [RowHeightChange<ID>] where Heights.Element == (ID, Double) {
        // Every shown change in order; sorted by leaf cell afterwards (the batch moves no row), the
        // first of each cell holds the height before the batch. No hashing beyond the ID lookups.
        var shown: [(cell: Int32, turn: Int, old: Double)] = []
        shown.reserveCapacity(heights.underestimatedCount)
        for (id, height) in heights {
            guard let slot = slot(of: id) else { continue }
            let measured = RowHeights.normalizedHeight(height)
            measures[Int(slot)].measured = measured
            measures[Int(slot)].measuredWidth = width
            let cell = records[Int(slot)].cell
            let old = entries[Int(cell)].sum
            guard abs(measured - old) >= noOpThreshold else { continue }
            entries[Int(cell)].sum = measured
            shown.append((cell, shown.count, old))
        }
        guard !shown.isEmpty else { return [] }
        refreshSummaries(ofLeaves: shown.map { $0.cell / Int32(RowHeights.fanout) })
        shown.sort { ($0.cell, $0.turn) < ($1.cell, $1.turn) }
        var changes: [RowHeightChange<ID>] = []
        changes.reserveCapacity(shown.count)
        var previous = RowTree.none
        var origin = LeafOrigin(leaf: RowTree.none)
        for (cell, _, old) in shown where cell != previous {
            previous = cell
            let new = entries[Int(cell)].sum
            guard new != old else { continue }
            let leaf = cell / Int32(RowHeights.fanout)
            if leaf != origin.leaf { origin = self.origin(of: leaf) }
            let (index, minY) = position(ofCell: Int(cell), from: origin)
            changes.append(
                RowHeightChange(
                    id: records[Int(entries[Int(cell)].ref)].id, index: index, minY: minY, oldHeight: old,
                    newHeight: new))
        }
        changes.sort { $0.index < $1.index }
        checkInvariants()
        return changes
    }

    /// Recomputes the summaries above the given leaves, level by level, each node once.
    ///
    /// - Complexity: O(*k* log *N*) for *k* leaves.
    @usableFromInline mutating func refreshSummaries(ofLeaves leaves: [Int32]) {
        var nodes = leaves
        while !nodes.isEmpty {
            nodes.sort()
            var parents: [Int32] = []
            var previous = RowTree.none
            for node in nodes where node != previous {
                previous = node
                let sum = nodeSum(node)
                let cell = nodeCell[Int(node)]
                if cell == RowTree.none {
                    heightSum = sum
                } else {
                    entries[Int(cell)].sum = sum
                    parents.append(cell / Int32(RowHeights.fanout))
                }
            }
            nodes = parents
        }
    }
}
