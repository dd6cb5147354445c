/// Maps a table's viewport into the coordinates of its rows and back, so ``ScrollAnchor`` can work
/// on a `UITableView` that has a header above its rows and footers below them.
///
/// ``RowHeights`` puts its first row at 0; a table puts it below its table header (and the first
/// section header), at `rowsOriginY`. The rows' viewport is the table's shifted up by `rowsOriginY`.
/// The header and the footers are folded into the insets so that the range of valid offsets stays
/// the table's own (the user can still scroll to the header, and to the footer), at the price of
/// treating them as covered when the anchor row is chosen: the anchor then prefers a row that is
/// fully below the header, which never moves the row being edited.
///
/// ## Bad input
/// A NaN, infinite or negative `rowsOriginY` or `rowsHeight` counts as 0; a table content shorter
/// than `rowsOriginY + rowsHeight` means no footer.
package enum RowsViewport {
    /// The rows' viewport for a table's viewport.
    ///
    /// - Parameters:
    ///   - table: The table's viewport (offset, bounds size, adjusted insets, content height).
    ///   - rowsOriginY: The top of the first row in the table's content coordinates.
    ///   - rowsHeight: The rows' total height (``RowHeights/totalHeight``).
    /// - Returns: A viewport whose offset is `table.offset − rowsOriginY`, whose content height is
    ///   `rowsHeight`, whose top inset grows by `rowsOriginY` and whose bottom inset grows by the
    ///   footer height `table.contentHeight − rowsOriginY − rowsHeight` (at least 0).
    package static func viewport(inTable table: Viewport, rowsOriginY: Double, rowsHeight: Double) -> Viewport
    {
        let origin = rowsOriginY.nonNegativeFiniteOrZero
        let rows = rowsHeight.nonNegativeFiniteOrZero
        let footer = max(0, table.contentHeight.nonNegativeFiniteOrZero - origin - rows)
        var inset = table.contentInset
        inset.top = inset.top.nonNegativeFiniteOrZero + origin
        inset.bottom = inset.bottom.nonNegativeFiniteOrZero + footer
        return Viewport(
            contentOffset: Point(x: table.contentOffset.x, y: table.contentOffset.y - origin),
            size: table.size, contentInset: inset, contentHeight: rows)
    }

    /// A vertical offset in the rows' coordinates converted back to the table's.
    ///
    /// - Parameters:
    ///   - rowsContentOffsetY: An offset from ``viewport(inTable:rowsOriginY:rowsHeight:)``'s space,
    ///     typically ``ScrollAnchor/contentOffsetY(restoringIn:from:)``.
    ///   - rowsOriginY: The same origin as for the conversion in.
    /// - Returns: `rowsContentOffsetY + rowsOriginY`.
    package static func tableContentOffsetY(rowsContentOffsetY: Double, rowsOriginY: Double) -> Double {
        rowsContentOffsetY + rowsOriginY.nonNegativeFiniteOrZero
    }
}
