extension RowHeights {
    /// Whether a row with this ID is in the list.
    ///
    /// - Complexity: O(1) on average.
    @inlinable public func contains(_ id: ID) -> Bool { slot(of: id) != nil }

    /// The index of a row, or `nil` when no row has this ID.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable public func index(of id: ID) -> Int? {
        guard let slot = slot(of: id) else { return nil }
        return position(of: slot).index
    }

    /// The ID of the row at an index.
    ///
    /// - Parameter index: A valid index, in `0..<count`; anything else traps.
    /// - Complexity: O(log N) expected.
    @inlinable public func id(at index: Int) -> ID {
        precondition(index >= 0 && index < count, "RowHeights: row index \(index) out of 0..<\(count)")
        return records[Int(slot(at: index))].id
    }

    /// The IDs of all rows, from top to bottom.
    ///
    /// - Complexity: O(N).
    public var ids: [ID] {
        var result: [ID] = []
        result.reserveCapacity(count)
        forEachCellInOrder { cell, _ in result.append(records[Int(entries[cell].ref)].id) }
        return result
    }

    /// The current height of a row (its measurement when valid at ``width``, else its estimate),
    /// or `nil` when no row has this ID.
    ///
    /// - Complexity: O(1) on average.
    @inlinable public func height(of id: ID) -> Double? {
        guard let slot = slot(of: id) else { return nil }
        return shownHeight(slot)
    }

    /// The estimated height of a row, or `nil` when no row has this ID.
    ///
    /// - Complexity: O(1) on average.
    @inlinable public func estimatedHeight(of id: ID) -> Double? {
        guard let slot = slot(of: id) else { return nil }
        return measures[Int(slot)].estimate
    }

    /// Whether a row's height is a measurement valid at the current ``width``; `false` when it is
    /// an estimate or when no row has this ID.
    ///
    /// - Complexity: O(1) on average.
    @inlinable public func isMeasured(_ id: ID) -> Bool {
        guard let slot = slot(of: id) else { return false }
        return hasValidMeasurement(measures[Int(slot)])
    }

    /// The top edge of a row in content coordinates (rows start at 0), or `nil` for an unknown ID.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable public func offset(of id: ID) -> Double? {
        guard let slot = slot(of: id) else { return nil }
        return minY(ofCell: Int(records[Int(slot)].cell))
    }

    /// The top edge of the row at an index; `offset(at: count)` is the bottom of the last row,
    /// ``totalHeight``.
    ///
    /// - Parameter index: An index in `0...count`; anything else traps.
    /// - Complexity: O(log N) expected.
    @inlinable public func offset(at index: Int) -> Double {
        precondition(index >= 0 && index <= count, "RowHeights: offset index \(index) out of 0...\(count)")
        return index == count ? heightSum : minY(ofCell: Int(records[Int(slot(at: index))].cell))
    }

    /// The vertical extent of a row in content coordinates, or `nil` for an unknown ID.
    ///
    /// - Returns: The row's top edge and height.
    /// - Complexity: O(log N) expected.
    @inlinable public func verticalExtent(of id: ID) -> (minY: Double, height: Double)? {
        guard let slot = slot(of: id) else { return nil }
        return (minY(ofCell: Int(records[Int(slot)].cell)), shownHeight(slot))
    }

    /// The index of the row that contains a vertical offset, or `nil` when the list is empty.
    ///
    /// A row contains the offsets from its top edge up to, not including, its bottom edge, so
    /// zero-height rows contain none and an offset on a boundary belongs to the row below it.
    /// Offsets above the content (negative) give the first row, offsets at or below
    /// ``totalHeight`` the last one, and NaN counts as 0. Within rounding error of a boundary
    /// (far below a pixel) either neighbour may be returned.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable public func index(atOffset offset: Double) -> Int? {
        locate(offset: offset)?.index
    }

    /// The ID of the row that contains a vertical offset, or `nil` when the list is empty; see
    /// ``index(atOffset:)`` for boundaries and out-of-range offsets.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable public func id(atOffset offset: Double) -> ID? {
        row(atOffset: offset)?.id
    }

    /// The row containing an offset (see ``index(atOffset:)``), with its slot and top edge, from
    /// one descent.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable func locate(offset: Double) -> (slot: Int32, index: Int, minY: Double)? {
        guard rowCount > 0 else { return nil }
        var remainingY = offset.isNaN ? 0 : offset
        if remainingY >= heightSum {
            let last = slot(at: rowCount - 1)
            return (last, rowCount - 1, minY(ofCell: Int(records[Int(last)].cell)))
        }
        // Raw buffers: the anchor capture of every height change descends here.
        let (slot, index, cell) = entries.withUnsafeBufferPointer { entries in
            nodeSize.withUnsafeBufferPointer { sizes in
                var node = root
                var index = 0
                var cell = 0
                for _ in 0..<levels {
                    let start = Int(node) * RowHeights.fanout
                    let last = start + Int(sizes[Int(node)]) - 1
                    cell = start
                    while cell < last && !(remainingY < entries[cell].sum) {
                        remainingY -= entries[cell].sum
                        index += Int(entries[cell].count)
                        cell += 1
                    }
                    node = entries[cell].ref
                }
                return (node, index, cell)
            }
        }
        return (slot, index, minY(ofCell: cell))
    }

    /// The ID and top edge of the row containing an offset, for anchoring.
    ///
    /// - Complexity: O(log N) expected.
    @inlinable func row(atOffset offset: Double) -> (id: ID, minY: Double)? {
        guard let (slot, _, minY) = locate(offset: offset) else { return nil }
        return (records[Int(slot)].id, minY)
    }

    @inlinable func hasValidMeasurement(_ measure: RowMeasure) -> Bool {
        measure.measured != nil && abs(measure.measuredWidth - width) < noOpThreshold
    }

    @inlinable static func normalizedHeight(_ height: Double) -> Double {
        guard height > 0 else { return 0 }  // also NaN
        return min(height, maximumRowHeight)
    }
}
