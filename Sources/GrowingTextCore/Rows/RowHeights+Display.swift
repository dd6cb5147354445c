extension RowHeights {
    /// The height a table should assume for a row before it lays the row out: its current height
    /// (measured at ``width``, else its estimate), or ``defaultEstimatedHeight`` for a row the list
    /// does not know (a row the app added without telling the list).
    ///
    /// A UIKit table asks for this in `tableView(_:estimatedHeightForRowAt:)`. Returning the last real
    /// height there is what keeps the table from jumping when it swaps estimates for real heights.
    ///
    /// - Parameter id: The row's identity.
    /// - Returns: The height in points; never negative, never NaN.
    /// - Complexity: O(1) on average.
    public func displayHeight(of id: ID) -> Double {
        height(of: id) ?? defaultEstimatedHeight
    }
}
