import GrowingTextCore

/// A stand-in for the `UITableView` behaviours the table coordinator depends on, so its event
/// sequences run on Linux. Each modelled behaviour cites where it comes from; the list's behaviours
/// (L1-L16) are in `docs/UIKitBehaviours.md`.
///
/// Rows are identified by `Int`. ``realHeights`` is what Auto Layout computes for each row at the
/// current width and text size (the test sets it); the table knows a row's real height only after
/// laying the row out, and uses the estimate its data source returns for every other row.
struct TableStandIn {
    var width: Double
    var boundsHeight: Double
    var insets: Insets
    var contentOffsetY = 0.0
    var rowIDs: [Int]
    /// What each row measures when the table lays it out now.
    var realHeights: [Int: Double]
    /// The heights of the rows the table has laid out at the current width.
    var laidOut: [Int: Double] = [:]
    /// How far the visible content moved because rows above the top of the bounds changed height
    /// while the offset stayed: the jump the user sees.
    var jump = 0.0
    /// The rows measured again by a resize, for tests of which rows a resize touches.
    var remeasured: Set<Int> = []

    /// Each row's height as the table uses it: laid out, else the data source's estimate.
    /// - Source: Apple doc "estimatedRowHeight" / "tableView(_:estimatedHeightForRowAt:)":
    ///   rows not laid out yet use the estimate.
    func heights(estimate: (Int) -> Double) -> [Double] {
        rowIDs.map { laidOut[$0] ?? estimate($0) }
    }

    func minY(of id: Int, estimate: (Int) -> Double) -> Double {
        let heights = heights(estimate: estimate)
        guard let index = rowIDs.firstIndex(of: id) else { return 0 }
        return heights[..<index].reduce(0, +)
    }

    func contentHeight(estimate: (Int) -> Double) -> Double {
        heights(estimate: estimate).reduce(0, +)
    }

    func viewport(estimate: (Int) -> Double) -> Viewport {
        Viewport(
            contentOffset: Point(x: 0, y: contentOffsetY), size: Size(width: width, height: boundsHeight),
            contentInset: insets, contentHeight: contentHeight(estimate: estimate))
    }

    /// Lays out the rows that intersect the bounds and were not laid out yet; returns them with
    /// their heights, in the order `tableView(_:willDisplay:forRowAt:)` reports them.
    ///
    /// - Source: the offset is not changed when a row above the top of the bounds gets its real
    ///   height, so the visible content shifts by the difference — unsourced (commonly reported);
    ///   apps compensate (SLKTextViewController.m L696-711; ORM #1036 [21302418]).
    ///
    /// - Parameter measure: Configures and fits a row's cell, returning its height (L4); by default
    ///   the row's ``realHeights`` entry.
    mutating func layOut(
        estimate: (Int) -> Double, measure: ((Int) -> Double?)? = nil
    ) -> [(id: Int, height: Double)] {
        var displayed: [(id: Int, height: Double)] = []
        var changed = true
        while changed {
            changed = false
            var minY = 0.0
            for id in rowIDs {
                let height = laidOut[id] ?? estimate(id)
                let visible = minY < contentOffsetY + boundsHeight && minY + height > contentOffsetY
                if visible, laidOut[id] == nil, let real = measure?(id) ?? realHeights[id] {
                    realHeights[id] = real
                    laidOut[id] = real
                    if minY < contentOffsetY { jump += abs(real - height) }
                    displayed.append((id, real))
                    changed = true
                    break
                }
                minY += height
            }
        }
        return displayed
    }

    /// `UIView.performWithoutAnimation { beginUpdates(); endUpdates() }` with no inserts: the rows on
    /// screen are measured again and take their new heights at once; the offset stays.
    ///
    /// - Source: Apple doc "beginUpdates()" (re-queries heights without reloading cells);
    ///   damienpontifex/BlogCodeSamples #1 (no animation around the pair). Rows off screen fall back
    ///   to the data source's estimates: ORM #1772 [20105573] (the jump on `endUpdates` while typing
    ///   in a cell), WordPress-iOS PR #2075.
    mutating func beginAndEndUpdatesWithoutAnimation(estimate: (Int) -> Double) -> [(id: Int, height: Double)]
    {
        let onScreen = rowsOnScreen(estimate: estimate)
        remeasured.formUnion(onScreen)
        laidOut = [:]
        for id in onScreen { laidOut[id] = realHeights[id] }
        return onScreen.compactMap { id in realHeights[id].map { (id, $0) } }
    }

    /// A width change (rotation, Split View): every laid-out height is for the old width, so the
    /// table asks the data source for estimates again and lays out what is on screen.
    ///
    /// - Source: Apple doc "estimatedRowHeight" (the table manages `contentSize` from estimates);
    ///   `docs/UIKitBehaviours.md` K2 (frames in the current orientation). The offset staying as it was
    ///   across the rotation: unsourced (commonly reported).
    mutating func changeWidth(to width: Double, realHeights: [Int: Double]) {
        self.width = width
        self.realHeights = realHeights
        laidOut = [:]
    }

    func rowsOnScreen(estimate: (Int) -> Double) -> [Int] {
        var minY = 0.0
        var result: [Int] = []
        for id in rowIDs {
            let height = laidOut[id] ?? estimate(id)
            if minY < contentOffsetY + boundsHeight && minY + height > contentOffsetY { result.append(id) }
            minY += height
        }
        return result
    }
}
