/// The hash table underneath ``RowHeights``: every row's record, found by its ID.
///
/// Open addressing with linear probing over a power-of-two number of buckets, each bucket a
/// ``RowRecord`` (ID and leaf cell; the row's ``RowMeasure`` sits at the same index of `measures`).
/// Finding a row and the leaf cell of its height is then one cache miss, where a `Dictionary` from
/// ID to a record index took three dependent ones (the key, the value, then the record). A row's
/// slot is its bucket: leaves refer to rows by slot. A row keeps its bucket until it is removed
/// (the bucket becomes a tombstone, which lookups probe past) or the table is rebuilt (then every
/// leaf entry is pointed at its row's new bucket). At most three quarters of the buckets hold a row
/// or a tombstone, so every probe sequence ends at an empty bucket. The ID's `hashValue` picks the
/// first bucket; with a hash that sends many IDs to the same bucket the table stays correct, only
/// slower (linear in the colliding rows).
extension RowHeights {
    /// The slot of the row with this ID, or `nil` when no row has it.
    ///
    /// - Complexity: O(1) expected.
    @inlinable func slot(of id: ID) -> Int32? {
        records.withUnsafeBufferPointer { buckets in
            guard !buckets.isEmpty else { return nil }
            let mask = buckets.count - 1
            var bucket = id.hashValue & mask
            while true {
                if buckets[bucket].key == id { return Int32(bucket) }
                if buckets[bucket].cell == RowTable.empty { return nil }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// Stores a new row's record, not yet in a leaf, and returns its slot; `nil` when a row with
    /// this ID is already present.
    ///
    /// It may rebuild the table first (more rows, or too many tombstones): every row then moves to
    /// another slot and its leaf entry is updated, so no row may be out of the tree at that moment.
    ///
    /// - Complexity: O(1) amortised expected.
    @inlinable mutating func allocateSlot(id: ID, estimate: Double) -> Int32? {
        precondition(tableCount < RowTable.maximumRows, RowTable.tooManyRows)
        if tableCount + tombstoneCount >= records.count / 4 * 3 {
            // A rebuild leaves at least an eighth of the buckets for new rows and tombstones, so
            // rebuilds cost O(1) amortised even when rows are inserted and removed in turn.
            rebuildTable(capacity: max(records.count, RowTable.capacity(for: (tableCount + 1) * 6 / 5 + 1)))
        }
        let mask = records.count - 1
        var bucket = id.hashValue & mask
        var tombstone = -1
        while records[bucket].cell != RowTable.empty {
            if records[bucket].key == id { return nil }
            if tombstone < 0 && records[bucket].cell == RowTable.tombstone { tombstone = bucket }
            bucket = (bucket + 1) & mask
        }
        if tombstone >= 0 {
            bucket = tombstone
            tombstoneCount -= 1
        }
        records[bucket] = RowRecord(id: id)
        measures[bucket] = RowMeasure(estimate: estimate)
        tableCount += 1
        return Int32(bucket)
    }

    /// Makes room for `count` rows without another rebuild (for a bulk build).
    ///
    /// - Complexity: O(N) when the table grows, else O(1).
    @inlinable mutating func reserveSlots(_ count: Int) {
        guard count > 0 else { return }
        precondition(count <= RowTable.maximumRows, RowTable.tooManyRows)
        let capacity = RowTable.capacity(for: count)
        if capacity > records.count { rebuildTable(capacity: capacity) }
    }

    /// Frees the slot of a row that left the tree.
    ///
    /// The bucket becomes a tombstone, unless the next bucket is empty: then no probe sequence can
    /// pass through it, so it becomes empty, and so do the tombstones right before it.
    ///
    /// - Complexity: O(1) expected.
    @inlinable mutating func freeSlot(_ slot: Int32) {
        let mask = records.count - 1
        var bucket = Int(slot)
        tableCount -= 1
        guard records[(bucket + 1) & mask].cell == RowTable.empty else {
            records[bucket] = RowRecord(state: RowTable.tombstone)
            tombstoneCount += 1
            return
        }
        records[bucket] = RowRecord(state: RowTable.empty)
        bucket = (bucket - 1) & mask
        while records[bucket].cell == RowTable.tombstone {
            records[bucket] = RowRecord(state: RowTable.empty)
            tombstoneCount -= 1
            bucket = (bucket - 1) & mask
        }
    }

    /// Moves every row into a new table of `capacity` buckets (a power of two), without tombstones,
    /// and points each row's leaf entry at its new slot.
    ///
    /// - Complexity: O(N + capacity).
    @inlinable mutating func rebuildTable(capacity: Int) {
        let old = records
        let oldMeasures = measures
        records = Array(repeating: RowRecord(state: RowTable.empty), count: capacity)
        measures = Array(repeating: RowMeasure(estimate: 0), count: capacity)
        tombstoneCount = 0
        let mask = capacity - 1
        for (slot, record) in old.enumerated() where record.key != nil {
            var bucket = record.id.hashValue & mask
            while records[bucket].cell != RowTable.empty { bucket = (bucket + 1) & mask }
            records[bucket] = record
            measures[bucket] = oldMeasures[slot]
            if record.cell >= 0 { entries[Int(record.cell)].ref = Int32(bucket) }
        }
    }
}
