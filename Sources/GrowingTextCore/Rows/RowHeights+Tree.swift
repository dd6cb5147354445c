/// The B-tree underneath ``RowHeights``: node storage, summaries, splits, merges and the walks.
///
/// Every leaf is at the same depth. Nodes live in flat arrays and refer to each other by index;
/// each node knows the cell that refers to it in its parent, and each row the leaf cell that holds
/// it, so a row found by ID walks up to the root without searching. A node's summary (row count and
/// height sum) is always recomputed from its entries left to right, never adjusted by a delta, so
/// floating-point error cannot accumulate over many edits and every path that leads to the same
/// rows and shape gives bit-identical sums.
extension RowHeights {
    @inlinable static var fanout: Int { RowTree.fanout }

    /// The sum of `sums[range]`, added in four interleaved runs (cells `i`, `i + 4`, … from the
    /// start of the range) then pairwise, so the additions do not wait on one another. Every sum of
    /// a node's entries and every offset goes through here, so every path gets the same bits; the
    /// unused cells of a node hold 0, so summing a whole node equals summing its entries.
    @inlinable @inline(__always)
    static func add(_ sums: UnsafeBufferPointer<RowEntry>, _ range: Range<Int>) -> Double {
        var a = 0.0
        var b = 0.0
        var c = 0.0
        var d = 0.0
        var cell = range.lowerBound
        while cell + 4 <= range.upperBound {
            a += sums[cell].sum
            b += sums[cell + 1].sum
            c += sums[cell + 2].sum
            d += sums[cell + 3].sum
            cell += 4
        }
        if cell < range.upperBound { a += sums[cell].sum }
        if cell + 1 < range.upperBound { b += sums[cell + 1].sum }
        if cell + 2 < range.upperBound { c += sums[cell + 2].sum }
        return (a + b) + (c + d)
    }

    /// The height sum of `node`'s entries.
    @inlinable func nodeSum(_ node: Int32) -> Double {
        let start = Int(node) * RowHeights.fanout
        return entries.withUnsafeBufferPointer { RowHeights.add($0, start..<start + RowHeights.fanout) }
    }

    /// The row count of `node`'s entries.
    func nodeCount(_ node: Int32) -> Int32 {
        let start = Int(node) * RowHeights.fanout
        var count: Int32 = 0
        for cell in start..<start + Int(nodeSize[Int(node)]) { count += entries[cell].count }
        return count
    }

    /// Writes `node`'s summary into the entry that refers to it (or into the totals for the root).
    mutating func storeSummary(of node: Int32) {
        let count = nodeCount(node)
        let sum = nodeSum(node)
        let cell = nodeCell[Int(node)]
        if cell == RowTree.none {
            rowCount = Int(count)
            heightSum = sum
        } else {
            entries[Int(cell)].count = count
            entries[Int(cell)].sum = sum
        }
    }

    /// Recomputes the summaries from `node` up to the root.
    mutating func refreshUpward(from node: Int32) {
        var current = node
        while true {
            storeSummary(of: current)
            let cell = nodeCell[Int(current)]
            if cell == RowTree.none { return }
            current = cell / Int32(RowHeights.fanout)
        }
    }

    /// An empty node, recycled or new.
    @inlinable mutating func allocateNode() -> Int32 {
        if freeNodeHead != RowTree.none {
            let node = freeNodeHead
            freeNodeHead = nodeCell[Int(node)]
            freeNodeCount -= 1
            nodeCell[Int(node)] = RowTree.none
            return node
        }
        precondition(
            (nodeSize.count + 1) * RowHeights.fanout < Int(Int32.max),
            "RowHeights: node cells beyond Int32.max (unreachable below RowTable.maximumRows)")
        let fanout = RowHeights.fanout
        entries.append(contentsOf: repeatElement(RowEntry.unused, count: fanout))
        nodeSize.append(0)
        nodeCell.append(RowTree.none)
        return Int32(nodeSize.count - 1)
    }

    mutating func freeNode(_ node: Int32) {
        resize(node, to: 0)
        nodeCell[Int(node)] = freeNodeHead
        freeNodeHead = node
        freeNodeCount += 1
    }

    /// Sets the number of entries `node` uses; cells given up are cleared (a sum of 0), which lets
    /// the height-change path sum whole nodes without reading their sizes.
    mutating func resize(_ node: Int32, to size: Int) {
        let start = Int(node) * RowHeights.fanout
        for cell in start + size..<start + Int(nodeSize[Int(node)]) {
            entries[cell] = .unused
        }
        nodeSize[Int(node)] = Int32(size)
    }

    /// Records that entry `ref` (a row's slot in a leaf, else a child node) now sits in `cell`.
    @inlinable @inline(__always) mutating func place(_ ref: Int32, at cell: Int, leaf: Bool) {
        if leaf {
            records[Int(ref)].cell = Int32(cell)
        } else {
            nodeCell[Int(ref)] = Int32(cell)
        }
    }

    /// Copies the entry in cell `from` to cell `to` and tells the entry where it now is.
    @inline(__always) mutating func moveEntry(from: Int, to: Int, leaf: Bool) {
        entries[to] = entries[from]
        place(entries[to].ref, at: to, leaf: leaf)
    }

    /// Inserts an entry at position `index` of `node`, which must have room.
    mutating func insertEntry(
        _ ref: Int32, count: Int32, sum: Double, into node: Int32, at index: Int, leaf: Bool
    ) {
        let start = Int(node) * RowHeights.fanout
        let size = Int(nodeSize[Int(node)])
        precondition(size < RowHeights.fanout, "RowHeights: inserting into a full node")
        var cell = start + size
        while cell > start + index {
            moveEntry(from: cell - 1, to: cell, leaf: leaf)
            cell -= 1
        }
        entries[cell] = RowEntry(ref: ref, count: count, sum: sum)
        place(ref, at: cell, leaf: leaf)
        nodeSize[Int(node)] += 1
    }

    /// Removes the entry at position `index` of `node`.
    mutating func removeEntry(from node: Int32, at index: Int, leaf: Bool) {
        let start = Int(node) * RowHeights.fanout
        let size = Int(nodeSize[Int(node)])
        for cell in start + index..<start + size - 1 {
            moveEntry(from: cell + 1, to: cell, leaf: leaf)
        }
        resize(node, to: size - 1)
    }

    /// Moves the last `count` entries of `node` to the front of the empty node `other`.
    mutating func moveTail(_ count: Int, of node: Int32, toEmpty other: Int32, leaf: Bool) {
        let fanout = RowHeights.fanout
        let size = Int(nodeSize[Int(node)])
        for index in 0..<count {
            moveEntry(
                from: Int(node) * fanout + size - count + index, to: Int(other) * fanout + index, leaf: leaf)
        }
        resize(node, to: size - count)
        nodeSize[Int(other)] = Int32(count)
    }

    /// Splits the full `node` in two halves; the new right half is linked after it in the parent,
    /// which is split first when it is full too (a new root is made above the old one).
    mutating func split(_ node: Int32, leaf: Bool) {
        if nodeCell[Int(node)] == RowTree.none {
            let newRoot = allocateNode()
            insertEntry(node, count: nodeCount(node), sum: nodeSum(node), into: newRoot, at: 0, leaf: false)
            root = newRoot
            levels += 1
        } else if nodeSize[Int(nodeCell[Int(node)]) / RowHeights.fanout] == RowHeights.fanout {
            split(nodeCell[Int(node)] / Int32(RowHeights.fanout), leaf: false)
        }
        let cell = Int(nodeCell[Int(node)])
        let right = allocateNode()
        moveTail(Int(nodeSize[Int(node)]) / 2, of: node, toEmpty: right, leaf: leaf)
        entries[cell].count = nodeCount(node)
        entries[cell].sum = nodeSum(node)
        insertEntry(
            right, count: nodeCount(right), sum: nodeSum(right), into: Int32(cell / RowHeights.fanout),
            at: cell % RowHeights.fanout + 1, leaf: false)
    }

    /// Puts the unplaced row in `slot`, whose height is `height`, at `index` in `0...count`.
    ///
    /// - Complexity: O(log N).
    mutating func link(_ slot: Int32, height: Double, at index: Int) {
        if root == RowTree.none {
            root = allocateNode()
            levels = 1
        }
        var node = root
        var remaining = Int32(index)
        for _ in 1..<levels {
            let start = Int(node) * RowHeights.fanout
            var cell = start
            while cell < start + Int(nodeSize[Int(node)]) - 1 && remaining > entries[cell].count {
                remaining -= entries[cell].count
                cell += 1
            }
            node = entries[cell].ref
        }
        if nodeSize[Int(node)] == RowHeights.fanout {
            split(node, leaf: true)
            let size = nodeSize[Int(node)]
            if remaining > size {
                remaining -= size
                node = entries[Int(nodeCell[Int(node)]) + 1].ref
            }
        }
        insertEntry(slot, count: 1, sum: height, into: node, at: Int(remaining), leaf: true)
        refreshUpward(from: node)
    }

    /// Takes the row in `slot` out of its leaf (the slot stays allocated) and rebalances.
    ///
    /// - Complexity: O(log N).
    mutating func unlink(_ slot: Int32) {
        let cell = Int(records[Int(slot)].cell)
        let leaf = Int32(cell / RowHeights.fanout)
        removeEntry(from: leaf, at: cell % RowHeights.fanout, leaf: true)
        records[Int(slot)].cell = RowTree.none
        let start = rebalance(leaf, leaf: true)
        if start != RowTree.none { refreshUpward(from: start) }
    }

    /// Restores the minimum fill of `node` after it lost an entry, by borrowing from or merging with
    /// a sibling (recursively upward), and collapses a root left with one child.
    ///
    /// - Returns: The lowest node whose summary, and its ancestors', must be recomputed; `none` when
    ///   the tree became empty.
    mutating func rebalance(_ node: Int32, leaf: Bool) -> Int32 {
        let size = Int(nodeSize[Int(node)])
        let cell = Int(nodeCell[Int(node)])
        if cell == Int(RowTree.none) {
            if size == 0 {
                freeNode(node)
                root = RowTree.none
                levels = 0
                rowCount = 0
                heightSum = 0
                return RowTree.none
            }
            if !leaf && size == 1 {
                let child = entries[Int(node) * RowHeights.fanout].ref
                nodeCell[Int(child)] = RowTree.none
                root = child
                levels -= 1
                freeNode(node)
                return child
            }
            return node
        }
        guard size < RowTree.minimumFill else { return node }
        let fanout = RowHeights.fanout
        let parent = Int32(cell / fanout)
        let leftCell = cell % fanout > 0 ? cell - 1 : cell
        let left = entries[leftCell].ref
        let right = entries[leftCell + 1].ref
        let leftSize = Int(nodeSize[Int(left)])
        let rightSize = Int(nodeSize[Int(right)])
        if leftSize + rightSize <= fanout {
            for index in 0..<rightSize {
                moveEntry(
                    from: Int(right) * fanout + index, to: Int(left) * fanout + leftSize + index, leaf: leaf)
            }
            nodeSize[Int(left)] = Int32(leftSize + rightSize)
            freeNode(right)
            entries[leftCell].count = nodeCount(left)
            entries[leftCell].sum = nodeSum(left)
            removeEntry(from: parent, at: leftCell % fanout + 1, leaf: false)
            return rebalance(parent, leaf: false)
        }
        let leftTarget = (leftSize + rightSize) / 2
        let rightTarget = leftSize + rightSize - leftTarget
        if leftSize > leftTarget {
            let moving = leftSize - leftTarget
            for index in stride(from: rightSize - 1, through: 0, by: -1) {
                moveEntry(
                    from: Int(right) * fanout + index, to: Int(right) * fanout + index + moving, leaf: leaf)
            }
            for index in 0..<moving {
                moveEntry(
                    from: Int(left) * fanout + leftTarget + index, to: Int(right) * fanout + index, leaf: leaf
                )
            }
            resize(left, to: leftTarget)
            nodeSize[Int(right)] = Int32(rightTarget)
        } else {
            let moving = leftTarget - leftSize
            for index in 0..<moving {
                moveEntry(
                    from: Int(right) * fanout + index, to: Int(left) * fanout + leftSize + index, leaf: leaf)
            }
            for index in moving..<rightSize {
                moveEntry(
                    from: Int(right) * fanout + index, to: Int(right) * fanout + index - moving, leaf: leaf)
            }
            nodeSize[Int(left)] = Int32(leftTarget)
            resize(right, to: rightTarget)
        }
        for (child, childCell) in [(left, leftCell), (right, leftCell + 1)] {
            entries[childCell].count = nodeCount(child)
            entries[childCell].sum = nodeSum(child)
        }
        return parent
    }

    /// The slot of the row at `index`, which must be in `0..<count`.
    ///
    /// - Complexity: O(log N).
    @inlinable func slot(at index: Int) -> Int32 {
        var node = root
        var remaining = Int32(index)
        for _ in 1..<levels {
            var cell = Int(node) * RowHeights.fanout
            while remaining >= entries[cell].count {
                remaining -= entries[cell].count
                cell += 1
            }
            node = entries[cell].ref
        }
        return entries[Int(node) * RowHeights.fanout + Int(remaining)].ref
    }

    /// The index and top offset of the row in `slot`, found by walking up to the root.
    ///
    /// - Complexity: O(log N).
    @inlinable func position(of slot: Int32) -> (index: Int, minY: Double) {
        let cell = Int(records[Int(slot)].cell)
        let fanout = RowHeights.fanout
        var index = cell % fanout
        entries.withUnsafeBufferPointer { entries in
            nodeCell.withUnsafeBufferPointer { parents in
                var parentCell = Int(parents[cell / fanout])
                while parentCell >= 0 {
                    let start = parentCell - parentCell % fanout
                    for before in start..<parentCell { index += Int(entries[before].count) }
                    parentCell = Int(parents[start / fanout])
                }
            }
        }
        return (index, minY(ofCell: cell))
    }

    /// The top offset of the row in leaf cell `cell`, found by walking up to the root.
    ///
    /// Every top offset the list reports comes from this walk (or the identical one in
    /// ``setShownHeight(_:to:)``), so the same row always gets the same offset, to the last bit.
    ///
    /// - Complexity: O(log N).
    @inlinable func minY(ofCell cell: Int) -> Double {
        entries.withUnsafeBufferPointer { sums in
            nodeCell.withUnsafeBufferPointer { parents in
                let fanout = RowHeights.fanout
                var minY = RowHeights.add(sums, cell - cell % fanout..<cell)
                var parentCell = Int(parents[cell / fanout])
                while parentCell >= 0 {
                    minY += RowHeights.add(sums, parentCell - parentCell % fanout..<parentCell)
                    parentCell = Int(parents[parentCell / fanout])
                }
                return minY
            }
        }
    }

    /// The index of a leaf's first row and the prefix sums of its ancestors, bottom-up: what
    /// ``minY(ofCell:)`` adds above the leaf, computed once for many rows of the same leaf.
    @usableFromInline struct LeafOrigin {
        @usableFromInline var leaf: Int32
        @usableFromInline var index = 0
        @usableFromInline var prefixes: [Double] = []

        @inlinable init(leaf: Int32) { self.leaf = leaf }
    }

    /// The origin of `leaf`, from one walk up to the root.
    ///
    /// - Complexity: O(log N).
    @usableFromInline func origin(of leaf: Int32) -> LeafOrigin {
        var origin = LeafOrigin(leaf: leaf)
        let fanout = RowHeights.fanout
        entries.withUnsafeBufferPointer { sums in
            var parentCell = Int(nodeCell[Int(leaf)])
            while parentCell >= 0 {
                let start = parentCell - parentCell % fanout
                for before in start..<parentCell { origin.index += Int(sums[before].count) }
                origin.prefixes.append(RowHeights.add(sums, start..<parentCell))
                parentCell = Int(nodeCell[start / fanout])
            }
        }
        return origin
    }

    /// The index and top offset of the row in leaf cell `cell`, whose leaf's origin is given: the
    /// same additions in the same order as ``minY(ofCell:)``, so the same bits.
    @inlinable func position(ofCell cell: Int, from origin: LeafOrigin) -> (index: Int, minY: Double) {
        let start = cell - cell % RowHeights.fanout
        var minY = entries.withUnsafeBufferPointer { RowHeights.add($0, start..<cell) }
        for prefix in origin.prefixes { minY += prefix }
        return (origin.index + cell - start, minY)
    }

    /// Shows `height` for the row in `slot` and refreshes the sums above it, returning its index and
    /// top offset from the same walk.
    ///
    /// The hot path of a growing row: it walks raw buffers, one uniqueness check for the whole walk
    /// instead of one per write, and touches one leaf and its ancestors (five nodes at a million
    /// rows). Sums are added in the same order as ``nodeSum(_:)`` and offsets as
    /// ``minY(ofCell:)``, so they stay bit-identical to every other path.
    ///
    /// - Complexity: O(log N).
    @inlinable mutating func setShownHeight(_ slot: Int32, to height: Double) -> (index: Int, minY: Double) {
        let cell = Int(records[Int(slot)].cell)
        let levels = levels
        var total = 0.0
        let result: (index: Int, minY: Double) = nodeCell.withUnsafeBufferPointer { parents in
            entries.withUnsafeMutableBufferPointer { mutableEntries in
                let fanout = RowHeights.fanout
                mutableEntries[cell].sum = height
                let entries = UnsafeBufferPointer(mutableEntries)
                var start = cell - cell % fanout
                var index = cell - start
                var minY = RowHeights.add(entries, start..<cell)
                var sum = RowHeights.add(entries, start..<start + fanout)
                for _ in 1..<levels {
                    let childCell = Int(parents[start / fanout])
                    mutableEntries[childCell].sum = sum
                    start = childCell - childCell % fanout
                    for before in start..<childCell { index += Int(entries[before].count) }
                    minY += RowHeights.add(entries, start..<childCell)
                    sum = RowHeights.add(entries, start..<start + fanout)
                }
                total = sum
                return (index, minY)
            }
        }
        heightSum = total
        return result
    }

    /// Builds the tree bottom-up for rows that arrive in order: full-enough leaves first, then each
    /// level of inner nodes over the one below, every node filled evenly.
    ///
    /// - Complexity: O(N).
    @inlinable mutating func build<Rows: Sequence>(from rows: Rows) where Rows.Element == (ID, Double) {
        // Gathered first so that the table is sized once and no slot moves before the leaves exist.
        let rows = Array(rows)
        reserveSlots(rows.count)
        var slots: [Int32] = []
        slots.reserveCapacity(rows.count)
        var heights: [Double] = []
        heights.reserveCapacity(rows.count)
        for (id, height) in rows {
            let estimate = RowHeights.normalizedHeight(height)
            guard let slot = allocateSlot(id: id, estimate: estimate) else {
                preconditionFailure("RowHeights: duplicate row ID \(id)")
            }
            slots.append(slot)
            heights.append(estimate)
        }
        buildLevels(slots: slots, heights: heights)
    }

    /// Builds the nodes over the rows in `slots`, in order, whose heights are `heights`.
    @inlinable mutating func buildLevels(slots: [Int32], heights: [Double]) {
        guard !heights.isEmpty else { return }
        let fanout = RowHeights.fanout
        var level = slots
        var counts = Array(repeating: Int32(1), count: heights.count)
        var sums = heights
        var leaf = true
        levels = 0
        // Every node of every level, reserved at once: growing the node arrays by doubling would
        // leave up to twice the cells allocated and, while one grows, its old and new buffers both.
        var nodesToBuild = 0
        var width = heights.count
        repeat {
            width = (width + fanout - 1) / fanout
            nodesToBuild += width
        } while width > 1
        entries.reserveCapacity(entries.count + nodesToBuild * fanout)
        nodeSize.reserveCapacity(nodeSize.count + nodesToBuild)
        nodeCell.reserveCapacity(nodeCell.count + nodesToBuild)
        repeat {
            let nodeCount = (level.count + fanout - 1) / fanout
            var nextLevel: [Int32] = []
            var nextCounts: [Int32] = []
            var nextSums: [Double] = []
            nextLevel.reserveCapacity(nodeCount)
            for node in 0..<nodeCount {
                let children = level.count * node / nodeCount..<level.count * (node + 1) / nodeCount
                let parent = allocateNode()
                let start = Int(parent) * fanout
                var count: Int32 = 0
                for (offset, child) in children.enumerated() {
                    entries[start + offset] = RowEntry(
                        ref: level[child], count: counts[child], sum: sums[child])
                    place(level[child], at: start + offset, leaf: leaf)
                    count += counts[child]
                }
                nodeSize[Int(parent)] = Int32(children.count)
                nextLevel.append(parent)
                nextCounts.append(count)
                nextSums.append(nodeSum(parent))
            }
            level = nextLevel
            counts = nextCounts
            sums = nextSums
            leaf = false
            levels += 1
        } while level.count > 1
        root = level[0]
        nodeCell[Int(root)] = RowTree.none
        rowCount = Int(counts[0])
        heightSum = sums[0]
    }

    /// Recomputes every summary bottom-up (post-order), after heights changed anywhere.
    ///
    /// - Complexity: O(N).
    mutating func recomputeAllSummaries() {
        guard root != RowTree.none else { return }
        recomputeSummaries(under: root, level: 1)
    }

    private mutating func recomputeSummaries(under node: Int32, level: Int) {
        if level < levels {
            let start = Int(node) * RowHeights.fanout
            for cell in start..<start + Int(nodeSize[Int(node)]) {
                recomputeSummaries(under: entries[cell].ref, level: level + 1)
            }
        }
        storeSummary(of: node)
    }

    /// Calls `body` with every row's leaf cell in row order and its index.
    ///
    /// - Complexity: O(N).
    func forEachCellInOrder(_ body: (Int, Int) -> Void) {
        guard root != RowTree.none else { return }
        var index = 0
        func visit(_ node: Int32, level: Int) {
            let start = Int(node) * RowHeights.fanout
            for cell in start..<start + Int(nodeSize[Int(node)]) {
                if level == levels {
                    body(cell, index)
                    index += 1
                } else {
                    visit(entries[cell].ref, level: level + 1)
                }
            }
        }
        visit(root, level: 1)
    }

    /// The shown height of the row in `slot`.
    @inlinable func shownHeight(_ slot: Int32) -> Double {
        entries[Int(records[Int(slot)].cell)].sum
    }
}
