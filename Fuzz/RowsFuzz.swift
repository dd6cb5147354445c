// Fuzzes RowHeights, ScrollAnchor, CaretVisibility and KeyboardAvoidance with random operation
// sequences. After every row mutation the tree must satisfy its own invariants and agree with a
// naive array model (offsets equal a prefix-sum recomputation); every offset and inset must be
// finite and in range; the anchor row must keep its on-screen position unless clamping moved it.
// The first byte also picks how much of a row ID its hash keeps: with little, many rows share a
// probe sequence of the table, so collisions, tombstones and their clean-up are exercised too.
// Removed IDs are inserted again. Run: scripts/fuzz.sh Rows -max_len=256

/// A row ID whose hash keeps only the bits of its value in `hashMask` (the same mask for every
/// row of a run, so equal IDs hash alike).
private struct FuzzRowID: Hashable, Sendable {
    var value: Int
    var hashMask: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value & hashMask) }
}

/// The independent O(N) model: the documented rules applied to a plain array.
private struct NaiveRow {
    var id: FuzzRowID
    var estimate: Double
    var measured: Double?
    var measuredWidth: Double
    var shown: Double
}

private func clean(_ height: Double) -> Double { height > 0 ? min(height, 10_000_000) : 0 }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = ByteReader(data, count: size)
    let setup = input.byte()
    let scale = [1.0, 2.0, 3.0, .nan][Int(setup % 4)]
    let hashMask = [-1, 0, 3, 15][Int(setup / 4 % 4)]
    var rows = RowHeights<FuzzRowID>(defaultEstimatedHeight: 44, width: 0, displayScale: scale)
    let threshold = 0.5 / (scale.isFinite ? scale : 1)
    var model: [NaiveRow] = []
    var width = 0.0
    var nextID = 0
    var removedIDs: [FuzzRowID] = []
    var viewport = Viewport(size: Size(width: 320, height: 480), contentInset: Insets(top: 20, bottom: 34))
    var editingRow: FuzzRowID? = nil

    func show(_ height: Double, at index: Int) {
        if abs(height - model[index].shown) >= threshold { model[index].shown = height }
    }
    func isMeasured(_ row: NaiveRow) -> Bool {
        row.measured != nil && abs(row.measuredWidth - width) < threshold
    }

    while !input.isAtEnd {
        let operation = input.byte()
        let anchor = ScrollAnchor(
            capturing: rows, viewport: viewport, editingRow: editingRow, pinsToBottom: operation & 0x80 != 0)
        let pick = Int(input.byte())
        switch operation % 12 {
        case 0, 1:
            let index = model.isEmpty ? 0 : pick % (model.count + 1)
            let height = input.number()
            let id: FuzzRowID
            if operation % 12 == 1, let removed = removedIDs.popLast() {
                id = removed
            } else {
                id = FuzzRowID(value: nextID, hashMask: hashMask)
                nextID += 1
            }
            rows.insert(id, estimatedHeight: height, at: index)
            model.insert(
                NaiveRow(
                    id: id, estimate: clean(height), measured: nil, measuredWidth: 0, shown: clean(height)),
                at: index)
        case 2 where !model.isEmpty:
            let index = pick % model.count
            check(
                rows.remove(model[index].id)
                    == .removed(id: model[index].id, index: index, height: model[index].shown), "remove")
            removedIDs.append(model.remove(at: index).id)
        case 3 where !model.isEmpty:
            let index = pick % model.count
            let destination = Int(input.byte()) % model.count
            rows.move(model[index].id, to: destination)
            model.insert(model.remove(at: index), at: destination)
        case 4 where !model.isEmpty, 5 where !model.isEmpty:
            let index = pick % model.count
            let height = input.number()
            rows.setMeasuredHeight(height, for: model[index].id)
            model[index].measured = clean(height)
            model[index].measuredWidth = width
            show(clean(height), at: index)
        case 6 where !model.isEmpty:
            let index = pick % model.count
            let height = input.number()
            rows.setEstimatedHeight(height, for: model[index].id)
            model[index].estimate = clean(height)
            if !isMeasured(model[index]) { show(clean(height), at: index) }
        case 7:
            let newWidth = input.number()
            rows.setWidth(newWidth)
            width = newWidth.isFinite && newWidth > 0 ? newWidth : 0
            for index in model.indices {
                show(isMeasured(model[index]) ? model[index].measured! : model[index].estimate, at: index)
            }
        case 8:
            viewport.contentOffset.y = input.number()
            viewport.size.height = input.number()
            viewport.contentInset = Insets(top: input.number(), bottom: input.number())
            editingRow = model.isEmpty || pick % 3 == 0 ? nil : model[pick % model.count].id
            continue
        case 9:
            let caret = Rect(x: 0, y: input.number(), width: 2, height: input.number())
            var current = viewport
            current.contentHeight = rows.totalHeight
            if let revealed = CaretVisibility.contentOffsetY(
                revealing: caret, in: current, margin: input.number())
            {
                check(revealed.isFinite, "caret offset \(revealed) not finite")
                check(
                    revealed >= current.minimumContentOffsetY && revealed <= current.maximumContentOffsetY,
                    "caret offset out of range")
                viewport.contentOffset.y = revealed
            }
            continue
        case 10:
            let keyboard = Rect(
                x: input.number(), y: input.number(), width: input.number(), height: input.number())
            let view = Rect(
                x: input.number(), y: input.number(), width: input.number(), height: input.number())
            let screen = Rect(x: 0, y: 0, width: input.number(), height: input.number())
            let change = KeyboardFrameChange(
                endFrame: keyboard, duration: input.number(),
                curveRawValue: Int(Int8(bitPattern: input.byte())))
            let insets = KeyboardAvoidance.bottomInsets(
                for: change, scrollViewFrame: view, screenBounds: screen, safeAreaBottomInset: input.number(),
                existingBottomInset: input.number())
            for value in [
                insets.keyboardOverlap, insets.addedBottomInset, insets.contentInsetBottom,
                insets.scrollIndicatorInsetBottom,
            ] {
                check(value.isFinite && value >= 0, "keyboard inset \(value)")
            }
            check(insets.keyboardOverlap <= max(0, view.height), "overlap taller than the view")
            check(change.animation.duration >= 0 && change.animation.duration <= 10, "duration")
            check(
                change.animation.animationOptionsRawValue & ~0xF_0000 == 0, "options outside the curve bits")
            continue
        default:
            if !model.isEmpty {
                let index = pick % model.count
                rows.invalidateMeasurement(for: model[index].id)
                model[index].measured = nil
                show(model[index].estimate, at: index)
            }
        }

        // The structure against itself, and a few rows against the naive model (all rows at the end).
        rows.validateInvariants()
        check(rows.count == model.count, "count")
        compare(rows, model, only: model.isEmpty ? [] : [pick % model.count, (pick * 7 + 3) % model.count])

        // The anchor, restored after the change.
        let restored = anchor.viewport(restoringIn: rows, from: viewport)
        let y = restored.contentOffset.y
        check(
            y.isFinite && y >= restored.minimumContentOffsetY && y <= restored.maximumContentOffsetY,
            "anchored offset \(y)")
        if case .row(let id) = anchor.kind, let minY = rows.offset(of: id), anchor.distanceFromTop.isFinite,
            y != restored.minimumContentOffsetY, y != restored.maximumContentOffsetY
        {
            let drift = abs((minY - y) - anchor.distanceFromTop)
            check(drift <= 1e-9 * max(1, abs(minY), abs(y)), "anchor row \(id) drifted by \(drift)")
        }
        viewport = restored
        if let editing = editingRow, !rows.contains(editing) { editingRow = nil }
    }
    compare(rows, model, only: nil)
    return 0
}

/// Checks offsets, heights and indices against prefix sums of the model, for some rows or all.
private func compare(_ rows: RowHeights<FuzzRowID>, _ model: [NaiveRow], only indices: [Int]?) {
    var prefix = 0.0
    for (index, row) in model.enumerated() {
        if indices?.contains(index) ?? true {
            let offset = rows.offset(of: row.id)!
            check(offset.isFinite && offset >= 0, "offset \(offset) not finite or negative")
            check(abs(offset - prefix) <= 1e-9 * max(1, prefix), "offset \(offset) != naive \(prefix)")
            check(
                abs(rows.offset(at: index) - offset) <= 1e-9 * max(1, prefix),
                "offset by index and by ID differ")
            check(rows.height(of: row.id) == row.shown, "height of row \(row.id)")
            check(rows.index(of: row.id) == index, "index of row \(row.id)")
            // The row found at the middle of this one must cover it, within the same rounding
            // tolerance as the offsets (near a boundary, sums in another order may pick a neighbour).
            let middle = offset + row.shown / 2
            if let found = rows.index(atOffset: middle), found != index {
                let top = rows.offset(at: found)
                let tolerance = 1e-9 * max(1, prefix)
                check(
                    top - tolerance <= middle && middle <= top + model[found].shown + tolerance,
                    "row at \(middle): \(found) instead of \(index) in \(model.map(\.shown))")
            }
        }
        prefix += row.shown
    }
    check(
        abs(rows.totalHeight - prefix) <= 1e-9 * max(1, prefix),
        "total \(rows.totalHeight) != naive \(prefix)")
}
