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
        var heightBefore: [Int32: Double] = [:]
        var changedSlots: [Int32] = []
        var touchedLeaves: [Int32] = []
        for (id, height) in heights {
            guard let slot = slots[id] else { continue }
            let measured = RowHeights.normalizedHeight(height)
            records[Int(slot)].measured = measured
            records[Int(slot)].measuredWidth = width
            let cell = Int(records[Int(slot)].cell)
            let old = entrySum[cell]
            guard abs(measured - old) >= noOpThreshold else { continue }
            if heightBefore[slot] == nil {
                heightBefore[slot] = old
                changedSlots.append(slot)
            }
            entrySum[cell] = measured
            touchedLeaves.append(Int32(cell / RowHeights.fanout))
        }
        refreshSummaries(ofLeaves: touchedLeaves)
        var changes: [RowHeightChange<ID>] = []
        for slot in changedSlots {
            let old = heightBefore[slot] ?? 0
            let new = shownHeight(slot)
            guard new != old else { continue }
            let (index, minY) = position(of: slot)
            changes.append(
                RowHeightChange(id: records[Int(slot)].id, index: index, minY: minY, oldHeight: old, newHeight: new))
        }
        changes.sort { $0.index < $1.index }
        checkInvariants()
        return changes
    }

    /// Recomputes the summaries above the given leaves, level by level, each node once.
    ///
    /// - Complexity: O(*k* log *N*) for *k* leaves.
    @usableFromInline mutating func refreshSummaries(ofLeaves leaves: [Int32]) {
        var nodes = Set(leaves)
        while !nodes.isEmpty {
            var parents = Set<Int32>()
            for node in nodes {
                let sum = nodeSum(node)
                let cell = nodeCell[Int(node)]
                if cell == RowTree.none {
                    heightSum = sum
                } else {
                    entrySum[Int(cell)] = sum
                    parents.insert(cell / Int32(RowHeights.fanout))
                }
            }
            nodes = parents
        }
    }
}
