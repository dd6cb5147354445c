extension RowHeights {
    /// Inserts a row with an estimated height.
    ///
    /// A list holds at most 268,435,456 (2^28) rows: inserting into a full list traps with a message.
    ///
    /// - Parameters:
    ///   - id: The new row's ID; inserting an ID that is already present traps.
    ///   - estimatedHeight: The row's height until it is measured; `nil` uses
    ///     ``defaultEstimatedHeight``. Normalised (NaN or negative → 0, capped at ``maximumRowHeight``).
    ///   - index: Where the row goes, in `0...count`; anything else traps.
    /// - Returns: ``RowsChange/inserted(id:index:height:)``.
    /// - Complexity: O(log N) expected.
    @discardableResult
    public mutating func insert(_ id: ID, estimatedHeight: Double? = nil, at index: Int) -> RowsChange<ID> {
        precondition(index >= 0 && index <= count, "RowHeights: insertion index \(index) out of 0...\(count)")
        let estimate = estimatedHeight.map(RowHeights.normalizedHeight) ?? defaultEstimatedHeight
        guard let slot = allocateSlot(id: id, estimate: estimate) else {
            preconditionFailure("RowHeights: row ID \(id) is already present")
        }
        link(slot, height: estimate, at: index)
        checkInvariants()
        return .inserted(id: id, index: index, height: estimate)
    }

    /// Adds a row at the bottom; see ``insert(_:estimatedHeight:at:)`` (including the limit of
    /// 268,435,456 rows).
    ///
    /// - Complexity: O(log N) expected.
    @discardableResult
    public mutating func append(_ id: ID, estimatedHeight: Double? = nil) -> RowsChange<ID> {
        insert(id, estimatedHeight: estimatedHeight, at: count)
    }

    /// Removes a row.
    ///
    /// - Parameter id: The row to remove.
    /// - Returns: ``RowsChange/removed(id:index:height:)``, or `nil` when no row has this ID
    ///   (nothing changes; a shell may ask to remove a row twice).
    /// - Complexity: O(log N) expected.
    @discardableResult
    public mutating func remove(_ id: ID) -> RowsChange<ID>? {
        guard let slot = slot(of: id) else { return nil }
        let index = position(of: slot).index
        let height = shownHeight(slot)
        unlink(slot)
        freeSlot(slot)
        checkInvariants()
        return .removed(id: id, index: index, height: height)
    }

    /// Moves a row to another index, keeping its heights and measurements.
    ///
    /// - Parameters:
    ///   - id: The row to move.
    ///   - index: The row's index after the move, in `0..<count` (like removing it and inserting it
    ///     at `index`); anything else traps.
    /// - Returns: ``RowsChange/moved(id:from:to:height:)``, or `nil` when no row has this ID.
    /// - Complexity: O(log N) expected.
    @discardableResult
    public mutating func move(_ id: ID, to index: Int) -> RowsChange<ID>? {
        guard let slot = slot(of: id) else { return nil }
        precondition(index >= 0 && index < count, "RowHeights: move destination \(index) out of 0..<\(count)")
        let from = position(of: slot).index
        let height = shownHeight(slot)
        unlink(slot)
        link(slot, height: height, at: index)
        checkInvariants()
        return .moved(id: id, from: from, to: index, height: height)
    }

    /// Records a row's measured height at the current ``width``; it replaces the estimate.
    ///
    /// - Parameters:
    ///   - height: The measured height, normalised like every height.
    ///   - id: The measured row.
    /// - Returns: The change, or `nil` when no row has this ID or when the height moved by less
    ///   than half a pixel (the measurement is still recorded, the layout is not worth redoing).
    /// - Complexity: O(log N) expected.
    @discardableResult
    @inlinable public mutating func setMeasuredHeight(_ height: Double, for id: ID) -> RowHeightChange<ID>? {
        guard let slot = slot(of: id) else { return nil }
        let measured = RowHeights.normalizedHeight(height)
        measures[Int(slot)].measured = measured
        measures[Int(slot)].measuredWidth = width
        let change = applyHeight(measured, to: slot)
        checkInvariants()
        return change
    }

    /// Changes a row's estimated height; it shows only while the row has no valid measurement.
    ///
    /// - Parameters:
    ///   - height: The new estimate, normalised like every height.
    ///   - id: The row.
    /// - Returns: The change, or `nil` when no row has this ID, the row is measured at the current
    ///   width, or the height moved by less than half a pixel.
    /// - Complexity: O(log N) expected.
    @discardableResult
    @inlinable public mutating func setEstimatedHeight(_ height: Double, for id: ID) -> RowHeightChange<ID>? {
        guard let slot = slot(of: id) else { return nil }
        let estimate = RowHeights.normalizedHeight(height)
        measures[Int(slot)].estimate = estimate
        let change = hasValidMeasurement(measures[Int(slot)]) ? nil : applyHeight(estimate, to: slot)
        checkInvariants()
        return change
    }

    /// Forgets a row's measurement (its content changed), so it shows its estimate until measured.
    ///
    /// - Returns: The change, or `nil` when no row has this ID, it had no measurement, or the
    ///   estimate is within half a pixel of the measurement.
    /// - Complexity: O(log N) expected.
    @discardableResult
    public mutating func invalidateMeasurement(for id: ID) -> RowHeightChange<ID>? {
        guard let slot = slot(of: id), measures[Int(slot)].measured != nil else { return nil }
        measures[Int(slot)].measured = nil
        let change = applyHeight(measures[Int(slot)].estimate, to: slot)
        checkInvariants()
        return change
    }

    /// Changes the width rows are laid out at.
    ///
    /// Rows measured at another width show their estimates again; rows whose last measurement was
    /// taken at the new width (within half a pixel) show it again. Estimates are kept.
    ///
    /// - Parameter width: The new width; NaN, negative or infinite counts as 0.
    /// - Returns: Every row whose height changed by half a pixel or more, top to bottom, with its
    ///   index and top edge after the change; empty when the width did not change.
    /// - Complexity: O(N).
    @discardableResult
    public mutating func setWidth(_ width: Double) -> [RowHeightChange<ID>] {
        let newWidth = width.nonNegativeFiniteOrZero
        guard newWidth != self.width else { return [] }
        self.width = newWidth
        var changes: [RowHeightChange<ID>] = []
        var minY = 0.0
        var newHeights: [(cell: Int, height: Double)] = []
        forEachCellInOrder { cell, index in
            let slot = Int(entries[cell].ref)
            let measure = measures[slot]
            let target =
                hasValidMeasurement(measure) ? measure.measured ?? measure.estimate : measure.estimate
            let old = entries[cell].sum
            var height = old
            if abs(target - old) >= noOpThreshold {
                height = target
                newHeights.append((cell, target))
                changes.append(
                    RowHeightChange(
                        id: records[slot].id, index: index, minY: minY, oldHeight: old, newHeight: target))
            }
            minY += height
        }
        for (cell, height) in newHeights { entries[cell].sum = height }
        if !newHeights.isEmpty { recomputeAllSummaries() }
        checkInvariants()
        return changes
    }

    /// Removes every row, keeping the configuration.
    ///
    /// - Complexity: O(N) to release the storage.
    public mutating func removeAll() {
        self = RowHeights(
            defaultEstimatedHeight: defaultEstimatedHeight, width: width, displayScale: displayScale)
    }

    /// Shows `height` for the row in `slot` unless it is within half a pixel of the current one.
    @inlinable mutating func applyHeight(_ height: Double, to slot: Int32) -> RowHeightChange<ID>? {
        let old = shownHeight(slot)
        guard abs(height - old) >= noOpThreshold else { return nil }
        let (index, minY) = setShownHeight(slot, to: height)
        return RowHeightChange(
            id: records[Int(slot)].id, index: index, minY: minY, oldHeight: old, newHeight: height)
    }
}
